import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { adminUpdateRestaurant, bulkChangeRestaurantStatus, getRestaurantDetails, ifMatch } from '@console/api-client';
import { DEMO_ACCOUNTS, fixtureClient } from '@console/testing';
import { renderWithProviders, signInForTest } from '@console/testing/react';
import { session } from '@console/session';
import { type DomainProps } from '@console/remote-contract';
import { createDomainLifecycles } from '@console/remote-domain';
import { AdminRoutes } from '../../routes';

// The federation runtime is not ours: each tab name resolves to a small parcel made the way the
// restaurant, menu and deals remotes make theirs (createDomainLifecycles), so the parcel path is real.
jest.mock('@module-federation/enhanced/runtime', () => {
  const loadRemote = jest.fn();
  return { loadRemote, getInstance: () => ({ options: { plugins: [] }, loadRemote, registerPlugins: jest.fn() }) };
});
const loadRemoteMock = loadRemote as jest.MockedFunction<typeof loadRemote>;

function fakeTab(name: string) {
  return createDomainLifecycles(function FakeTab(props: DomainProps) {
    const { restaurantId } = props as DomainProps & { restaurantId: number };
    return <p>{`${name} of restaurant ${restaurantId}`}</p>;
  });
}

beforeEach(() => {
  loadRemoteMock.mockReset();
  loadRemoteMock.mockImplementation(async (name: string) => {
    if (name === 'deals/RestaurantDealsTab') throw new Error('deals remote is down');
    return fakeTab(name) as never;
  });
});

const fixtures = fixtureClient();
const RESTAURANT = 'Detail Page Diner';
let token = '';
/** The restaurant every test opens: its own, made through the API. */
let restaurantId = 0;

beforeAll(async () => {
  token = (await signInForTest('super@example.com', 'Administrator')).token;
  ({ restaurantId } = await fixtures.createRestaurantAccount(token, RESTAURANT));
});
afterAll(() => session.logout());

function renderDetail(state?: unknown) {
  const { router } = renderWithProviders(<AdminRoutes />, {
    at: { pathname: `/restaurant-location-owner/view-detail/${restaurantId}`, state },
  });
  return router;
}

const heading = () => screen.getByRole('heading', { level: 1 });

describe('Restaurant detail back arrow', () => {
  it('returns to the restaurants list by default', async () => {
    renderDetail();
    await userEvent.click(screen.getByRole('link', { name: 'Back to Restaurants' }));
    expect(await screen.findByRole('heading', { name: 'Restaurants' })).toBeInTheDocument();
  });

  it('returns to the merger when referred from there', async () => {
    renderDetail({ referrer: '/restaurant-merger' });
    await userEvent.click(screen.getByRole('link', { name: 'Back to Restaurant Merger' }));
    expect(await screen.findByRole('heading', { name: 'Restaurant Merger' })).toBeInTheDocument();
  });

  it('returns to the list exactly as it was: its search, sort, page and status filter', async () => {
    const list = '/restaurant?q=Diner&sort=emailAddress&dir=desc&status=Suspended';
    const router = renderDetail({ referrer: list });
    await userEvent.click(screen.getByRole('tab', { name: 'Restaurant Menu' }));
    await userEvent.click(screen.getByRole('link', { name: 'Back to Restaurants' }));
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(list);
    expect(await screen.findByLabelText('Search restaurants')).toHaveValue('Diner');
    expect(screen.getByRole('radio', { name: 'Suspended' })).toBeChecked();
    expect(screen.getByRole('columnheader', { name: /Restaurant Email/ })).toHaveAttribute('aria-sort', 'descending');
  });

  it('returns to Marked For Removal, in its order, when opened from there', async () => {
    const router = renderDetail({ referrer: '/manage-items?sort=reportCount&dir=desc' });
    await userEvent.click(screen.getByRole('link', { name: 'Back to Marked For Removal' }));
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/manage-items?sort=reportCount&dir=desc');
    expect(await screen.findByRole('heading', { name: 'Marked For Removal' })).toBeInTheDocument();
  });

  it('ignores a referrer that is not one of the lists', async () => {
    renderDetail({ referrer: 'https://elsewhere.example/restaurant' });
    expect(screen.getByRole('link', { name: 'Back to Restaurants' })).toHaveAttribute('href', '/restaurant');
  });
});

describe('Restaurant detail heading and access', () => {
  it('names the restaurant in the heading on every tab, with its status', async () => {
    renderDetail();
    await waitFor(() => expect(heading()).toHaveTextContent(RESTAURANT));
    expect(screen.getByText('Active')).toBeInTheDocument();
    for (const tab of ['Restaurant Menu', "Restaurant's Deals", 'Restaurant Locations']) {
      await userEvent.click(screen.getByRole('tab', { name: tab }));
      expect(heading()).toHaveTextContent(RESTAURANT);
    }
  });

  it('suspends and approves the restaurant through the confirmation naming it, the page showing the new status', async () => {
    renderDetail({ activeTab: 'menu-tab' });
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Access' }));
    const confirm = screen.getByRole('dialog', { name: 'Remove Access Confirmation' });
    expect(confirm).toHaveAccessibleDescription(`Are you sure you want to Remove the Access? Restaurant: ${RESTAURANT}`);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Yes, remove access!' }));
    expect(await screen.findByText('Restaurant Suspended successfully')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByText('Suspended')).toBeInTheDocument();
    expect(screen.queryByText('Active')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Approve Access' }));
    const approve = screen.getByRole('dialog', { name: 'Approve Access Confirmation' });
    expect(approve).toHaveAccessibleDescription(`Are you sure you want to Approve the Access? Restaurant: ${RESTAURANT}`);
    await userEvent.click(within(approve).getByRole('button', { name: 'Yes, approve access!' }));
    expect(await screen.findByText('Restaurant Approved successfully')).toBeInTheDocument();
    expect(await screen.findByText('Active')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove Access' })).toBeInTheDocument();
    // The tab the user was on stays.
    expect(screen.getByRole('tab', { name: 'Restaurant Menu' })).toHaveAttribute('aria-selected', 'true');
  });
});

describe('Restaurant detail access after the restaurant changed behind the confirmation', () => {
  it("is refused with the server's message, the access unchanged, and the page shows the restaurant as it is now", async () => {
    const name = `Stale Access Diner ${Date.now() % 100000}`;
    const own = await fixtures.createRestaurantAccount(token, name);
    renderWithProviders(<AdminRoutes />, {
      at: { pathname: `/restaurant-location-owner/view-detail/${own.restaurantId}`, state: { activeTab: 'menu-tab' } },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Access' }));
    const confirm = screen.getByRole('dialog', { name: 'Remove Access Confirmation' });

    // Meanwhile an administrator renames the restaurant, from the version they read.
    const other = fixtures.as((await fixtures.signInAs('admin')).token);
    const { restaurant } = await getRestaurantDetails(own.restaurantId, other);
    const renamed = `${name} Renamed`;
    await adminUpdateRestaurant(
      {
        restaurantId: own.restaurantId,
        restaurantName: renamed,
        restaurantCategoryIds: restaurant.restaurantCategories.map((category) => category.restaurantCategoryId),
        emailAddress: own.emailAddress,
      },
      ifMatch(restaurant.version),
      other,
    );

    await userEvent.click(within(confirm).getByRole('button', { name: 'Yes, remove access!' }));
    const changedBy = new RegExp(`^This restaurant profile was changed by .* \\(${DEMO_ACCOUNTS.admin.emailAddress}\\) at .+ UTC`);
    expect(await screen.findByText(changedBy)).toBeInTheDocument();
    // Spec §4: the confirmation closes in both outcomes; the detail reloads with the new name, still active.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(heading()).toHaveTextContent(renamed));
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove Access' })).toBeInTheDocument();
    expect((await getRestaurantDetails(own.restaurantId, other)).accountStatus).toBe('Approved');
  });
});

describe('Restaurant detail tabs', () => {
  it('opens on the locations tab, mounting the restaurant remote with the restaurant id', async () => {
    renderDetail();
    const tablist = screen.getByRole('tablist');
    expect(
      within(tablist)
        .getAllByRole('tab')
        .map((tab) => [tab.id, tab.textContent]),
    ).toEqual([
      ['restaurant-loactions-tab', 'Restaurant Locations'],
      ['menu-tab', 'Restaurant Menu'],
      ['deal-tab', "Restaurant's Deals"],
    ]);
    expect(screen.getByRole('tab', { name: 'Restaurant Locations' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText(`restaurant/RestaurantLocationsTab of restaurant ${restaurantId}`)).toBeInTheDocument();
    expect(screen.getByRole('tabpanel', { name: 'Restaurant Locations' })).toBeInTheDocument();
  });

  it('opens the tab named in navigation state, and moves between tabs by click and arrow keys', async () => {
    renderDetail({ activeTab: 'menu-tab' });
    expect(screen.getByRole('tab', { name: 'Restaurant Menu' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText(`menu/RestaurantMenuTab of restaurant ${restaurantId}`)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Restaurant Locations' }));
    expect(await screen.findByText(`restaurant/RestaurantLocationsTab of restaurant ${restaurantId}`)).toBeInTheDocument();
    expect(screen.queryByText(`menu/RestaurantMenuTab of restaurant ${restaurantId}`)).not.toBeInTheDocument();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Restaurant Menu' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Restaurant Menu' })).toHaveAttribute('aria-selected', 'true');
  });

  it('keeps the active tab in the URL: a reload opens it again and Back returns to the tab before', async () => {
    const router = renderDetail({ activeTab: 'menu-tab' });
    await userEvent.click(screen.getByRole('tab', { name: "Restaurant's Deals" }));
    expect(router.state.location.search).toBe('?tab=deal-tab');
    // The navigation state stays with the page (menu-tab is still its default), so the first tab is named.
    await userEvent.click(screen.getByRole('tab', { name: 'Restaurant Locations' }));
    expect(router.state.location.search).toBe('?tab=restaurant-loactions-tab');
    expect(screen.getByRole('tab', { name: 'Restaurant Locations' })).toHaveAttribute('aria-selected', 'true');
    await act(() => router.navigate(-1));
    expect(screen.getByRole('tab', { name: "Restaurant's Deals" })).toHaveAttribute('aria-selected', 'true');
    await act(() => router.navigate(-1));
    expect(screen.getByRole('tab', { name: 'Restaurant Menu' })).toHaveAttribute('aria-selected', 'true');
  });

  it('keeps where it was opened from while moving between tabs, so the back arrow still returns there', async () => {
    renderDetail({ referrer: '/restaurant-merger' });
    await userEvent.click(screen.getByRole('tab', { name: 'Restaurant Menu' }));
    await userEvent.click(screen.getByRole('link', { name: 'Back to Restaurant Merger' }));
    expect(await screen.findByRole('heading', { name: 'Restaurant Merger' })).toBeInTheDocument();
  });

  it('opens the tab a shared link names, with no navigation state', async () => {
    renderWithProviders(<AdminRoutes />, { at: `/restaurant-location-owner/view-detail/${restaurantId}?tab=menu-tab` });
    expect(screen.getByRole('tab', { name: 'Restaurant Menu' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText(`menu/RestaurantMenuTab of restaurant ${restaurantId}`)).toBeInTheDocument();
  });

  it('shows a fallback with Retry in the tab when its remote cannot be loaded, the page staying usable', async () => {
    renderDetail({ activeTab: 'deal-tab' });
    const panel = await screen.findByRole('tabpanel', { name: "Restaurant's Deals" });
    expect(await within(panel).findByText('Something went wrong')).toBeInTheDocument();
    expect(within(panel).getByText('deals remote is down')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Restaurants' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Restaurant Menu' }));
    expect(await screen.findByText(`menu/RestaurantMenuTab of restaurant ${restaurantId}`)).toBeInTheDocument();
  });

  it('loads the tab on Retry once its remote is back, without reloading the page', async () => {
    renderDetail({ activeTab: 'deal-tab' });
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    const attempts = loadRemoteMock.mock.calls.filter(([name]) => name === 'deals/RestaurantDealsTab').length;
    expect(attempts).toBe(2);

    loadRemoteMock.mockImplementation(async (name: string) => fakeTab(name) as never);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(`deals/RestaurantDealsTab of restaurant ${restaurantId}`)).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
  });
});

describe('Restaurant detail history (issue 24)', () => {
  const historyTable = () => screen.getByRole('table', { name: 'History' });
  const historyRows = () => within(historyTable()).getAllByRole('row').slice(1);

  it("shows the restaurant's history in place of the tabs, kept in the URL, and a change made beside it on top", async () => {
    const router = renderDetail({ activeTab: 'menu-tab' });
    const history = screen.getByRole('button', { name: 'History' });
    expect(history).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(history);
    expect(history).toHaveAttribute('aria-pressed', 'true');
    expect(router.state.location.search).toBe('?view=history');
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'History' })).toBeInTheDocument();
    await waitFor(() => expect(historyTable()).not.toHaveAttribute('aria-busy'));
    // One restaurant's history: no Restaurant column or filter.
    expect(
      within(historyTable())
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['When', 'Who', 'What', 'Object']);
    expect(screen.queryByRole('combobox', { name: 'Restaurant' })).not.toBeInTheDocument();
    expect(historyRows().at(-1)).toHaveTextContent(`Restaurant: ${RESTAURANT}`);

    await userEvent.click(await screen.findByRole('button', { name: 'Remove Access' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Remove Access Confirmation' })).getByRole('button', { name: 'Yes, remove access!' }),
    );
    await waitFor(() => expect(historyRows()[0]).toHaveTextContent('Restaurant suspended'));
    await userEvent.click(screen.getByRole('button', { name: 'Approve Access' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Approve Access Confirmation' })).getByRole('button', { name: 'Yes, approve access!' }),
    );
    await waitFor(() => expect(historyRows()[0]).toHaveTextContent('Restaurant access restored'));

    await act(() => router.navigate(-1));
    expect(screen.getByRole('tab', { name: 'Restaurant Menu' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: 'History' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('opens the history a shared link names, and History again returns to the tab it came from', async () => {
    const { router } = renderWithProviders(<AdminRoutes />, {
      at: `/restaurant-location-owner/view-detail/${restaurantId}?tab=deal-tab&view=history`,
    });
    await waitFor(() => expect(historyTable()).not.toHaveAttribute('aria-busy'));
    await userEvent.click(screen.getByRole('button', { name: 'History' }));
    expect(router.state.location.search).toBe('?tab=deal-tab');
    expect(screen.getByRole('tab', { name: "Restaurant's Deals" })).toHaveAttribute('aria-selected', 'true');
  });

  it('shows a change made to it with other restaurants at once (issue 35), as every one of theirs does', async () => {
    const other = await fixtures.createRestaurantAccount(token, `${RESTAURANT} Next Door`);
    const ids = [restaurantId, other.restaurantId];
    await bulkChangeRestaurantStatus({ ids, account_status: 'Suspended' }, fixtures.as(token));
    try {
      for (const id of ids) {
        const { unmount } = renderWithProviders(<AdminRoutes />, { at: `/restaurant-location-owner/view-detail/${id}?view=history` });
        await waitFor(() => expect(historyRows()[0]).toHaveTextContent('Restaurants suspended'), { timeout: 10000 });
        unmount();
      }
    } finally {
      await bulkChangeRestaurantStatus({ ids, account_status: 'Approved' }, fixtures.as(token));
    }
  });
});
