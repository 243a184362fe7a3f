import { signInEveryRole, type ConsoleRole } from '../testing/role-tokens';
import { startTestApi, type Json, type TestApi } from '../testing/test-api';
import { categoryOf, menuRestaurants } from '../testing/food-fixtures';

let api: TestApi;
let tokens: Record<ConsoleRole, string>;
let own: number;
let other: number;

beforeAll(async () => {
  api = await startTestApi();
  tokens = await signInEveryRole(api);
  ({ own, other } = await menuRestaurants(api));
});

afterAll(async () => {
  await api?.close();
});

const titleOf = async (categoryId: number) =>
  (await api.db.query<{ name: string }>('SELECT category_name AS name FROM food_categories WHERE category_id = $1', [categoryId]))[0]?.name;

describe('the owner’s menu categories', () => {
  it('are listed by title, case ignored, the uncategorised group (-1, N/A) last, with item counts', async () => {
    const response = await api.call('GET', '/food-category/get-food-categories', {
      token: tokens.restaurant,
      query: { page: 1, size: 999999 },
    });
    const rows = await api.db.query<{ id: number; count: number }>(
      `SELECT c.category_id AS id, count(f.food_id) AS count FROM food_categories c LEFT JOIN foods f ON f.food_category_id = c.category_id
        WHERE c.restaurant_id = $1 GROUP BY c.category_id`,
      [own],
    );
    const [{ none }] = await api.db.query<{ none: number }>(
      'SELECT count(*) AS none FROM foods WHERE restaurant_id = $1 AND food_category_id IS NULL',
      [own],
    );

    expect(response.status).toBe(200);
    const categories = response.body.categories as Json[];
    expect(categories).toHaveLength(rows.length + 1);
    expect(categories.at(-1)).toEqual({ categoryId: -1, categoryName: 'N/A', foodCount: none });
    const named = categories.slice(0, -1).map((category) => category.categoryName.toLowerCase());
    expect(named).toEqual([...named].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    for (const row of rows) expect(categories.find((category) => category.categoryId === row.id)?.foodCount).toBe(row.count);
    expect(response.body.pagination).toMatchObject({ totalItems: rows.length + 1, lastPage: 1 });
  });

  it('are paged and searched by title (the search leaves the uncategorised group out)', async () => {
    const all = await api.call('GET', '/food-category/get-food-categories', { token: tokens.restaurant, query: { size: 999999 } });
    const second = await api.call('GET', '/food-category/get-food-categories', { token: tokens.restaurant, query: { page: 2, size: 2 } });
    const word = all.body.categories[0].categoryName.slice(1, 4);
    const found = await api.call('GET', '/food-category/get-food-categories', { token: tokens.restaurant, query: { keywords: word } });

    expect(second.body.categories).toEqual(all.body.categories.slice(2, 4));
    expect(second.body.pagination).toMatchObject({
      totalItems: all.body.categories.length,
      lastPage: Math.ceil(all.body.categories.length / 2),
    });
    expect(found.body.categories.length).toBeGreaterThan(0);
    expect(found.body.categories.every((category: Json) => category.categoryName.toLowerCase().includes(word.toLowerCase()))).toBe(true);
  });

  it('reads one of its categories, and answers 404 for another restaurant’s', async () => {
    const mine = await categoryOf(api, own);
    const theirs = await categoryOf(api, other);

    const read = await api.call('GET', `/food-category/get-food-category/${mine.id}`, { token: tokens.restaurant });
    const foreign = await api.call('GET', `/food-category/get-food-category/${theirs.id}`, { token: tokens.restaurant });

    expect(read).toMatchObject({
      status: 200,
      body: { food_category: { categoryId: mine.id, categoryName: mine.name, foodCount: expect.any(Number) } },
    });
    expect(foreign).toMatchObject({ status: 404, body: { message: 'Category not found' } });
  });

  it('creates a category, which then lists with no items, and renames it', async () => {
    const created = await api.call('POST', '/food-category/create-food-category', {
      token: tokens.restaurant,
      body: { foodCategoryName: '  Late Bites ' },
    });
    expect(created).toMatchObject({ status: 201, body: { message: 'Category created successfully', categoryId: expect.any(Number) } });
    const id = created.body.categoryId;

    const list = await api.call('GET', '/food-category/get-food-categories', { token: tokens.restaurant, query: { size: 999999 } });
    expect(list.body.categories).toContainEqual({ version: 1, categoryId: id, categoryName: 'Late Bites', foodCount: 0 });

    const renamed = await api.call('PATCH', `/food-category/update-food-category/${id}`, {
      token: tokens.restaurant,
      body: { foodCategoryName: 'Late Night Bites' },
    });
    expect(renamed).toMatchObject({ status: 200, body: { message: 'Category updated successfully' } });
    const read = await api.call('GET', `/food-category/get-food-category/${id}`, { token: tokens.restaurant });
    expect(read.body.food_category).toEqual({ version: 2, categoryId: id, categoryName: 'Late Night Bites', foodCount: 0 });
  });

  it('refuses a title the restaurant already has, whatever its case; another restaurant may have it', async () => {
    const mine = await categoryOf(api, own);
    const theirs = await categoryOf(api, other);

    const duplicate = await api.call('POST', '/food-category/create-food-category', {
      token: tokens.restaurant,
      body: { foodCategoryName: mine.name.toUpperCase() },
    });
    const theirTitle = await api.call('POST', '/food-category/create-food-category', {
      token: tokens.restaurant,
      body: { foodCategoryName: `${theirs.name} Too` },
    });
    const rename = await api.call('PATCH', `/food-category/update-food-category/${theirTitle.body.categoryId}`, {
      token: tokens.restaurant,
      body: { foodCategoryName: mine.name },
    });

    expect(duplicate).toMatchObject({
      status: 409,
      body: { message: 'A Category with this title already exists', field: 'foodCategoryName' },
    });
    expect(theirTitle.status).toBe(201);
    expect(rename).toMatchObject({ status: 409, body: { field: 'foodCategoryName' } });
  });

  it.each([
    [{ foodCategoryName: '' }, 'Category title is required'],
    [{ foodCategoryName: '    ' }, 'Category title is required'],
    [{}, 'Category title is required'],
    [{ foodCategoryName: 'x'.repeat(51) }, 'Category cannot exceed 50 characters'],
  ])('answers 400 for %j on create and rename, and changes nothing', async (body, message) => {
    const mine = await categoryOf(api, own);
    const create = await api.call('POST', '/food-category/create-food-category', { token: tokens.restaurant, body });
    const rename = await api.call('PATCH', `/food-category/update-food-category/${mine.id}`, { token: tokens.restaurant, body });

    expect(create).toMatchObject({ status: 400, body: { message } });
    expect(rename).toMatchObject({ status: 400, body: { message } });
    expect(await titleOf(mine.id)).toBe(mine.name);
  });

  it("answers 404 when renaming another restaurant's category, and leaves it as it was", async () => {
    const theirs = await categoryOf(api, other);
    const response = await api.call('PATCH', `/food-category/update-food-category/${theirs.id}`, {
      token: tokens.restaurant,
      body: { foodCategoryName: 'Hijacked' },
    });

    expect(response).toMatchObject({ status: 404, body: { message: 'Category not found' } });
    expect(await titleOf(theirs.id)).toBe(theirs.name);
  });

  it('cannot rename the uncategorised group', async () => {
    const response = await api.call('PATCH', '/food-category/update-food-category/-1', {
      token: tokens.restaurant,
      body: { foodCategoryName: 'Misc' },
    });
    expect(response.status).toBe(400);
  });
});

describe('administrators manage any restaurant’s menu categories', () => {
  it('list them by the restaurant id, as its owner sees them; an unknown restaurant is 404', async () => {
    const asAdmin = await api.call('GET', `/admin/food-category/get-food-categories/${own}`, {
      token: tokens.admin,
      query: { page: 1, size: 999999 },
    });
    const asOwner = await api.call('GET', '/food-category/get-food-categories', {
      token: tokens.restaurant,
      query: { page: 1, size: 999999 },
    });
    const unknown = await api.call('GET', '/admin/food-category/get-food-categories/999999', { token: tokens.superAdmin });

    expect(asAdmin.body).toEqual(asOwner.body);
    expect(unknown).toMatchObject({ status: 404, body: { message: 'Restaurant not found' } });
  });

  it('create, read and rename a category naming the restaurant', async () => {
    const created = await api.call('POST', '/admin/food-category/create-food-category', {
      token: tokens.superAdmin,
      body: { foodCategoryName: 'Chef Picks', restaurantId: other },
    });
    expect(created).toMatchObject({ status: 201, body: { message: 'Category created successfully' } });
    const id = created.body.categoryId;

    const renamed = await api.call('PATCH', `/admin/food-category/update-food-category/${id}`, {
      token: tokens.admin,
      body: { foodCategoryName: "Chef's Picks", restaurantId: other },
    });
    const read = await api.call('GET', `/admin/food-category/get-food-category/${id}`, { token: tokens.admin });

    expect(renamed).toMatchObject({ status: 200, body: { message: 'Category updated successfully' } });
    expect(read.body.food_category).toEqual({ version: 2, categoryId: id, categoryName: "Chef's Picks", foodCount: 0 });
    const [{ restaurantId }] = await api.db.query<{ restaurantId: number }>(
      'SELECT restaurant_id AS "restaurantId" FROM food_categories WHERE category_id = $1',
      [id],
    );
    expect(restaurantId).toBe(other);
  });

  it("refuses a rename whose restaurantId is not the category's restaurant, and changes nothing", async () => {
    const theirs = await categoryOf(api, other);
    const response = await api.call('PATCH', `/admin/food-category/update-food-category/${theirs.id}`, {
      token: tokens.admin,
      body: { foodCategoryName: 'Moved', restaurantId: own },
    });

    expect(response).toMatchObject({ status: 400, body: { message: "The restaurant id does not match the category's restaurant" } });
    expect(await titleOf(theirs.id)).toBe(theirs.name);
  });

  it('answer 404 for an unknown category or restaurant, and give the §5 messages', async () => {
    const read = await api.call('GET', '/admin/food-category/get-food-category/999999', { token: tokens.admin });
    const rename = await api.call('PATCH', '/admin/food-category/update-food-category/999999', {
      token: tokens.admin,
      body: { foodCategoryName: 'Nowhere', restaurantId: own },
    });
    const create = await api.call('POST', '/admin/food-category/create-food-category', {
      token: tokens.admin,
      body: { foodCategoryName: 'Nowhere', restaurantId: 999999 },
    });
    const tooLong = await api.call('POST', '/admin/food-category/create-food-category', {
      token: tokens.admin,
      body: { foodCategoryName: 'y'.repeat(51), restaurantId: own },
    });
    const blank = await api.call('POST', '/admin/food-category/create-food-category', {
      token: tokens.admin,
      body: { foodCategoryName: ' ', restaurantId: own },
    });

    expect([read.status, rename.status, create.status]).toEqual([404, 404, 404]);
    expect(tooLong).toMatchObject({ status: 400, body: { message: 'Category cannot exceed 50 characters' } });
    expect(blank).toMatchObject({ status: 400, body: { message: 'Category title is required' } });
  });
});

describe('who may call the menu category operations', () => {
  const OWNER_CALLS: Array<[string, string, unknown]> = [
    ['GET', '/food-category/get-food-categories', undefined],
    ['GET', '/food-category/get-food-category/1', undefined],
    ['POST', '/food-category/create-food-category', { foodCategoryName: 'Role Test' }],
    ['PATCH', '/food-category/update-food-category/1', { foodCategoryName: 'Role Test' }],
  ];
  const ADMIN_CALLS: Array<[string, string, unknown]> = [
    ['GET', '/admin/food-category/get-food-categories/1', undefined],
    ['GET', '/admin/food-category/get-food-category/1', undefined],
    ['POST', '/admin/food-category/create-food-category', { foodCategoryName: 'Role Test', restaurantId: 1 }],
    ['PATCH', '/admin/food-category/update-food-category/1', { foodCategoryName: 'Role Test', restaurantId: 1 }],
  ];

  it.each(OWNER_CALLS)(
    '%s %s refuses administrators (403) and callers without a token (401), changing nothing',
    async (method, path, body) => {
      const [{ before }] = await api.db.query<{ before: string }>(
        "SELECT string_agg(category_name, '|' ORDER BY category_id) AS before FROM food_categories",
      );
      const admin = await api.call(method, path, { token: tokens.superAdmin, body });
      const anonymous = await api.call(method, path, { body });
      const [{ after }] = await api.db.query<{ after: string }>(
        "SELECT string_agg(category_name, '|' ORDER BY category_id) AS after FROM food_categories",
      );

      expect([admin.status, anonymous.status]).toEqual([403, 401]);
      expect(after).toBe(before);
    },
  );

  it.each(ADMIN_CALLS)('%s %s refuses owners (403) and callers without a token (401), changing nothing', async (method, path, body) => {
    const [{ before }] = await api.db.query<{ before: string }>(
      "SELECT string_agg(category_name, '|' ORDER BY category_id) AS before FROM food_categories",
    );
    const owner = await api.call(method, path, { token: tokens.restaurant, body });
    const anonymous = await api.call(method, path, { body });
    const [{ after }] = await api.db.query<{ after: string }>(
      "SELECT string_agg(category_name, '|' ORDER BY category_id) AS after FROM food_categories",
    );

    expect([owner.status, anonymous.status]).toEqual([403, 401]);
    expect(after).toBe(before);
  });
});
