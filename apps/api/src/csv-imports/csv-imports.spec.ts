import { DEMO_ACCOUNTS } from '../seed/demo-plan';
import { signInEveryRole, type ConsoleRole } from '../testing/role-tokens';
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

const RESTAURANT_HEADER =
  'restaurantName,emailAddress,password,restaurantCategoryNames,streetAddress,city,state,zipCode,country,latitude,longitude,phoneNumber';

function upload(field: string, csv: string, token = tokens.superAdmin) {
  const form = new FormData();
  form.append(field, new Blob([csv], { type: 'text/csv' }), 'import.csv');
  const path = field === 'food_csv' ? '/admin/food/import-foods-from-csv' : '/admin/restaurant/import-restaurants-from-csv';
  return api.call('POST', path, { token, form });
}

async function categoryNames(): Promise<string[]> {
  const rows = await api.db.query<{ name: string }>(
    'SELECT restaurant_category_name AS name FROM restaurant_categories ORDER BY 1 LIMIT 2',
  );
  return rows.map((row) => row.name);
}

async function counts() {
  const [row] = await api.db.query<Record<string, number>>(
    `SELECT (SELECT count(*) FROM users) AS users, (SELECT count(*) FROM restaurants) AS restaurants,
            (SELECT count(*) FROM addresses) AS addresses, (SELECT count(*) FROM foods) AS foods,
            (SELECT count(*) FROM food_categories) AS "foodCategories"`,
  );
  return row;
}

describe('POST /admin/restaurant/import-restaurants-from-csv', () => {
  it('creates one restaurant account per row', async () => {
    const [first, second] = await categoryNames();
    const csv = [
      RESTAURANT_HEADER,
      `Taco Town,Taco.Town@Import.example,Import#2026,${first.toUpperCase()},100 Main St,Austin,TX,78701,United States,30.26,-97.74,5128675309`,
      `"Noodle House, Downtown",noodles@import.example,Import#2026,"${first}; ${second}","200 ""B"" St",,,,,30.1,-97.1,(512) 867-5310`,
    ].join('\r\n');

    const response = await upload('restaurant_csv', `${csv}\n`);

    expect(response).toMatchObject({ status: 200, body: { message: 'File uploaded successfully', imported: 2 } });
    const [noodles] = await api.db.query<{ name: string; categories: number; street: string; city: string | null; mustChange: boolean }>(
      `SELECT r.restaurant_name AS name, (SELECT count(*) FROM restaurant_category_links l WHERE l.restaurant_id = r.restaurant_id) AS categories,
              a.street_address AS street, a.city, u.need_to_change_password AS "mustChange"
         FROM restaurants r JOIN users u ON u.user_id = r.owner_user_id JOIN addresses a ON a.restaurant_id = r.restaurant_id
        WHERE u.email_address = 'noodles@import.example'`,
    );
    expect(noodles).toEqual({ name: 'Noodle House, Downtown', categories: 2, street: '200 "B" St', city: null, mustChange: true });
    const login = await api.call('POST', '/auth/login', {
      body: { emailAddress: 'taco.town@import.example', password: 'Import#2026', userType: 'Restaurant' },
    });
    expect(login.status).toBe(200);
  });

  it('names every bad row and imports nothing', async () => {
    const [first] = await categoryNames();
    const good = (n: number) => `Good ${n},good${n}@import.example,Import#2026,${first},1 Good St,,,,,30,-97,5128675309`;
    const csv = [
      RESTAURANT_HEADER,
      good(1),
      `${'x'.repeat(256)},bad-email,weak,Nowhere Food,,,,,,91,abc,123`,
      `Dup,good1@import.example,Import#2026,${first},1 St,,,,,30,-97,5128675309`,
      `Taken,${DEMO_ACCOUNTS.owner},Import#2026,,1 St,,,,,30,-97,5128675309`,
      'Short,row',
    ].join('\n');
    const before = await counts();

    const response = await upload('restaurant_csv', csv);

    expect(response.status).toBe(400);
    expect(response.body.message).toMatch(/^The file has \d+ problems; nothing was imported$/);
    expect(response.body.errors).toEqual(
      expect.arrayContaining([
        { row: 3, column: 'restaurantName', reason: 'Restaurant Name cannot exceed 255 characters' },
        { row: 3, column: 'emailAddress', reason: 'Invalid email' },
        { row: 3, column: 'password', reason: expect.stringMatching(/^Password must contain/) },
        { row: 3, column: 'restaurantCategoryNames', reason: 'Unknown restaurant category: Nowhere Food' },
        { row: 3, column: 'streetAddress', reason: 'Location is required' },
        { row: 3, column: 'latitude', reason: 'Latitude must be a number from -90 to 90' },
        { row: 3, column: 'longitude', reason: 'Longitude must be a number from -180 to 180' },
        { row: 3, column: 'phoneNumber', reason: 'Phone number is not valid' },
        { row: 4, column: 'emailAddress', reason: 'This email address is already used in row 2' },
        { row: 5, column: 'emailAddress', reason: 'An account with this email address already exists' },
        { row: 5, column: 'restaurantCategoryNames', reason: 'Select at least one category' },
        { row: 6, reason: 'The row has 2 values instead of 12' },
      ]),
    );
    expect(response.body.errors.some((error: { row: number }) => error.row === 2)).toBe(false);
    expect(await counts()).toEqual(before);
  });

  it('words a coordinate out of range (or not a number) by its range, and a missing one as the spec does', async () => {
    const [first] = await categoryNames();
    const row = ([latitude, longitude]: string[], n: number) =>
      `Range ${n},range${n}@import.example,Import#2026,${first},1 St,,,,,${latitude},${longitude},5128675309`;
    const coordinates = [
      ['200', '-97'],
      ['30', '-180.5'],
      ['', ''],
      ['-90', '180'],
    ];
    const csv = [RESTAURANT_HEADER, ...coordinates.map(row)].join('\n');

    const response = await upload('restaurant_csv', csv);

    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual([
      { row: 2, column: 'latitude', reason: 'Latitude must be a number from -90 to 90' },
      { row: 3, column: 'longitude', reason: 'Longitude must be a number from -180 to 180' },
      { row: 4, column: 'latitude', reason: 'Location is required' },
      { row: 4, column: 'longitude', reason: 'Location is required' },
    ]);
  });

  it('refuses unknown and missing columns', async () => {
    const response = await upload('restaurant_csv', 'restaurantName,emailAddress,nickname\nA,a@import.example,x\n');

    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual(
      expect.arrayContaining([
        { row: 1, column: 'nickname', reason: 'Unknown column' },
        { row: 1, column: 'password', reason: 'This column is missing' },
        { row: 1, column: 'phoneNumber', reason: 'This column is missing' },
      ]),
    );
  });

  it('answers 400 without a file, with an empty file and with a broken one', async () => {
    const form = new FormData();
    form.append('something_else', 'x');
    const noFile = await api.call('POST', '/admin/restaurant/import-restaurants-from-csv', { token: tokens.superAdmin, form });
    const wrongField = await upload('restaurant_file', `${RESTAURANT_HEADER}\n`);
    const headerOnly = await upload('restaurant_csv', `${RESTAURANT_HEADER}\n`);
    const broken = await upload('restaurant_csv', `${RESTAURANT_HEADER}\n"unclosed,quote\n`);

    expect(noFile).toMatchObject({ status: 400, body: { message: 'Please select a file', errors: [] } });
    expect(wrongField).toMatchObject({ status: 400, body: { message: 'Please select a file', errors: [] } });
    expect(headerOnly).toMatchObject({ status: 400, body: { message: 'The file has no rows to import' } });
    expect(broken).toMatchObject({ status: 400, body: { message: 'The file is not a valid CSV file' } });
  });

  it.each([['admin'], ['restaurant']] as const)('refuses the %s role', async (role) => {
    const response = await upload('restaurant_csv', `${RESTAURANT_HEADER}\n`, tokens[role]);
    expect(response).toMatchObject({ status: 403, body: { message: 'You do not have permission to do this' } });
  });

  it('imports 2,000 rows in one go', async () => {
    const [first] = await categoryNames();
    const lines = Array.from(
      { length: 2000 },
      (_, i) => `Bulk ${i},bulk${i}@import.example,Import#2026,${first},${i} Bulk St,Austin,TX,78701,US,30.2,-97.7,5128675309`,
    );
    const started = performance.now();

    const response = await upload('restaurant_csv', [RESTAURANT_HEADER, ...lines].join('\n'));

    expect(response).toMatchObject({ status: 200, body: { imported: 2000 } });
    expect(performance.now() - started).toBeLessThan(20_000);
  });
});

describe('POST /admin/food/import-foods-from-csv', () => {
  const HEADER = 'restaurantId,foodItemName,description,price,foodCategoryName,tags';

  async function fixtures() {
    const [restaurant] = await api.db.query<{ id: number; section: string }>(
      `SELECT r.restaurant_id AS id, fc.category_name AS section FROM restaurants r JOIN food_categories fc USING (restaurant_id) ORDER BY 1 LIMIT 1`,
    );
    const labels = await api.db.query<{ label: string; tagCategory: string }>(
      `SELECT i.food_tag_category_item_name AS label, c.food_tag_category_name AS "tagCategory"
         FROM food_tag_category_items i JOIN food_tag_categories c USING (food_tag_category_id) ORDER BY c.sort_order, i.sort_order LIMIT 2`,
    );
    return { restaurant, labels };
  }

  it('creates menu items, and the menu categories they name when missing', async () => {
    const { restaurant, labels } = await fixtures();
    const csv = [
      HEADER,
      `${restaurant.id},Imported Soup,Hot soup,7.5,${restaurant.section.toUpperCase()},${labels[0].label}`,
      `${restaurant.id},Imported Cake,Sweet,5,Imported Desserts,"${labels[0].label.toLowerCase()};${labels[1].label}"`,
      `${restaurant.id},Imported Pie,Sweet,6.25,imported desserts,${labels[1].label}`,
    ].join('\n');
    const before = await counts();

    const response = await upload('food_csv', csv);

    expect(response).toMatchObject({ status: 200, body: { message: 'File uploaded successfully', imported: 3 } });
    const after = await counts();
    expect(after.foods - before.foods).toBe(3);
    expect(after.foodCategories - before.foodCategories).toBe(1);
    const [cake] = await api.db.query<{ tags: string[]; extra: Record<string, string[]>; price: string }>(
      `SELECT tags, extra_attributes AS extra, price FROM foods WHERE food_item_name = 'Imported Cake'`,
    );
    expect(cake.tags).toEqual([labels[0].label, labels[1].label]);
    expect(cake.extra[labels[0].tagCategory]).toContain(labels[0].label);
    expect(cake.price).toBe('5.00');
  });

  it('names every bad row and imports nothing', async () => {
    const { restaurant, labels } = await fixtures();
    const csv = [
      HEADER,
      `${restaurant.id},Fine,Fine,1.00,Fine,${labels[0].label}`,
      `99999999,${'n'.repeat(151)},,1.234,${'c'.repeat(51)},No Such Tag`,
      `abc,Name,Desc,free,,`,
    ].join('\n');
    const before = await counts();

    const response = await upload('food_csv', csv);

    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual([
      { row: 3, column: 'restaurantId', reason: 'Invalid Restaurant Id' },
      { row: 3, column: 'foodItemName', reason: 'Food Item Name cannot exceed 150 characters' },
      { row: 3, column: 'description', reason: 'Description is required' },
      { row: 3, column: 'price', reason: 'Price must be a valid number with up to 2 decimal places' },
      { row: 3, column: 'foodCategoryName', reason: 'Category cannot exceed 50 characters' },
      { row: 3, column: 'tags', reason: 'Unknown tag: No Such Tag' },
      { row: 4, column: 'restaurantId', reason: 'Invalid Restaurant Id' },
      { row: 4, column: 'price', reason: 'Price must be a valid number with up to 2 decimal places' },
      { row: 4, column: 'foodCategoryName', reason: 'Category title is required' },
      { row: 4, column: 'tags', reason: 'Select at least one tag' },
    ]);
    expect(await counts()).toEqual(before);
  });

  it('refuses administrators who are not super admins', async () => {
    const response = await upload('food_csv', `${HEADER}\n`, tokens.admin);
    expect(response.status).toBe(403);
  });
});
