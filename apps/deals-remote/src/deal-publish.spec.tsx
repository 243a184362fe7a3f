// Issue 22 point 3: a deal is published from an explicit step (the summary of what will be published and
// who is told), and Edit Deal saves its details without a pass through the item picker.
import { screen, waitFor, within } from '@testing-library/react';
import { configureApiClient, createDeal as createDealCall, getDeal, getDeals } from '@console/api-client';
import { renderWithProviders } from '@console/testing/react';
import { session } from '@console/session';
import { DealsRoutes } from './routes';
import { showDate } from './shared/deal-words';
import { fillDealDetails, loadedEditDealDialog } from './deal-details-form.spec-helpers';
import { createDeal, dateFromToday, fixtures, signInAsDealOwner, type DealOwner } from './deal-owner.spec-helpers';

let uniq = 0;
const uniqueName = (prefix: string) => `${prefix} ${Date.now() % 100000}${uniq++}`;
const MENU = { Mains: ['Burger', 'Steak'], Drinks: ['Lemonade'] };
const PICKER = '/dashboard/select-related-menu-items';
type Rendered = ReturnType<typeof renderWithProviders>;

const useApi = (baseUrl: string) =>
  configureApiClient({ baseUrl, getToken: () => session.get().token, onUnauthorized: () => session.logout() });

function renderDeals() {
  return renderWithProviders(<DealsRoutes />, { at: '/dashboard/deals', basename: '/dashboard' });
}

/** Every path the router went through. */
function visitedPaths(router: Rendered['router']) {
  const paths = [router.state.location.pathname];
  router.subscribe((state) => paths.push(state.location.pathname));
  return paths;
}

/** The summary's facts, term → what it says. */
function factsOf(summary: HTMLElement) {
  const terms = Array.from(summary.querySelectorAll('dt'));
  return Object.fromEntries(terms.map((term) => [term.textContent, term.nextElementSibling?.textContent]));
}

const itemsIn = (summary: HTMLElement) =>
  within(within(summary).getByRole('list', { name: 'Items in this deal' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

/** Add Deal with these details, then the picker with these items ticked, then Done: the summary. */
async function reachSummary(rendered: Rendered, title: string, items: string[], details: { start?: string; oneTime?: boolean } = {}) {
  const { user } = rendered;
  await user.click(await screen.findByRole('button', { name: 'Add Deal' }));
  await fillDealDetails(user, screen.getByRole('dialog', { name: 'Add Deal' }), title, details);
  await waitFor(() => expect(screen.getByRole('button', { name: 'Select Menu Items' })).toBeEnabled());
  await user.click(screen.getByRole('button', { name: 'Select Menu Items' }));
  for (const item of items) await user.click(await screen.findByRole('checkbox', { name: item }));
  await user.click(screen.getByRole('button', { name: 'Done' }));
  return screen.findByRole('dialog', { name: 'Publish this deal?' });
}

const ownDealTitles = async (owner: DealOwner) =>
  (await getDeals({ pageNum: 1, pageSize: 999999 }, fixtures.as(owner.token))).currentRestaurantDeals.map(
    (deal) => deal.restaurantDealTitle,
  );

afterEach(() => {
  useApi(process.env.TEST_API_URL ?? '');
  session.logout();
  sessionStorage.clear();
});

describe('publishing a new deal', () => {
  it('shows at Done what will be published (title, location, dates, claims, items) and publishes only on Publish Deal', async () => {
    const owner = await signInAsDealOwner(uniqueName('Summary Diner'), MENU);
    const rendered = renderDeals();
    const { user } = rendered;
    const title = uniqueName('Lunch Pair');
    const summary = await reachSummary(rendered, title, ['Burger', 'Lemonade'], { oneTime: true });

    expect(factsOf(summary)).toEqual({
      'Deal Title': title,
      Location: expect.stringMatching(/Austin/),
      'Start Date': showDate(dateFromToday(0)),
      'End Date': 'Not Set',
      'Claims per user': 'One-Time Use',
      'Items (2)': 'LemonadeBurger',
    });
    // In the picker's order: the Drinks group before Mains.
    expect(itemsIn(summary)).toEqual(['Lemonade', 'Burger']);
    expect(
      within(summary).getByText(
        'It is live as soon as it is published. App users who follow your restaurant are notified as soon as it is published.',
      ),
    ).toBeInTheDocument();
    expect(await ownDealTitles(owner)).not.toContain(title);

    // Back: the picker again, the choice kept.
    await user.click(within(summary).getByRole('button', { name: 'Back' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Burger' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Done' })).toHaveFocus();
    expect(await ownDealTitles(owner)).not.toContain(title);

    await user.click(screen.getByRole('button', { name: 'Done' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Publish this deal?' })).getByRole('button', { name: 'Publish Deal' }),
    );
    expect(await screen.findByText('Deal created Successfully')).toBeInTheDocument();
    await screen.findByRole('dialog', { name: 'Deal Published' });
    expect(await screen.findByRole('article', { name: title })).toBeInTheDocument();
    expect(await ownDealTitles(owner)).toContain(title);
  });

  it('says when a deal starting later starts, and that followers are told on publishing, not on the start date', async () => {
    await signInAsDealOwner(uniqueName('Later Diner'), MENU);
    const rendered = renderDeals();
    const start = dateFromToday(5);
    const summary = await reachSummary(rendered, uniqueName('Next Week'), ['Steak'], { start });
    expect(factsOf(summary)['Start Date']).toBe(showDate(start));
    expect(factsOf(summary)['Claims per user']).toBe('Unlimited Use');
    expect(
      within(summary).getByText(
        `It starts on ${showDate(start)}; publishing lists it now under Current Deals as coming up. App users who follow your restaurant are notified as soon as it is published, not on the start date.`,
      ),
    ).toBeInTheDocument();
    expect(within(summary).queryByText(/live/)).not.toBeInTheDocument();
  });

  it('keeps the summary and the choice when publishing fails, and publishes on a second try', async () => {
    const owner = await signInAsDealOwner(uniqueName('Offline Diner'), MENU);
    const rendered = renderDeals();
    const { user, router } = rendered;
    const title = uniqueName('Try Again');
    const summary = await reachSummary(rendered, title, ['Steak']);

    useApi('http://127.0.0.1:9');
    await user.click(within(summary).getByRole('button', { name: 'Publish Deal' }));
    // The toaster says what failed (here the network); nothing is lost.
    expect(await screen.findByText('Network Error')).toBeInTheDocument();
    await waitFor(() => expect(within(summary).getByRole('button', { name: 'Publish Deal' })).toBeEnabled());
    expect(screen.getByRole('dialog', { name: 'Publish this deal?' })).toBe(summary);
    expect(router.state.location.pathname).toBe(PICKER);

    useApi(process.env.TEST_API_URL ?? '');
    await user.click(within(summary).getByRole('button', { name: 'Publish Deal' }));
    await screen.findByRole('dialog', { name: 'Deal Published' });
    expect(await screen.findByRole('article', { name: title })).toBeInTheDocument();
    expect(await ownDealTitles(owner)).toContain(title);
  });
});

describe("Edit Deal's Save", () => {
  it('saves a new title with the deal as it is, its items kept, without the item picker', async () => {
    const owner = await signInAsDealOwner(uniqueName('Rename Diner'), MENU);
    const title = uniqueName('Two for One');
    const id = await createDeal(owner, title, ['Burger', 'Lemonade'], { claimPerUser: 1, endDate: dateFromToday(9) });
    const { user, router } = renderDeals();
    const visited = visitedPaths(router);
    await user.click(await screen.findByRole('button', { name: `Actions for ${title}` }));
    await user.click(screen.getByRole('menuitem', { name: 'Edit' }));
    const dialog = await loadedEditDealDialog();
    // The picker stays one click away.
    expect(within(dialog).getByRole('button', { name: 'Select Menu Items' })).toBeEnabled();

    const renamed = uniqueName('Three for Two');
    await user.clear(within(dialog).getByLabelText('Deal Title'));
    await user.type(within(dialog).getByLabelText('Deal Title'), renamed);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const summary = await screen.findByRole('dialog', { name: 'Save this deal?' });
    expect(factsOf(summary)).toEqual({
      'Deal Title': renamed,
      Location: expect.stringMatching(/Austin/),
      'Start Date': showDate(dateFromToday(0)),
      'End Date': showDate(dateFromToday(9)),
      'Claims per user': 'One-Time Use',
      Status: 'Active',
      'Items (2)': expect.any(String),
    });
    expect(itemsIn(summary).sort()).toEqual(['Burger', 'Lemonade']);
    expect(
      within(summary).getByText('App users who follow your restaurant are not notified again: a change to an active deal notifies no one.'),
    ).toBeInTheDocument();

    await user.click(within(summary).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Deal updated Successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const card = await screen.findByRole('article', { name: renamed });
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((item) => item.textContent)
        .sort(),
    ).toEqual(['Burger', 'Lemonade']);
    expect(within(card).getByRole('button', { name: `Actions for ${renamed}` })).toHaveFocus();
    expect(visited).not.toContain(PICKER);
    const { restaurantDeal } = await getDeal(id, fixtures.as(owner.token));
    expect(restaurantDeal).toMatchObject({ restaurantDealTitle: renamed, claimPerUser: 1, endDate: dateFromToday(9) });
    expect(restaurantDeal.foodDeals.map((food) => food.foodItemName).sort()).toEqual(['Burger', 'Lemonade']);
  });

  it('says followers are told when the save turns the deal back on, and Back returns to the form as it was', async () => {
    const owner = await signInAsDealOwner(uniqueName('Back On Diner'), MENU);
    const title = uniqueName('Sleeping');
    await createDealCall(
      {
        restaurantAddressId: owner.addressId,
        dealTitle: title,
        foodIds: [owner.foods.get('Steak') as number],
        startDate: dateFromToday(0),
        isActive: false,
      },
      fixtures.as(owner.token),
    );
    const { user } = renderDeals();
    await user.click(await screen.findByRole('button', { name: `Actions for ${title}` }));
    await user.click(screen.getByRole('menuitem', { name: 'Edit' }));
    const dialog = await loadedEditDealDialog();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Active' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const summary = await screen.findByRole('dialog', { name: 'Save this deal?' });
    expect(factsOf(summary).Status).toBe('Active');
    expect(
      within(summary).getByText('It is activated again: App users who follow your restaurant are notified as soon as it is saved.'),
    ).toBeInTheDocument();

    await user.click(within(summary).getByRole('button', { name: 'Back' }));
    expect(screen.queryByRole('dialog', { name: 'Save this deal?' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: 'Active' })).toBeChecked();
    expect(within(dialog).getByRole('button', { name: 'Save' })).toHaveFocus();
  });
});
