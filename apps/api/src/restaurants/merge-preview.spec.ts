import { DEMO_PASSWORD } from '../seed/demo-catalog';
import { signInEveryRole, type ConsoleRole } from '../testing/role-tokens';
import { startTestApi, type Json, type TestApi } from '../testing/test-api';

// The merge's confirmation (issue 34): the preview says what the merge does, and the merge does exactly that or nothing.

let api: TestApi;
let tokens: Record<ConsoleRole, string>;

beforeAll(async () => {
  api = await startTestApi();
  tokens = await signInEveryRole(api);
});

afterAll(async () => {
  await api?.close();
});

const PREVIEW = '/admin/restaurant/preview-merge-restaurants';
const MERGE = '/admin/restaurant/merge-restaurants';
const preview = (body: unknown, token = tokens.admin) => api.call('POST', PREVIEW, { token, body });
const merge = (body: unknown, token = tokens.admin) => api.call('POST', MERGE, { token, body });

/** The merge request that follows a preview: its restaurants, name, versions and digest. */
function mergeOf(shown: Json, extra: Record<string, unknown> = {}) {
  return {
    restaurantIds: shown.restaurants.map((part: Json) => part.restaurantId),
    newRestaurantName: shown.newRestaurantName,
    restaurantVersions: shown.restaurants.map((part: Json) => ({ restaurantId: part.restaurantId, version: part.version })),
    previewDigest: shown.previewDigest,
    ...extra,
  };
}

let serial = 0;
/** A new restaurant with an owner login and one location, through the API. */
async function ownedRestaurant(name: string): Promise<{ restaurantId: number; email: string }> {
  serial += 1;
  const email = `merge-preview-${serial}-${Date.now()}@example.com`;
  const [category] = await api.db.query<{ id: number }>(
    'SELECT restaurant_category_id AS id FROM restaurant_categories ORDER BY 1 LIMIT 1',
  );
  const created = await api.call('POST', '/admin/restaurant/create-restaurant', {
    token: tokens.admin,
    body: {
      emailAddress: email,
      password: DEMO_PASSWORD,
      restaurantName: name,
      restaurantCategoryIds: [category.id],
      locations: [
        { streetAddress: `${serial} Merge Lane`, latitude: 30.27, longitude: -97.74, phoneCountryCode: '+1', phoneNumber: '5128675309' },
      ],
    },
  });
  expect(created.status).toBe(201);
  return { restaurantId: created.body.restaurantId, email };
}

async function suspend(restaurantId: number, token = tokens.admin) {
  const response = await api.call('PATCH', `/admin/restaurant/change-status/${restaurantId}`, {
    token,
    headers: { 'If-Match': '*' },
    body: { account_status: 'Suspended', restaurant_id: restaurantId },
  });
  expect(response.status).toBe(200);
}

async function exists(restaurantIds: number[]): Promise<number> {
  const rows = await api.db.query('SELECT 1 FROM restaurants WHERE restaurant_id = ANY($1::int[])', [restaurantIds]);
  return rows.length;
}

/** What the merged restaurant has, in the preview's terms (the first names in name order, as the preview lists them). */
async function movedInto(restaurantId: number) {
  const kind = async (sql: string) => {
    const rows = await api.db.query<{ name: string | null }>(sql, [restaurantId]);
    return {
      count: rows.length,
      names: rows
        .filter((row) => row.name !== null)
        .slice(0, 10)
        .map((row) => row.name),
    };
  };
  return {
    locations: await kind(
      'SELECT street_address AS name FROM addresses WHERE restaurant_id = $1 ORDER BY lower(street_address), address_id',
    ),
    menuItems: await kind('SELECT food_item_name AS name FROM foods WHERE restaurant_id = $1 ORDER BY lower(food_item_name), food_id'),
    deals: await kind('SELECT title AS name FROM deals WHERE restaurant_id = $1 ORDER BY lower(title), deal_id'),
    images: await kind('SELECT NULL AS name FROM images WHERE restaurant_id = $1'),
    menuCategories: await kind(
      'SELECT category_name AS name FROM food_categories WHERE restaurant_id = $1 ORDER BY lower(category_name), category_id',
    ),
    restaurantCategories: await kind(
      `SELECT c.restaurant_category_name AS name FROM restaurant_category_links l JOIN restaurant_categories c USING (restaurant_category_id)
        WHERE l.restaurant_id = $1 ORDER BY lower(c.restaurant_category_name), c.restaurant_category_id`,
    ),
  };
}

/** The merge's event in the merged restaurant's History, as an administrator reads it. */
async function mergeEvent(restaurantId: number): Promise<Json> {
  const list = await api.call('GET', '/admin/activity/get-events', {
    token: tokens.admin,
    query: { restaurant_id: restaurantId, action: 'mergeRestaurants' },
  });
  expect(list.status).toBe(200);
  expect(list.body.events).toHaveLength(1);
  const detail = await api.call('GET', `/admin/activity/get-event/${list.body.events[0].eventId}`, { token: tokens.admin });
  expect(detail.status).toBe(200);
  return detail.body;
}

const changeOf = (event: Json, field: string) => event.changes.find((change: Json) => change.field === field)?.after;

/** Two demo restaurants with owners, menus, deals and images. */
async function demoPair(): Promise<[number, number]> {
  const rows = await api.db.query<{ id: number }>(
    `SELECT r.restaurant_id AS id FROM restaurants r
      WHERE r.owner_user_id IS NOT NULL AND EXISTS (SELECT 1 FROM deals d WHERE d.restaurant_id = r.restaurant_id)
        AND EXISTS (SELECT 1 FROM images i WHERE i.restaurant_id = r.restaurant_id)
      ORDER BY r.restaurant_id LIMIT 2`,
  );
  expect(rows).toHaveLength(2);
  return [rows[0].id, rows[1].id];
}

describe('POST /admin/restaurant/preview-merge-restaurants', () => {
  it('says what the merge then does: name, what moves, the logins kept and removed, the access status, and History says the same', async () => {
    const sources = await demoPair();
    const owners = await api.db.query<{ email: string }>(
      `SELECT u.email_address AS email FROM restaurants r JOIN users u ON u.user_id = r.owner_user_id
        WHERE r.restaurant_id = ANY($1::int[]) ORDER BY array_position($1::int[], r.restaurant_id)`,
      [sources],
    );

    const shown = await preview({ restaurantIds: sources, newRestaurantName: '  Preview Kitchen ' });

    expect(shown.status).toBe(200);
    expect(shown.body).toMatchObject({
      newRestaurantName: 'Preview Kitchen',
      restaurants: sources.map((restaurantId) => ({ restaurantId, accountStatus: 'Approved', version: expect.any(Number) })),
      ownerLoginKept: { emailAddress: owners[0].email, restaurantId: sources[0] },
      ownerLoginsRemoved: [{ emailAddress: owners[1].email, restaurantId: sources[1] }],
      accountStatus: 'Approved',
      accountStatusChosen: false,
      canChooseAccountStatus: false,
    });
    for (const kind of ['locations', 'menuItems', 'deals', 'images'] as const) expect(shown.body[kind].count).toBeGreaterThan(0);
    // A preview changes nothing.
    expect(await exists(sources)).toBe(2);

    const merged = await merge(mergeOf(shown.body));

    expect(merged).toMatchObject({ status: 201, body: { message: 'Restaurants merged successfully' } });
    const restaurantId = merged.body.restaurantId;
    const { locations, menuItems, deals, images, menuCategories, restaurantCategories } = shown.body;
    expect(await movedInto(restaurantId)).toEqual({ locations, menuItems, deals, images, menuCategories, restaurantCategories });
    expect(await exists(sources)).toBe(0);
    const details = await api.call('GET', `/admin/restaurant/get-restaurant-details/${restaurantId}`, { token: tokens.admin });
    expect(details.body).toMatchObject({
      emailAddress: owners[0].email,
      accountStatus: 'Approved',
      restaurant: { restaurantName: 'Preview Kitchen' },
    });
    expect(await api.db.query('SELECT 1 FROM users WHERE lower(email_address) = lower($1)', [owners[1].email])).toHaveLength(0);
    const removedLogin = await api.call('POST', '/auth/login', {
      body: { emailAddress: owners[1].email, password: DEMO_PASSWORD, userType: 'Restaurant' },
    });
    expect(removedLogin.status).toBe(401);

    const event = await mergeEvent(restaurantId);
    expect(event).toMatchObject({
      actionLabel: 'Restaurants merged',
      object: { type: 'Restaurant', id: restaurantId, label: 'Preview Kitchen' },
      restaurant: { restaurantId, restaurantName: 'Preview Kitchen' },
      affectedCount: 2,
      affectedIds: sources,
    });
    expect(changeOf(event, 'Restaurants merged')).toEqual(shown.body.restaurants.map((part: Json) => `${part.restaurantName} (Active)`));
    expect(changeOf(event, 'Restaurant Name')).toBe('Preview Kitchen');
    expect(changeOf(event, 'Locations moved')).toBe(
      `${locations.count}: ${locations.names.join(', ')}${locations.count > 10 ? ` and ${locations.count - 10} more` : ''}`,
    );
    expect(changeOf(event, 'Menu items moved')).toMatch(new RegExp(`^${menuItems.count}: `));
    expect(changeOf(event, 'Deals moved')).toMatch(new RegExp(`^${deals.count}: `));
    expect(changeOf(event, 'Images moved')).toBe(String(images.count));
    expect(changeOf(event, 'Owner login kept')).toBe(owners[0].email);
    expect(changeOf(event, 'Owner logins removed')).toEqual([owners[1].email]);
    expect(changeOf(event, 'Access status')).toBe('Active');
  });

  it('keeps Suspended when a restaurant merged was suspended, and History says why', async () => {
    const open = await ownedRestaurant('Merge Open Diner');
    const closed = await ownedRestaurant('Merge Suspended Diner');
    await suspend(closed.restaurantId);

    const shown = await preview({ restaurantIds: [open.restaurantId, closed.restaurantId], newRestaurantName: 'Merge Kept Suspended' });

    expect(shown.body).toMatchObject({
      restaurants: [
        { restaurantId: open.restaurantId, accountStatus: 'Approved' },
        { restaurantId: closed.restaurantId, accountStatus: 'Suspended' },
      ],
      ownerLoginKept: { emailAddress: open.email },
      ownerLoginsRemoved: [{ emailAddress: closed.email, restaurantName: 'Merge Suspended Diner' }],
      accountStatus: 'Suspended',
      accountStatusChosen: false,
    });
    const merged = await merge(mergeOf(shown.body));
    expect(merged.status).toBe(201);
    const details = await api.call('GET', `/admin/restaurant/get-restaurant-details/${merged.body.restaurantId}`, { token: tokens.admin });
    expect(details.body.accountStatus).toBe('Suspended');
    // The kept owner is suspended with it: no way in.
    const login = await api.call('POST', '/auth/login', {
      body: { emailAddress: open.email, password: DEMO_PASSWORD, userType: 'Restaurant' },
    });
    expect(login.status).toBeGreaterThanOrEqual(400);
    const event = await mergeEvent(merged.body.restaurantId);
    expect(changeOf(event, 'Access status')).toBe('Suspended (kept: Merge Suspended Diner was suspended)');
    expect(changeOf(event, 'Owner logins removed')).toEqual([closed.email]);
  });

  it('lets a super admin choose Approved over the rule, and the merge does so', async () => {
    const first = await ownedRestaurant('Merge Choice North');
    const second = await ownedRestaurant('Merge Choice South');
    await suspend(first.restaurantId);
    const request = { restaurantIds: [first.restaurantId, second.restaurantId], newRestaurantName: 'Merge Choice Approved' };

    const ruled = await preview(request, tokens.superAdmin);
    expect(ruled.body).toMatchObject({ accountStatus: 'Suspended', accountStatusChosen: false, canChooseAccountStatus: true });
    const chosen = await preview({ ...request, accountStatus: 'Approved' }, tokens.superAdmin);
    expect(chosen.body).toMatchObject({ accountStatus: 'Approved', accountStatusChosen: true, canChooseAccountStatus: true });
    // The choice is the request's: the data, and so the digest, are the same.
    expect(chosen.body.previewDigest).toBe(ruled.body.previewDigest);

    const merged = await merge(mergeOf(chosen.body, { accountStatus: 'Approved' }), tokens.superAdmin);

    expect(merged.status).toBe(201);
    const details = await api.call('GET', `/admin/restaurant/get-restaurant-details/${merged.body.restaurantId}`, { token: tokens.admin });
    expect(details.body.accountStatus).toBe('Approved');
    const event = await mergeEvent(merged.body.restaurantId);
    expect(changeOf(event, 'Access status')).toBe('Active (chosen by a super admin; Merge Choice North was suspended)');
  });

  it('refuses an administrator who chooses the access status, in the preview and in the merge, and merges nothing', async () => {
    const first = await ownedRestaurant('Merge Admin Choice A');
    const second = await ownedRestaurant('Merge Admin Choice B');
    await suspend(first.restaurantId);
    const request = { restaurantIds: [first.restaurantId, second.restaurantId], newRestaurantName: 'Never Approved' };
    const shown = await preview(request);

    for (const response of [
      await preview({ ...request, accountStatus: 'Approved' }),
      await merge(mergeOf(shown.body, { accountStatus: 'Approved' })),
    ]) {
      expect(response).toMatchObject({
        status: 403,
        body: { message: "Only a super admin can choose the merged restaurant's access status" },
      });
    }
    expect(await exists(request.restaurantIds)).toBe(2);
  });

  it('refuses with 412 a merge of a restaurant changed since the preview, naming who changed it, and merges nothing', async () => {
    const first = await ownedRestaurant('Merge Stale One');
    const second = await ownedRestaurant('Merge Stale Two');
    const shown = await preview({ restaurantIds: [first.restaurantId, second.restaurantId], newRestaurantName: 'Never Stale' });
    // A super admin suspends the second one after the preview was shown.
    await suspend(second.restaurantId, tokens.superAdmin);

    const refused = await merge(mergeOf(shown.body));

    expect(refused.status).toBe(412);
    expect(refused.body.message).toMatch(
      /^This restaurant \(Merge Stale Two\) was changed by Sofia Alvarez \(super@example\.com\) at .+ UTC/,
    );
    expect(refused.body).toMatchObject({
      currentVersion: shown.body.restaurants[1].version + 1,
      changedBy: { name: 'Sofia Alvarez', emailAddress: 'super@example.com' },
      current: {
        restaurant: { restaurantId: second.restaurantId, version: shown.body.restaurants[1].version + 1 },
        accountStatus: 'Suspended',
      },
    });
    expect(await exists([first.restaurantId, second.restaurantId])).toBe(2);

    // Previewed again, the confirmation says Suspended, and that merge goes through.
    const again = await preview({ restaurantIds: [first.restaurantId, second.restaurantId], newRestaurantName: 'Merged After All' });
    expect(again.body.accountStatus).toBe('Suspended');
    expect((await merge(mergeOf(again.body))).status).toBe(201);
  });

  it('refuses with 409 a merge whose preview would now say something else (a location added), and merges nothing', async () => {
    const first = await ownedRestaurant('Merge Moved One');
    const second = await ownedRestaurant('Merge Moved Two');
    const shown = await preview({ restaurantIds: [first.restaurantId, second.restaurantId], newRestaurantName: 'Never Moved' });
    const form = new FormData();
    for (const [name, value] of Object.entries({
      restaurantId: String(second.restaurantId),
      streetAddress: '99 Late Street',
      latitude: '30.27',
      longitude: '-97.74',
      phoneCountryCode: '+1',
      phoneNumber: '5128675309',
    })) {
      form.append(name, value);
    }
    expect((await api.call('POST', '/admin/restaurant/create-restaurant-location', { token: tokens.admin, form })).status).toBe(201);

    const refused = await merge(mergeOf(shown.body));

    expect(refused).toMatchObject({
      status: 409,
      body: { message: expect.stringMatching(/^The restaurants changed since the merge was previewed/) },
    });
    expect(await exists([first.restaurantId, second.restaurantId])).toBe(2);
    const again = await preview({ restaurantIds: [first.restaurantId, second.restaurantId], newRestaurantName: 'Never Moved' });
    expect(again.body.locations).toEqual({ count: 3, names: expect.arrayContaining(['99 Late Street']) });
  });

  it('takes a merge without versions (an older release) with a Deprecation header, and refuses versions that miss a restaurant', async () => {
    const first = await ownedRestaurant('Merge Old Release A');
    const second = await ownedRestaurant('Merge Old Release B');
    const shown = await preview({ restaurantIds: [first.restaurantId, second.restaurantId], newRestaurantName: 'Merged By Old Release' });

    const partial = await merge({ ...mergeOf(shown.body), restaurantVersions: mergeOf(shown.body).restaurantVersions.slice(0, 1) });
    expect(partial).toMatchObject({
      status: 400,
      body: { message: 'restaurantVersions must give the version of every restaurant merged, once each', field: 'restaurantVersions' },
    });

    const old = await merge({ restaurantIds: [first.restaurantId, second.restaurantId], newRestaurantName: 'Merged By Old Release' });
    expect(old.status).toBe(201);
    expect(old.headers.get('deprecation')).toBe('true');
  });

  it.each([
    [{ restaurantIds: [1], newRestaurantName: 'Solo' }, 'Select more than 1 restaurant to merge'],
    [{ restaurantIds: [1, 2], newRestaurantName: '   ' }, 'New Restaurant Name is required'],
    [{ restaurantIds: [1, 2], newRestaurantName: 'x'.repeat(256) }, 'New Restaurant Name cannot exceed 255 characters'],
  ])('answers 400 for %j as the merge does', async (body, message) => {
    expect(await preview(body)).toMatchObject({ status: 400, body: { message } });
  });

  it('answers 404 for a restaurant that does not exist', async () => {
    const [existing] = await api.db.query<{ id: number }>('SELECT restaurant_id AS id FROM restaurants ORDER BY 1 LIMIT 1');
    expect(await preview({ restaurantIds: [existing.id, 99999999], newRestaurantName: 'Ghost' })).toMatchObject({
      status: 404,
      body: { message: 'Restaurant not found: 99999999' },
    });
  });

  it('is for administrators only', async () => {
    const body = { restaurantIds: [1, 2], newRestaurantName: 'Nope' };
    expect((await preview(body, tokens.restaurant)).status).toBe(403);
    expect((await api.call('POST', PREVIEW, { body })).status).toBe(401);
    expect((await merge(body, tokens.restaurant)).status).toBe(403);
  });
});

describe('a merge without versions where API_IF_MATCH=required', () => {
  let strict: TestApi;
  beforeAll(async () => {
    strict = await startTestApi({ ifMatch: 'required' });
  });
  afterAll(async () => {
    await strict?.close();
  });

  it('answers 428 and merges nothing', async () => {
    const token = await strict.login('admin@example.com', 'Administrator');
    const ids = (await strict.db.query<{ id: number }>('SELECT restaurant_id AS id FROM restaurants ORDER BY 1 LIMIT 2')).map(
      (row) => row.id,
    );

    const response = await strict.call('POST', MERGE, { token, body: { restaurantIds: ids, newRestaurantName: 'Never Without Versions' } });

    expect(response.status).toBe(428);
    expect(await strict.db.query('SELECT 1 FROM restaurants WHERE restaurant_id = ANY($1::int[])', [ids])).toHaveLength(2);
  });
});
