import { screen, waitFor, within } from '@testing-library/react';
import { fixtureClient } from '@console/testing';
import { renderWithProviders, signInForTest } from '@console/testing/react';
import { getRestaurants, mergeRestaurants, WHOLE_LIST } from '@console/api-client';
import { session } from '@console/session';
import { AdminRoutes } from '../../routes';

const fixtures = fixtureClient();

const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;
/** Waits for the list to hold these rows alone (the search has applied). */
const listed = (count: number) =>
  waitFor(() => expect(screen.getByRole('table', { name: 'Restaurants' })).toHaveAttribute('aria-rowcount', String(count + 1)));
const status = () => screen.getAllByRole('status').find((element) => element.classList.contains('ui-bulk-bar__count')) as HTMLElement;

describe('Restaurants list, many at once', () => {
  let token: string;
  beforeAll(async () => {
    token = (await signInForTest('super@example.com', 'Administrator')).token;
  });
  afterAll(() => session.logout());

  /** The restaurants the API lists for a search, with their status. */
  const statusesOf = async (searchQuery: string) => {
    const { restaurants } = await getRestaurants({ ...WHOLE_LIST, searchQuery }, fixtures.as(token));
    return Object.fromEntries(restaurants.map((account) => [account.restaurant.restaurantName, account.accountStatus]));
  };

  it('suspends every restaurant the search lists after a confirmation with the count, then approves one picked by hand', async () => {
    const names = ['Bulk Status Diner A', 'Bulk Status Diner B', 'Bulk Status Diner C'];
    for (const name of names) await fixtures.createRestaurantAccount(token, name);
    const { user } = renderWithProviders(<AdminRoutes />, { at: '/restaurant' });
    await user.type(await screen.findByLabelText('Search restaurants'), 'Bulk Status Diner');
    await listed(3);
    expect(screen.queryByRole('toolbar', { name: 'Selected restaurants' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Select all restaurants' }));
    expect(status()).toHaveTextContent('All 3 restaurants selected');
    const bar = within(screen.getByRole('toolbar', { name: 'Selected restaurants' }));
    await user.click(bar.getByRole('button', { name: 'Suspend' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove Access Confirmation' });
    expect(confirm).toHaveAccessibleDescription('Suspend 3 restaurants?');
    await user.click(within(confirm).getByRole('button', { name: 'Yes, remove access!' }));
    expect(await screen.findByText('3 restaurants suspended successfully')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The list reloads as after one change, and the selection is done with.
    await waitFor(() => names.forEach((name) => expect(within(rowOf(name)).getByText('Suspended')).toBeInTheDocument()));
    expect(status()).toHaveTextContent('');
    expect(await statusesOf('Bulk Status Diner')).toEqual(Object.fromEntries(names.map((name) => [name, 'Suspended'])));

    await user.click(screen.getByRole('checkbox', { name: 'Select Bulk Status Diner B' }));
    expect(status()).toHaveTextContent('1 selected');
    expect(screen.getByRole('checkbox', { name: 'Select all restaurants' })).toBePartiallyChecked();
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    const approve = await screen.findByRole('dialog', { name: 'Approve Access Confirmation' });
    expect(approve).toHaveAccessibleDescription('Approve 1 restaurant?');
    await user.click(within(approve).getByRole('button', { name: 'Yes, approve access!' }));
    expect(await screen.findByText('Restaurant Approved successfully')).toBeInTheDocument();
    expect(await statusesOf('Bulk Status Diner')).toEqual({
      'Bulk Status Diner A': 'Suspended',
      'Bulk Status Diner B': 'Approved',
      'Bulk Status Diner C': 'Suspended',
    });
  });

  it("changes none when one selected restaurant has gone, says the server's message and keeps the selection", async () => {
    await fixtures.createRestaurantAccount(token, 'Bulk Gone Diner Kept');
    const gone = await fixtures.createRestaurantAccount(token, 'Bulk Gone Diner Merged');
    const other = await fixtures.createRestaurantAccount(token, 'Bulk Gone Other');
    const { user } = renderWithProviders(<AdminRoutes />, { at: '/restaurant' });
    await user.type(await screen.findByLabelText('Search restaurants'), 'Bulk Gone Diner');
    await listed(2);
    await user.click(screen.getByRole('checkbox', { name: 'Select all restaurants' }));
    // Someone else merges one of them away meanwhile.
    await mergeRestaurants(
      { restaurantIds: [gone.restaurantId, other.restaurantId], newRestaurantName: 'Bulk Gone Merged Result' },
      fixtures.as(token),
    );
    await user.click(screen.getByRole('button', { name: 'Suspend' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, remove access!' }));
    expect(await screen.findByText(`Restaurant ${gone.restaurantId} not found`)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(status()).toHaveTextContent('All 2 restaurants selected');
    expect(await statusesOf('Bulk Gone Diner Kept')).toEqual({ 'Bulk Gone Diner Kept': 'Approved' });
  });

  it('clears the selection when the search or a filter changes', async () => {
    await fixtures.createRestaurantAccount(token, 'Bulk Reset Diner');
    const { user } = renderWithProviders(<AdminRoutes />, { at: '/restaurant' });
    await user.type(await screen.findByLabelText('Search restaurants'), 'Bulk Reset Diner');
    await listed(1);
    await user.click(screen.getByRole('checkbox', { name: 'Select Bulk Reset Diner' }));
    expect(status()).toHaveTextContent('1 selected');
    await user.click(within(screen.getByRole('group', { name: 'Status' })).getByRole('radio', { name: 'Active' }));
    expect(status()).toHaveTextContent('');
    await user.click(await waitFor(() => screen.getByRole('checkbox', { name: 'Select Bulk Reset Diner' })));
    expect(status()).toHaveTextContent('1 selected');
    await user.type(screen.getByLabelText('Search restaurants'), ' ');
    await user.type(screen.getByLabelText('Search restaurants'), 'x');
    await waitFor(() => expect(status()).toHaveTextContent(''));
  });
});
