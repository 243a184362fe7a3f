import { screen } from '@testing-library/react';
import { consoleQueryClient } from '@console/api-client/query-cache';
import { session } from '@console/session';
import { firstReadsOfScreen, renderWithProviders, signInForTest } from '@console/testing/react';
import * as adminDomain from '../../remote-entry';
import { ManageItemsScreen } from './manage-items-screen';

const NEWEST_FIRST = '/admin/food-report/get-food-reports?page=1&size=999999&order_by=lastReportedAt&order_type=desc';
const table = () => screen.getByRole('table', { name: 'Marked For Removal' });

/** Manage Items opened from the sidebar: the reported items are read on the link's hover, and the screen takes them. */
describe('Manage Items (Marked For Removal), read before it mounts', () => {
  beforeAll(() => signInForTest('super@example.com', 'Administrator'));
  afterAll(() => session.logout());

  const openManageItems = (mountAtOnce?: boolean) =>
    firstReadsOfScreen({
      domain: adminDomain,
      path: '/dashboard/manage-items',
      mountAtOnce,
      render: (apiBaseUrl) => renderWithProviders(<ManageItemsScreen />, { at: '/manage-items', apiBaseUrl, keepQueryCache: true }),
      // The list, whatever the other specs left of it (an empty one says so).
      shown: () => expect(table()).not.toHaveAttribute('aria-busy'),
    });

  it('reads every reported item, newest request first, on the hover, and nothing again once it shows them', async () => {
    const { prefetched, afterMount } = await openManageItems();
    expect(prefetched).toEqual([NEWEST_FIRST]);
    expect(afterMount).toEqual([]);
  });

  it('mounted while that read is on its way, waits for it rather than asking twice', async () => {
    const { prefetched, afterMount } = await openManageItems(true);
    expect([...prefetched, ...afterMount]).toEqual([NEWEST_FIRST]);
  });

  it('reads nothing ahead for the list opened in another order', async () => {
    consoleQueryClient.clear();
    await adminDomain.prefetch?.('/dashboard/manage-items?sort=foodItemName&dir=asc');
    expect(consoleQueryClient.getQueryCache().getAll()).toEqual([]);
  });
});
