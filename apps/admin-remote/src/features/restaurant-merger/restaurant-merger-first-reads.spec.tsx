import { screen, within } from '@testing-library/react';
import { consoleQueryClient } from '@console/api-client/query-cache';
import { session } from '@console/session';
import { firstReadsOfScreen, renderWithProviders, signInForTest } from '@console/testing/react';
import * as adminDomain from '../../remote-entry';
import { RestaurantMergerScreen } from './restaurant-merger-screen';

const FIRST_PAGE = '/admin/restaurant/get-all-restaurants?page=1&size=30';
const table = () => screen.getByRole('table', { name: 'Restaurants to merge' });

/** The Restaurant Merger opened from the sidebar: its first page is read on the link's hover, and the screen takes it. */
describe('the Restaurant Merger, read before it mounts', () => {
  beforeAll(() => signInForTest('super@example.com', 'Administrator'));
  afterAll(() => session.logout());

  const openMerger = (mountAtOnce?: boolean) =>
    firstReadsOfScreen({
      domain: adminDomain,
      path: '/dashboard/restaurant-merger',
      mountAtOnce,
      render: (apiBaseUrl) =>
        renderWithProviders(<RestaurantMergerScreen />, { at: '/restaurant-merger', apiBaseUrl, keepQueryCache: true }),
      shown: () => {
        expect(within(table()).getAllByRole('checkbox')).toHaveLength(30);
        expect(table()).not.toHaveAttribute('aria-busy');
      },
    });

  it('reads the first page of 30 on the hover, and nothing again once it shows it', async () => {
    const { prefetched, afterMount } = await openMerger();
    expect(prefetched).toEqual([FIRST_PAGE]);
    expect(afterMount).toEqual([]);
  });

  it('mounted while that read is on its way, waits for it rather than asking twice', async () => {
    const { prefetched, afterMount } = await openMerger(true);
    expect([...prefetched, ...afterMount]).toEqual([FIRST_PAGE]);
  });

  it('reads nothing ahead for the list opened on another page or with a search', async () => {
    consoleQueryClient.clear();
    for (const query of ['?page=2', '?q=Sakura']) await adminDomain.prefetch?.(`/dashboard/restaurant-merger${query}`);
    expect(consoleQueryClient.getQueryCache().getAll()).toEqual([]);
  });
});
