// The Edit Deal popup while its deal loads or fails to (spec §4, §8: silent), and what Deal Success adds to the toast.
import { screen, waitFor, within } from '@testing-library/react';
import { configureApiClient } from '@console/api-client';
import { renderWithProviders } from '@console/testing/react';
import { session } from '@console/session';
import { showDate } from './shared/deal-words';
import { DealsRoutes } from './routes';
import { fillDealDetails, loadedEditDealDialog } from './deal-details-form.spec-helpers';
import { createDeal, dateFromToday, signInAsDealOwner } from './deal-owner.spec-helpers';

let uniq = 0;
const uniqueName = (prefix: string) => `${prefix} ${Date.now() % 100000}${uniq++}`;
const MENU = { Mains: ['Burger', 'Steak'] };
type User = ReturnType<typeof renderWithProviders>['user'];

const useApi = (baseUrl: string) =>
  configureApiClient({ baseUrl, getToken: () => session.get().token, onUnauthorized: () => session.logout() });

function renderDeals() {
  return renderWithProviders(<DealsRoutes />, { at: '/dashboard/deals', basename: '/dashboard' });
}

async function clickEdit(user: User, title: string) {
  await user.click(await screen.findByRole('button', { name: `Actions for ${title}` }));
  await user.click(screen.getByRole('menuitem', { name: 'Edit' }));
}

/** Add Deal through Done, starting `start`; answers the Deal Success popup. */
async function createThroughTheFlow(user: User, title: string, start: string) {
  await user.click(await screen.findByRole('button', { name: 'Add Deal' }));
  await fillDealDetails(user, screen.getByRole('dialog', { name: 'Add Deal' }), title, { start });
  await waitFor(() => expect(screen.getByRole('button', { name: 'Select Menu Items' })).toBeEnabled());
  await user.click(screen.getByRole('button', { name: 'Select Menu Items' }));
  await user.click(await screen.findByRole('checkbox', { name: 'Burger' }));
  await user.click(screen.getByRole('button', { name: 'Done' }));
  await user.click(within(await screen.findByRole('dialog', { name: 'Publish this deal?' })).getByRole('button', { name: 'Publish Deal' }));
  return screen.findByRole('dialog', { name: 'Deal Published' });
}

afterEach(() => {
  useApi(process.env.TEST_API_URL ?? '');
  session.logout();
  sessionStorage.clear();
});

describe('Edit Deal', () => {
  it('shows the loading state in the popup, closes silently when the deal cannot be loaded, and a second Edit tries again', async () => {
    const owner = await signInAsDealOwner(uniqueName('Retry Diner'), MENU);
    const title = uniqueName('Happy Hour');
    await createDeal(owner, title, ['Burger']);
    const { user } = renderDeals();
    await screen.findByRole('article', { name: title });

    // The API goes away before Edit.
    useApi('http://127.0.0.1:9');
    await clickEdit(user, title);
    const loading = screen.getByRole('dialog', { name: 'Edit Deal' });
    expect(within(loading).getByRole('status')).toHaveTextContent('Loading deal...');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 5000 });
    expect(screen.queryByText('Network Error')).not.toBeInTheDocument();

    useApi(process.env.TEST_API_URL ?? '');
    await clickEdit(user, title);
    const dialog = await loadedEditDealDialog();
    expect(within(dialog).getByLabelText('Deal Title')).toHaveValue(title);
    expect(screen.queryByText('Loading deal...')).not.toBeInTheDocument();
  });
});

describe('Deal Success', () => {
  it('names the deal and says it is live or when it starts, and who was told, without repeating the toast', async () => {
    await signInAsDealOwner(uniqueName('Success Diner'), MENU);
    const { user } = renderDeals();

    const todayTitle = uniqueName('Today Only');
    const today = await createThroughTheFlow(user, todayTitle, dateFromToday(0));
    expect(today).toHaveAccessibleDescription(`${todayTitle} is live now. App users who follow your restaurant have been notified.`);
    // The toast keeps the spec's words; the popup's title and text do not say them again.
    expect(screen.getByRole('status')).toHaveTextContent('Deal created Successfully');
    expect(today).toHaveAccessibleName('Deal Published');
    await user.click(within(today).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const start = dateFromToday(3);
    const laterTitle = uniqueName('Next Week');
    const later = await createThroughTheFlow(user, laterTitle, start);
    expect(later).toHaveAccessibleDescription(
      `${laterTitle} starts on ${showDate(start)} and is listed under Current Deals until then. App users who follow your restaurant have been notified that it is coming.`,
    );
    expect(later).not.toHaveAccessibleDescription(/live/);
  });
});
