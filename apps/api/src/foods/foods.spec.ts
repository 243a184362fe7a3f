import { TEST_IMAGES } from '../testing/test-images';
import { signInEveryRole, type ConsoleRole } from '../testing/role-tokens';
import { startTestApi, type Json, type TestApi } from '../testing/test-api';
import { categoryOf, foodFields, foodForm, foodOf, menuRestaurants, pngUpload } from '../testing/food-fixtures';

let api: TestApi;
let tokens: Record<ConsoleRole, string>;
let own: number;
let other: number;
let ownCategory: { id: number; name: string };
let otherCategory: { id: number; name: string };

beforeAll(async () => {
  api = await startTestApi();
  tokens = await signInEveryRole(api);
  ({ own, other } = await menuRestaurants(api));
  ownCategory = await categoryOf(api, own);
  otherCategory = await categoryOf(api, other);
});

afterAll(async () => {
  await api?.close();
});

const foodRow = async (foodId: number) =>
  (
    await api.db.query<Json>(
      `SELECT food_item_name AS name, description, price::text AS price, food_category_id AS "categoryId", tags,
              extra_attributes AS "extraAttributes", image_url AS "imageUrl", updated_at AS "updatedAt"
         FROM foods WHERE food_id = $1`,
      [foodId],
    )
  )[0];

async function createOwnFood(changes: Record<string, string | string[] | undefined> = {}, images = [pngUpload()]): Promise<number> {
  const created = await api.call('POST', '/food/create-food', {
    token: tokens.restaurant,
    form: foodForm(foodFields(ownCategory.id, changes), images),
  });
  expect(created.status).toBe(201);
  return created.body.foodId;
}

describe('the owner reads their menu items', () => {
  it('pages them by name with the pagination the screen uses', async () => {
    const [{ total }] = await api.db.query<{ total: number }>('SELECT count(*) AS total FROM foods WHERE restaurant_id = $1', [own]);
    const first = await api.call('GET', '/food/get-foods', { token: tokens.restaurant, query: { page: 1, size: 10 } });
    const last = await api.call('GET', '/food/get-foods', { token: tokens.restaurant, query: { page: Math.ceil(total / 10), size: 10 } });
    const all = await api.call('GET', '/food/get-foods', { token: tokens.restaurant, query: { page: 1, size: 999999 } });

    expect(first.status).toBe(200);
    expect(first.body.foods).toHaveLength(10);
    expect(first.body.pagination).toMatchObject({ totalItems: total, lastPage: Math.ceil(total / 10) });
    expect(last.body.foods).toHaveLength(total - 10 * (Math.ceil(total / 10) - 1));
    const names = all.body.foods.map((food: Json) => food.foodItemName.toLowerCase());
    expect(names).toEqual([...names].sort((a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(all.body.foods.every((food: Json) => food.restaurant.restaurantId === own)).toBe(true);
    const pages = [first, last].flatMap((page) => page.body.foods.map((food: Json) => food.foodId));
    expect(new Set(pages).size).toBe(pages.length);
  });

  it('filters by categories, -1 being the uncategorised group (categoryId -1, N/A)', async () => {
    const uncategorised = await api.call('GET', '/food/get-foods', {
      token: tokens.restaurant,
      query: { size: 999999, food_category_ids: [-1] },
    });
    const both = await api.call('GET', '/food/get-foods', {
      token: tokens.restaurant,
      query: { size: 999999, food_category_ids: [-1, ownCategory.id] },
    });
    const [{ none, inCategory }] = await api.db.query<{ none: number; inCategory: number }>(
      `SELECT count(*) FILTER (WHERE food_category_id IS NULL) AS none, count(*) FILTER (WHERE food_category_id = $2) AS "inCategory"
         FROM foods WHERE restaurant_id = $1`,
      [own, ownCategory.id],
    );

    expect(none).toBeGreaterThan(0);
    expect(uncategorised.body.pagination.totalItems).toBe(none);
    expect(
      uncategorised.body.foods.every((food: Json) => food.foodCategory.categoryId === -1 && food.foodCategory.categoryName === 'N/A'),
    ).toBe(true);
    expect(both.body.pagination.totalItems).toBe(none + inCategory);
  });

  it('agrees with the category counts, whatever the category', async () => {
    const categories = await api.call('GET', '/food-category/get-food-categories', { token: tokens.restaurant, query: { size: 999999 } });
    for (const category of categories.body.categories) {
      const page = await api.call('GET', '/food/get-foods', {
        token: tokens.restaurant,
        query: { size: 1, food_category_ids: [category.categoryId] },
      });
      expect([category.categoryName, page.body.pagination.totalItems]).toEqual([category.categoryName, category.foodCount]);
    }
    const all = await api.call('GET', '/food/get-foods', { token: tokens.restaurant, query: { size: 1 } });
    const counted = categories.body.categories.reduce((sum: number, category: Json) => sum + category.foodCount, 0);
    expect(all.body.pagination.totalItems).toBe(counted);
  });

  it('searches names and descriptions by the start of their words, case ignored', async () => {
    const foodId = await createOwnFood({ foodItemName: 'Harvest Bowl', description: 'Roasted butternut squash with farro and sage' });

    const byDescription = await api.call('GET', '/food/get-foods', { token: tokens.restaurant, query: { keywords: 'BUTTERN' } });
    const byTwoWords = await api.call('GET', '/food/get-foods', { token: tokens.restaurant, query: { keywords: 'sage harv' } });
    const nothing = await api.call('GET', '/food/get-foods', { token: tokens.restaurant, query: { keywords: 'butternut zzzz' } });
    const foreign = await api.call('GET', `/admin/food/get-foods/${other}`, { token: tokens.admin, query: { keywords: 'butternut' } });

    expect(byDescription.body.foods.map((food: Json) => food.foodId)).toEqual([foodId]);
    expect(byDescription.body.pagination).toMatchObject({ totalItems: 1, lastPage: 1 });
    expect(byTwoWords.body.foods.map((food: Json) => food.foodId)).toEqual([foodId]);
    expect(nothing.body).toMatchObject({ foods: [], pagination: { totalItems: 0, lastPage: 0 } });
    expect(foreign.body.foods).toEqual([]);
  });

  it('takes its own restaurant_id, and refuses another restaurant with 403', async () => {
    const ownId = await api.call('GET', '/food/get-foods', { token: tokens.restaurant, query: { restaurant_id: own } });
    const otherId = await api.call('GET', '/food/get-foods', { token: tokens.restaurant, query: { restaurant_id: other } });

    expect(ownId.status).toBe(200);
    expect(otherId).toMatchObject({ status: 403, body: { message: "You can only read your own restaurant's menu" } });
  });

  it('reads one of its items, and not another restaurant’s', async () => {
    const mine = await foodOf(api, own);
    const theirs = await foodOf(api, other);

    const read = await api.call('GET', `/food/get-food/${mine.id}`, { token: tokens.restaurant });
    const foreign = await api.call('GET', `/food/get-food/${theirs.id}`, { token: tokens.restaurant });

    expect(read).toMatchObject({
      status: 200,
      body: { food: { foodId: mine.id, foodItemName: mine.name, restaurant: { restaurantId: own } } },
    });
    expect(foreign).toMatchObject({ status: 404, body: { message: 'Food Item not found' } });
  });
});

describe('the menu item form', () => {
  it('creates an item with its image; the tags fill extraAttributes by tag category', async () => {
    const created = await api.call('POST', '/food/create-food', {
      token: tokens.restaurant,
      form: foodForm(foodFields(ownCategory.id, { tags: ['american', 'Mild', 'Vegan', 'Mild'], price: '007.5' }), [pngUpload()]),
    });
    expect(created).toMatchObject({ status: 201, body: { message: 'Food Item created successfully', foodId: expect.any(Number) } });

    const read = await api.call('GET', `/food/get-food/${created.body.foodId}`, { token: tokens.restaurant });
    expect(read.body.food).toEqual({
      version: 1,
      foodId: created.body.foodId,
      foodItemName: 'Test Smash Burger',
      description: 'Two patties with smoked cheddar',
      price: '7.50',
      foodCategory: { categoryId: ownCategory.id, categoryName: ownCategory.name },
      tags: ['American', 'Mild', 'Vegan'],
      extraAttributes: { Cuisine: ['American'], 'Spice level': ['Mild'], Dietary: ['Vegan'] },
      FoodItemImageUrl: expect.stringMatching(/^data:image\/png;base64,/),
      restaurant: { restaurantId: own, restaurantName: expect.any(String) },
      // In no deal yet.
      currentDeals: [],
    });
  });

  it("keeps additionalTags as extraAttributes: a category's labels spelt as the vocabulary spells them, written attributes trimmed", async () => {
    const foodId = await createOwnFood(
      {
        additionalTags: JSON.stringify({
          'spice LEVEL': ['hot', '  Extra hot on request '],
          Allergens: ['Contains Dairy'],
          Course: [],
        }),
      },
      [],
    );

    const read = await api.call('GET', `/food/get-food/${foodId}`, { token: tokens.restaurant });
    expect(read.body.food.extraAttributes).toEqual({ 'Spice level': ['Hot', 'Extra hot on request'], Allergens: ['Contains Dairy'] });
    expect(read.body.food.tags).toEqual(['American', 'Mild']);
    expect(read.body.food).not.toHaveProperty('FoodItemImageUrl');
  });

  it.each([
    [{ foodItemName: '' }, 'Item Name is required'],
    [{ foodItemName: '   ' }, 'Item Name is required'],
    [{ foodItemName: 'x'.repeat(151) }, 'Item Name cannot exceed 150 characters'],
    [{ description: undefined }, 'Description is required'],
    [{ description: ' ' }, 'Description is required'],
    [{ foodCategoryId: undefined }, 'Category is required'],
    [{ foodCategoryId: '-1' }, 'Category is required'],
    [{ foodCategoryId: 'abc' }, 'Category is required'],
    [{ price: undefined }, 'Price is required'],
    [{ price: '12.345' }, 'Price must be a valid number with up to 2 decimal places'],
    [{ price: '-3' }, 'Price must be a valid number with up to 2 decimal places'],
    [{ price: '1e3' }, 'Price must be a valid number with up to 2 decimal places'],
    [{ price: '123456789' }, 'Price must be a valid number with up to 2 decimal places'],
    [{ tags: undefined }, 'Select at least one tag'],
    [{ tags: [' '] }, 'Select at least one tag'],
    [{ tags: ['American', 'Deep Purple'] }, 'Unknown tag: Deep Purple'],
    [{ additionalTags: '{"Cuisine": ' }, 'Additional Tags must be a JSON object from tag category names to lists of labels'],
    [{ additionalTags: '["Cuisine"]' }, 'Additional Tags must be a JSON object from tag category names to lists of labels'],
    [{ additionalTags: '{"Cuisine": "Thai"}' }, 'Additional Tags must be a JSON object from tag category names to lists of labels'],
    [{ additionalTags: '{"Cuisine": [3]}' }, 'Additional Tags must be a JSON object from tag category names to lists of labels'],
    [{ additionalTags: '{"Mood": ["Happy"]}' }, 'Unknown tag category: Mood'],
    [{ additionalTags: JSON.stringify({ Cuisine: ['x'.repeat(101)] }) }, 'An attribute cannot exceed 100 characters'],
    [
      { additionalTags: JSON.stringify({ Cuisine: Array.from({ length: 21 }, (_, i) => `Note ${i}`) }) },
      'A tag category holds at most 20 attributes',
    ],
  ])('refuses %j with its message and adds nothing', async (changes, message) => {
    const [{ before }] = await api.db.query<{ before: number }>('SELECT count(*) AS before FROM foods');
    const response = await api.call('POST', '/food/create-food', {
      token: tokens.restaurant,
      form: foodForm(foodFields(ownCategory.id, changes)),
    });
    const [{ after }] = await api.db.query<{ after: number }>('SELECT count(*) AS after FROM foods');

    expect(response).toMatchObject({ status: 400, body: { message } });
    expect(after).toBe(before);
  });

  it.each([
    ['notes.txt', 'text/plain', Buffer.from('hello')],
    ['fake.png', 'image/png', TEST_IMAGES.html],
    ['vector.svg', 'image/svg+xml', TEST_IMAGES.svg],
  ])('refuses the image %s with the type message', async (filename, type, bytes) => {
    const response = await api.call('POST', '/food/create-food', {
      token: tokens.restaurant,
      form: foodForm(foodFields(ownCategory.id), [[filename, type, bytes]]),
    });
    expect(response).toMatchObject({
      status: 400,
      body: { message: 'Unsupported file type. Please upload a file of type: png, jpg, gif, bmp, webp' },
    });
  });

  it('takes one image only', async () => {
    const response = await api.call('POST', '/food/create-food', {
      token: tokens.restaurant,
      form: foodForm(foodFields(ownCategory.id), [pngUpload('a.png'), pngUpload('b.png')]),
    });
    expect(response).toMatchObject({ status: 400, body: { message: 'A menu item has one image' } });
  });

  it("refuses another restaurant's category", async () => {
    const response = await api.call('POST', '/food/create-food', {
      token: tokens.restaurant,
      form: foodForm(foodFields(otherCategory.id)),
    });
    expect(response).toMatchObject({ status: 400, body: { message: 'Category not found' } });
  });

  it('updates an item: every field from the form, the image kept when none is sent and replaced when one is', async () => {
    const foodId = await createOwnFood();
    const before = await foodRow(foodId);
    const [, second] = await api.db.query<{ id: number }>(
      'SELECT category_id AS id FROM food_categories WHERE restaurant_id = $1 ORDER BY category_id',
      [own],
    );

    const updated = await api.call('PATCH', `/food/update-food/${foodId}`, {
      token: tokens.restaurant,
      form: foodForm(foodFields(second.id, { foodItemName: 'Renamed Burger', price: '9.99', tags: ['Thai'] })),
    });
    expect(updated).toMatchObject({ status: 200, body: { message: 'Food Item updated successfully' } });
    const kept = await api.call('GET', `/food/get-food/${foodId}`, { token: tokens.restaurant });
    expect(kept.body.food).toMatchObject({
      foodItemName: 'Renamed Burger',
      price: '9.99',
      foodCategory: { categoryId: second.id },
      tags: ['Thai'],
      extraAttributes: { Cuisine: ['Thai'] },
      FoodItemImageUrl: before.imageUrl,
    });

    await api.call('PATCH', `/food/update-food/${foodId}`, {
      token: tokens.restaurant,
      form: foodForm(foodFields(second.id), [['new.gif', 'image/gif', TEST_IMAGES.gif]]),
    });
    expect((await foodRow(foodId)).imageUrl).toMatch(/^data:image\/gif;base64,/);
  });

  it("answers 404 for another restaurant's item and changes nothing", async () => {
    const theirs = await foodOf(api, other);
    const before = await foodRow(theirs.id);

    const response = await api.call('PATCH', `/food/update-food/${theirs.id}`, {
      token: tokens.restaurant,
      form: foodForm(foodFields(ownCategory.id)),
    });

    expect(response).toMatchObject({ status: 404, body: { message: 'Food Item not found' } });
    expect(await foodRow(theirs.id)).toEqual(before);
  });

  it('refuses an invalid update and keeps the item as it was', async () => {
    const foodId = await createOwnFood();
    const before = await foodRow(foodId);

    const response = await api.call('PATCH', `/food/update-food/${foodId}`, {
      token: tokens.restaurant,
      form: foodForm(foodFields(ownCategory.id, { price: 'ten' }), [pngUpload()]),
    });

    expect(response.status).toBe(400);
    expect(await foodRow(foodId)).toEqual(before);
  });
});

describe('deleting a menu item', () => {
  async function dealWith(foodIds: number[], endDate: string | null, title: string): Promise<number> {
    const [address] = await api.db.query<{ id: number }>('SELECT address_id AS id FROM addresses WHERE restaurant_id = $1 LIMIT 1', [own]);
    const [deal] = await api.db.query<{ id: number }>(
      `INSERT INTO deals (restaurant_id, address_id, title, start_date, end_date) VALUES ($1, $2, $3, '2020-01-01', $4) RETURNING deal_id AS id`,
      [own, address.id, title, endDate],
    );
    for (const foodId of foodIds) await api.db.query('INSERT INTO deal_foods (deal_id, food_id) VALUES ($1, $2)', [deal.id, foodId]);
    return deal.id;
  }
  const dealState = async (dealId: number) =>
    (
      await api.db.query<{ isActive: boolean; foods: number[] }>(
        `SELECT is_active AS "isActive", coalesce(array_agg(df.food_id ORDER BY df.food_id) FILTER (WHERE df.food_id IS NOT NULL), '{}') AS foods
           FROM deals d LEFT JOIN deal_foods df USING (deal_id) WHERE d.deal_id = $1 GROUP BY d.deal_id`,
        [dealId],
      )
    )[0];

  it('deletes an item of the owner', async () => {
    const foodId = await createOwnFood();
    const deleted = await api.call('DELETE', `/food/delete-food/${foodId}`, { token: tokens.restaurant });
    const read = await api.call('GET', `/food/get-food/${foodId}`, { token: tokens.restaurant });

    expect(deleted).toMatchObject({ status: 200, body: { message: 'Food Item deleted successfully' } });
    expect(read.status).toBe(404);
  });

  it("answers 404 for another restaurant's item and deletes nothing", async () => {
    const theirs = await foodOf(api, other);
    const response = await api.call('DELETE', `/food/delete-food/${theirs.id}`, { token: tokens.restaurant });

    expect(response).toMatchObject({ status: 404, body: { message: 'Food Item not found' } });
    expect(await foodRow(theirs.id)).toBeDefined();
  });

  it('reads, before the delete, the current deals it would take the item out of and those it would leave empty (owner and admin)', async () => {
    const doomed = await createOwnFood({ foodItemName: 'Previewed Dish' });
    const kept = await createOwnFood({ foodItemName: 'Previewed Companion' });
    const shared = await dealWith([doomed, kept], null, 'Previewed Shared Deal');
    const alone = await dealWith([doomed], '2999-12-31', 'Previewed Lonely Deal');
    await dealWith([doomed], '2021-01-01', 'Previewed Expired Deal');
    const expected = [
      { dealId: shared, title: 'Previewed Shared Deal', leftEmpty: false },
      { dealId: alone, title: 'Previewed Lonely Deal', leftEmpty: true },
    ];

    const own = await api.call('GET', `/food/get-food/${doomed}`, { token: tokens.restaurant });
    const admin = await api.call('GET', `/admin/food/get-food/${doomed}`, { token: tokens.admin });

    expect(own).toMatchObject({ status: 200, body: { food: { foodId: doomed, currentDeals: expected } } });
    expect(admin.body.food.currentDeals).toEqual(expected);
    expect((await api.call('GET', `/food/get-food/${kept}`, { token: tokens.restaurant })).body.food.currentDeals).toEqual([
      { dealId: shared, title: 'Previewed Shared Deal', leftEmpty: false },
    ]);
    // The delete does what the read said.
    const deleted = await api.call('DELETE', `/food/delete-food/${doomed}`, { token: tokens.restaurant });
    expect(deleted.body.message).toBe(
      "Food Item deleted successfully. It was taken out of the current deals 'Previewed Shared Deal', 'Previewed Lonely Deal'; 'Previewed Lonely Deal' has no items left and was deactivated",
    );
  });

  it('takes the item out of current deals and names them; a current deal left empty is deactivated; expired deals just lose it', async () => {
    const doomed = await createOwnFood({ foodItemName: 'Doomed Dish' });
    const kept = await createOwnFood({ foodItemName: 'Kept Dish' });
    const shared = await dealWith([doomed, kept], null, 'Shared Current Deal');
    const alone = await dealWith([doomed], '2999-12-31', 'Lonely Current Deal');
    const expired = await dealWith([doomed], '2021-01-01', 'Old Expired Deal');

    const response = await api.call('DELETE', `/food/delete-food/${doomed}`, { token: tokens.restaurant });

    expect(response).toMatchObject({
      status: 200,
      body: {
        message:
          "Food Item deleted successfully. It was taken out of the current deals 'Shared Current Deal', 'Lonely Current Deal'; 'Lonely Current Deal' has no items left and was deactivated",
      },
    });
    expect(await dealState(shared)).toEqual({ isActive: true, foods: [kept] });
    expect(await dealState(alone)).toEqual({ isActive: false, foods: [] });
    expect(await dealState(expired)).toEqual({ isActive: true, foods: [] });
  });

  it('lets administrators delete any item by its id, with the same rule', async () => {
    const foodId = await createOwnFood({ foodItemName: 'Admin Deleted Dish' });
    const deal = await dealWith([foodId], null, 'Admin Current Deal');

    const response = await api.call('DELETE', `/admin/food/delete-food/${foodId}`, { token: tokens.admin });

    expect(response.body.message).toBe(
      "Food Item deleted successfully. It was taken out of the current deal 'Admin Current Deal'; 'Admin Current Deal' has no items left and was deactivated",
    );
    expect(await foodRow(foodId)).toBeUndefined();
    expect((await dealState(deal)).isActive).toBe(false);
  });
});

describe('administrators manage any restaurant’s items', () => {
  it('list a restaurant’s items by its id; an unknown restaurant is 404', async () => {
    const [{ total }] = await api.db.query<{ total: number }>('SELECT count(*) AS total FROM foods WHERE restaurant_id = $1', [other]);
    const list = await api.call('GET', `/admin/food/get-foods/${other}`, { token: tokens.superAdmin, query: { page: 1, size: 5 } });
    const unknown = await api.call('GET', '/admin/food/get-foods/999999', { token: tokens.admin });

    expect(list.body.pagination).toMatchObject({ totalItems: total, lastPage: Math.ceil(total / 5) });
    expect(list.body.foods.every((food: Json) => food.restaurant.restaurantId === other)).toBe(true);
    expect(unknown).toMatchObject({ status: 404, body: { message: 'Restaurant not found' } });
  });

  it('create, read, update and delete an item naming the restaurant in the form', async () => {
    const created = await api.call('POST', '/admin/food/create-food', {
      token: tokens.admin,
      form: foodForm({ restaurantId: String(other), ...foodFields(otherCategory.id, { foodItemName: 'Admin Special' }) }),
    });
    expect(created).toMatchObject({ status: 201, body: { message: 'Food Item created successfully' } });
    const foodId = created.body.foodId;

    const read = await api.call('GET', `/admin/food/get-food/${foodId}`, { token: tokens.superAdmin });
    expect(read.body.food).toMatchObject({ foodItemName: 'Admin Special', restaurant: { restaurantId: other } });

    const updated = await api.call('PATCH', `/admin/food/update-food/${foodId}`, {
      token: tokens.admin,
      form: foodForm({ restaurantId: String(other), ...foodFields(otherCategory.id, { foodItemName: 'Admin Special II' }) }),
    });
    expect(updated).toMatchObject({ status: 200, body: { message: 'Food Item updated successfully' } });
    expect((await foodRow(foodId)).name).toBe('Admin Special II');

    const deleted = await api.call('DELETE', `/admin/food/delete-food/${foodId}`, { token: tokens.admin });
    expect(deleted).toMatchObject({ status: 200, body: { message: 'Food Item deleted successfully' } });
    expect((await api.call('GET', `/admin/food/get-food/${foodId}`, { token: tokens.admin })).status).toBe(404);
  });

  it("refuses an update whose restaurantId is not the item's restaurant, and changes nothing", async () => {
    const theirs = await foodOf(api, other);
    const before = await foodRow(theirs.id);

    const response = await api.call('PATCH', `/admin/food/update-food/${theirs.id}`, {
      token: tokens.admin,
      form: foodForm({ restaurantId: String(own), ...foodFields(ownCategory.id) }),
    });

    expect(response).toMatchObject({ status: 400, body: { message: "The restaurant id does not match the menu item's restaurant" } });
    expect(await foodRow(theirs.id)).toEqual(before);
  });

  it('answer 404 for an unknown restaurant or item, and 400 without a restaurantId', async () => {
    const unknownRestaurant = await api.call('POST', '/admin/food/create-food', {
      token: tokens.admin,
      form: foodForm({ restaurantId: '999999', ...foodFields(ownCategory.id) }),
    });
    const noRestaurant = await api.call('POST', '/admin/food/create-food', {
      token: tokens.admin,
      form: foodForm(foodFields(ownCategory.id)),
    });
    const unknownItem = await api.call('GET', '/admin/food/get-food/999999', { token: tokens.admin });
    const unknownUpdate = await api.call('PATCH', '/admin/food/update-food/999999', {
      token: tokens.admin,
      form: foodForm({ restaurantId: String(own), ...foodFields(ownCategory.id) }),
    });
    const unknownDelete = await api.call('DELETE', '/admin/food/delete-food/999999', { token: tokens.admin });

    expect(unknownRestaurant).toMatchObject({ status: 404, body: { message: 'Restaurant not found' } });
    expect(noRestaurant).toMatchObject({ status: 400, body: { message: 'Restaurant Id is required' } });
    expect([unknownItem.status, unknownUpdate.status, unknownDelete.status]).toEqual([404, 404, 404]);
  });

  it("list the items a location's deals can use: its restaurant's, without those removed from recommendations", async () => {
    const [address] = await api.db.query<{ id: number }>('SELECT address_id AS id FROM addresses WHERE restaurant_id = $1 LIMIT 1', [
      other,
    ]);
    const removed = await foodOf(api, other);
    await api.db.query('UPDATE foods SET removed_from_recommendations_at = now() WHERE food_id = $1', [removed.id]);
    const [{ total }] = await api.db.query<{ total: number }>(
      'SELECT count(*) AS total FROM foods WHERE restaurant_id = $1 AND removed_from_recommendations_at IS NULL',
      [other],
    );

    const list = await api.call('GET', `/admin/food/get-address-foods/${address.id}`, {
      token: tokens.admin,
      query: { page: 1, size: 999999 },
    });
    const unknown = await api.call('GET', '/admin/food/get-address-foods/999999', { token: tokens.admin });

    expect(list.status).toBe(200);
    expect(list.body.pagination.totalItems).toBe(total);
    expect(list.body.foods.every((food: Json) => food.restaurant.restaurantId === other)).toBe(true);
    expect(list.body.foods.map((food: Json) => food.foodId)).not.toContain(removed.id);
    expect(unknown).toMatchObject({ status: 404, body: { message: 'Restaurant Location not found' } });
    // The menu itself keeps the removed item (and counts it).
    const menu = await api.call('GET', `/admin/food/get-foods/${other}`, { token: tokens.admin, query: { size: 999999 } });
    expect(menu.body.foods.map((food: Json) => food.foodId)).toContain(removed.id);
  });
});

describe('the food tag categories', () => {
  it.each([
    ['restaurant', '/food/get-food-tag-categories'],
    ['admin', '/admin/food/get-food-tag-categories'],
    ['superAdmin', '/admin/food/get-food-tag-categories'],
  ] as const)('are listed for the %s role with their labels, in order', async (role, path) => {
    const response = await api.call('GET', path, { token: tokens[role] });

    expect(response.status).toBe(200);
    const names = response.body.foodTagCategories.map((category: Json) => category.foodTagCategoryName);
    expect(names).toEqual(expect.arrayContaining(['Cuisine', 'Dietary', 'Spice level', 'Allergens', 'Meal Type']));
    const spice = response.body.foodTagCategories.find((category: Json) => category.foodTagCategoryName === 'Spice level');
    expect(spice.foodTagCategoryItems.map((item: Json) => item.foodTagCategoryItemName)).toEqual(['Mild', 'Medium', 'Hot', 'Extra Hot']);
  });
});

describe('who may call the menu item operations', () => {
  const OWNER_CALLS: Array<[string, string]> = [
    ['GET', '/food/get-foods'],
    ['GET', '/food/get-food/1'],
    ['POST', '/food/create-food'],
    ['PATCH', '/food/update-food/1'],
    ['DELETE', '/food/delete-food/1'],
    ['GET', '/food/get-food-tag-categories'],
  ];
  const ADMIN_CALLS: Array<[string, string]> = [
    ['GET', '/admin/food/get-foods/1'],
    ['GET', '/admin/food/get-address-foods/1'],
    ['GET', '/admin/food/get-food/1'],
    ['POST', '/admin/food/create-food'],
    ['PATCH', '/admin/food/update-food/1'],
    ['DELETE', '/admin/food/delete-food/1'],
    ['GET', '/admin/food/get-food-tag-categories'],
  ];
  const form = () => foodForm(foodFields(1));

  it.each(OWNER_CALLS)('%s %s refuses administrators (403) and callers without a token (401)', async (method, path) => {
    const body = method === 'POST' || method === 'PATCH' ? { form: form() } : {};
    const admin = await api.call(method, path, { token: tokens.admin, ...body });
    const anonymous = await api.call(method, path, { ...(method === 'POST' || method === 'PATCH' ? { form: form() } : {}) });
    expect([admin.status, anonymous.status]).toEqual([403, 401]);
  });

  it.each(ADMIN_CALLS)('%s %s refuses owners (403) and callers without a token (401)', async (method, path) => {
    const body = method === 'POST' || method === 'PATCH' ? { form: form() } : {};
    const owner = await api.call(method, path, { token: tokens.restaurant, ...body });
    const anonymous = await api.call(method, path, { ...(method === 'POST' || method === 'PATCH' ? { form: form() } : {}) });
    expect([owner.status, anonymous.status]).toEqual([403, 401]);
  });
});
