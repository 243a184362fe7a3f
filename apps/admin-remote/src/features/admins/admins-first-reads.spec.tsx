import { screen, within } from '@testing-library/react';
import { firstReadsOfScreen, renderWithProviders, signInForTest } from '@console/testing/react';
import { consoleQueryClient } from '@console/api-client/query-cache';
import { session } from '@console/session';
import * as adminDomain from '../../remote-entry';
import { AdminsScreen } from './admins-screen';

const table = () => screen.getByRole('table', { name: 'Admins' });

/** The Admins screen opened from the sidebar: its first page is read on the link's hover, and the screen takes it. */
describe('the Admins screen, read before it mounts', () => {
  beforeAll(() => signInForTest('super@example.com', 'Administrator'));
  afterAll(() => session.logout());

  const openAdmins = (mountAtOnce?: boolean) =>
    firstReadsOfScreen({
      domain: adminDomain,
      path: '/dashboard/admin',
      mountAtOnce,
      render: (apiBaseUrl) => renderWithProviders(<AdminsScreen />, { at: '/admin', apiBaseUrl, keepQueryCache: true }),
      shown: () => {
        expect(within(table()).getAllByRole('row').slice(1)).toHaveLength(10);
        expect(table()).not.toHaveAttribute('aria-busy');
      },
    });

  it('reads the first page by name on the hover, and nothing again once it shows it', async () => {
    const { prefetched, afterMount } = await openAdmins();
    expect(prefetched).toEqual(['/admin/administrator/get-administrators?page=1&size=10&order_by=fullName&order_type=asc']);
    expect(afterMount).toEqual([]);
  });

  it('mounted while that read is on its way, waits for it rather than asking twice', async () => {
    const { prefetched, afterMount } = await openAdmins(true);
    expect([...prefetched, ...afterMount]).toEqual([
      '/admin/administrator/get-administrators?page=1&size=10&order_by=fullName&order_type=asc',
    ]);
  });

  it('reads nothing ahead for the list opened on another page, search or sort: it reads that as it mounts', async () => {
    consoleQueryClient.clear();
    for (const query of ['?page=2', '?q=super', '?sort=emailAddress&dir=desc']) await adminDomain.prefetch?.(`/dashboard/admin${query}`);
    expect(consoleQueryClient.getQueryCache().getAll()).toEqual([]);
  });
});
