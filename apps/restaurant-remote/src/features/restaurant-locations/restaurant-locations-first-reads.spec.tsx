import { screen, within } from '@testing-library/react';
import { fixtureClient } from '@console/testing';
import { firstReadsOfScreen, renderWithProviders, signInForTest } from '@console/testing/react';
import { session } from '@console/session';
import * as restaurantDomain from '../../remote-entry';
import { RestaurantLocationsScreen } from './restaurant-locations-screen';

const fixtures = fixtureClient();
let uniq = 0;
const uniqueName = (prefix: string) => `${prefix} ${Date.now() % 100000}${uniq++}`;

/** A new owner, signed in: their restaurant has one location, 100 Congress Ave in Austin. */
async function signInAsNewOwner() {
  const owner = await fixtures.createOwner(uniqueName('Early Bistro'));
  await signInForTest(owner.emailAddress, 'Restaurant');
  return owner;
}

const PROFILE_READS = ['/restaurant-category/get-restaurant-categories', '/restaurant/get-my-restaurant-details'];
const FIRST_PAGE = '/restaurant/get-my-restaurant-addresses?page=1&size=10';

/** Restaurant Locations opened from the sidebar: its reads start on the link's hover, and the screen takes their answers. */
describe("the owner's Restaurant Locations, read before it mounts", () => {
  afterEach(() => session.logout());

  const openLocations = (restaurantName: string, { mountAtOnce, query = '' }: { mountAtOnce?: boolean; query?: string } = {}) =>
    firstReadsOfScreen({
      domain: restaurantDomain,
      path: `/dashboard/restaurant-locations${query}`,
      mountAtOnce,
      render: (apiBaseUrl) =>
        renderWithProviders(<RestaurantLocationsScreen />, { at: `/restaurant-locations${query}`, apiBaseUrl, keepQueryCache: true }),
      shown: () => {
        expect(screen.getByRole('region', { name: restaurantName })).toBeInTheDocument();
        const rows = within(screen.getByRole('table', { name: 'Restaurant Locations' }))
          .getAllByRole('row')
          .slice(1);
        expect(rows.map((row) => within(row).getAllByRole('cell')[0].textContent)).toEqual(['100 Congress Ave']);
      },
    });

  it('reads the profile, the categories and the first page of locations on the hover, and nothing again once it shows them', async () => {
    const owner = await signInAsNewOwner();
    const { prefetched, afterMount } = await openLocations(owner.restaurantName);
    expect(prefetched.sort()).toEqual([...PROFILE_READS, FIRST_PAGE].sort());
    expect(afterMount).toEqual([]);
  });

  it('mounted while those reads are on their way, waits for them rather than asking twice', async () => {
    const owner = await signInAsNewOwner();
    const { prefetched, afterMount } = await openLocations(owner.restaurantName, { mountAtOnce: true });
    expect([...prefetched, ...afterMount].sort()).toEqual([...PROFILE_READS, FIRST_PAGE].sort());
  });

  it('with a search in the URL, leaves the table to read its own page on mount', async () => {
    const owner = await signInAsNewOwner();
    const { prefetched, afterMount } = await openLocations(owner.restaurantName, { query: '?q=Austin' });
    expect(prefetched.sort()).toEqual(PROFILE_READS);
    expect(afterMount).toEqual(['/restaurant/get-my-restaurant-addresses?page=1&size=10&keywords=Austin']);
  });

  it('reads nothing ahead for its History view, nor for a path that is none of its screens', async () => {
    await signInAsNewOwner();
    await restaurantDomain.prefetch?.('/dashboard/restaurant-locations?view=history');
    await restaurantDomain.prefetch?.('/dashboard/deals');
    const { consoleQueryClient } = await import('@console/api-client/query-cache');
    expect(consoleQueryClient.getQueryCache().getAll()).toEqual([]);
  });
});
