// The item picker against the real API: its search delay (spec §9), a location that is no longer the restaurant's (§8),
// and the selection bar that keeps Done in reach (issue 22).
import { act, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { deleteRestaurantLocation } from '@console/api-client';
import { ANY_VERSION, startApiRelay } from '@console/testing';
import { renderWithProviders, signInForTest } from '@console/testing/react';
import { session } from '@console/session';
import { DealsScreen } from './features/deals/deals-screen';
import { LOCAL_SEARCH_DELAY_MS } from '@console/ui';
import { MenuItemPickerScreen } from './features/menu-item-picker/menu-item-picker-screen';
import { DealsRoutes } from './routes';
import { fillDealDetails } from './deal-details-form.spec-helpers';
import { fixtures, signInAsDealOwner, type DealOwner } from './deal-owner.spec-helpers';

let uniq = 0;
const uniqueName = (prefix: string) => `${prefix} ${Date.now() % 100000}${uniq++}`;
const MENU = { Mains: ['Burger', 'Salmon', 'Steak'], Drinks: ['Lemonade'] };
const PICKER = '/dashboard/select-related-menu-items';
const pause = (ms: number) => act(() => new Promise<void>((resolve) => setTimeout(resolve, ms)));

function renderDeals(at = '/dashboard/deals') {
  return renderWithProviders(<DealsRoutes />, { at, basename: '/dashboard' });
}

/** From Add Deal to the item picker, which leaves the details in the session's draft. */
async function startDeal(rendered: ReturnType<typeof renderWithProviders>, title: string) {
  const { user } = rendered;
  await user.click(await screen.findByRole('button', { name: 'Add Deal' }));
  await fillDealDetails(user, screen.getByRole('dialog', { name: 'Add Deal' }), title);
  await waitFor(() => expect(screen.getByRole('button', { name: 'Select Menu Items' })).toBeEnabled());
  await user.click(screen.getByRole('button', { name: 'Select Menu Items' }));
  expect(await screen.findByRole('checkbox', { name: 'Burger' })).toBeInTheDocument();
}

const deleteLocation = (owner: DealOwner) => deleteRestaurantLocation(owner.addressId, ANY_VERSION, fixtures.as(owner.token));

afterEach(() => {
  session.logout();
  sessionStorage.clear();
});

describe('the item search (spec §9: a locally filtered search applies 1 s after the last keystroke)', () => {
  it('keeps every item until typing has paused for 1 s, then shows only the matching ones', async () => {
    await signInAsDealOwner(uniqueName('Search Diner'), MENU);
    const rendered = renderDeals();
    await startDeal(rendered, uniqueName('Fish Friday'));
    const search = screen.getByRole('searchbox', { name: 'Search menu items' });

    await rendered.user.type(search, 's');
    await pause(600);
    expect(screen.getByRole('checkbox', { name: 'Burger' })).toBeInTheDocument();
    // More keystrokes start the second over: over 1 s after the first one, nothing is filtered yet.
    await rendered.user.type(search, 'al');
    const lastKeystroke = Date.now();
    await pause(500);
    expect(screen.getByRole('checkbox', { name: 'Burger' })).toBeInTheDocument();

    await waitFor(() => expect(screen.queryByRole('checkbox', { name: 'Burger' })).not.toBeInTheDocument(), { timeout: 2000 });
    expect(LOCAL_SEARCH_DELAY_MS).toBe(1000);
    expect(Date.now() - lastKeystroke).toBeGreaterThanOrEqual(LOCAL_SEARCH_DELAY_MS - 50);
    expect(screen.getByRole('checkbox', { name: 'Salmon' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Steak' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Lemonade' })).not.toBeInTheDocument();

    // Emptied, the whole menu is back at once.
    await rendered.user.clear(search);
    expect(screen.getByRole('checkbox', { name: 'Burger' })).toBeInTheDocument();
  });
});

describe('the selection bar (sticky at the bottom of the window: Chromium checks it in view in console-e2e)', () => {
  it('holds the count, the §5 message, Cancel and Done after the whole menu, however long', async () => {
    const longMenu = {
      Mains: Array.from({ length: 25 }, (_, index) => `Main ${index + 1}`),
      Sides: Array.from({ length: 15 }, (_, index) => `Side ${index + 1}`),
    };
    await signInAsDealOwner(uniqueName('Long Menu Diner'), longMenu);
    const { user } = renderDeals();
    await user.click(await screen.findByRole('button', { name: 'Add Deal' }));
    await fillDealDetails(user, screen.getByRole('dialog', { name: 'Add Deal' }), uniqueName('Everything'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Select Menu Items' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Select Menu Items' }));
    const lastItem = await screen.findByRole('checkbox', { name: 'Side 15' });

    const bar = screen.getByRole('group', { name: 'Selection' });
    expect(within(bar).getByText('0 items selected')).toBeInTheDocument();
    expect(within(bar).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    const done = within(bar).getByRole('button', { name: 'Done' });
    expect(lastItem.compareDocumentPosition(bar) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    await user.click(done);
    expect(within(bar).getByRole('alert')).toHaveTextContent('Please select at least one food item');
    await user.click(screen.getByRole('checkbox', { name: 'Select all in Mains' }));
    expect(within(bar).getByText('25 items selected')).toBeInTheDocument();
    expect(within(bar).queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe("a draft whose location is not the restaurant's (spec §8: 'Invalid Address Id')", () => {
  it('says so to the owner instead of offering items, and Back to Deals reopens Add Deal with the location to choose again', async () => {
    const owner = await signInAsDealOwner(uniqueName('Stale Diner'), MENU);
    const title = uniqueName('Moved Away');
    const first = renderDeals();
    await startDeal(first, title);
    // The location is deleted (another tab, another person); the picker is opened again later.
    await deleteLocation(owner);
    first.unmount();

    const { user, router } = renderDeals(PICKER);
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid Address Id');
    expect(screen.queryByRole('checkbox', { name: 'Burger' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Done' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Back to Deals' }));
    expect(router.state.location.pathname).toBe('/dashboard/deals');
    await user.click(await screen.findByRole('button', { name: 'Add Deal' }));
    const again = screen.getByRole('dialog', { name: 'Add Deal' });
    expect(within(again).getByLabelText('Deal Title')).toHaveValue(title);
    await user.click(within(again).getByLabelText('Location'));
    await user.tab();
    expect(await within(again).findByText('Location is required')).toBeInTheDocument();
  });

  it('says so in the admin tab instead of waiting for items forever, also when the picker is reached again by Back', async () => {
    const owner = await signInAsDealOwner(uniqueName('Stale Tab Diner'), MENU);
    session.logout();
    await signInForTest('super@example.com', 'Administrator');
    const detail = `/dashboard/restaurant-location-owner/view-detail/${owner.restaurantId}?tab=deal-tab`;
    const routes = (
      <Routes>
        <Route path="/dashboard/restaurant-location-owner/view-detail/:id" element={<DealsScreen restaurantId={owner.restaurantId} />} />
        <Route path={PICKER} element={<MenuItemPickerScreen />} />
      </Routes>
    );
    const first = renderWithProviders(routes, { at: detail });
    await startDeal(first, uniqueName('Admin Moved'));
    await deleteLocation(owner);
    first.unmount();

    const { user, router } = renderWithProviders(routes, { at: PICKER });
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid Address Id');
    await user.click(screen.getByRole('button', { name: 'Back to Deals' }));
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(detail);
    expect(await screen.findByRole('heading', { level: 2, name: "Restaurant's Deals" })).toBeInTheDocument();

    // Back to the picker: the draft has no location now, which is said at once (not a spinner).
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe(PICKER);
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid Address Id');
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  });
});

describe("the picker opened with no deal started (an edited URL; spec §8: 'Invalid Address Id')", () => {
  it("tells an owner 'Invalid Address Id', offers no items, and Back to Deals goes to Manage Your Deals", async () => {
    await signInAsDealOwner(uniqueName('Typed Url Diner'), MENU);
    const { user, router } = renderDeals(PICKER);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Invalid Address Id');
    expect(alert).toHaveTextContent('add one from Manage Your Deals');
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Done' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Back to Deals' }));
    expect(router.state.location.pathname).toBe('/dashboard/deals');
    expect(await screen.findByRole('button', { name: 'Add Deal' })).toBeInTheDocument();
  });

  it("tells an administrator 'Invalid Address Id' and Back to Restaurants goes to the Restaurants list", async () => {
    await signInForTest('super@example.com', 'Administrator');
    const routes = (
      <Routes>
        <Route path={PICKER} element={<MenuItemPickerScreen />} />
        <Route path="/dashboard/restaurant" element={<h1>Restaurants</h1>} />
      </Routes>
    );
    const relay = await startApiRelay(process.env.TEST_API_URL ?? '');
    try {
      const { user, router } = renderWithProviders(routes, { at: PICKER, apiBaseUrl: relay.url });

      expect(await screen.findByRole('alert')).toHaveTextContent('Invalid Address Id');
      expect(screen.queryByText(/your restaurant/i)).not.toBeInTheDocument();
      // Nothing is asked for: an owner's lists would answer an administrator 403.
      await pause(300);
      expect(relay.requests.map((request) => `${request.method} ${request.path}`)).toEqual([]);
      await user.click(screen.getByRole('button', { name: 'Back to Restaurants' }));
      expect(router.state.location.pathname).toBe('/dashboard/restaurant');
    } finally {
      await relay.close();
    }
  });
});
