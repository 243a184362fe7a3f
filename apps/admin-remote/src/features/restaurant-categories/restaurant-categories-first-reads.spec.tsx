import { screen, within } from '@testing-library/react';
import { consoleQueryClient } from '@console/api-client/query-cache';
import { session } from '@console/session';
import { firstReadsOfScreen, renderWithProviders, signInForTest } from '@console/testing/react';
import * as adminDomain from '../../remote-entry';
import { RestaurantCategoriesScreen } from './restaurant-categories-screen';

const EVERY_CATEGORY = '/admin/restaurant-category/get-restaurant-categories?page=1&size=999999';
const table = () => screen.getByRole('table', { name: 'Restaurant Categories' });

/** The Restaurant Category screen opened from the sidebar: its list is read on the link's hover, and the screen takes it. */
describe('the Restaurant Category screen, read before it mounts', () => {
  beforeAll(() => signInForTest('super@example.com', 'Administrator'));
  afterAll(() => session.logout());

  const openCategories = (mountAtOnce?: boolean) =>
    firstReadsOfScreen({
      domain: adminDomain,
      path: '/dashboard/restaurant-category',
      mountAtOnce,
      render: (apiBaseUrl) =>
        renderWithProviders(<RestaurantCategoriesScreen />, { at: '/restaurant-category', apiBaseUrl, keepQueryCache: true }),
      shown: () => {
        expect(within(table()).getAllByRole('row').length).toBeGreaterThan(2);
        expect(table()).not.toHaveAttribute('aria-busy');
      },
    });

  it('reads every category on the hover, and nothing again once it shows them', async () => {
    const { prefetched, afterMount } = await openCategories();
    expect(prefetched).toEqual([EVERY_CATEGORY]);
    expect(afterMount).toEqual([]);
  });

  it('mounted while that read is on its way, waits for it rather than asking twice', async () => {
    const { prefetched, afterMount } = await openCategories(true);
    expect([...prefetched, ...afterMount]).toEqual([EVERY_CATEGORY]);
  });

  it('reads nothing ahead for the list opened with a search', async () => {
    consoleQueryClient.clear();
    await adminDomain.prefetch?.('/dashboard/restaurant-category?q=Breakfast');
    expect(consoleQueryClient.getQueryCache().getAll()).toEqual([]);
  });
});
