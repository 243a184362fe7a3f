import { DEMO_PASSWORD } from '../seed/demo-catalog';
import { signInEveryRole, type ConsoleRole } from '../testing/role-tokens';
import { startTestApi, type TestApi } from '../testing/test-api';

/*
 * A restaurant's locations and categories are kept on it as they are written (restaurants.address_count and
 * categories_json, migration 006) and shown as restaurantAddressCount, outlets and restaurantCategories.
 * After each kind of write they must equal what a fresh read of the addresses and links gives.
 */

let api: TestApi;
let tokens: Record<ConsoleRole, string>;

beforeAll(async () => {
  api = await startTestApi();
  tokens = await signInEveryRole(api);
});

afterAll(async () => {
  await api?.close();
});

/** Restaurants whose kept location count differs from a count of their addresses (none, when right). */
async function wrongLocationCounts(): Promise<unknown[]> {
  return api.db.query(
    `SELECT r.restaurant_id, r.address_count, (SELECT count(*) FROM addresses a WHERE a.restaurant_id = r.restaurant_id) AS counted
       FROM restaurants r
      WHERE r.address_count <> (SELECT count(*) FROM addresses a WHERE a.restaurant_id = r.restaurant_id)`,
  );
}

/** Restaurants whose kept categories differ from their links, by name (none, when right). */
async function wrongCategories(): Promise<unknown[]> {
  return api.db.query(
    `SELECT r.restaurant_id FROM restaurants r
      WHERE r.categories_json::jsonb <> coalesce(
              (SELECT jsonb_agg(jsonb_build_object('version', c.version, 'restaurantCategoryId', c.restaurant_category_id,
                                                   'restaurantCategoryName', c.restaurant_category_name)
                                ORDER BY lower(c.restaurant_category_name))
                 FROM restaurant_category_links l JOIN restaurant_categories c USING (restaurant_category_id)
                WHERE l.restaurant_id = r.restaurant_id), '[]'::jsonb)`,
  );
}

async function details(restaurantId: number) {
  const response = await api.call('GET', `/admin/restaurant/get-restaurant-details/${restaurantId}`, { token: tokens.admin });
  return response.body.restaurant as {
    restaurantAddressCount: number;
    restaurantCategories: Array<{ restaurantCategoryId: number; restaurantCategoryName: string }>;
  };
}

async function listed(restaurantId: number) {
  const response = await api.call('GET', '/admin/restaurant/get-restaurants', { token: tokens.admin, query: { page: 1, size: 999999 } });
  return (
    response.body.restaurants as Array<{ restaurant: { restaurantId: number; restaurantAddressCount: number }; outlets: number }>
  ).find((account) => account.restaurant.restaurantId === restaurantId);
}

const locationForm = (street: string) => {
  const form = new FormData();
  const fields = {
    streetAddress: street,
    city: 'Austin',
    state: 'TX',
    zipCode: '78701',
    country: 'United States',
    latitude: '30.2672',
    longitude: '-97.7431',
    phoneCountryCode: '+1',
    phoneNumber: '(512) 867-5309',
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
};

describe('locations per restaurant', () => {
  it('start equal to the addresses of every restaurant', async () => {
    expect(await wrongLocationCounts()).toEqual([]);
  });

  it('follow a location added and one deleted by the owner, in the details and the list', async () => {
    const mine = await api.call('GET', '/restaurant/get-my-restaurant-details', { token: tokens.restaurant });
    const restaurantId = mine.body.restaurant.restaurantId as number;
    const before = (await details(restaurantId)).restaurantAddressCount;

    const created = await api.call('POST', '/restaurant/create-restaurant-location', {
      token: tokens.restaurant,
      form: locationForm('1 Counted St'),
    });
    expect(created.status).toBe(201);
    expect((await details(restaurantId)).restaurantAddressCount).toBe(before + 1);
    expect(await listed(restaurantId)).toMatchObject({ restaurant: { restaurantAddressCount: before + 1 }, outlets: before + 1 });

    const [{ addressId }] = await api.db.query<{ addressId: number }>(
      `SELECT address_id AS "addressId" FROM addresses WHERE restaurant_id = $1 AND street_address = '1 Counted St'`,
      [restaurantId],
    );
    const deleted = await api.call('DELETE', `/restaurant/delete-restaurant-location/${addressId}`, { token: tokens.restaurant });
    expect(deleted.status).toBe(200);
    expect((await details(restaurantId)).restaurantAddressCount).toBe(before);
    expect(await wrongLocationCounts()).toEqual([]);
  });

  it('follow a merge: the merged restaurant counts every location of its sources', async () => {
    const sources = await api.db.query<{ id: number; n: number }>(
      'SELECT restaurant_id AS id, address_count AS n FROM restaurants WHERE address_count > 0 ORDER BY restaurant_id DESC LIMIT 2',
    );
    const merged = await api.call('POST', '/admin/restaurant/merge-restaurants', {
      token: tokens.admin,
      body: { restaurantIds: sources.map((source) => source.id), newRestaurantName: 'Counted Merge' },
    });
    expect(merged.status).toBe(201);

    expect((await details(merged.body.restaurantId)).restaurantAddressCount).toBe(sources[0].n + sources[1].n);
    expect(await wrongLocationCounts()).toEqual([]);
    expect(await wrongCategories()).toEqual([]);
  });

  it('follow a CSV import of restaurants with their locations', async () => {
    const [{ name }] = await api.db.query<{ name: string }>('SELECT restaurant_category_name AS name FROM restaurant_categories LIMIT 1');
    const csv = [
      'restaurantName,emailAddress,password,restaurantCategoryNames,streetAddress,city,state,zipCode,country,latitude,longitude,phoneNumber',
      `Counted A,counted-a@import.example,Import#2026,${name},1 A St,Austin,TX,78701,United States,30.26,-97.74,5128675309`,
      `Counted B,counted-b@import.example,Import#2026,${name},2 B St,Austin,TX,78701,United States,30.26,-97.74,5128675310`,
    ].join('\n');
    const form = new FormData();
    form.append('restaurant_csv', new Blob([csv], { type: 'text/csv' }), 'import.csv');
    const imported = await api.call('POST', '/admin/restaurant/import-restaurants-from-csv', { token: tokens.superAdmin, form });
    expect(imported.status).toBe(200);

    const rows = await api.db.query<{ id: number }>(
      `SELECT restaurant_id AS id FROM restaurants WHERE restaurant_name IN ('Counted A', 'Counted B') ORDER BY 1`,
    );
    expect(rows).toHaveLength(2);
    for (const { id } of rows) {
      expect(await details(id)).toMatchObject({ restaurantAddressCount: 1, restaurantCategories: [{ restaurantCategoryName: name }] });
    }
    expect(await wrongLocationCounts()).toEqual([]);
    expect(await wrongCategories()).toEqual([]);
  });
});

describe('categories per restaurant', () => {
  const category = (id: number, body: unknown, method = 'PATCH') =>
    api.call(method, `/admin/restaurant-category/${method === 'DELETE' ? 'delete' : 'update'}-restaurant-category/${id}`, {
      token: tokens.admin,
      body,
    });

  /** A restaurant with at least one category, and one of them. */
  async function linked(): Promise<{ restaurantId: number; categoryId: number }> {
    const [row] = await api.db.query<{ restaurantId: number; categoryId: number }>(
      `SELECT restaurant_id AS "restaurantId", restaurant_category_id AS "categoryId" FROM restaurant_category_links
        ORDER BY restaurant_id, restaurant_category_id LIMIT 1`,
    );
    return row;
  }

  it('start equal to the links of every restaurant, by name', async () => {
    expect(await wrongCategories()).toEqual([]);
  });

  it('follow a category renamed, in every restaurant that has it', async () => {
    const { restaurantId, categoryId } = await linked();
    const renamed = await category(categoryId, { restaurantCategoryName: 'Aaa Renamed Kept' });
    expect(renamed.status).toBe(200);

    // The category as its own read shows it, its version moved on by the rename.
    expect((await details(restaurantId)).restaurantCategories[0]).toEqual({
      version: 2,
      restaurantCategoryId: categoryId,
      restaurantCategoryName: 'Aaa Renamed Kept',
    });
    expect(await wrongCategories()).toEqual([]);
  });

  it('follow a category deleted: its restaurants keep the others', async () => {
    const { restaurantId, categoryId } = await linked();
    const deleted = await category(categoryId, undefined, 'DELETE');
    expect(deleted.status).toBe(200);

    expect((await details(restaurantId)).restaurantCategories.map((item) => item.restaurantCategoryId)).not.toContain(categoryId);
    expect(await wrongCategories()).toEqual([]);
  });

  it('follow a restaurant created with its categories, and deleted', async () => {
    const categories = await api.db.query<{ id: number }>(
      'SELECT restaurant_category_id AS id FROM restaurant_categories ORDER BY 1 LIMIT 2',
    );
    const created = await api.call('POST', '/admin/restaurant/create-restaurant', {
      token: tokens.admin,
      body: {
        emailAddress: 'kept-columns@example.com',
        password: DEMO_PASSWORD,
        restaurantName: 'Kept Columns',
        restaurantCategoryIds: categories.map((row) => row.id),
        locations: [
          {
            streetAddress: '1 Kept St',
            latitude: 30.2672,
            longitude: -97.7431,
            phoneCountryCode: '+1',
            phoneNumber: '(512) 867-5309',
          },
        ],
      },
    });
    expect(created.status).toBe(201);
    const shown = await details(created.body.restaurantId);
    expect(shown.restaurantCategories.map((item) => item.restaurantCategoryId).sort()).toEqual(categories.map((row) => row.id).sort());
    expect(shown.restaurantAddressCount).toBe(1);
    expect(await wrongCategories()).toEqual([]);

    await api.db.query('DELETE FROM restaurants WHERE restaurant_id = $1', [created.body.restaurantId]);
    expect(await wrongCategories()).toEqual([]);
    expect(await wrongLocationCounts()).toEqual([]);
  });
});
