import { screen, waitFor } from '@testing-library/react';
import { session } from '@console/session';
import { csvLines, signInForTest, watchDownloads } from '@console/testing/react';
import { ownerWithMenu, renderMenu, search, type User } from './testing/menu-fixtures';

const HEADER = 'Menu Item ID,Item Name,Category,Price,Description,Tags';

/** Clicks Export CSV and answers the downloaded file's name, BOM and rows as [item name, category]. */
async function exported(user: User) {
  const downloads = watchDownloads();
  try {
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(downloads.files).toHaveLength(1));
    const [file] = downloads.files;
    const { bom, lines } = await csvLines(file);
    return { name: file.name, bom, header: lines[0], rows: lines.slice(1).map((line) => line.split(',').slice(1, 3)) };
  } finally {
    downloads.restore();
  }
}

const items = (category: string, count: number) =>
  Array.from({ length: count }, (_, index) => [`${category} item ${String(index + 1).padStart(2, '0')}`, category]);

describe('Manage Your Menu: Export CSV (issue 26)', () => {
  afterEach(() => session.logout());

  it('gives the owner every item of the menu, closed sections too, grouped as the menu shows them, and then only what a search finds', async () => {
    await ownerWithMenu({ Soups: 3, Desserts: 12, Drinks: 1 });
    const { user } = await renderMenu();
    const all = await exported(user);
    expect(all.name).toMatch(/^menu-items-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(all.bom).toBe(true);
    expect(all.header).toBe(HEADER);
    expect(all.rows).toEqual([...items('Desserts', 12), ...items('Drinks', 1), ...items('Soups', 3)]);

    await search(user, 'saffron');
    await waitFor(() =>
      expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
        'Desserts1',
        'Drinks1',
        'Soups1',
      ]),
    );
    const found = await exported(user);
    expect(found.rows).toEqual([
      ['Desserts item 01', 'Desserts'],
      ['Drinks item 01', 'Drinks'],
      ['Soups item 01', 'Soups'],
    ]);
  });

  it("gives an administrator the restaurant's menu from its Menu tab", async () => {
    const owner = await ownerWithMenu({ Mains: 2, Sides: 1 });
    await signInForTest('admin@example.com', 'Administrator');
    const { user } = await renderMenu(owner.restaurantId, '/restaurant-location-owner/view-detail');
    const { header, rows } = await exported(user);
    expect(header).toBe(HEADER);
    expect(rows).toEqual([...items('Mains', 2), ...items('Sides', 1)]);
  });
});
