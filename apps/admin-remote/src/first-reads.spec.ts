import { consoleQueryClient } from '@console/api-client/query-cache';
import * as adminDomain from './remote-entry';

/** What the Administration domain reads ahead for paths that are none of its sidebar screens with first reads. */
describe('the Administration domain, reading ahead', () => {
  it('reads nothing ahead for Import CSV (nothing is read before a file is sent), the restaurant detail, or another domain', async () => {
    consoleQueryClient.clear();
    for (const path of [
      '/dashboard/import-csv-file',
      '/dashboard/restaurant-location-owner/view-detail/1',
      '/dashboard/notifications',
      '/dashboard/menu',
      '/dashboard/restaurant-elsewhere',
      '/login',
    ]) {
      await adminDomain.prefetch?.(path);
    }
    expect(consoleQueryClient.getQueryCache().getAll()).toEqual([]);
  });
});
