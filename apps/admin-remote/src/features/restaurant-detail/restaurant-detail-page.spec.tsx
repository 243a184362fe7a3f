import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { type DomainProps } from '@console/remote-contract';
import { createDomainLifecycles } from '@console/remote-domain';
import { RestaurantDetailScreen } from './restaurant-detail-screen';

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

function renderDetail(state?: unknown) {
  const router = createMemoryRouter(
    [
      { path: '/restaurant-location-owner/view-detail/:restaurantId', element: <RestaurantDetailScreen /> },
      { path: '/restaurant', element: <h1>Restaurants list</h1> },
      { path: '/restaurant-merger', element: <h1>Merger</h1> },
    ],
    { initialEntries: [{ pathname: '/restaurant-location-owner/view-detail/7', state }] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('Restaurant detail back arrow', () => {
  it('returns to the restaurants list by default', async () => {
    renderDetail();
    await userEvent.click(screen.getByRole('link', { name: 'Back to Restaurants' }));
    expect(screen.getByRole('heading', { name: 'Restaurants list' })).toBeInTheDocument();
  });

  it('returns to the merger when referred from there', async () => {
    renderDetail({ referrer: '/restaurant-merger' });
    await userEvent.click(screen.getByRole('link', { name: 'Back to Restaurant Merger' }));
    expect(screen.getByRole('heading', { name: 'Merger' })).toBeInTheDocument();
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
    expect(await screen.findByText('restaurant/RestaurantLocationsTab of restaurant 7')).toBeInTheDocument();
    expect(screen.getByRole('tabpanel', { name: 'Restaurant Locations' })).toBeInTheDocument();
  });

  it('opens the tab named in navigation state, and moves between tabs by click and arrow keys', async () => {
    renderDetail({ activeTab: 'menu-tab' });
    expect(screen.getByRole('tab', { name: 'Restaurant Menu' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('menu/RestaurantMenuTab of restaurant 7')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Restaurant Locations' }));
    expect(await screen.findByText('restaurant/RestaurantLocationsTab of restaurant 7')).toBeInTheDocument();
    expect(screen.queryByText('menu/RestaurantMenuTab of restaurant 7')).not.toBeInTheDocument();
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
    expect(screen.getByRole('heading', { name: 'Merger' })).toBeInTheDocument();
  });

  it('opens the tab a shared link names, with no navigation state', async () => {
    const link = createMemoryRouter(
      [{ path: '/restaurant-location-owner/view-detail/:restaurantId', element: <RestaurantDetailScreen /> }],
      {
        initialEntries: ['/restaurant-location-owner/view-detail/7?tab=menu-tab'],
      },
    );
    render(<RouterProvider router={link} />);
    expect(screen.getByRole('tab', { name: 'Restaurant Menu' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('menu/RestaurantMenuTab of restaurant 7')).toBeInTheDocument();
  });

  it('shows a fallback with Retry in the tab when its remote cannot be loaded, the page staying usable', async () => {
    renderDetail({ activeTab: 'deal-tab' });
    const panel = await screen.findByRole('tabpanel', { name: "Restaurant's Deals" });
    expect(await within(panel).findByText('Something went wrong')).toBeInTheDocument();
    expect(within(panel).getByText('deals remote is down')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Restaurants' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Restaurant Menu' }));
    expect(await screen.findByText('menu/RestaurantMenuTab of restaurant 7')).toBeInTheDocument();
  });

  it('loads the tab on Retry once its remote is back, without reloading the page', async () => {
    renderDetail({ activeTab: 'deal-tab' });
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    const attempts = loadRemoteMock.mock.calls.filter(([name]) => name === 'deals/RestaurantDealsTab').length;
    expect(attempts).toBe(2);

    loadRemoteMock.mockImplementation(async (name: string) => fakeTab(name) as never);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('deals/RestaurantDealsTab of restaurant 7')).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
  });
});
