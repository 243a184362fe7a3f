// Two people on one menu item: the owner's popup is open while an administrator saves the item through
// the API (another token); the owner's save is refused (412) and the popup shows what changed.
import { screen, waitFor, within } from '@testing-library/react';
import {
  adminGetFood,
  adminGetFoodCategories,
  adminUpdateFood,
  adminUpdateFoodCategory,
  getFood,
  getFoodCategories,
  getFoodTagCategories,
  ifMatch,
  type FoodItem,
} from '@console/api-client';
import { DEMO_ACCOUNTS } from '@console/testing';
import { session } from '@console/session';
import { fixtures, ownerWithMenu, renderMenu, section, toggle, type Owner, type User } from './testing/menu-fixtures';

const ITEM = 'Soups item 01';
const ADMIN = DEMO_ACCOUNTS.superAdmin.emailAddress;
const conflictPanel = () => screen.findByRole('alert', { name: 'Changed since you opened it' });
const rowsOf = (panel: HTMLElement) =>
  within(panel)
    .getAllByRole('row')
    .slice(1)
    .map((row) => Array.from(row.children, (cell) => cell.textContent));

/** An administrator changes the item from the version they read, as the restaurant detail's menu tab would. */
async function adminChanges(
  owner: Owner,
  changes: Partial<Pick<FoodItem, 'price' | 'description' | 'tags'>> & { foodCategoryId?: number },
) {
  const { token } = await fixtures.signInAs('superAdmin');
  const as = fixtures.as(token);
  const foodId = owner.foods.get(ITEM) as number;
  const { food } = await adminGetFood(foodId, as);
  await adminUpdateFood(
    foodId,
    {
      restaurantId: owner.restaurantId,
      foodCategoryId: changes.foodCategoryId ?? food.foodCategory.categoryId,
      foodItemName: food.foodItemName,
      description: changes.description ?? food.description,
      price: changes.price ?? food.price,
      tags: changes.tags ?? food.tags,
    },
    ifMatch(food.version),
    as,
  );
}

async function openEdit(user: User) {
  await user.click(screen.getByRole('button', { name: 'Edit menu' }));
  await user.click(toggle('Soups'));
  await user.click(await within(section('Soups')).findByRole('button', { name: `Edit ${ITEM}` }));
  return screen.getByRole('dialog', { name: 'Edit Menu Item' });
}

async function typeDescription(user: User, dialog: HTMLElement, text: string) {
  await user.clear(within(dialog).getByLabelText('Description'));
  await user.type(within(dialog).getByLabelText('Description'), text);
}

const ownItemNamed = async (owner: Owner, name: string) => (await getFood(owner.foods.get(name) as number, fixtures.as(owner.token))).food;
const ownItem = (owner: Owner) => ownItemNamed(owner, ITEM);

describe('Edit Menu Item when the item changed since it was opened', () => {
  afterEach(() => session.logout());

  it('shows who changed it and, field by field, what was typed beside the value now; Keep mine saves both changes', async () => {
    const owner = await ownerWithMenu({ Soups: 1 });
    const { user } = await renderMenu();
    const dialog = await openEdit(user);
    const opened = await ownItem(owner);
    await adminChanges(owner, { price: '24.99' });

    await typeDescription(user, dialog, 'Now with saffron and lime');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    const panel = await conflictPanel();
    expect(within(panel).getByText(new RegExp(ADMIN))).toBeInTheDocument();
    // The description was typed, the price changed by the other: each beside its value now.
    expect(rowsOf(panel)).toEqual([['Price ($)', '1.50', '24.99']]);
    expect(within(dialog).getByLabelText('Description')).toHaveValue('Now with saffron and lime');

    await user.click(within(panel).getByRole('button', { name: 'Keep mine' }));
    expect(await screen.findByText('Food Item updated successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Menu Item' })).not.toBeInTheDocument());
    const saved = await ownItem(owner);
    expect(saved).toMatchObject({ price: '24.99', description: 'Now with saffron and lime', version: opened.version + 2 });
  });

  it('Use current values puts the item as it is now in the popup, and a save from there goes through', async () => {
    const owner = await ownerWithMenu({ Soups: 1 });
    const { user } = await renderMenu();
    const dialog = await openEdit(user);
    await adminChanges(owner, { price: '24.99', description: 'Changed by the admin' });

    await typeDescription(user, dialog, 'Typed by the owner');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    const panel = await conflictPanel();
    expect(rowsOf(panel)).toEqual([
      ['Description', 'Typed by the owner', 'Changed by the admin'],
      ['Price ($)', '1.50', '24.99'],
    ]);
    await user.click(within(panel).getByRole('button', { name: 'Use current values' }));
    expect(within(dialog).getByLabelText('Description')).toHaveValue('Changed by the admin');
    expect(within(dialog).getByLabelText('Price ($)')).toHaveValue('24.99');
    expect(screen.queryByRole('alert', { name: 'Changed since you opened it' })).not.toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText('Price ($)'));
    await user.type(within(dialog).getByLabelText('Price ($)'), '23.50');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Food Item updated successfully')).toBeInTheDocument();
    expect(await ownItem(owner)).toMatchObject({ price: '23.50', description: 'Changed by the admin' });
  });

  it('names the category and joins the tags in the comparison, as the popup shows them', async () => {
    const owner = await ownerWithMenu({ Soups: 1, Mains: 1 });
    const { user } = await renderMenu();
    const dialog = await openEdit(user);
    const mains = (await ownItemNamed(owner, 'Mains item 01')).foodCategory.categoryId;
    const { foodTagCategories } = await getFoodTagCategories({}, fixtures.as(owner.token));
    const another = foodTagCategories
      .flatMap((category) => category.foodTagCategoryItems)
      .find((tag) => tag.foodTagCategoryItemName !== owner.tag);
    const second = another?.foodTagCategoryItemName as string;
    await adminChanges(owner, { foodCategoryId: mains, tags: [owner.tag, second] });

    await typeDescription(user, dialog, 'Moved or not');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(rowsOf(await conflictPanel())).toEqual([
      ['Category', 'Soups', 'Mains'],
      ['Tags', owner.tag, `${owner.tag}, ${second}`],
    ]);
  });

  it('refuses a delete of the item as it was shown once it has changed, with the message, and keeps it', async () => {
    const owner = await ownerWithMenu({ Soups: 1 });
    const { user } = await renderMenu();
    await user.click(screen.getByRole('button', { name: 'Edit menu' }));
    await user.click(toggle('Soups'));
    const remove = await within(section('Soups')).findByRole('button', { name: `Delete ${ITEM}` });
    await adminChanges(owner, { price: '24.99' });

    await user.click(remove);
    const yes = within(screen.getByRole('dialog', { name: 'Delete Confirmation' })).getByRole('button', { name: 'Yes, Delete!' });
    // The confirmation reads the item's current deals before it lets the delete go.
    await waitFor(() => expect(yes).toBeEnabled());
    await user.click(yes);
    expect(await screen.findByText(new RegExp(`changed by .*${ADMIN}`))).toBeInTheDocument();
    expect(await ownItem(owner)).toMatchObject({ price: '24.99' });
  });
});

describe('Edit a Category when the category was renamed since it was opened', () => {
  afterEach(() => session.logout());

  it('shows their title beside the one typed; Keep mine saves the typed title on the new version', async () => {
    const owner = await ownerWithMenu({ Soups: 1 });
    const { user } = await renderMenu();
    await user.click(screen.getByRole('button', { name: 'Edit menu' }));
    await user.click(screen.getByRole('button', { name: 'Edit category Soups' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit a Category' });
    const { token } = await fixtures.signInAs('superAdmin');
    const { categories } = await adminGetFoodCategories(owner.restaurantId, { page: 1, size: 50 }, fixtures.as(token));
    const soups = categories.find((category) => category.categoryName === 'Soups');
    await adminUpdateFoodCategory(
      soups?.categoryId as number,
      { foodCategoryName: 'Broths', restaurantId: owner.restaurantId },
      ifMatch(soups?.version as number),
      fixtures.as(token),
    );

    await user.clear(within(dialog).getByLabelText('Category Title'));
    await user.type(within(dialog).getByLabelText('Category Title'), 'Soups and Stews');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    const panel = await conflictPanel();
    expect(within(panel).getByText(new RegExp(`changed by .*${ADMIN}`))).toBeInTheDocument();
    expect(rowsOf(panel)).toEqual([['Category Title', 'Soups and Stews', 'Broths']]);
    await user.click(within(panel).getByRole('button', { name: 'Keep mine' }));
    expect(await screen.findByText('Category updated successfully')).toBeInTheDocument();
    const after = await getFoodCategories({ page: 1, size: 50 }, fixtures.as(owner.token));
    expect(after.categories.find((category) => category.categoryId === soups?.categoryId)).toMatchObject({
      categoryName: 'Soups and Stews',
      version: (soups?.version as number) + 2,
    });
  });
});
