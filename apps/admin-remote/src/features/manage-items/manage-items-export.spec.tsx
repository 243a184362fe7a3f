import { screen, waitFor, within } from '@testing-library/react';
import { csvLines, renderWithProviders, signInForTest, watchDownloads } from '@console/testing/react';
import { ManageItemsScreen } from './manage-items-screen';

const table = () => screen.getByRole('table', { name: 'Marked For Removal' });
/** A column's cells, found by its header (a selection column may come first). */
const column = (header: RegExp) => {
  const index = within(table())
    .getAllByRole('columnheader')
    .findIndex((cell) => header.test(cell.textContent ?? ''));
  return within(table())
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[index].textContent ?? '');
};

describe('Marked For Removal: Export CSV (issue 26)', () => {
  beforeEach(async () => {
    await signInForTest('admin@example.com', 'Administrator');
  });

  it('downloads the reported items in the order the list shows them, most requested first when so sorted', async () => {
    const downloads = watchDownloads();
    try {
      const { user } = renderWithProviders(<ManageItemsScreen />, { at: '/manage-items?sort=reportCount&dir=desc' });
      await waitFor(() => expect(column(/Item Name/).length).toBeGreaterThan(1));
      await user.click(screen.getByRole('button', { name: 'Export CSV' }));
      await waitFor(() => expect(downloads.files).toHaveLength(1));
      const [file] = downloads.files;
      expect(file.name).toMatch(/^reported-items-\d{4}-\d{2}-\d{2}\.csv$/);
      const { bom, lines } = await csvLines(file);
      expect(bom).toBe(true);
      expect(lines[0]).toBe('Menu Item ID,Item Name,Restaurant,# of Requests,Latest Request');
      // Other specs decide on reported items meanwhile: the order is what is compared, and the most requested.
      const requests = lines.slice(1).map((line) => Number(line.split(',').at(-2)));
      expect(requests.length).toBeGreaterThan(1);
      expect(requests).toEqual([...requests].sort((a, b) => b - a));
      expect(requests[0]).toBe(Number(column(/# of Requests/)[0]));
    } finally {
      downloads.restore();
    }
  });
});
