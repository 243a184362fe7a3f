import { screen, waitFor, within } from '@testing-library/react';
import { ANY_VERSION, fixtureClient } from '@console/testing';
import { csvLines, renderWithProviders, signInForTest, watchDownloads } from '@console/testing/react';
import { changeRestaurantStatus, configureApiClient, getRestaurantDetails } from '@console/api-client';
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
    expect(dialog.getByRole('button', { name: 'Review Merge' })).toBeDisabled();
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
    await user.click(dialog.getByRole('button', { name: 'Review Merge' }));
    expect(await dialog.findByRole('heading', { name: 'What the merge does' })).toBeInTheDocument();
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
    await user.click(dialog.getByRole('button', { name: 'Review Merge' }));
    expect(await screen.findByText('Network Error')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Merge Restaurant' })).toBeInTheDocument();
    expect(dialog.getByLabelText('New Restaurant Name')).toHaveValue('Never Merged');
    expect(dialog.getByRole('button', { name: 'Review Merge' })).toBeEnabled();
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

describe('Restaurant Merger: the confirmation says what the merge does (issue 34)', () => {
  const word = `Confirm ${Date.now() % 100000}`;
  let superToken: string;
  let adminToken: string;

  /** Two new restaurants, the second suspended: their names and owner emails. */
  async function openAndSuspended(label: string) {
    const open = await fixtures.createRestaurantAccount(superToken, `${word} ${label} Open`);
    const closed = await fixtures.createRestaurantAccount(superToken, `${word} ${label} Closed`);
    await changeRestaurantStatus(
      closed.restaurantId,
      { account_status: 'Suspended', restaurant_id: closed.restaurantId },
      ANY_VERSION,
      fixtures.as(superToken),
    );
    return { open: { ...open, name: `${word} ${label} Open` }, closed: { ...closed, name: `${word} ${label} Closed` } };
  }

  /** Selects both, names the merge and asks for its confirmation. */
  async function reviewMerge(user: ReturnType<typeof renderWithProviders>['user'], names: string[], newName: string) {
    await user.type(await screen.findByLabelText('Search restaurants'), names[0].split(' ').slice(0, 3).join(' '));
    for (const name of names) await user.click(await screen.findByRole('checkbox', { name: `Select ${name}` }, { timeout: 5000 }));
    await user.click(mergeButton());
    const dialog = within(await screen.findByRole('dialog', { name: 'Merge Restaurant' }));
    await user.type(dialog.getByLabelText('New Restaurant Name'), newName);
    await user.click(dialog.getByRole('button', { name: 'Review Merge' }));
    // Focus moves to the confirmation, which a screen reader then reads.
    expect(await dialog.findByRole('region', { name: 'What the merge does' })).toHaveFocus();
    return dialog;
  }

  beforeAll(async () => {
    superToken = (await fixtures.signInAs('superAdmin')).token;
    adminToken = (await fixtures.signInAs('admin')).token;
  });
  afterEach(() => session.logout());

  it('lists the owner logins removed by email and keeps the suspension; a super admin may choose, and the merge does what it said', async () => {
    const { open, closed } = await openAndSuspended('Super');
    await signInForTest('super@example.com', 'Administrator');
    const { user, router } = renderWithProviders(<AdminRoutes />, { at: '/restaurant-merger' });

    const dialog = await reviewMerge(user, [open.name, closed.name], `${word} Super Merged`);

    expect(dialog.getByText(`Merging ${open.name}, ${closed.name} into one new restaurant.`)).toBeInTheDocument();
    const removed = within(dialog.getByRole('list', { name: 'Owner logins removed' }));
    expect(removed.getAllByRole('listitem').map((item) => item.textContent)).toEqual([`${closed.emailAddress} (${closed.name})`]);
    expect(dialog.getByText('This login is deleted: they can no longer sign in.')).toBeInTheDocument();
    expect(dialog.getByText(`${open.emailAddress} (${open.name})`)).toBeInTheDocument();
    expect(dialog.getByText(`${open.name} (Active), ${closed.name} (Suspended)`)).toBeInTheDocument();
    expect(dialog.getByText(/^2: /)).toBeInTheDocument();
    const access = within(dialog.getByRole('radiogroup', { name: 'Access after the merge' }));
    expect(access.getByRole('radio', { name: 'Suspended' })).toBeChecked();
    expect(
      dialog.getByText(`${closed.name} is suspended: the merged restaurant stays suspended unless you choose Active.`),
    ).toBeInTheDocument();

    await user.click(dialog.getByRole('button', { name: 'Merge' }));

    expect(await screen.findByText('Restaurants merged successfully', {}, { timeout: 15000 })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/restaurant-location-owner\/view-detail\/\d+$/));
    const mergedId = Number(router.state.location.pathname.split('/').pop());
    const details = await getRestaurantDetails(mergedId, fixtures.as(adminToken));
    expect(details).toMatchObject({ accountStatus: 'Suspended', emailAddress: open.emailAddress });
  });

  it('merges as Approved when the super admin chooses it over the suspension', async () => {
    const { open, closed } = await openAndSuspended('Choice');
    await signInForTest('super@example.com', 'Administrator');
    const { user, router } = renderWithProviders(<AdminRoutes />, { at: '/restaurant-merger' });
    const dialog = await reviewMerge(user, [open.name, closed.name], `${word} Choice Merged`);

    await user.click(within(dialog.getByRole('radiogroup', { name: 'Access after the merge' })).getByRole('radio', { name: 'Active' }));
    await user.click(dialog.getByRole('button', { name: 'Merge' }));

    expect(await screen.findByText('Restaurants merged successfully', {}, { timeout: 15000 })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/restaurant-location-owner\/view-detail\/\d+$/));
    const mergedId = Number(router.state.location.pathname.split('/').pop());
    await expect(getRestaurantDetails(mergedId, fixtures.as(adminToken))).resolves.toMatchObject({ accountStatus: 'Approved' });
  });

  it('shows an administrator the access status after the merge without a choice', async () => {
    const { open, closed } = await openAndSuspended('Admin');
    await signInForTest('admin@example.com', 'Administrator');
    const { user } = renderWithProviders(<AdminRoutes />, { at: '/restaurant-merger' });

    const dialog = await reviewMerge(user, [open.name, closed.name], `${word} Admin Merged`);
    // Change name goes back to the name, focused and as typed; Review Merge shows the confirmation again.
    await user.click(dialog.getByRole('button', { name: 'Change name' }));
    expect(dialog.getByLabelText('New Restaurant Name')).toHaveFocus();
    expect(dialog.getByLabelText('New Restaurant Name')).toHaveValue(`${word} Admin Merged`);
    await user.type(dialog.getByLabelText('New Restaurant Name'), ' Two');
    await user.click(dialog.getByRole('button', { name: 'Review Merge' }));
    expect(await dialog.findByRole('region', { name: 'What the merge does' })).toHaveFocus();
    expect(dialog.getByText(`${word} Admin Merged Two`)).toBeInTheDocument();

    expect(dialog.queryByRole('radiogroup')).not.toBeInTheDocument();
    expect(dialog.getByText('Access after the merge').nextElementSibling).toHaveTextContent('Suspended');
    expect(dialog.getByText(`${closed.name} is suspended: the merged restaurant stays suspended.`)).toBeInTheDocument();
    expect(dialog.getByRole('list', { name: 'Owner logins removed' })).toHaveTextContent(closed.emailAddress);
  });

  it('shows the confirmation again when a restaurant changed after it was shown, and merges nothing until then', async () => {
    const first = await fixtures.createRestaurantAccount(superToken, `${word} Stale One`);
    const second = await fixtures.createRestaurantAccount(superToken, `${word} Stale Two`);
    await signInForTest('super@example.com', 'Administrator');
    const { user, router } = renderWithProviders(<AdminRoutes />, { at: '/restaurant-merger' });
    const dialog = await reviewMerge(user, [`${word} Stale One`, `${word} Stale Two`], `${word} Stale Merged`);
    expect(within(dialog.getByRole('radiogroup', { name: 'Access after the merge' })).getByRole('radio', { name: 'Active' })).toBeChecked();

    // An administrator suspends one of them meanwhile.
    await changeRestaurantStatus(
      second.restaurantId,
      { account_status: 'Suspended', restaurant_id: second.restaurantId },
      ANY_VERSION,
      fixtures.as(adminToken),
    );
    await user.click(dialog.getByRole('button', { name: 'Merge' }));

    expect(await screen.findByText(/was changed by Adam Brooks \(admin@example\.com\) at .*Nothing was saved\./)).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(dialog.getByRole('radiogroup', { name: 'Access after the merge' })).getByRole('radio', { name: 'Suspended' }),
      ).toBeChecked(),
    );
    expect(dialog.getByText(`${word} Stale One (Active), ${word} Stale Two (Suspended)`)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/restaurant-merger');
    await expect(getRestaurantDetails(first.restaurantId, fixtures.as(adminToken))).resolves.toMatchObject({ accountStatus: 'Approved' });

    await user.click(dialog.getByRole('button', { name: 'Merge' }));
    expect(await screen.findByText('Restaurants merged successfully', {}, { timeout: 15000 })).toBeInTheDocument();
  });
});
