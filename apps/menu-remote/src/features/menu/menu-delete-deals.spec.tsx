import { screen, waitFor, within } from '@testing-library/react';
import { createDeal, getMyRestaurantAddresses } from '@console/api-client';
import { session } from '@console/session';
import { fixtures, ownerWithMenu, renderMenu, section, toggle } from './testing/menu-fixtures';

/*
 * Issue 34: Delete Confirmation names the item and the current deals it leaves, and which of them it
 * leaves empty (deactivated), read from the item when the confirmation opens; against the reference API.
 */

/** Today in the browser's time zone, yyyy-MM-dd, as a deal's start date. */
function today() {
  const date = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

afterEach(() => session.logout());

it('names the current deals the item leaves and the one it leaves empty, then deletes as it said', async () => {
  const owner = await ownerWithMenu({ Soups: 2 });
  const { addresses } = await getMyRestaurantAddresses({ page: 1, size: 10 }, fixtures.as(owner.token));
  const food = (name: string) => owner.foods.get(name) as number;
  for (const [dealTitle, foodIds] of [
    ['Soup Pair', [food('Soups item 01'), food('Soups item 02')]],
    ['Soup Solo', [food('Soups item 01')]],
  ] as const) {
    await createDeal(
      { restaurantAddressId: addresses[0].addressId, dealTitle, foodIds: [...foodIds], startDate: today() },
      fixtures.as(owner.token),
    );
  }

  const { user } = await renderMenu();
  await user.click(screen.getByRole('button', { name: 'Edit menu' }));
  await user.click(toggle('Soups'));
  await user.click(await within(section('Soups')).findByRole('button', { name: 'Delete Soups item 01' }));
  const confirm = screen.getByRole('dialog', { name: 'Delete Confirmation' });
  const yes = within(confirm).getByRole('button', { name: 'Yes, Delete!' });
  await waitFor(() =>
    expect(confirm).toHaveAccessibleDescription(
      "Soups item 01 Are you sure you want to Delete the Food Item? It will be taken out of the current deals 'Soup Pair', " +
        "'Soup Solo'; 'Soup Solo' will have no items left and will be deactivated.",
    ),
  );
  expect(yes).toBeEnabled();
  // Cancel deletes nothing.
  await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

  // The other item is the pair's last once the first goes; before that, it only leaves the pair.
  await user.click(within(section('Soups')).getByRole('button', { name: 'Delete Soups item 02' }));
  await waitFor(() =>
    expect(screen.getByRole('dialog', { name: 'Delete Confirmation' })).toHaveAccessibleDescription(
      "Soups item 02 Are you sure you want to Delete the Food Item? It will be taken out of the current deal 'Soup Pair'.",
    ),
  );
  await user.click(within(screen.getByRole('dialog', { name: 'Delete Confirmation' })).getByRole('button', { name: 'Cancel' }));

  await user.click(within(section('Soups')).getByRole('button', { name: 'Delete Soups item 01' }));
  const again = screen.getByRole('dialog', { name: 'Delete Confirmation' });
  await waitFor(() => expect(within(again).getByRole('button', { name: 'Yes, Delete!' })).toBeEnabled());
  await user.click(within(again).getByRole('button', { name: 'Yes, Delete!' }));
  expect(
    await screen.findByText(
      "Food Item deleted successfully. It was taken out of the current deals 'Soup Pair', 'Soup Solo'; 'Soup Solo' has no items left and was deactivated",
    ),
  ).toBeInTheDocument();

  // Opened again on the item left, its read is fresh: the pair now holds only it.
  await waitFor(() => expect(toggle('Soups')).toHaveAccessibleName('Soups 1 items'));
  await user.click(within(section('Soups')).getByRole('button', { name: 'Delete Soups item 02' }));
  await waitFor(() =>
    expect(screen.getByRole('dialog', { name: 'Delete Confirmation' })).toHaveAccessibleDescription(
      "Soups item 02 Are you sure you want to Delete the Food Item? It will be taken out of the current deal 'Soup Pair'; " +
        "'Soup Pair' will have no items left and will be deactivated.",
    ),
  );
});

it('the bulk Delete Confirmation names the current deals the selected items leave and those it leaves empty', async () => {
  const owner = await ownerWithMenu({ Soups: 3 });
  const { addresses } = await getMyRestaurantAddresses({ page: 1, size: 10 }, fixtures.as(owner.token));
  const food = (name: string) => owner.foods.get(name) as number;
  for (const [dealTitle, foodIds] of [
    ['Soup Pair', [food('Soups item 01'), food('Soups item 02')]],
    ['Soup Trio', [food('Soups item 01'), food('Soups item 02'), food('Soups item 03')]],
  ] as const) {
    await createDeal(
      { restaurantAddressId: addresses[0].addressId, dealTitle, foodIds: [...foodIds], startDate: today() },
      fixtures.as(owner.token),
    );
  }

  const { user } = await renderMenu();
  await user.click(screen.getByRole('button', { name: 'Edit menu' }));
  await user.click(toggle('Soups'));
  await user.click(await screen.findByRole('checkbox', { name: 'Select Soups item 01' }));
  await user.click(screen.getByRole('checkbox', { name: 'Select Soups item 02' }));
  await user.click(within(screen.getByRole('toolbar', { name: 'Selected food items' })).getByRole('button', { name: 'Delete' }));
  const confirm = screen.getByRole('dialog', { name: 'Delete Confirmation' });
  await waitFor(() =>
    expect(confirm).toHaveAccessibleDescription(
      "Are you sure you want to Delete 2 food items? They will be taken out of the current deals 'Soup Pair', 'Soup Trio'; " +
        "'Soup Pair' will have no items left and will be deactivated.",
    ),
  );
  await user.click(within(confirm).getByRole('button', { name: 'Yes, Delete!' }));
  expect(
    await screen.findByText(
      "2 food items deleted successfully. They were taken out of the current deals 'Soup Pair', 'Soup Trio'; 'Soup Pair' has no items left and was deactivated",
    ),
  ).toBeInTheDocument();
});
