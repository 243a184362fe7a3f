import { screen } from '@testing-library/react';
import { firstReadsOfScreen, renderWithProviders } from '@console/testing/react';
import { session } from '@console/session';
import * as menuDomain from '../../remote-entry';
import { MenuScreen } from './menu-screen';
import { ownerWithMenu } from './testing/menu-fixtures';

/** Manage Your Menu opened from the sidebar: its reads start on the link's hover, and the screen takes their answers. */
describe("the owner's Manage Your Menu, read before it mounts", () => {
  afterEach(() => session.logout());

  const openMenu = (mountAtOnce?: boolean) =>
    firstReadsOfScreen({
      domain: menuDomain,
      path: '/dashboard/menu',
      mountAtOnce,
      render: (apiBaseUrl) => renderWithProviders(<MenuScreen />, { at: '/menu', apiBaseUrl, keepQueryCache: true }),
      shown: () => {
        expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Desserts1', 'Soups2']);
      },
    });

  it('reads the categories and the tag vocabulary on the hover, and nothing again once it shows them', async () => {
    await ownerWithMenu({ Soups: 2, Desserts: 1 });
    const { prefetched, afterMount } = await openMenu();
    expect(prefetched.sort()).toEqual([
      '/food-category/get-food-categories?page=1&size=999999',
      '/food/get-food-tag-categories?includeRetired=true',
    ]);
    expect(afterMount).toEqual([]);
  });

  it('mounted while those reads are on their way, waits for them rather than asking twice', async () => {
    await ownerWithMenu({ Soups: 2, Desserts: 1 });
    const { prefetched, afterMount } = await openMenu(true);
    expect([...prefetched, ...afterMount].sort()).toEqual([
      '/food-category/get-food-categories?page=1&size=999999',
      '/food/get-food-tag-categories?includeRetired=true',
    ]);
  });

  it('reads nothing ahead for a path that is none of its screens', async () => {
    await ownerWithMenu({ Soups: 1 });
    await menuDomain.prefetch?.('/dashboard/deals');
    await menuDomain.prefetch?.('/dashboard/menu-elsewhere');
    const { consoleQueryClient } = await import('@console/api-client/query-cache');
    expect(consoleQueryClient.getQueryCache().getAll()).toEqual([]);
  });
});
