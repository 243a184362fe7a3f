// A tag the Food Tags screen retired: offered no more to a menu item, still shown (and kept) on an item that has it.
import { screen, waitFor, within } from '@testing-library/react';
import { changeFoodTagStatus, createFoodTag, getFood, getFoodTags, ifMatch, updateFood } from '@console/api-client';
import { fixtures, ownerWithMenu, renderMenu, section, toggle, uniqueName, type Owner } from './testing/menu-fixtures';

const ITEM = 'Soups item 01';
let owner: Owner;
let retired: string;

beforeAll(async () => {
  const { token } = await fixtures.signInAs('superAdmin');
  const admin = fixtures.as(token);
  const { foodTagCategories } = await getFoodTags(admin);
  const dietary = foodTagCategories.find((category) => category.foodTagCategoryName === 'Dietary');
  retired = uniqueName('Seasonal');
  const { foodTagCategoryItemId } = await createFoodTag(
    { foodTagCategoryId: dietary?.foodTagCategoryId as number, foodTagCategoryItemName: retired },
    admin,
  );

  owner = await ownerWithMenu({ Soups: 1 });
  const foodId = owner.foods.get(ITEM) as number;
  const { food } = await getFood(foodId, fixtures.as(owner.token));
  await updateFood(
    foodId,
    {
      foodCategoryId: food.foodCategory.categoryId,
      foodItemName: food.foodItemName,
      description: food.description,
      price: food.price,
      tags: [owner.tag, retired],
    },
    ifMatch(food.version),
    fixtures.as(owner.token),
  );
  await changeFoodTagStatus(foodTagCategoryItemId, { retired: true }, ifMatch(1), admin);
});

describe('a retired food tag in the menu item form', () => {
  it('is shown, checked and marked, on the item that has it, which keeps it when saved', async () => {
    const { user } = await renderMenu();
    await user.click(screen.getByRole('button', { name: 'Edit menu' }));
    await user.click(toggle('Soups'));
    await user.click(await within(section('Soups')).findByRole('button', { name: `Edit ${ITEM}` }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Menu Item' });
    const box = within(dialog).getByRole('checkbox', { name: `${retired} (retired)` });
    expect(box).toBeChecked();
    await user.clear(within(dialog).getByLabelText('Description'));
    await user.type(within(dialog).getByLabelText('Description'), 'Now with the season');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Food Item updated successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const { food } = await getFood(owner.foods.get(ITEM) as number, fixtures.as(owner.token));
    expect(food).toMatchObject({ description: 'Now with the season', tags: [owner.tag, retired] });
  });

  it('is not offered to a new item', async () => {
    const { user } = await renderMenu();
    await user.click(screen.getByRole('button', { name: 'Edit menu' }));
    await user.click(screen.getByRole('button', { name: 'Add a Menu Item' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a Menu Item' });
    expect(await within(dialog).findByRole('checkbox', { name: owner.tag })).not.toBeChecked();
    expect(within(dialog).queryByRole('checkbox', { name: new RegExp(retired) })).not.toBeInTheDocument();
  });
});
