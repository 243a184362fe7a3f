import { screen, waitFor, within } from '@testing-library/react';
import { getFoods, WHOLE_LIST } from '@console/api-client';
import { signInForTest } from '@console/testing/react';
import { session } from '@console/session';
import { fixtures, itemNames, ownerWithMenu, renderMenu, search, section, toggle, type Owner } from './testing/menu-fixtures';

const status = () => screen.getAllByRole('status').find((element) => element.classList.contains('ui-bulk-bar__count')) as HTMLElement;

/** The menu as the API has it: each item's category name, by item name. */
const categoriesByItem = async (owner: Owner) =>
  Object.fromEntries(
    (await getFoods(WHOLE_LIST, fixtures.as(owner.token))).foods.map((food) => [food.foodItemName, food.foodCategory?.categoryName]),
  );

describe('the menu, many items at once (edit mode)', () => {
  afterEach(() => session.logout());

  it('offers no selection while browsing; in edit mode selects the items shown, then every matching one, and deletes them', async () => {
    const owner = await ownerWithMenu({ Appetizers: 12, Soups: 2 });
    const { user } = await renderMenu();
    await user.click(toggle('Appetizers'));
    await waitFor(() => expect(itemNames('Appetizers')).toHaveLength(10));
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit menu' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select all items shown' }));
    expect(status()).toHaveTextContent('10 selected');
    expect(within(section('Appetizers')).getByRole('checkbox', { name: 'Select Appetizers item 03' })).toBeChecked();
    // 12 appetizers and 2 soups match: the closed section and the next page too.
    await user.click(screen.getByRole('button', { name: 'Select all 14 food items matching' }));
    expect(status()).toHaveTextContent('All 14 food items selected');

    await user.click(within(screen.getByRole('toolbar', { name: 'Selected food items' })).getByRole('button', { name: 'Delete' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete Confirmation' });
    // The deals they are in are read first (none here), then the delete may go.
    await waitFor(() =>
      expect(confirm).toHaveAccessibleDescription('Are you sure you want to Delete 14 food items? They are in no current deal.'),
    );
    await user.click(within(confirm).getByRole('button', { name: 'Yes, Delete!' }));
    expect(await screen.findByText(/^14 food items deleted successfully/)).toBeInTheDocument();
    // Edit mode shows the categories left empty.
    await waitFor(() => expect(screen.getAllByText('No items yet')).toHaveLength(2));
    expect(await categoriesByItem(owner)).toEqual({});
    // Many steps, each a call to the real API: past jest's 20 s on a busy machine.
  }, 60_000);

  it('moves the items picked to another category, and the counts follow', async () => {
    const owner = await ownerWithMenu({ Soups: 3, Desserts: 1 });
    const { user } = await renderMenu();
    await user.click(screen.getByRole('button', { name: 'Edit menu' }));
    await user.click(toggle('Soups'));
    await waitFor(() => expect(itemNames('Soups')).toHaveLength(3));
    await user.click(screen.getByRole('checkbox', { name: 'Select Soups item 01' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Soups item 03' }));
    expect(status()).toHaveTextContent('2 selected');
    expect(screen.getByRole('checkbox', { name: 'Select all items shown' })).toBePartiallyChecked();

    await user.click(screen.getByRole('button', { name: 'Move to category…' }));
    const dialog = screen.getByRole('dialog', { name: 'Move to Category' });
    expect(within(dialog).getByText('Move 2 food items to:')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Move' })).toBeDisabled();
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Category' }), 'Desserts');
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));
    expect(await screen.findByText(/2 food items moved to 'Desserts' successfully|2 food items moved successfully/)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(toggle('Desserts')).toHaveAccessibleName('Desserts 3 items'));
    expect(toggle('Soups')).toHaveAccessibleName('Soups 1 items');
    expect(await categoriesByItem(owner)).toEqual({
      'Soups item 01': 'Desserts',
      'Soups item 02': 'Soups',
      'Soups item 03': 'Desserts',
      'Desserts item 01': 'Desserts',
    });
  });

  it('clears the selection when the search changes, and selects every match of a search', async () => {
    const owner = await ownerWithMenu({ Soups: 3, Desserts: 2 });
    const { user } = await renderMenu();
    await user.click(screen.getByRole('button', { name: 'Edit menu' }));
    await user.click(toggle('Soups'));
    await waitFor(() => expect(itemNames('Soups')).toHaveLength(3));
    await user.click(screen.getByRole('checkbox', { name: 'Select Soups item 02' }));
    expect(status()).toHaveTextContent('1 selected');
    await search(user, 'saffron');
    await waitFor(() => expect(status()).toHaveTextContent(''));
    await waitFor(() => expect(itemNames('Desserts')).toEqual(['Desserts item 01']));
    await user.click(screen.getByRole('checkbox', { name: 'Select all items shown' }));
    expect(status()).toHaveTextContent('All 2 food items selected');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Yes, Delete!' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Yes, Delete!' }));
    expect(await screen.findByText(/^2 food items deleted successfully/)).toBeInTheDocument();
    expect(Object.keys(await categoriesByItem(owner)).sort()).toEqual(['Desserts item 02', 'Soups item 02', 'Soups item 03']);
  });

  it("moves a restaurant's items from the admin detail's menu tab, through the admin call", async () => {
    const owner = await ownerWithMenu({ Soups: 2, Desserts: 1 });
    session.logout();
    await signInForTest('super@example.com', 'Administrator');
    const { user } = await renderMenu(owner.restaurantId);
    await user.click(screen.getByRole('button', { name: 'Edit menu' }));
    await user.click(toggle('Soups'));
    await waitFor(() => expect(itemNames('Soups')).toHaveLength(2));
    await user.click(screen.getByRole('checkbox', { name: 'Select all items shown' }));
    await user.click(screen.getByRole('button', { name: 'Move to category…' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Desserts');
    await user.click(screen.getByRole('button', { name: 'Move' }));
    await waitFor(() => expect(toggle('Desserts')).toHaveAccessibleName('Desserts 3 items'));
    expect(Object.values(await categoriesByItem(owner))).toEqual(['Desserts', 'Desserts', 'Desserts']);
  });
});
