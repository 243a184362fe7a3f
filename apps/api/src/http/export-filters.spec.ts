import { dealRestaurants, type DealRestaurant } from '../testing/deal-fixtures';
import { fetchCsv } from '../testing/csv-text';
import { signInEveryRole, type ConsoleRole } from '../testing/role-tokens';
import { startTestApi, type Json, type TestApi } from '../testing/test-api';

/*
 * Issue 35: every export carries every filter its list shows, each on its own and together, and its words
 * are the screen's: a phone a spreadsheet shows as the number (and a hostile one neutralised), the status
 * the list's badge says.
 */

let api: TestApi;
let tokens: Record<ConsoleRole, string>;
let own: DealRestaurant;
let other: DealRestaurant;
/** The first word of one restaurant category's name: a search that finds some categories, not all. */
let categoryWord: string;

beforeAll(async () => {
  api = await startTestApi();
  tokens = await signInEveryRole(api);
  ({ own, other } = await dealRestaurants(api));
  const [category] = await api.db.query<{ name: string }>(
    'SELECT restaurant_category_name AS name FROM restaurant_categories ORDER BY restaurant_category_id LIMIT 1',
  );
  categoryWord = category.name.split(' ')[0];
  // A few suspended restaurants, one owning an approximate location; the owner's restaurant has one too.
  await api.db.query(
    `UPDATE restaurants SET account_status = 'Suspended'
      WHERE restaurant_id IN (SELECT restaurant_id FROM restaurants WHERE restaurant_id <> $1 ORDER BY restaurant_id DESC LIMIT 3)`,
    [own.restaurantId],
  );
  const [suspended] = await api.db.query<{ id: number }>(
    `SELECT min(restaurant_id) AS id FROM restaurants WHERE account_status = 'Suspended'`,
  );
  for (const [restaurantId, street, precision] of [
    [suspended.id, '9 Suspended Approx Rd', 'city'],
    [own.restaurantId, '7 Owner Approx Ave', 'zip'],
    [own.restaurantId, '8 Owner Exact Ave', 'rooftop'],
  ] as const) {
    await api.db.query(
      `INSERT INTO addresses (restaurant_id, street_address, latitude, longitude, phone_country_code, phone_number, location_precision)
       VALUES ($1, $2, 30.27, -97.74, '+1', '5125550100', $3)`,
      [restaurantId, street, precision],
    );
  }
  // Administrators with a well-formed phone and with stored text a spreadsheet would run.
  for (const [name, code, phone] of [
    ['Phone Wellformed', '+1', '5125550123'],
    ['Phone Cmd', '+1', "+cmd|' /C calc'!A0"],
    ['Phone Hyperlink', '+1', '=HYPERLINK("x","y")'],
    ['Phone Sum', '+1', '512-555-0100;=1+1'],
  ]) {
    const [first, last] = name.split(' ');
    await api.db.query(
      `INSERT INTO users (user_type, email_address, first_name, last_name, phone_country_code, phone_number)
       VALUES ('Administrator', $1, $2, $3, $4, $5)`,
      [`${last.toLowerCase()}.phone@export.example`, first, last, code, phone],
    );
  }
});

afterAll(async () => {
  await api?.close();
});

type Listed = (body: Json) => string[];

/** The export's first column and the list's ids for one query: the same rows in the same order. */
async function exportAndList(exportPath: string, listPath: string, role: ConsoleRole, query: Record<string, unknown>, listed: Listed) {
  const list = await api.call('GET', listPath, { token: tokens[role], query: { ...query, page: 1, size: 999999 } });
  expect(list.status).toBe(200);
  const csv = await fetchCsv(api.baseUrl, exportPath, tokens[role], query);
  expect(csv.response.status).toBe(200);
  return { listed: listed(list.body), exported: csv.rows.slice(1).map((row) => row[0]), rows: csv.rows.slice(1) };
}

const restaurantIds: Listed = (body) => body.restaurants.map((row: Json) => String(row.restaurant.restaurantId));

describe('the Restaurants export, each filter with no search typed', () => {
  const EXPORT = '/admin/restaurant/export-restaurants';
  const LIST = '/admin/restaurant/get-restaurants';

  it.each([
    { filter: 'Status = Suspended', query: { account_status: 'Suspended' }, status: 'Suspended' },
    { filter: 'Status = Active', query: { account_status: 'Approved' }, status: 'Active' },
    { filter: 'Locations = Approximate', query: { location_precision: 'approximate' } },
    { filter: 'Status = Suspended and Locations = Approximate', query: { account_status: 'Suspended', location_precision: 'approximate' } },
    {
      filter: 'Status = Active, sorted by email Z to A',
      query: { account_status: 'Approved', order_by: 'emailAddress', order_type: 'desc' },
    },
  ])('$filter: the rows the list shows, no others', async ({ query, status }) => {
    const everything = await fetchCsv(api.baseUrl, EXPORT, tokens.admin);
    const { listed, exported, rows } = await exportAndList(EXPORT, LIST, 'admin', query, restaurantIds);

    expect(listed.length).toBeGreaterThanOrEqual(1);
    expect(exported).toEqual(listed);
    expect(exported.length).toBeLessThan(everything.rows.length - 1);
    if (status) expect(rows.every((row) => row[5] === status)).toBe(true);
  });

  it('writes the status as the list badge does: Active or Suspended, never Approved', async () => {
    const { rows } = await fetchCsv(api.baseUrl, EXPORT, tokens.admin);
    expect(new Set(rows.slice(1).map((row) => row[5]))).toEqual(new Set(['Active', 'Suspended']));
  });

  it('keeps a status filter beside a search', async () => {
    const [{ name }] = await api.db.query<{ name: string }>(
      `SELECT restaurant_name AS name FROM restaurants WHERE account_status = 'Suspended' ORDER BY restaurant_id LIMIT 1`,
    );
    const query = { searchQuery: name.slice(0, 4), account_status: 'Suspended' };
    const { listed, exported, rows } = await exportAndList(EXPORT, LIST, 'admin', query, restaurantIds);
    expect(exported).toEqual(listed);
    expect(rows.every((row) => row[5] === 'Suspended')).toBe(true);
  });
});

/** Every other list with an export, each filter and sort its screen shows. */
const LISTS: Array<{
  name: string;
  exportPath: () => string;
  listPath: () => string;
  role: ConsoleRole;
  listed: Listed;
  queries: () => Array<Record<string, unknown>>;
}> = [
  {
    name: 'Admins',
    exportPath: () => '/admin/administrator/export-administrators',
    listPath: () => '/admin/administrator/get-administrators',
    role: 'superAdmin',
    listed: (body) => body.administrators.map((row: Json) => row.fullName),
    queries: () => [{ keywords: 'phone' }, { keywords: 'phone', order_by: 'phoneNumber', order_type: 'desc' }],
  },
  {
    name: 'Restaurant Merger',
    exportPath: () => '/admin/restaurant/export-all-restaurants',
    listPath: () => '/admin/restaurant/get-all-restaurants',
    role: 'admin',
    listed: restaurantIds,
    queries: () => [{ keywords: 'e' }],
  },
  {
    name: 'Restaurant categories',
    exportPath: () => '/admin/restaurant-category/export-restaurant-categories',
    listPath: () => '/admin/restaurant-category/get-restaurant-categories',
    role: 'admin',
    listed: (body) => body.restaurantCategories.map((row: Json) => String(row.restaurantCategoryId)),
    queries: () => [{ keywords: categoryWord }],
  },
  {
    name: "the owner's Restaurant Locations",
    exportPath: () => '/restaurant/export-my-restaurant-addresses',
    listPath: () => '/restaurant/get-my-restaurant-addresses',
    role: 'restaurant',
    listed: (body) => body.addresses.map((row: Json) => String(row.addressId)),
    queries: () => [{ keywords: 'Owner' }, { location_precision: 'approximate' }],
  },
  {
    name: "a restaurant's locations, for administrators",
    exportPath: () => `/admin/restaurant/export-restaurant-addresses/${own.restaurantId}`,
    listPath: () => `/admin/restaurant/get-restaurant-addresses/${own.restaurantId}`,
    role: 'admin',
    listed: (body) => body.addresses.map((row: Json) => String(row.addressId)),
    queries: () => [{ keywords: 'Exact' }],
  },
];

describe.each(LISTS)('the export of $name', (list) => {
  it('has the rows the list shows for each of its filters, fewer than without them', async () => {
    const everything = await fetchCsv(api.baseUrl, list.exportPath(), tokens[list.role]);
    for (const query of list.queries()) {
      const { listed, exported } = await exportAndList(list.exportPath(), list.listPath(), list.role, query, list.listed);
      expect({ query, exported }).toEqual({ query, exported: listed });
      expect(exported.length).toBeGreaterThanOrEqual(1);
      expect(exported.length).toBeLessThan(everything.rows.length - 1);
    }
  });
});

describe("the menu's export", () => {
  it('keeps the category filter on its own, Without Category included, for the owner and an administrator', async () => {
    await api.db.query('UPDATE foods SET food_category_id = NULL WHERE food_id = $1', [other.foodIds[1]]);
    const [{ id: categoryId }] = await api.db.query<{ id: number }>('SELECT food_category_id AS id FROM foods WHERE food_id = $1', [
      other.foodIds[0],
    ]);
    const { rows: all } = await fetchCsv(api.baseUrl, `/admin/food/export-foods/${other.restaurantId}`, tokens.admin);
    // The id the menu's Filter by sends for Without Category (menu-categories.ts).
    const query = { food_category_ids: [categoryId, -1] };
    const { rows } = await fetchCsv(api.baseUrl, `/admin/food/export-foods/${other.restaurantId}`, tokens.admin, query);
    const expected = await api.db.query<{ id: number }>(
      'SELECT food_id AS id FROM foods WHERE restaurant_id = $1 AND (food_category_id = $2 OR food_category_id IS NULL)',
      [other.restaurantId, categoryId],
    );

    expect(
      rows
        .slice(1)
        .map((row) => Number(row[0]))
        .sort((a, b) => a - b),
    ).toEqual(expected.map((row) => row.id).sort((a, b) => a - b));
    expect(rows.length).toBeLessThan(all.length);
    expect(new Set(rows.slice(1).map((row) => row[2])).size).toBe(2);
  });
});

describe('phone numbers in an export', () => {
  it('writes a well-formed phone as the number, and neutralises stored text a spreadsheet would run', async () => {
    const { rows, text } = await fetchCsv(api.baseUrl, '/admin/administrator/export-administrators', tokens.superAdmin, {
      keywords: 'phone',
    });
    const phoneOf = (name: string) => rows.find((row) => row[0] === name)?.[2];

    expect(phoneOf('Phone Wellformed')).toBe('+1 512 555 0123');
    expect(phoneOf('Phone Cmd')).toBe("'+1 +cmd|' /C calc'!A0");
    expect(phoneOf('Phone Hyperlink')).toBe('\'+1 =HYPERLINK("x","y")');
    expect(phoneOf('Phone Sum')).toBe("'+1 512-555-0100;=1+1");
    // Nothing but the well-formed number starts like a formula.
    const risky = text
      .split('\r\n')
      .flatMap((line) => line.split(','))
      .filter((cell) => /^"?[=+\-@]/.test(cell));
    expect(risky).toEqual(['+1 512 555 0123']);
  });

  it("writes a location's phone as the number too", async () => {
    const { rows } = await fetchCsv(api.baseUrl, '/restaurant/export-my-restaurant-addresses', tokens.restaurant, { keywords: 'Owner' });
    expect(rows.slice(1).map((row) => row[6])).toEqual(['+1 512 555 0100', '+1 512 555 0100']);
  });
});
