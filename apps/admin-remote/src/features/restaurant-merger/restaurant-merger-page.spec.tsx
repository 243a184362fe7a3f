import { screen, waitFor, within } from '@testing-library/react';
import { fixtureClient } from '@console/testing';
import { csvLines, renderWithProviders, signInForTest, watchDownloads } from '@console/testing/react';
import { configureApiClient } from '@console/api-client';
import { session } from '@console/session';
import { AdminRoutes } from '../../routes';

const fixtures = fixtureClient();

const mergeButton = () => screen.getByRole('button', { name: 'Merge' });

/** Waits until the list shows only what the search finds (the search applies 500 ms after typing). */
async function searched(name: string) {
  await waitFor(() => {
    const table = screen.getByRole('table', { name: 'Restaurants to merge' });
    expect(table).not.toHaveAttribute('aria-busy');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent?.includes(name))).toEqual(rows.map(() => true));
  });
}

async function select(user: ReturnType<typeof renderWithProviders>['user'], name: string) {
  await searched(name);
  await user.click(await screen.findByRole('checkbox', { name: `Select ${name}` }));
}

describe('Restaurant Merger', () => {
  let token: string;
  beforeAll(async () => {
    token = (await signInForTest('super@example.com', 'Administrator')).token;
  });
  afterAll(() => session.logout());

  it('lists 30 restaurants a page and enables Merge only with more than one selected', async () => {
    const { user } = renderWithProviders(<AdminRoutes />, { at: '/restaurant-merger' });
    expect(await screen.findByRole('heading', { name: 'Restaurant Merger' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Restaurants to merge' });
    await waitFor(() => expect(within(table).getAllByRole('checkbox').length).toBe(30));
    expect(mergeButton()).toBeDisabled();
    await user.click(within(table).getAllByRole('checkbox')[0]);
    expect(mergeButton()).toBeDisabled();
    await user.click(within(table).getAllByRole('checkbox')[1]);
    expect(mergeButton()).toBeEnabled();
  });

  it("searches 500 ms after typing stops and opens a detail with the merger's URL, search included, as referrer", async () => {
    const { user, router } = renderWithProviders(<AdminRoutes />, { at: '/restaurant-merger' });
    await user.type(await screen.findByLabelText('Search restaurants'), 'Sakura');
    await searched('Sakura');
    await user.click(await screen.findByRole('button', { name: 'View Sakura Garden' }));
    expect(router.state.location.pathname).toMatch(/^\/restaurant-location-owner\/view-detail\/\d+$/);
    expect(router.state.location.state).toEqual({ referrer: '/restaurant-merger?q=Sakura' });
  });

  it('asks a required new name of at most 255 characters', async () => {
    const { user } = renderWithProviders(<AdminRoutes />, { at: '/restaurant-merger' });
    const table = await screen.findByRole('table', { name: 'Restaurants to merge' });
    await waitFor(() => expect(within(table).getAllByRole('checkbox').length).toBeGreaterThan(1));
    await user.click(within(table).getAllByRole('checkbox')[0]);
    await user.click(within(table).getAllByRole('checkbox')[1]);
    await user.click(mergeButton());
    const dialog = within(await screen.findByRole('dialog', { name: 'Merge Restaurant' }));
    await user.click(dialog.getByLabelText('New Restaurant Name'));
    await user.tab();
    expect(await dialog.findByText('Restaurant Name is required')).toBeInTheDocument();
    await user.click(dialog.getByLabelText('New Restaurant Name'));
    await user.paste('y'.repeat(256));
    expect(await dialog.findByText('Restaurant Name cannot exceed 255 characters')).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Merge' })).toBeDisabled();
  });

  it('merges the selected restaurants and lands on the new restaurant detail', async () => {
    await fixtures.createRestaurantAccount(token, 'Merge Source North');
    await fixtures.createRestaurantAccount(token, 'Merge Source South');
    const { user, router } = renderWithProviders(<AdminRoutes />, { at: '/restaurant-merger' });
    const search = await screen.findByLabelText('Search restaurants');
    await user.type(search, 'Merge Source North');
    await select(user, 'Merge Source North');
    await user.clear(search);
    await user.type(search, 'Merge Source South');
    await select(user, 'Merge Source South');
    await user.click(mergeButton());
    const dialog = within(await screen.findByRole('dialog', { name: 'Merge Restaurant' }));
    await user.type(dialog.getByLabelText('New Restaurant Name'), 'Merge Source Combined');
    await user.click(dialog.getByRole('button', { name: 'Merge' }));
    expect(dialog.getByRole('button', { name: 'Merging...' })).toBeDisabled();
    expect(await screen.findByText('Restaurants merged successfully', {}, { timeout: 15000 })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/restaurant-location-owner\/view-detail\/\d+$/));
    expect(router.state.location.state).toEqual({ referrer: '/restaurant-merger?q=Merge+Source+South' });
  });

  it('keeps the popup open with what was typed when the merge fails', async () => {
    const { user } = renderWithProviders(<AdminRoutes />, { at: '/restaurant-merger' });
    const table = await screen.findByRole('table', { name: 'Restaurants to merge' });
    await waitFor(() => expect(within(table).getAllByRole('checkbox').length).toBeGreaterThan(1));
    await user.click(within(table).getAllByRole('checkbox')[0]);
    await user.click(within(table).getAllByRole('checkbox')[1]);
    await user.click(mergeButton());
    const dialog = within(await screen.findByRole('dialog', { name: 'Merge Restaurant' }));
    await user.type(dialog.getByLabelText('New Restaurant Name'), 'Never Merged');
    // The API goes away before the call.
    configureApiClient({ baseUrl: 'http://127.0.0.1:9', getToken: () => session.get().token, onUnauthorized: () => session.logout() });
    await user.click(dialog.getByRole('button', { name: 'Merge' }));
    expect(await screen.findByText('Network Error')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Merge Restaurant' })).toBeInTheDocument();
    expect(dialog.getByLabelText('New Restaurant Name')).toHaveValue('Never Merged');
    expect(dialog.getByRole('button', { name: 'Merge' })).toBeEnabled();
  });
});

describe('Restaurant Merger: Export CSV (issue 26)', () => {
  const word = `Merge Export ${Date.now() % 100000}`;
  const names = [`${word} Cantina`, `${word} Brasserie`, `${word} Diner`];
  beforeAll(async () => {
    const { token } = await fixtures.signInAs('superAdmin');
    for (const name of names) await fixtures.createRestaurantAccount(token, name);
    await signInForTest('super@example.com', 'Administrator');
  });
  afterAll(() => session.logout());

  it('downloads every restaurant, not only the page shown, and then only those the search finds', async () => {
    const downloads = watchDownloads();
    try {
      const { user } = renderWithProviders(<AdminRoutes />, { at: '/restaurant-merger' });
      const table = await screen.findByRole('table', { name: 'Restaurants to merge' });
      await waitFor(() => expect(within(table).getAllByRole('checkbox').length).toBe(30));
      const exportButton = screen.getByRole('button', { name: 'Export CSV' });
      await user.click(exportButton);
      await waitFor(() => expect(downloads.files).toHaveLength(1));
      const all = await csvLines(downloads.files[0]);
      expect(all.lines[0]).toBe('Restaurant ID,Restaurant Name,Restaurant Category,Restaurant Email,Location,Status');
      expect(all.lines.length - 1).toBeGreaterThan(30);
      expect(all.lines.filter((line) => line.includes(word))).toHaveLength(3);

      await user.type(screen.getByLabelText('Search restaurants'), word);
      await searched(word);
      await waitFor(() => expect(exportButton).not.toHaveAttribute('aria-disabled'));
      await user.click(exportButton);
      await waitFor(() => expect(downloads.files).toHaveLength(2));
      const [file] = downloads.files.slice(1);
      expect(file.name).toMatch(/^restaurants-\d{4}-\d{2}-\d{2}\.csv$/);
      const found = await csvLines(file);
      expect(found.bom).toBe(true);
      expect(found.lines.slice(1).map((line) => line.split(',')[1])).toEqual([...names].sort());
    } finally {
      downloads.restore();
    }
  });
});
