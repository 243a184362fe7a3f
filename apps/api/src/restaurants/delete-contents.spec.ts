import { DEMO_ACCOUNTS } from '../seed/demo-plan';
import { signInEveryRole, type ConsoleRole } from '../testing/role-tokens';
import { startTestApi, type Json, type TestApi } from '../testing/test-api';

/*
 * Deletes say what goes with them (issue 34): a restaurant's details count its locations, menu items, deals
 * and images (all deleted with it), and each location row counts its deals (deleted with it; its images are
 * listed on the row already). The counts are the database's at the read, and a delete does what they said.
 */

let api: TestApi;
let tokens: Record<ConsoleRole, string>;
let restaurantId: number;

beforeAll(async () => {
  api = await startTestApi();
  tokens = await signInEveryRole(api);
  [{ restaurantId }] = await api.db.query<{ restaurantId: number }>(
    `SELECT r.restaurant_id AS "restaurantId" FROM restaurants r JOIN users u ON u.user_id = r.owner_user_id WHERE u.email_address = $1`,
    [DEMO_ACCOUNTS.owner],
  );
});

afterAll(async () => {
  await api?.close();
});

/** The counts as the database holds them, each read on its own. */
async function counted(): Promise<Json> {
  const count = async (table: string) =>
    (await api.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE restaurant_id = $1`, [restaurantId]))[0].n;
  return {
    locations: await count('addresses'),
    menuItems: await count('foods'),
    deals: await count('deals'),
    images: await count('images'),
  };
}

const ownDetails = () => api.call('GET', '/restaurant/get-my-restaurant-details', { token: tokens.restaurant });
const ownLocations = () =>
  api.call('GET', '/restaurant/get-my-restaurant-addresses', { token: tokens.restaurant, query: { page: 1, size: 999 } });

async function addDeal(addressId: number, title: string): Promise<void> {
  await api.db.query(`INSERT INTO deals (restaurant_id, address_id, title, start_date) VALUES ($1, $2, $3, '2020-01-01')`, [
    restaurantId,
    addressId,
    title,
  ]);
}

describe('a restaurant’s details count what its delete deletes', () => {
  it('for the owner and an administrator, as the database counts them, and they follow a change', async () => {
    const before = await counted();
    // A restaurant with something of each, so no count passes by being zero.
    expect(Object.values(before).every((n) => (n as number) > 0)).toBe(true);
    expect((await ownDetails()).body.contents).toEqual(before);
    const admin = await api.call('GET', `/admin/restaurant/get-restaurant-details/${restaurantId}`, { token: tokens.admin });
    expect(admin).toMatchObject({ status: 200, body: { contents: before } });

    const [{ addressId }] = await api.db.query<{ addressId: number }>(
      'SELECT address_id AS "addressId" FROM addresses WHERE restaurant_id = $1 ORDER BY address_id LIMIT 1',
      [restaurantId],
    );
    await addDeal(addressId, 'Counted Deal');
    expect((await ownDetails()).body.contents).toEqual({ ...before, deals: (before.deals as number) + 1 });
  });
});

describe('a location row counts the deals its delete deletes', () => {
  it('in the owner’s and the administrator’s lists, and the delete takes exactly those', async () => {
    const created = await api.call('POST', '/restaurant/create-restaurant-location', {
      token: tokens.restaurant,
      form: (() => {
        const form = new FormData();
        for (const [name, value] of Object.entries({
          streetAddress: '9 Counted Way',
          city: 'Austin',
          latitude: '30.27',
          longitude: '-97.74',
          phoneCountryCode: '+1',
          phoneNumber: '5125550199',
        }))
          form.append(name, value);
        return form;
      })(),
    });
    expect(created.status).toBe(201);
    const addressId = created.body.addressId as number;
    const rowOf = (list: { body: { addresses: Json[] } }) => list.body.addresses.find((row) => row.addressId === addressId);
    expect(rowOf(await ownLocations())).toMatchObject({ dealCount: 0 });

    await addDeal(addressId, 'Location Deal 1');
    await addDeal(addressId, 'Location Deal 2');
    expect(rowOf(await ownLocations())).toMatchObject({ dealCount: 2 });
    const adminList = await api.call('GET', `/admin/restaurant/get-restaurant-addresses/${restaurantId}`, {
      token: tokens.admin,
      query: { page: 1, size: 999 },
    });
    expect(rowOf(adminList)).toMatchObject({ dealCount: 2 });

    const before = await counted();
    const deleted = await api.call('DELETE', `/restaurant/delete-restaurant-location/${addressId}`, { token: tokens.restaurant });
    expect(deleted.status).toBe(200);
    expect(await counted()).toEqual({ ...before, locations: (before.locations as number) - 1, deals: (before.deals as number) - 2 });
  });
});
