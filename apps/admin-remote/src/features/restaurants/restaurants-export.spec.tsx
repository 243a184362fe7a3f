import { screen, waitFor } from '@testing-library/react';
import { changeRestaurantStatus, getRestaurantDetails, ifMatch } from '@console/api-client';
import { fixtureClient } from '@console/testing';
import { csvLines, renderWithProviders, signInForTest, watchDownloads } from '@console/testing/react';
import { session } from '@console/session';
import { AdminRoutes } from '../../routes';

const fixtures = fixtureClient();
const WORD = `Export Row ${Date.now() % 100000}`;
const NAMES = [`${WORD} Alpha`, `${WORD} Bravo`, `${WORD} Charlie`, `${WORD} Delta`];

describe('Restaurants: Export CSV (issue 26)', () => {
  beforeAll(async () => {
    const { token } = await fixtures.signInAs('superAdmin');
    const ids = [];
    for (const name of NAMES) ids.push((await fixtures.createRestaurantAccount(token, name)).restaurantId);
    // Bravo suspended: the Active filter leaves it out.
    const { restaurant } = await getRestaurantDetails(ids[1], fixtures.as(token));
    await changeRestaurantStatus(
      ids[1],
      { account_status: 'Suspended', restaurant_id: ids[1] },
      ifMatch(restaurant.version),
      fixtures.as(token),
    );
    await signInForTest('admin@example.com', 'Administrator');
  });
  afterAll(() => session.logout());

  it('downloads what the search and the status filter select, in the order shown, and nothing else', async () => {
    const downloads = watchDownloads();
    try {
      const { user } = renderWithProviders(<AdminRoutes />, {
        at: `/restaurant?q=${encodeURIComponent(WORD)}&status=Active&sort=restaurantName&dir=desc`,
      });
      expect(await screen.findByText(NAMES[3])).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByText(NAMES[1])).not.toBeInTheDocument());
      const button = screen.getByRole('button', { name: 'Export CSV' });
      await user.click(button);
      await waitFor(() => expect(downloads.files).toHaveLength(1));
      await waitFor(() => expect(button).not.toHaveAttribute('aria-disabled'));
      const [file] = downloads.files;
      expect(file.name).toMatch(/^restaurants-\d{4}-\d{2}-\d{2}\.csv$/);
      const { bom, lines } = await csvLines(file);
      expect(bom).toBe(true);
      expect(lines[0]).toBe('Restaurant ID,Restaurant Name,Restaurant Category,Restaurant Email,Location,Status');
      const rows = lines.slice(1).map((line) => line.split(','));
      expect(rows.map((row) => row[1])).toEqual([NAMES[3], NAMES[2], NAMES[0]]);
      // The badge's word for the state (issue 35), not the API's Approved.
      expect(rows.every((row) => row[row.length - 1] === 'Active')).toBe(true);
    } finally {
      downloads.restore();
    }
  });

  it('keeps Status = Suspended with no search typed (issue 35): only suspended restaurants, Bravo among them', async () => {
    const downloads = watchDownloads();
    try {
      const { user } = renderWithProviders(<AdminRoutes />, { at: '/restaurant?status=Suspended' });
      expect(await screen.findByText(NAMES[1])).toBeInTheDocument();
      const button = screen.getByRole('button', { name: 'Export CSV' });
      await user.click(button);
      await waitFor(() => expect(downloads.files).toHaveLength(1));
      const { lines } = await csvLines(downloads.files[0]);
      const rows = lines.slice(1);
      expect(rows.some((line) => line.includes(`,${NAMES[1]},`))).toBe(true);
      expect(rows.some((line) => line.includes(`,${NAMES[0]},`))).toBe(false);
      expect(rows.length).toBeGreaterThanOrEqual(1);
      expect(rows.every((line) => line.endsWith(',Suspended'))).toBe(true);
    } finally {
      downloads.restore();
    }
  });
});
