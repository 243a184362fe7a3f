import { CONSOLE_ROLES, signInEveryRole, type ConsoleRole } from '../testing/role-tokens';
import { startTestApi, type TestApi } from '../testing/test-api';

let api: TestApi;
let tokens: Record<ConsoleRole, string>;

beforeAll(async () => {
  api = await startTestApi();
  tokens = await signInEveryRole(api);
});

afterAll(async () => {
  await api?.close();
});

const names = (body: { restaurantCategories: Array<{ restaurantCategoryName: string }> }) =>
  body.restaurantCategories.map((category) => category.restaurantCategoryName);
const sortedByName = (list: string[]) => [...list].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase()));

describe('GET /restaurant-category/get-restaurant-categories', () => {
  it.each(CONSOLE_ROLES.map((role) => [role]))('lists every category by name for the %s role', async (role) => {
    const response = await api.call('GET', '/restaurant-category/get-restaurant-categories', { token: tokens[role] });

    expect(response.status).toBe(200);
    const [{ total }] = await api.db.query<{ total: number }>('SELECT count(*) AS total FROM restaurant_categories');
    expect(names(response.body)).toHaveLength(total);
    expect(names(response.body)).toEqual(sortedByName(names(response.body)));
  });
});

describe('administrators manage restaurant categories', () => {
  it.each([['superAdmin'], ['admin']] as const)('lists and searches them as %s', async (role) => {
    const all = await api.call('GET', '/admin/restaurant-category/get-restaurant-categories', {
      token: tokens[role],
      query: { page: 1, size: 999999 },
    });
    const found = await api.call('GET', '/admin/restaurant-category/get-restaurant-categories', {
      token: tokens[role],
      query: { keywords: 'ital' },
    });

    expect(all.status).toBe(200);
    expect(names(all.body)).toEqual(sortedByName(names(all.body)));
    expect(all.body.pagination.totalItems).toBe(all.body.restaurantCategories.length);
    expect(names(found.body).every((name) => /ital/i.test(name)) || found.body.restaurantCategories.length > 0).toBe(true);
  });

  it('creates, reads, renames and deletes a category', async () => {
    const created = await api.call('POST', '/admin/restaurant-category/create-restaurant-category', {
      token: tokens.admin,
      body: { restaurantCategoryName: '  Ethiopian ', description: 'Injera and stews' },
    });
    expect(created).toMatchObject({ status: 201, body: { message: 'Restaurant Category created' } });
    const id = created.body.restaurantCategoryId;

    const read = await api.call('GET', `/admin/restaurant-category/get-restaurant-category/${id}`, { token: tokens.admin });
    expect(read.body.restaurantCategory).toEqual({
      version: 1,
      restaurantCategoryId: id,
      restaurantCategoryName: 'Ethiopian',
      description: 'Injera and stews',
    });

    const updated = await api.call('PATCH', `/admin/restaurant-category/update-restaurant-category/${id}`, {
      token: tokens.superAdmin,
      body: { restaurantCategoryName: 'Ethiopian & Eritrean' },
    });
    expect(updated).toMatchObject({ status: 200, body: { message: 'Restaurant Category updated' } });
    const reread = await api.call('GET', `/admin/restaurant-category/get-restaurant-category/${id}`, { token: tokens.admin });
    expect(reread.body.restaurantCategory).toMatchObject({
      version: 2,
      restaurantCategoryName: 'Ethiopian & Eritrean',
      description: 'Injera and stews',
    });

    const deleted = await api.call('DELETE', `/admin/restaurant-category/delete-restaurant-category/${id}`, { token: tokens.admin });
    expect(deleted).toMatchObject({ status: 200, body: { message: 'Restaurant Category deleted' } });
    const gone = await api.call('GET', `/admin/restaurant-category/get-restaurant-category/${id}`, { token: tokens.admin });
    expect(gone).toMatchObject({ status: 404, body: { message: 'Restaurant Category not found' } });
  });

  it('deleting a category leaves restaurants their other categories', async () => {
    const [link] = await api.db.query<{ restaurantId: number; categoryId: number }>(
      `SELECT restaurant_id AS "restaurantId", min(restaurant_category_id) AS "categoryId" FROM restaurant_category_links
        GROUP BY restaurant_id HAVING count(*) > 1 LIMIT 1`,
    );
    await api.call('DELETE', `/admin/restaurant-category/delete-restaurant-category/${link.categoryId}`, { token: tokens.admin });

    const [{ left }] = await api.db.query<{ left: number }>(
      'SELECT count(*) AS left FROM restaurant_category_links WHERE restaurant_id = $1',
      [link.restaurantId],
    );
    expect(left).toBeGreaterThan(0);
  });

  it('refuses a name already in use, whatever its case', async () => {
    const [existing] = await api.db.query<{ name: string; id: number }>(
      'SELECT restaurant_category_name AS name, restaurant_category_id AS id FROM restaurant_categories ORDER BY restaurant_category_id LIMIT 2',
    );
    const [, other] = await api.db.query<{ id: number }>(
      'SELECT restaurant_category_id AS id FROM restaurant_categories ORDER BY restaurant_category_id LIMIT 2',
    );
    const create = await api.call('POST', '/admin/restaurant-category/create-restaurant-category', {
      token: tokens.admin,
      body: { restaurantCategoryName: existing.name.toUpperCase() },
    });
    const rename = await api.call('PATCH', `/admin/restaurant-category/update-restaurant-category/${other.id}`, {
      token: tokens.admin,
      body: { restaurantCategoryName: existing.name },
    });

    expect(create).toMatchObject({
      status: 409,
      body: { message: 'A Restaurant Category with this name already exists', field: 'restaurantCategoryName' },
    });
    expect(rename).toMatchObject({ status: 409, body: { field: 'restaurantCategoryName' } });
  });

  it.each([
    [{ restaurantCategoryName: '' }, 'Restaurant Category Name is required'],
    [{ restaurantCategoryName: '   ' }, 'Restaurant Category Name is required'],
    [{}, 'Restaurant Category Name is required'],
    [{ restaurantCategoryName: 'x'.repeat(51) }, 'Restaurant Category Name cannot exceed 50 characters'],
  ])('answers 400 for %j', async (body, message) => {
    const response = await api.call('POST', '/admin/restaurant-category/create-restaurant-category', { token: tokens.admin, body });
    expect(response).toMatchObject({ status: 400, body: { message } });
  });

  it('answers 404 for unknown ids', async () => {
    const update = await api.call('PATCH', '/admin/restaurant-category/update-restaurant-category/999999', {
      token: tokens.admin,
      body: { restaurantCategoryName: 'Nowhere' },
    });
    const remove = await api.call('DELETE', '/admin/restaurant-category/delete-restaurant-category/999999', { token: tokens.admin });
    expect(update.status).toBe(404);
    expect(remove.status).toBe(404);
  });

  it('refuses restaurant owners', async () => {
    const response = await api.call('GET', '/admin/restaurant-category/get-restaurant-categories', { token: tokens.restaurant });
    expect(response.status).toBe(403);
  });
});
