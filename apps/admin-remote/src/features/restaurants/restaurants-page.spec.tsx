import { screen, waitFor, within } from '@testing-library/react';
import { DEMO_ACCOUNTS, fixtureClient, testLocation } from '@console/testing';
import { renderWithProviders, signInForTest } from '@console/testing/react';
import { adminUpdateRestaurant, changeRestaurantStatus, configureApiClient, getRestaurantDetails, ifMatch } from '@console/api-client';
import { session } from '@console/session';
import { AdminRoutes } from '../../routes';

const fixtures = fixtureClient();

const table = () => screen.getByRole('table', { name: 'Restaurants' });
const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;

describe('Restaurants list', () => {
  let token: string;
  beforeAll(async () => {
    token = (await signInForTest('super@example.com', 'Administrator')).token;
  });
  afterAll(() => session.logout());

  it('lists restaurants with their status, categories, email, location count and access button', async () => {
    renderWithProviders(<AdminRoutes />, { at: '/restaurant' });
    expect(await screen.findByRole('heading', { name: 'Restaurants' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add New Restaurant Account' })).toBeInTheDocument();
    const row = within(await waitFor(() => rowOf('Golden Fork Bistro')));
    expect(row.getByText('Active')).toBeInTheDocument();
    expect(row.getByRole('cell', { name: 'Golden Fork Bistro Status: Active' })).toBeInTheDocument();
    expect(row.getByText('American, Breakfast & Brunch')).toBeInTheDocument();
    expect(row.getByText('owner@example.com')).toBeInTheDocument();
    expect(row.getByRole('button', { name: 'Remove Access' })).toBeInTheDocument();
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['', 'Restaurant Name▲', 'Restaurant Category', 'Restaurant Email↕', 'Location', 'Actions']);
  });

  it("searches 500 ms after typing stops, and says 'No Data Found' when nothing matches", async () => {
    const { user } = renderWithProviders(<AdminRoutes />, { at: '/restaurant' });
    await waitFor(() => rowOf('Golden Fork Bistro'));
    await user.type(screen.getByLabelText('Search restaurants'), 'Sakura');
    expect(await screen.findByText('Sakura Garden')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Golden Fork Bistro')).not.toBeInTheDocument());
    await user.type(screen.getByLabelText('Search restaurants'), ' nothing like this');
    expect(await screen.findByText('No Data Found')).toBeInTheDocument();
  });

  it('asks the API for the other direction when the same sort arrow is clicked again', async () => {
    const { user } = renderWithProviders(<AdminRoutes />, { at: '/restaurant' });
    await waitFor(() => rowOf('Golden Fork Bistro'));
    const firstName = () => table().querySelector('tbody tr[data-row-index="0"] td[data-label="Restaurant Name"]')?.textContent;
    const ascendingFirst = firstName();
    await user.click(screen.getByRole('button', { name: /Restaurant Name/ }));
    expect(screen.getByRole('columnheader', { name: /Restaurant Name/ })).toHaveAttribute('aria-sort', 'descending');
    await waitFor(() => expect(firstName()).not.toBe(ascendingFirst));
    await user.click(screen.getByRole('button', { name: /Restaurant Name/ }));
    expect(screen.getByRole('columnheader', { name: /Restaurant Name/ })).toHaveAttribute('aria-sort', 'ascending');
    await waitFor(() => expect(firstName()).toBe(ascendingFirst));
  });

  it("opens the detail of a clicked row, with the list's whole URL (search, sort, status) as referrer", async () => {
    const { user, router } = renderWithProviders(<AdminRoutes />, { at: '/restaurant?sort=emailAddress&dir=desc&status=Active' });
    await user.type(await screen.findByLabelText('Search restaurants'), 'Sakura');
    await user.click(await screen.findByText('Sakura Garden'));
    expect(router.state.location.pathname).toMatch(/^\/restaurant-location-owner\/view-detail\/\d+$/);
    expect(router.state.location.state).toEqual({ referrer: '/restaurant?sort=emailAddress&dir=desc&status=Active&q=Sakura' });
  });

  it('filters by status, kept in the URL: only suspended restaurants under Suspended, every one again under All', async () => {
    const suspended = await fixtures.createRestaurantAccount(token, 'Status Filter Suspended Diner');
    await fixtures.createRestaurantAccount(token, 'Status Filter Active Diner');
    const { restaurantId } = suspended;
    const { restaurant } = await getRestaurantDetails(restaurantId, fixtures.as(token));
    await changeRestaurantStatus(
      restaurantId,
      { account_status: 'Suspended', restaurant_id: restaurantId },
      ifMatch(restaurant.version),
      fixtures.as(token),
    );
    const { user, router } = renderWithProviders(<AdminRoutes />, { at: '/restaurant' });
    await user.type(await screen.findByLabelText('Search restaurants'), 'Status Filter');
    await waitFor(() => rowOf('Status Filter Active Diner'));
    const filter = within(screen.getByRole('group', { name: 'Status' }));
    expect(filter.getByRole('radio', { name: 'All' })).toBeChecked();

    await user.click(filter.getByRole('radio', { name: 'Suspended' }));
    expect(new URLSearchParams(router.state.location.search).get('status')).toBe('Suspended');
    await waitFor(() => expect(screen.queryByText('Status Filter Active Diner')).not.toBeInTheDocument());
    const row = within(rowOf('Status Filter Suspended Diner'));
    expect(row.getByText('Suspended')).toBeInTheDocument();
    expect(row.getByRole('button', { name: 'Approve Access' })).toBeInTheDocument();
    const statuses = within(table())
      .getAllByRole('button', { name: /Access$/ })
      .map((button) => button.textContent);
    expect(new Set(statuses)).toEqual(new Set(['Approve Access']));

    await user.click(filter.getByRole('radio', { name: 'Active' }));
    expect(new URLSearchParams(router.state.location.search).get('status')).toBe('Active');
    await waitFor(() => rowOf('Status Filter Active Diner'));
    expect(screen.queryByText('Status Filter Suspended Diner')).not.toBeInTheDocument();

    await user.click(filter.getByRole('radio', { name: 'All' }));
    expect(new URLSearchParams(router.state.location.search).has('status')).toBe(false);
    await waitFor(() => rowOf('Status Filter Suspended Diner'));
    expect(rowOf('Status Filter Active Diner')).toBeInTheDocument();
  });

  it('filters restaurants with an approximate location (a ZIP or city centre), kept in the URL, so they can be fixed', async () => {
    await fixtures.createRestaurantAccount(token, 'Precision Filter City Diner', {
      locations: [
        testLocation(),
        testLocation({ streetAddress: 'Austin, TX', zipCode: '', locationPrecision: 'city', locationSource: 'gazetteer' }),
      ],
    });
    await fixtures.createRestaurantAccount(token, 'Precision Filter Street Diner', {
      locations: [testLocation({ locationPrecision: 'rooftop', locationSource: 'google' })],
    });
    const { user, router } = renderWithProviders(<AdminRoutes />, { at: '/restaurant' });
    await user.type(await screen.findByLabelText('Search restaurants'), 'Precision Filter');
    await waitFor(() => rowOf('Precision Filter Street Diner'));
    const filter = within(screen.getByRole('group', { name: 'Locations' }));
    expect(filter.getByRole('radio', { name: 'All' })).toBeChecked();

    await user.click(filter.getByRole('radio', { name: 'Approximate' }));
    expect(new URLSearchParams(router.state.location.search).get('locations')).toBe('Approximate');
    await waitFor(() => expect(screen.queryByText('Precision Filter Street Diner')).not.toBeInTheDocument());
    expect(rowOf('Precision Filter City Diner')).toBeInTheDocument();

    await user.click(filter.getByRole('radio', { name: 'All' }));
    expect(new URLSearchParams(router.state.location.search).has('locations')).toBe(false);
    await waitFor(() => rowOf('Precision Filter Street Diner'));
  });

  it('opens on the status the URL names, as after a reload or the back arrow', async () => {
    renderWithProviders(<AdminRoutes />, { at: '/restaurant?status=Suspended' });
    expect(await screen.findByRole('radio', { name: 'Suspended' })).toBeChecked();
    await waitFor(() => expect(within(table()).queryAllByRole('button', { name: /Access$/ }).length).toBeGreaterThan(0));
    expect(within(table()).queryAllByRole('button', { name: 'Remove Access' })).toEqual([]);
  });

  it('removes then gives back access through a confirmation, and reloads the list', async () => {
    await fixtures.createRestaurantAccount(token, 'Access Toggle Diner');
    const { user } = renderWithProviders(<AdminRoutes />, { at: '/restaurant' });
    await user.type(await screen.findByLabelText('Search restaurants'), 'Access Toggle Diner');
    await user.click(await waitFor(() => within(rowOf('Access Toggle Diner')).getByRole('button', { name: 'Remove Access' })));
    const confirm = await screen.findByRole('dialog', { name: 'Remove Access Confirmation' });
    // The spec's sentence, and which restaurant it is about.
    expect(confirm).toHaveAccessibleDescription('Are you sure you want to Remove the Access? Restaurant: Access Toggle Diner');
    await user.click(within(confirm).getByRole('button', { name: 'Yes, remove access!' }));
    expect(await screen.findByText('Restaurant Suspended successfully')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(within(rowOf('Access Toggle Diner')).getByText('Suspended')).toBeInTheDocument());
    await user.click(await waitFor(() => within(rowOf('Access Toggle Diner')).getByRole('button', { name: 'Approve Access' })));
    const approve = await screen.findByRole('dialog', { name: 'Approve Access Confirmation' });
    expect(within(approve).getByText('Access Toggle Diner')).toBeInTheDocument();
    await user.click(within(approve).getByRole('button', { name: 'Yes, approve access!' }));
    expect(await screen.findByText('Restaurant Approved successfully')).toBeInTheDocument();
    await waitFor(() => within(rowOf('Access Toggle Diner')).getByRole('button', { name: 'Remove Access' }));
    expect(within(rowOf('Access Toggle Diner')).getByText('Active')).toBeInTheDocument();
  });

  it("refuses the access change of a restaurant renamed since the list showed it, with the server's message", async () => {
    const name = `Stale Row Diner ${Date.now() % 100000}`;
    const own = await fixtures.createRestaurantAccount(token, name);
    const { user } = renderWithProviders(<AdminRoutes />, { at: `/restaurant?q=${encodeURIComponent(name)}` });
    await user.click(await waitFor(() => within(rowOf(name)).getByRole('button', { name: 'Remove Access' })));
    const confirm = await screen.findByRole('dialog', { name: 'Remove Access Confirmation' });
    // Meanwhile an administrator adds to the name, from the version they read.
    const other = fixtures.as((await fixtures.signInAs('admin')).token);
    const { restaurant } = await getRestaurantDetails(own.restaurantId, other);
    await adminUpdateRestaurant(
      {
        restaurantId: own.restaurantId,
        restaurantName: `${name} Annex`,
        restaurantCategoryIds: restaurant.restaurantCategories.map((category) => category.restaurantCategoryId),
        emailAddress: own.emailAddress,
      },
      ifMatch(restaurant.version),
      other,
    );
    await user.click(within(confirm).getByRole('button', { name: 'Yes, remove access!' }));
    const changedBy = new RegExp(`^This restaurant profile was changed by .* \\(${DEMO_ACCOUNTS.admin.emailAddress}\\) at .+ UTC`);
    expect(await screen.findByText(changedBy)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The list reloads: the restaurant as it is now, still active.
    const row = within(await waitFor(() => rowOf(`${name} Annex`)));
    expect(row.getByText('Active')).toBeInTheDocument();
    expect((await getRestaurantDetails(own.restaurantId, other)).accountStatus).toBe('Approved');
  });

  it('closes the confirmation when the change fails too, showing why, and keeps the access unchanged', async () => {
    await fixtures.createRestaurantAccount(token, 'Access Failure Diner');
    const { user } = renderWithProviders(<AdminRoutes />, { at: '/restaurant' });
    await user.type(await screen.findByLabelText('Search restaurants'), 'Access Failure Diner');
    await user.click(await waitFor(() => within(rowOf('Access Failure Diner')).getByRole('button', { name: 'Remove Access' })));
    const confirm = await screen.findByRole('dialog', { name: 'Remove Access Confirmation' });
    // The API goes away before the call.
    configureApiClient({ baseUrl: 'http://127.0.0.1:9', getToken: () => session.get().token, onUnauthorized: () => session.logout() });
    await user.click(within(confirm).getByRole('button', { name: 'Yes, remove access!' }));
    expect(await screen.findByText('Network Error')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(rowOf('Access Failure Diner')).getByRole('button', { name: 'Remove Access' })).toBeInTheDocument();
  });
});
