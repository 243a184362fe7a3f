import { dealRestaurants, type DealRestaurant } from '../testing/deal-fixtures';
import { fetchCsv } from '../testing/csv-text';
import { signInEveryRole, type ConsoleRole } from '../testing/role-tokens';
import { startTestApi, type Json, type TestApi } from '../testing/test-api';

let api: TestApi;
let tokens: Record<ConsoleRole, string>;
let own: DealRestaurant;
let other: DealRestaurant;

/** Names a spreadsheet would run, or that need quoting; all hold the search word 'zqx'. */
const TRICKY_NAMES = ['=1+1 Zqx', '+Zqx plus', '-Zqx minus', '@Zqx at', '\tZqx tab', 'Zqx "quoted", with comma\nand line'];
/** As the CSV must carry them: behind an apostrophe when they start like a formula. */
const SAFE_NAMES = ["'=1+1 Zqx", "'+Zqx plus", "'-Zqx minus", "'@Zqx at", "'\tZqx tab", 'Zqx "quoted", with comma\nand line'];

beforeAll(async () => {
  api = await startTestApi();
  tokens = await signInEveryRole(api);
  ({ own, other } = await dealRestaurants(api));
  // Three suspended, one with categories and locations as the list keeps them (migration 006).
  for (const [index, name] of TRICKY_NAMES.entries()) {
    await api.db.query(
      `INSERT INTO restaurants (restaurant_name, account_status, categories_json, address_count) VALUES ($1, $2, $3, $4)`,
      [
        name,
        index < 3 ? 'Suspended' : 'Approved',
        index === 0
          ? '[{"version":1,"restaurantCategoryId":1,"restaurantCategoryName":"Pizza"},{"version":1,"restaurantCategoryId":2,"restaurantCategoryName":"Thai"}]'
          : '[]',
        index === 0 ? 2 : 0,
      ],
    );
  }
  // Open reports on a few items of two restaurants, for Marked For Removal.
  for (const [count, foodId] of [
    [3, own.foodIds[0]],
    [1, own.foodIds[1]],
    [2, other.foodIds[0]],
  ]) {
    await api.db.query(`INSERT INTO food_reports (food_id, reason) SELECT $1, 'export test' FROM generate_series(1, $2::int)`, [
      foodId,
      count,
    ]);
  }
  for (const title of ['=cmd|calc Zqx', 'Zqx weekly news', 'Other news']) {
    const sent = await api.call('POST', '/admin/admin-notification/send-notification', {
      token: tokens.admin,
      body: { title, description: `${title}, "body"`, userIds: await appUserIds(2) },
    });
    expect(sent.status).toBe(201);
  }
});

afterAll(async () => {
  await api?.close();
});

async function appUserIds(count: number): Promise<number[]> {
  const rows = await api.db.query<{ id: number }>(`SELECT user_id AS id FROM users WHERE user_type = 'Customer' ORDER BY 1 LIMIT $1`, [
    count,
  ]);
  return rows.map((row) => row.id);
}

const today = () => api.clock.now().toISOString().slice(0, 10);

describe('the restaurants export', () => {
  const EXPORT = '/admin/restaurant/export-restaurants';

  it('is the CSV of every restaurant the search selects, in the screen words, safe for spreadsheets', async () => {
    const { response, hasBom, text, rows } = await fetchCsv(api.baseUrl, EXPORT, tokens.admin, { searchQuery: 'zqx' });

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="restaurants-${today()}.csv"`);
    expect(hasBom).toBe(true);
    expect(text.startsWith('Restaurant ID,Restaurant Name,Restaurant Category,Restaurant Email,Location,Status\r\n')).toBe(true);
    expect(
      rows
        .slice(1)
        .map((row) => row[1])
        .sort(),
    ).toEqual([...SAFE_NAMES].sort());
    const pizza = rows.find((row) => row[1] === "'=1+1 Zqx");
    expect(pizza?.slice(2)).toEqual(['Pizza, Thai', '', '2', 'Suspended']);
    expect(rows.find((row) => row[1] === "'@Zqx at")?.slice(2)).toEqual(['N/A', '', '0', 'Active']);
    // As sent: quotes doubled inside a quoted cell, no cell starting like a formula.
    expect(text).toContain('"Zqx ""quoted"", with comma\nand line"');
    expect(text).not.toMatch(/(^|,)[=+\-@\t]/m);
  });

  it('keeps the filters and the order of the list', async () => {
    const query = { searchQuery: 'zqx', account_status: 'Suspended', order_by: 'restaurantName', order_type: 'desc' };
    const list = await api.call('GET', '/admin/restaurant/get-restaurants', {
      token: tokens.admin,
      query: { ...query, page: 1, size: 999999 },
    });
    const { rows } = await fetchCsv(api.baseUrl, EXPORT, tokens.admin, query);

    expect(rows.slice(1).map((row) => Number(row[0]))).toEqual(list.body.restaurants.map((row: Json) => row.restaurant.restaurantId));
    expect(rows).toHaveLength(4);
    expect(rows.slice(1).every((row) => row[5] === 'Suspended')).toBe(true);
  });

  it('answers the header alone when nothing matches', async () => {
    const { rows } = await fetchCsv(api.baseUrl, EXPORT, tokens.admin, { searchQuery: 'no-such-restaurant-anywhere' });
    expect(rows).toEqual([['Restaurant ID', 'Restaurant Name', 'Restaurant Category', 'Restaurant Email', 'Location', 'Status']]);
  });
});

/** Each list's export against the list itself, with filters that select some of its rows: the same rows in the same order. */
const LISTS: Array<{
  name: string;
  exportPath: () => string;
  listPath: () => string;
  role: ConsoleRole;
  query: () => Record<string, unknown>;
  header: string[];
  fileWords: string;
  /** The list's rows as the export's first column shows them. */
  listed: (body: Json) => string[];
}> = [
  {
    name: 'administrators',
    exportPath: () => '/admin/administrator/export-administrators',
    listPath: () => '/admin/administrator/get-administrators',
    role: 'superAdmin',
    query: () => ({ keywords: 'example', order_by: 'emailAddress', order_type: 'desc' }),
    header: ['Admin Name', 'Admin Email', 'Admin Phone Number'],
    fileWords: 'administrators',
    listed: (body) => body.administrators.map((row: Json) => row.fullName),
  },
  {
    name: "the merger's search",
    exportPath: () => '/admin/restaurant/export-all-restaurants',
    listPath: () => '/admin/restaurant/get-all-restaurants',
    role: 'admin',
    query: () => ({ keywords: 'a', order_by: 'emailAddress', order_type: 'asc' }),
    header: ['Restaurant ID', 'Restaurant Name', 'Restaurant Category', 'Restaurant Email', 'Location', 'Status'],
    fileWords: 'restaurants',
    listed: (body) => body.restaurants.map((row: Json) => String(row.restaurant.restaurantId)),
  },
  {
    name: 'restaurant categories',
    exportPath: () => '/admin/restaurant-category/export-restaurant-categories',
    listPath: () => '/admin/restaurant-category/get-restaurant-categories',
    role: 'admin',
    query: () => ({ keywords: 'an' }),
    header: ['Restaurant Category ID', 'Restaurant Category Name', 'Description'],
    fileWords: 'restaurant-categories',
    listed: (body) => body.restaurantCategories.map((row: Json) => String(row.restaurantCategoryId)),
  },
  {
    name: 'reported items',
    exportPath: () => '/admin/food-report/export-food-reports',
    listPath: () => '/admin/food-report/get-food-reports',
    role: 'admin',
    query: () => ({ order_by: 'reportCount', order_type: 'desc' }),
    header: ['Menu Item ID', 'Item Name', 'Restaurant', '# of Requests', 'Latest Request'],
    fileWords: 'reported-items',
    listed: (body) => body.food_reports.map((row: Json) => String(row.foodId)),
  },
  {
    name: 'notifications sent',
    exportPath: () => '/admin/admin-notification/export-notifications',
    listPath: () => '/admin/admin-notification/get-notification',
    role: 'admin',
    query: () => ({ keywords: 'zqx' }),
    header: ['Notification ID', 'Sent At', 'Notification Subject', 'Notification Body Text', 'Recipients'],
    fileWords: 'notifications-sent',
    listed: (body) => body.admin_notifications.map((row: Json) => String(row.adminNotificationId)),
  },
  {
    name: "the owner's locations",
    exportPath: () => '/restaurant/export-my-restaurant-addresses',
    listPath: () => '/restaurant/get-my-restaurant-addresses',
    role: 'restaurant',
    query: () => ({}),
    header: ['Location ID', 'Street Address', 'City', 'State', 'ZIP Code', 'Country', 'Phone Number', 'Latitude', 'Longitude'],
    fileWords: 'restaurant-locations',
    listed: (body) => body.addresses.map((row: Json) => String(row.addressId)),
  },
  {
    name: "a restaurant's locations, for administrators",
    exportPath: () => `/admin/restaurant/export-restaurant-addresses/${other.restaurantId}`,
    listPath: () => `/admin/restaurant/get-restaurant-addresses/${other.restaurantId}`,
    role: 'admin',
    query: () => ({}),
    header: ['Location ID', 'Street Address', 'City', 'State', 'ZIP Code', 'Country', 'Phone Number', 'Latitude', 'Longitude'],
    fileWords: 'restaurant-locations',
    listed: (body) => body.addresses.map((row: Json) => String(row.addressId)),
  },
];

describe.each(LISTS)('the export of $name', (list) => {
  it('has the list rows, filtered and ordered as the list, under the screen headers', async () => {
    const listed = await api.call('GET', list.listPath(), { token: tokens[list.role], query: { ...list.query(), page: 1, size: 999999 } });
    expect(listed.status).toBe(200);
    const { response, hasBom, rows } = await fetchCsv(api.baseUrl, list.exportPath(), tokens[list.role], list.query());

    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${list.fileWords}-${today()}.csv"`);
    expect(hasBom).toBe(true);
    expect(rows[0]).toEqual(list.header);
    expect(list.listed(listed.body).length).toBeGreaterThanOrEqual(1);
    expect(rows.slice(1).map((row) => row[0])).toEqual(list.listed(listed.body));
  });
});

describe('the export of restaurant categories, sorted Z to A on the screen', () => {
  it('is in the order the screen shows: by name, descending with order_type desc', async () => {
    const query = { keywords: 'an' };
    const ascending = await fetchCsv(api.baseUrl, '/admin/restaurant-category/export-restaurant-categories', tokens.admin, query);
    const descending = await fetchCsv(api.baseUrl, '/admin/restaurant-category/export-restaurant-categories', tokens.admin, {
      ...query,
      order_type: 'desc',
    });
    const names = (rows: string[][]) => rows.slice(1).map((row) => row[1]);
    expect(names(ascending.rows).length).toBeGreaterThanOrEqual(2);
    expect(names(descending.rows)).toEqual([...names(ascending.rows)].reverse());
    const refused = await fetchCsv(api.baseUrl, '/admin/restaurant-category/export-restaurant-categories', tokens.admin, {
      order_type: 'sideways',
    });
    expect(refused.response.status).toBe(400);
  });
});

describe('cells of the other lists', () => {
  it('neutralises a notification subject and quotes its body', async () => {
    const { rows } = await fetchCsv(api.baseUrl, '/admin/admin-notification/export-notifications', tokens.admin, { keywords: 'calc' });
    expect(rows).toHaveLength(2);
    expect(rows[1].slice(2)).toEqual(["'=cmd|calc Zqx", '\'=cmd|calc Zqx, "body"', '2']);
    expect(new Date(rows[1][1]).toISOString()).toBe(rows[1][1]);
  });

  it('writes a reported item with its restaurant, count and latest request', async () => {
    const { rows } = await fetchCsv(api.baseUrl, '/admin/food-report/export-food-reports', tokens.admin);
    const list = await api.call('GET', '/admin/food-report/get-food-reports', { token: tokens.admin, query: { page: 1, size: 999999 } });
    const report = list.body.food_reports.find((row: Json) => row.foodId === own.foodIds[0]);
    const [restaurant] = await api.db.query<{ name: string }>('SELECT restaurant_name AS name FROM restaurants WHERE restaurant_id = $1', [
      own.restaurantId,
    ]);

    expect(rows.find((row) => row[0] === String(own.foodIds[0]))).toEqual([
      String(own.foodIds[0]),
      report.foodItemName,
      restaurant.name,
      String(report.reportCount),
      report.lastReportedAt,
    ]);
  });
});

describe("the menu's export", () => {
  async function menuOf(restaurantId: number) {
    return api.db.query<{ id: number; category: string | null; name: string }>(
      `SELECT f.food_id AS id, c.category_name AS category, f.food_item_name AS name
         FROM foods f LEFT JOIN food_categories c ON c.category_id = f.food_category_id WHERE f.restaurant_id = $1`,
      [restaurantId],
    );
  }

  it("groups the owner's items as the menu does: categories by name, Without Category last, items by name", async () => {
    // One item without a category, so the group shows.
    await api.db.query('UPDATE foods SET food_category_id = NULL WHERE food_id = $1', [own.foodIds[2]]);
    const { response, rows } = await fetchCsv(api.baseUrl, '/food/export-foods', tokens.restaurant);

    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="menu-items-${today()}.csv"`);
    expect(rows[0]).toEqual(['Menu Item ID', 'Item Name', 'Category', 'Price', 'Description', 'Tags']);
    const menu = await menuOf(own.restaurantId);
    expect(
      rows
        .slice(1)
        .map((row) => Number(row[0]))
        .sort((a, b) => a - b),
    ).toEqual(menu.map((item) => item.id).sort((a, b) => a - b));
    const categories = rows.slice(1).map((row) => row[2]);
    const named = [...new Set(categories.filter((name) => name !== 'Without Category'))];
    expect(named).toEqual([...named].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    expect(categories.at(-1)).toBe('Without Category');
    expect(rows.find((row) => Number(row[0]) === own.foodIds[2])?.[2]).toBe('Without Category');
    expect(rows.slice(1).every((row) => /^\d+\.\d\d$/.test(row[3]))).toBe(true);
  });

  it('keeps the search and the category filter', async () => {
    const [{ id: categoryId }] = await api.db.query<{ id: number }>('SELECT food_category_id AS id FROM foods WHERE food_id = $1', [
      other.foodIds[0],
    ]);
    const [{ name }] = await api.db.query<{ name: string }>('SELECT food_item_name AS name FROM foods WHERE food_id = $1', [
      other.foodIds[0],
    ]);
    const word = name.split(' ')[0];
    const query = { food_category_ids: [categoryId], keywords: word };
    const list = await api.call('GET', `/admin/food/get-foods/${other.restaurantId}`, {
      token: tokens.admin,
      query: { ...query, page: 1, size: 999999 },
    });
    const { rows } = await fetchCsv(api.baseUrl, `/admin/food/export-foods/${other.restaurantId}`, tokens.admin, query);

    expect(rows.slice(1).map((row) => Number(row[0]))).toEqual(list.body.foods.map((food: Json) => food.foodId));
    expect(rows.length - 1).toBeGreaterThanOrEqual(1);
    expect(rows.length - 1).toBeLessThan((await menuOf(other.restaurantId)).length);
  });
});

describe('who may export', () => {
  it("refuses an owner another restaurant's menu, and an administrator the administrators unless super admin", async () => {
    const foreign = await api.call('GET', '/food/export-foods', { token: tokens.restaurant, query: { restaurant_id: other.restaurantId } });
    expect(foreign).toMatchObject({ status: 403, body: { message: "You can only read your own restaurant's menu" } });
    const admins = await api.call('GET', '/admin/administrator/export-administrators', { token: tokens.admin });
    expect(admins.status).toBe(403);
    const ownerOnAdminList = await api.call('GET', '/admin/restaurant/export-restaurants', { token: tokens.restaurant });
    expect(ownerOnAdminList.status).toBe(403);
  });

  it('answers 404 for a restaurant that does not exist and 400 for a sort the list does not have', async () => {
    const unknown = await api.call('GET', '/admin/food/export-foods/999999', { token: tokens.admin });
    expect(unknown).toMatchObject({ status: 404, body: { message: 'Restaurant not found' } });
    const locations = await api.call('GET', '/admin/restaurant/export-restaurant-addresses/999999', { token: tokens.admin });
    expect(locations).toMatchObject({ status: 404, body: { message: 'Restaurant not found' } });
    const badSort = await api.call('GET', '/admin/restaurant/export-restaurants', { token: tokens.admin, query: { order_by: 'price' } });
    expect(badSort.status).toBe(400);
  });
});
