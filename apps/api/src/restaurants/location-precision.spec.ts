import { DEMO_ACCOUNTS } from '../seed/demo-plan';
import { DEMO_PASSWORD } from '../seed/demo-catalog';
import { signInEveryRole, type ConsoleRole } from '../testing/role-tokens';
import { startTestApi, type Json, type TestApi } from '../testing/test-api';

/*
 * How precise a location is (issue 23): every write stores locationPrecision and locationSource, every
 * Address returns them, and location_precision=approximate lists what is coarser than street level.
 * Each answer is checked against the contract by api.call.
 */

let api: TestApi;
let tokens: Record<ConsoleRole, string>;
let golden: number;
let categoryId: number;

beforeAll(async () => {
  api = await startTestApi();
  tokens = await signInEveryRole(api);
  [{ id: golden }] = await api.db.query<{ id: number }>(
    'SELECT r.restaurant_id AS id FROM restaurants r JOIN users u ON u.user_id = r.owner_user_id WHERE u.email_address = $1',
    [DEMO_ACCOUNTS.owner],
  );
  [{ id: categoryId }] = await api.db.query<{ id: number }>('SELECT min(restaurant_category_id) AS id FROM restaurant_categories');
});

afterAll(async () => {
  await api?.close();
});

const PRECISION_MESSAGE = 'Location Precision must be one of: rooftop, street, zip, city, unknown';
const SOURCE_MESSAGE = 'Location Source must be one of: google, photon, gazetteer, csv-import, demo, unknown';

let emails = 0;

/** A new restaurant (and owner) with these locations; answers its id. */
async function newRestaurant(locations: Array<Record<string, unknown>>): Promise<number> {
  const created = await api.call('POST', '/admin/restaurant/create-restaurant', {
    token: tokens.admin,
    body: {
      restaurantName: `Precise Place ${++emails}`,
      emailAddress: `precise-${emails}@example.com`,
      password: DEMO_PASSWORD,
      restaurantCategoryIds: [categoryId],
      locations: locations.map((location, n) => ({
        streetAddress: `${100 + n} Congress Ave`,
        city: 'Austin',
        state: 'TX',
        zipCode: '78701',
        country: 'US',
        latitude: 30.268912,
        longitude: -97.742612,
        phoneCountryCode: '+1',
        phoneNumber: '5128675309',
        ...location,
      })),
    },
  });
  expect(created.status).toBe(201);
  return created.body.restaurantId;
}

async function addressesOf(restaurantId: number, query: Record<string, string | number> = {}): Promise<Json> {
  const response = await api.call('GET', `/admin/restaurant/get-restaurant-addresses/${restaurantId}`, {
    token: tokens.admin,
    query: { size: 999999, ...query },
  });
  expect(response.status).toBe(200);
  return response.body;
}

const qualityOf = (address: Json) => [address.locationPrecision, address.locationSource];

function form(fields: Record<string, string | undefined>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) data.append(name, value);
  return data;
}

const locationFields = (changes: Record<string, string | undefined> = {}) => ({
  streetAddress: '1 Precise St',
  city: 'Austin',
  state: 'TX',
  zipCode: '78701',
  country: 'US',
  latitude: '30.2713',
  longitude: '-97.7426',
  phoneCountryCode: '+1',
  phoneNumber: '(512) 867-5309',
  ...changes,
});

/** The two location forms, the administrator's (restaurantId in the form) and the owner's (their own restaurant). */
const FORMS = {
  admin: {
    create: (fields: Record<string, string | undefined>) =>
      api.call('POST', '/admin/restaurant/create-restaurant-location', {
        token: tokens.admin,
        form: form({ restaurantId: String(golden), ...fields }),
      }),
    update: (id: number, fields: Record<string, string | undefined>) =>
      api.call('PATCH', `/admin/restaurant/update-restaurant-location/${id}`, {
        token: tokens.admin,
        form: form({ restaurantId: String(golden), ...fields }),
      }),
  },
  owner: {
    create: (fields: Record<string, string | undefined>) =>
      api.call('POST', '/restaurant/create-restaurant-location', { token: tokens.restaurant, form: form(fields) }),
    update: (id: number, fields: Record<string, string | undefined>) =>
      api.call('PATCH', `/restaurant/update-restaurant-location/${id}`, { token: tokens.restaurant, form: form(fields) }),
  },
};

const addressOf = async (addressId: number) => (await addressesOf(golden)).addresses.find((a: Json) => a.addressId === addressId);

describe('locations record how precise they are and where they came from', () => {
  it("returns the demo owner's locations from the demo data, one known only to its city (its centre, no ZIP)", async () => {
    const mine = await api.call('GET', '/restaurant/get-my-restaurant-addresses', { token: tokens.restaurant, query: { size: 3 } });
    const demo = mine.body.addresses;

    expect(demo.map((address: Json) => address.locationSource)).toEqual(['demo', 'demo', 'demo']);
    expect(demo.map((address: Json) => address.locationPrecision)).toEqual(['street', 'street', 'city']);
    expect(demo[2].zipCode).toBeUndefined();
    expect(demo[0].zipCode).toMatch(/^\d{5}$/);
  });

  it('stores the precision and source of each location of a new restaurant, unknown when not sent', async () => {
    const restaurantId = await newRestaurant([{ locationPrecision: 'street', locationSource: 'photon' }, {}]);

    const { addresses } = await addressesOf(restaurantId);

    expect(addresses.map(qualityOf)).toEqual([
      ['street', 'photon'],
      ['unknown', 'unknown'],
    ]);
  });

  it.each([
    [{ locationPrecision: 'exact' }, PRECISION_MESSAGE],
    [{ locationSource: 'bing' }, SOURCE_MESSAGE],
  ])('refuses a new restaurant whose location has %j, with 400', async (bad, message) => {
    const [{ before }] = await api.db.query<{ before: number }>('SELECT count(*) AS before FROM restaurants');
    const response = await api.call('POST', '/admin/restaurant/create-restaurant', {
      token: tokens.admin,
      body: {
        restaurantName: 'Never Created',
        emailAddress: 'never-created@example.com',
        password: DEMO_PASSWORD,
        restaurantCategoryIds: [categoryId],
        locations: [
          { streetAddress: '1 Main St', latitude: 30.2, longitude: -97.7, phoneCountryCode: '+1', phoneNumber: '5128675309', ...bad },
        ],
      },
    });

    expect(response).toMatchObject({ status: 400, body: { message } });
    const [{ after }] = await api.db.query<{ after: number }>('SELECT count(*) AS after FROM restaurants');
    expect(after).toBe(before);
  });

  it.each([['admin'], ['owner']] as const)(
    'stores them from the %s location forms: create, update, and unknown when not sent',
    async (who) => {
      const created = await FORMS[who].create(locationFields({ locationPrecision: 'zip', locationSource: 'gazetteer' }));
      expect(created.status).toBe(201);
      const { addressId } = created.body;
      expect(qualityOf(await addressOf(addressId))).toEqual(['zip', 'gazetteer']);

      const updated = await FORMS[who].update(addressId, locationFields({ locationPrecision: 'rooftop', locationSource: 'google' }));
      expect(updated.status).toBe(200);
      expect(qualityOf(await addressOf(addressId))).toEqual(['rooftop', 'google']);

      // The form carries every field: a location saved without them no longer claims the old precision.
      await FORMS[who].update(addressId, locationFields());
      expect(qualityOf(await addressOf(addressId))).toEqual(['unknown', 'unknown']);
      const plain = await FORMS[who].create(locationFields());
      expect(qualityOf(await addressOf(plain.body.addressId))).toEqual(['unknown', 'unknown']);
    },
  );

  it.each([
    ['admin', { locationPrecision: 'exact' }, PRECISION_MESSAGE, 'locationPrecision'],
    ['owner', { locationPrecision: 'ZIP' }, PRECISION_MESSAGE, 'locationPrecision'],
    ['admin', { locationSource: 'bing' }, SOURCE_MESSAGE, 'locationSource'],
    ['owner', { locationSource: 'osm' }, SOURCE_MESSAGE, 'locationSource'],
  ] as const)('refuses a %s form with %j, naming the field, and changes nothing', async (who, bad, message, field) => {
    const [{ id }] = await api.db.query<{ id: number }>('SELECT min(address_id) AS id FROM addresses WHERE restaurant_id = $1', [golden]);
    const before = await addressesOf(golden);

    const created = await FORMS[who].create(locationFields(bad));
    const updated = await FORMS[who].update(id, locationFields(bad));

    expect(created).toMatchObject({ status: 400, body: { message, field } });
    expect(updated).toMatchObject({ status: 400, body: { message, field } });
    expect(await addressesOf(golden)).toEqual(before);
  });
});

describe('location_precision=approximate', () => {
  /** The restaurants with a ZIP- or city-level location, by the database, in the list's order (by name). */
  async function approximateRestaurants(where = 'true', params: unknown[] = []): Promise<string[]> {
    const rows = await api.db.query<{ name: string }>(
      `SELECT r.restaurant_name AS name FROM restaurants r LEFT JOIN users u ON u.user_id = r.owner_user_id
        WHERE EXISTS (SELECT 1 FROM addresses a WHERE a.restaurant_id = r.restaurant_id AND a.location_precision IN ('zip', 'city'))
          AND ${where}
        ORDER BY lower(r.restaurant_name), r.restaurant_id`,
      params,
    );
    return rows.map((row) => row.name);
  }

  const listRestaurants = (query: Record<string, string | number>) =>
    api.call('GET', '/admin/restaurant/get-restaurants', { token: tokens.admin, query: { location_precision: 'approximate', ...query } });
  const names = (body: Json): string[] => body.restaurants.map((account: Json) => account.restaurant.restaurantName);

  it('keeps the restaurants with a location coarser than street level, with their total', async () => {
    const expected = await approximateRestaurants();
    const [{ all }] = await api.db.query<{ all: number }>('SELECT count(*) AS all FROM restaurants');

    const whole = await listRestaurants({ page: 1, size: 999999 });

    expect(expected.length).toBeGreaterThanOrEqual(3);
    expect(expected.length).toBeLessThan(all);
    expect(names(whole.body)).toEqual(expected);
    expect(whole.body.pagination).toMatchObject({ totalItems: expected.length });
  });

  it('pages, sorts and counts them as the other filters do', async () => {
    const expected = await approximateRestaurants();
    const second = await listRestaurants({ page: 2, size: 2 });
    const byNameDown = await listRestaurants({ page: 1, size: 999999, order_by: 'restaurantName', order_type: 'desc' });
    const pastTheEnd = await listRestaurants({ page: 99, size: 2 });

    expect(names(second.body)).toEqual(expected.slice(2, 4));
    expect(second.body.pagination).toMatchObject({ totalItems: expected.length });
    expect(names(byNameDown.body)).toEqual([...expected].reverse());
    expect(pastTheEnd.body).toMatchObject({ restaurants: [], pagination: { totalItems: expected.length } });
  });

  it('combines with the search and account_status', async () => {
    const [first] = await approximateRestaurants();
    const word = first.split(' ')[0];
    const searched = await listRestaurants({ size: 999999, searchQuery: word });
    const approved = await listRestaurants({ size: 999999, account_status: 'Approved' });
    const suspended = await listRestaurants({ size: 999999, account_status: 'Suspended' });

    const expectedSearch = await approximateRestaurants(`(r.restaurant_name ILIKE $1 OR u.email_address ILIKE $1)`, [`%${word}%`]);
    expect(names(searched.body)).toEqual(expectedSearch);
    expect(searched.body.pagination.totalItems).toBe(expectedSearch.length);
    expect(names(approved.body)).toEqual(await approximateRestaurants(`r.account_status = 'Approved'`));
    expect(names(suspended.body)).toEqual(await approximateRestaurants(`r.account_status = 'Suspended'`));
    expect(approved.body.pagination.totalItems + suspended.body.pagination.totalItems).toBe((await approximateRestaurants()).length);
  });

  it("keeps a restaurant's approximate locations, counted, for administrators and for the owner", async () => {
    const restaurantId = await newRestaurant([
      { locationPrecision: 'street', locationSource: 'photon' },
      { locationPrecision: 'zip', locationSource: 'gazetteer' },
      { locationPrecision: 'rooftop', locationSource: 'google' },
      { locationPrecision: 'city', locationSource: 'gazetteer' },
      {},
    ]);

    const approximate = await addressesOf(restaurantId, { location_precision: 'approximate' });
    const firstPage = await addressesOf(restaurantId, { location_precision: 'approximate', page: 1, size: 1 });
    const secondPage = await addressesOf(restaurantId, { location_precision: 'approximate', page: 2, size: 1 });
    const withKeywords = await addressesOf(restaurantId, { location_precision: 'approximate', keywords: '103 Congress' });
    const streetKeywords = await addressesOf(restaurantId, { location_precision: 'approximate', keywords: '100 Congress' });

    expect(approximate.addresses.map(qualityOf)).toEqual([
      ['zip', 'gazetteer'],
      ['city', 'gazetteer'],
    ]);
    expect(approximate.pagination).toMatchObject({ totalItems: 2 });
    expect(firstPage.addresses.map((a: Json) => a.locationPrecision)).toEqual(['zip']);
    expect(secondPage.addresses.map((a: Json) => a.locationPrecision)).toEqual(['city']);
    expect(secondPage.pagination).toMatchObject({ totalItems: 2 });
    expect(withKeywords.addresses.map((a: Json) => a.streetAddress)).toEqual(['103 Congress Ave']);
    expect(withKeywords.pagination).toMatchObject({ totalItems: 1 });
    expect(streetKeywords).toMatchObject({ addresses: [], pagination: { totalItems: 0 } });

    const mine = await api.call('GET', '/restaurant/get-my-restaurant-addresses', {
      token: tokens.restaurant,
      query: { location_precision: 'approximate', size: 999999 },
    });
    const [{ count }] = await api.db.query<{ count: number }>(
      `SELECT count(*) AS count FROM addresses WHERE restaurant_id = $1 AND location_precision IN ('zip', 'city')`,
      [golden],
    );
    expect(count).toBeGreaterThanOrEqual(1);
    expect(mine.body.addresses).toHaveLength(count);
    expect(mine.body.addresses.every((a: Json) => ['zip', 'city'].includes(a.locationPrecision))).toBe(true);
    expect(mine.body.pagination).toMatchObject({ totalItems: count });
  });

  it('shows a location fixed or coarsened at once, though the restaurant list is cached', async () => {
    const restaurantId = await newRestaurant([{ locationPrecision: 'street', locationSource: 'photon' }]);
    const [{ addressId }] = (await addressesOf(restaurantId)).addresses;
    const listed = async () => {
      const response = await listRestaurants({ size: 999999 });
      return response.body.restaurants.some((account: Json) => account.restaurant.restaurantId === restaurantId);
    };
    const save = (locationPrecision: string) =>
      api.call('PATCH', `/admin/restaurant/update-restaurant-location/${addressId}`, {
        token: tokens.admin,
        form: form({ restaurantId: String(restaurantId), ...locationFields({ locationPrecision, locationSource: 'gazetteer' }) }),
      });

    expect(await listed()).toBe(false);
    expect((await save('city')).status).toBe(200);
    expect(await listed()).toBe(true);
    expect((await save('street')).status).toBe(200);
    expect(await listed()).toBe(false);
  });
});

describe('locations moved or imported', () => {
  it('keep their precision and source when their restaurants are merged', async () => {
    const first = await newRestaurant([{ locationPrecision: 'zip', locationSource: 'gazetteer' }, {}]);
    const second = await newRestaurant([{ locationPrecision: 'rooftop', locationSource: 'google' }]);

    const merged = await api.call('POST', '/admin/restaurant/merge-restaurants', {
      token: tokens.admin,
      body: { restaurantIds: [first, second], newRestaurantName: 'Precisely Merged' },
    });

    expect(merged.status).toBe(201);
    const { addresses } = await addressesOf(merged.body.restaurantId);
    expect(addresses.map(qualityOf)).toEqual([
      ['zip', 'gazetteer'],
      ['unknown', 'unknown'],
      ['rooftop', 'google'],
    ]);
  });

  it('are csv-import, of unknown precision, when a CSV file brings them', async () => {
    const [{ name }] = await api.db.query<{ name: string }>('SELECT restaurant_category_name AS name FROM restaurant_categories LIMIT 1');
    const csv = [
      'restaurantName,emailAddress,password,restaurantCategoryNames,streetAddress,city,state,zipCode,country,latitude,longitude,phoneNumber',
      `Imported Precisely,imported-precisely@example.com,Import#2026,${name},100 Main St,Austin,TX,78701,US,30.2672,-97.7431,5128675309`,
    ].join('\n');
    const upload = new FormData();
    upload.append('restaurant_csv', new Blob([csv], { type: 'text/csv' }), 'import.csv');

    const imported = await api.call('POST', '/admin/restaurant/import-restaurants-from-csv', { token: tokens.superAdmin, form: upload });

    expect(imported.status).toBe(200);
    const [{ id }] = await api.db.query<{ id: number }>(
      'SELECT r.restaurant_id AS id FROM restaurants r JOIN users u ON u.user_id = r.owner_user_id WHERE u.email_address = $1',
      ['imported-precisely@example.com'],
    );
    expect((await addressesOf(id)).addresses.map(qualityOf)).toEqual([['unknown', 'csv-import']]);
  });
});
