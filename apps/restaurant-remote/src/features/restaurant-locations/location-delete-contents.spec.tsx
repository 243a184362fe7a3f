import { screen, waitFor, within } from '@testing-library/react';
import { createDeal, getMyRestaurantAddresses } from '@console/api-client';
import { fixtureClient } from '@console/testing';
import { renderWithProviders, signInForTest } from '@console/testing/react';
import { session } from '@console/session';
import { RestaurantLocationsScreen } from './restaurant-locations-screen';

// Issue 34: Delete Location says which deals go with the location, counted by the API, against the real API.
const fixtures = fixtureClient();

afterEach(() => session.logout());

it('Delete Location names the location and counts the deals deleted with it; the menu stays', async () => {
  const owner = await fixtures.createOwner(`Two Deals Diner ${Date.now() % 100000}`);
  const { token } = await signInForTest(owner.emailAddress, 'Restaurant');
  // A second location, the one deleted (the only one cannot be).
  await fixtures.addLocations(owner.adminToken, owner.restaurantId, ['200 Second St']);
  const { foods } = await fixtures.createMenu(token, { Mains: [{ foodItemName: 'Chili', description: 'Hot', price: '9' }] });
  const { addresses } = await getMyRestaurantAddresses({ page: 1, size: 10 }, fixtures.as(token));
  const second = addresses.find((address) => address.streetAddress === '200 Second St');
  const today = new Date();
  const day = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
  for (const dealTitle of ['Chili Monday', 'Chili Friday']) {
    await createDeal(
      { restaurantAddressId: second?.addressId as number, dealTitle, foodIds: [foods.get('Chili') as number], startDate: day },
      fixtures.as(token),
    );
  }

  const { user } = renderWithProviders(<RestaurantLocationsScreen />, { at: '/restaurant-locations' });
  await screen.findByRole('region', { name: owner.restaurantName });
  // One click, as a person makes it: the table keeps its rows and their buttons while reads land.
  await user.click(await screen.findByRole('button', { name: 'Delete 200 Second St' }));
  const confirm = await screen.findByRole('dialog', { name: 'Delete Location' });
  expect(confirm).toHaveAccessibleDescription(
    "200 Second St, Austin Are you sure you want to delete this location? All of this location's data, including its 2 deals, " +
      "will be deleted. Menu items stay on the restaurant's menu.",
  );
  await user.click(within(confirm).getByRole('button', { name: 'Yes, Delete!' }));
  expect(await screen.findByText('Restaurant Location deleted Successfully')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  // The menu item stayed.
  const menu = await fetch(`${process.env.TEST_API_URL}/food/get-foods?page=1&size=10`, { headers: { Authorization: `Bearer ${token}` } });
  expect(((await menu.json()) as { foods: { foodItemName: string }[] }).foods.map((food) => food.foodItemName)).toEqual(['Chili']);
});

it('Delete Restaurant Profile counts what was added elsewhere since the screen loaded', async () => {
  const owner = await fixtures.createOwner(`Growing Grill ${Date.now() % 100000}`);
  const { token } = await signInForTest(owner.emailAddress, 'Restaurant');
  const { user } = renderWithProviders(<RestaurantLocationsScreen />, { at: '/restaurant-locations' });
  await screen.findByRole('region', { name: owner.restaurantName });
  // Menu items added on the menu screen (here, through the API) after this screen read the restaurant.
  const item = (foodItemName: string) => ({ foodItemName, description: 'New', price: '6' });
  await fixtures.createMenu(token, { Grill: [item('Ribs'), item('Wings')] });

  await user.click(screen.getByRole('button', { name: 'Delete Restaurant Profile' }));
  const confirm = screen.getByRole('dialog', { name: 'Delete Restaurant Profile' });
  await waitFor(() =>
    expect(confirm).toHaveAccessibleDescription(
      'Are you sure you want to delete your restaurant? Its profile, its 1 location and its 2 menu items will be deleted, ' +
        'together with your account. You will be signed out. This cannot be undone.',
    ),
  );
});
