import { screen } from '@testing-library/react';
import { consoleQueryClient } from '@console/api-client/query-cache';
import { session } from '@console/session';
import { firstReadsOfScreen, renderWithProviders, signInForTest } from '@console/testing/react';
import * as adminDomain from '../../remote-entry';
import { RestaurantsScreen } from './restaurants-screen';

const WHOLE_LIST_BY_NAME = '/admin/restaurant/get-restaurants?page=1&size=999999&order_by=restaurantName&order_type=asc';
const table = () => screen.getByRole('table', { name: 'Restaurants' });

/** The Restaurants list opened from the sidebar: the whole list is read on the link's hover, and the screen takes it. */
describe('the Restaurants list, read before it mounts', () => {
  beforeAll(() => signInForTest('super@example.com', 'Administrator'));
  afterAll(() => session.logout());

  const openRestaurants = (mountAtOnce?: boolean) =>
    firstReadsOfScreen({
      domain: adminDomain,
      path: '/dashboard/restaurant',
      mountAtOnce,
      render: (apiBaseUrl) => renderWithProviders(<RestaurantsScreen />, { at: '/restaurant', apiBaseUrl, keepQueryCache: true }),
      // Every restaurant is in the list, its first rows drawn (the table draws only the rows in view).
      shown: () => {
        expect(Number(table().getAttribute('aria-rowcount'))).toBeGreaterThan(1);
        expect(table().querySelector('tr[data-row-index="0"]')).toBeInTheDocument();
        expect(table()).not.toHaveAttribute('aria-busy');
      },
    });

  it('reads every restaurant by name on the hover, and nothing again once it shows them (the categories wait for the Add popup)', async () => {
    const { prefetched, afterMount } = await openRestaurants();
    expect(prefetched).toEqual([WHOLE_LIST_BY_NAME]);
    expect(afterMount).toEqual([]);
  });

  it('mounted while that read is on its way, waits for it rather than asking twice', async () => {
    const { prefetched, afterMount } = await openRestaurants(true);
    expect([...prefetched, ...afterMount]).toEqual([WHOLE_LIST_BY_NAME]);
  });

  it('reads nothing ahead for the list opened with a search, a filter or another order', async () => {
    consoleQueryClient.clear();
    for (const query of ['?q=Sakura', '?status=Suspended', '?locations=Approximate', '?sort=emailAddress&dir=desc']) {
      await adminDomain.prefetch?.(`/dashboard/restaurant${query}`);
    }
    expect(consoleQueryClient.getQueryCache().getAll()).toEqual([]);
  });
});
