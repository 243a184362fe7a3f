import { screen, waitFor, within } from '@testing-library/react';
import { adminGetFood, adminUpdateFood, bulkChangeRestaurantStatus, changeRestaurantStatus, ifMatch } from '@console/api-client';
import { session } from '@console/session';
import { ANY_VERSION, fixtureClient, type TestOwner } from '@console/testing';
import { renderWithProviders, signInForTest } from '@console/testing/react';
import { RestaurantRoutes } from '../../routes';

const fixtures = fixtureClient();
const RUN = `${Date.now() % 100000}`;
const RESTAURANT = `Owner History Grill ${RUN}`;
// A word of its own, so the search finds the item's events alone (the restaurant's name is in every event's words).
const ITEM = `Elote Especial`;
let owner: TestOwner;

// An administrator suspends the restaurant and restores its access, then edits an item of its menu.
beforeAll(async () => {
  owner = await fixtures.createOwner(RESTAURANT);
  const { tag, foods } = await fixtures.createMenu(owner.token, {
    'Street Food': [{ foodItemName: ITEM, description: 'Corn', price: '4.00' }],
  });
  const foodId = foods.get(ITEM) as number;
  const asAdmin = fixtures.as(owner.adminToken);
  for (const account_status of ['Suspended', 'Approved'] as const) {
    await changeRestaurantStatus(owner.restaurantId, { account_status, restaurant_id: owner.restaurantId }, ANY_VERSION, asAdmin);
  }
  const { food } = await adminGetFood(foodId, asAdmin);
  await adminUpdateFood(
    foodId,
    {
      restaurantId: owner.restaurantId,
      foodCategoryId: food.foodCategory.categoryId,
      foodItemName: ITEM,
      description: 'Corn',
      price: '4.75',
      tags: [tag],
    },
    ifMatch(food.version),
    asAdmin,
  );
  // Another restaurant's change, which the owner must never see.
  const other = await fixtures.createOwner(`Not Their Diner ${RUN}`, { adminToken: owner.adminToken });
  await fixtures.createMenu(other.token, { Sides: [{ foodItemName: `Other Fries ${RUN}`, description: 'Salt', price: '2.00' }] });
  await signInForTest(owner.emailAddress, 'Restaurant');
});
afterAll(() => session.logout());

const table = () => screen.getByRole('table', { name: 'History' });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);
const rowOf = (text: string) => {
  const row = bodyRows().find((each) => each.textContent?.includes(text));
  if (!row)
    throw new Error(
      `No row shows ${text}: ${bodyRows()
        .map((each) => each.textContent)
        .join(' | ')}`,
    );
  return row;
};

async function openHistory() {
  const rendered = renderWithProviders(<RestaurantRoutes />, { at: '/restaurant-locations' });
  await rendered.user.click(await screen.findByRole('button', { name: 'History' }));
  await screen.findByRole('heading', { level: 1, name: 'History' });
  await waitFor(() => expect(table()).not.toHaveAttribute('aria-busy'));
  return rendered;
}

describe("the owner's History (issue 24)", () => {
  it("shows what administrators did to their restaurant, with before and after, and nothing of another's", async () => {
    const { user, router } = await openHistory();
    expect(router.state.location.search).toBe('?view=history');
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['When', 'Who', 'What', 'Object']);
    const [edited, restored, suspended] = bodyRows();
    expect(edited).toHaveTextContent(/Menu item updated/);
    expect(edited).toHaveTextContent(/Administrator|Super admin/);
    expect(restored).toHaveTextContent('Restaurant access restored');
    expect(suspended).toHaveTextContent('Restaurant suspended');
    expect(screen.queryByText(new RegExp(`Other Fries ${RUN}`))).not.toBeInTheDocument();

    await user.click(rowOf('Menu item updated'));
    const dialog = await screen.findByRole('dialog', { name: 'Menu item updated' });
    const price = within(await within(dialog).findByRole('table', { name: 'Changed fields' })).getByRole('rowheader', { name: 'Price' });
    expect(
      within(price.closest('tr') as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => Number(cell.textContent)),
    ).toEqual([4, 4.75]);
  });

  it('filters by what and by words, but neither by person nor restaurant, and offers no export', async () => {
    const { user, router } = await openHistory();
    expect(screen.queryByRole('combobox', { name: 'Who' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Restaurant' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Export CSV' })).not.toBeInTheDocument();
    const what = screen.getByRole('combobox', { name: 'What' });
    await waitFor(() => expect(within(what).getByRole('option', { name: 'Restaurant access changed' })).toBeInTheDocument());
    expect(within(what).queryByRole('option', { name: 'Sign-in failed' })).not.toBeInTheDocument();
    await user.selectOptions(what, 'Restaurant access changed');
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    expect(new URLSearchParams(router.state.location.search).get('what')).toBe('changeRestaurantStatus');

    await user.selectOptions(what, 'Everything');
    await user.type(screen.getByRole('searchbox', { name: 'Search history' }), 'Elote');
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('q')).toBe('Elote'));
    await waitFor(() => expect(bodyRows().map((row) => row.textContent?.includes(ITEM))).toEqual([true, true]));
  });

  it('goes back to Restaurant Locations by its back arrow', async () => {
    const { user } = await openHistory();
    await user.click(screen.getByRole('link', { name: 'Back to Restaurant Locations' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Restaurant Locations' })).toBeInTheDocument();
  });
});

describe("the owner's History (issue 35)", () => {
  const OTHERS = [`Bulk Neighbour ${RUN} A`, `Bulk Neighbour ${RUN} B`];

  // An administrator suspends their restaurant and two others at once, then restores theirs alone.
  beforeAll(async () => {
    const ids = [owner.restaurantId];
    for (const name of OTHERS) ids.push((await fixtures.createRestaurantAccount(owner.adminToken, name)).restaurantId);
    const asAdmin = fixtures.as(owner.adminToken);
    await bulkChangeRestaurantStatus({ ids, account_status: 'Suspended' }, asAdmin);
    await changeRestaurantStatus(
      owner.restaurantId,
      { account_status: 'Approved', restaurant_id: owner.restaurantId },
      ANY_VERSION,
      asAdmin,
    );
    await signInForTest(owner.emailAddress, 'Restaurant');
  });

  it('shows a bulk suspension of their restaurant among others, as about theirs alone', async () => {
    const { user } = await openHistory();
    const [restored, suspended] = bodyRows();
    expect(restored).toHaveTextContent('Restaurant access restored');
    expect(suspended).toHaveTextContent('Restaurants suspended');
    await user.click(suspended);
    const dialog = await screen.findByRole('dialog', { name: 'Restaurants suspended' });
    await within(dialog).findByRole('table', { name: 'Changed fields' });
    expect(within(dialog).getByText(RESTAURANT)).toBeInTheDocument();
    for (const name of OTHERS) expect(within(dialog).queryByText(new RegExp(name))).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('list', { name: 'Restaurants' })).not.toBeInTheDocument();
  });
});
