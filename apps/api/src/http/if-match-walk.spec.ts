import { startWalk, WALK, type WalkState } from '../testing/activity-walk';
import { foodFields, foodForm } from '../testing/food-fixtures';
import { DEMO_ACCOUNTS } from '../seed/demo-plan';
import type { ConsoleRole } from '../testing/role-tokens';
import { startTestApi, type CallResult, type Json, type TestApi } from '../testing/test-api';
import { IF_MATCH_REQUIRED, MALFORMED_IF_MATCH } from './if-match';

/*
 * The contract walk of If-Match: every operation the contract gives the IfMatch parameter, taken from the
 * contract itself, is called as the activity walk calls it (a valid call on a fresh object) and must
 * - at the object's current version: succeed, and move the version on (or delete the object);
 * - at a version someone else's change made stale: answer 412 with the VersionConflict (who, when, the
 *   object now) and change nothing;
 * - with `*`: succeed; without the header: succeed with `Deprecation: true` (API_IF_MATCH=optional), or
 *   answer 428 (required); with a header naming no version: answer 400 and change nothing.
 */

let api: TestApi;
let strict: TestApi;
let walk: WalkState;
let strictWalk: WalkState;

beforeAll(async () => {
  [api, strict] = await Promise.all([startTestApi(), startTestApi({ ifMatch: 'required' })]);
  [walk, strictWalk] = await Promise.all([startWalk(api), startWalk(strict)]);
});

afterAll(async () => {
  await Promise.all([api?.close(), strict?.close()]);
});

type Prepared = Record<string, unknown>;

/** The row whose version If-Match names. */
interface Target {
  table: string;
  idColumn: string;
  id: number;
}

type Outcome = 'changes' | 'deletes' | 'closesReports';

interface WalkCase {
  target(state: WalkState, prepared: Prepared): Promise<Target>;
  /** Someone else's change to the object meanwhile, through the API ('*'); answers who made it. */
  touch(state: WalkState, prepared: Prepared): Promise<ConsoleRole>;
  outcome: Outcome;
  /** Makes the walk's call a real change (it would repeat what the object already holds). */
  before?(state: WalkState, prepared: Prepared): Promise<void>;
}

let sequence = 0;
const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${(sequence += 1)}`;

/** The walk's calls, sending this If-Match (none when undefined). */
function sending(state: WalkState, ifMatch: string | undefined): WalkState {
  const call: TestApi['call'] = (method, path, options = {}) =>
    state.api.call(method, path, {
      ...options,
      headers: { ...options.headers, ...(ifMatch === undefined ? {} : { 'if-match': ifMatch }) },
    });
  return { ...state, api: { ...state.api, call } };
}

async function one<T>(state: WalkState, sql: string, params: unknown[]): Promise<T> {
  const [row] = await state.api.db.query<T>(sql, params);
  if (!row) throw new Error(`The walk needs a row: ${sql} ${JSON.stringify(params)}`);
  return row;
}

const by = (table: string, idColumn: string) => async (_state: WalkState, prepared: Prepared) => ({
  table,
  idColumn,
  id: Number(prepared.id),
});
const restaurantTarget = (which: 'own' | 'other') => async (state: WalkState) => ({
  table: 'restaurants',
  idColumn: 'restaurant_id',
  id: state[which].restaurantId,
});

/** The location or restaurant profile an image is part of. */
async function imageOwner(state: WalkState, prepared: Prepared): Promise<Target> {
  const image = await one<{ addressId: number | null; restaurantId: number }>(
    state,
    'SELECT address_id AS "addressId", restaurant_id AS "restaurantId" FROM images WHERE image_id = $1',
    [prepared.id],
  );
  return image.addressId === null
    ? { table: 'restaurants', idColumn: 'restaurant_id', id: image.restaurantId }
    : { table: 'addresses', idColumn: 'address_id', id: image.addressId };
}

async function ownRestaurantOf(state: WalkState, prepared: Prepared): Promise<Target> {
  const details = await state.api.call('GET', '/restaurant/get-my-restaurant-details', { token: prepared.token as string });
  return { table: 'restaurants', idColumn: 'restaurant_id', id: details.body.restaurant.restaurantId };
}

function expectDone(result: CallResult, what: string): void {
  if (result.status >= 300) throw new Error(`${what}: ${result.status} ${JSON.stringify(result.body)}`);
}

const form = (fields: Record<string, string | string[] | undefined>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const item of value === undefined ? [] : [value].flat()) data.append(name, item);
  }
  return data;
};

/** An administrator renames the restaurant, keeping its categories and owner email. */
async function adminTouchRestaurant(state: WalkState, restaurantId: number): Promise<ConsoleRole> {
  const restaurant = await one<{ name: string; email: string | null; categories: number[] }>(
    state,
    `SELECT r.restaurant_name AS name, u.email_address AS email,
            ARRAY(SELECT restaurant_category_id FROM restaurant_category_links l WHERE l.restaurant_id = r.restaurant_id) AS categories
       FROM restaurants r LEFT JOIN users u ON u.user_id = r.owner_user_id WHERE r.restaurant_id = $1`,
    [restaurantId],
  );
  const categories = restaurant.categories.length ? restaurant.categories : [1];
  const result = await state.api.call('PATCH', '/admin/restaurant/update-restaurant', {
    token: state.tokens.admin,
    headers: { 'if-match': '*' },
    form: form({
      restaurantId: String(restaurantId),
      restaurantName: `${restaurant.name.slice(0, 200)} T`,
      restaurantCategoryIds: categories.map(String),
      emailAddress: restaurant.email ?? undefined,
    }),
  });
  expectDone(result, 'adminUpdateRestaurant (touch)');
  return 'admin';
}

/** An administrator moves the location to another street. */
async function adminTouchLocation(state: WalkState, addressId: number): Promise<ConsoleRole> {
  const { restaurantId } = await one<{ restaurantId: number }>(
    state,
    'SELECT restaurant_id AS "restaurantId" FROM addresses WHERE address_id = $1',
    [addressId],
  );
  const result = await state.api.call('PATCH', `/admin/restaurant/update-restaurant-location/${addressId}`, {
    token: state.tokens.admin,
    headers: { 'if-match': '*' },
    form: form({
      restaurantId: String(restaurantId),
      streetAddress: unique('7 Touched St '),
      city: 'Austin',
      state: 'TX',
      zipCode: '78701',
      country: 'US',
      latitude: '30.2713',
      longitude: '-97.7426',
      phoneCountryCode: '+1',
      phoneNumber: '(512) 867-5309',
    }),
  });
  expectDone(result, 'adminUpdateRestaurantLocation (touch)');
  return 'admin';
}

/** An administrator changes the item's price. */
async function adminTouchFood(state: WalkState, foodId: number): Promise<ConsoleRole> {
  const food = await one<{ restaurantId: number; categoryId: number }>(
    state,
    `SELECT f.restaurant_id AS "restaurantId",
            coalesce(f.food_category_id, (SELECT min(category_id) FROM food_categories c WHERE c.restaurant_id = f.restaurant_id)) AS "categoryId"
       FROM foods f WHERE f.food_id = $1`,
    [foodId],
  );
  const result = await state.api.call('PATCH', `/admin/food/update-food/${foodId}`, {
    token: state.tokens.admin,
    headers: { 'if-match': '*' },
    form: foodForm({ restaurantId: String(food.restaurantId), ...foodFields(food.categoryId, { price: '15.25' }) }),
  });
  expectDone(result, 'adminUpdateFood (touch)');
  return 'admin';
}

async function adminTouchDeal(state: WalkState, dealId: number): Promise<ConsoleRole> {
  const result = await state.api.call('PATCH', `/admin/deal/change-deal-status/${dealId}`, {
    token: state.tokens.admin,
    headers: { 'if-match': '*' },
    body: { isActive: false },
  });
  expectDone(result, 'adminChangeDealStatus (touch)');
  return 'admin';
}

/** The walk's own call, made by someone else first at any version. */
const sameCall =
  (operationId: string, role: ConsoleRole) =>
  async (state: WalkState, prepared: Prepared): Promise<ConsoleRole> => {
    expectDone(await WALK[operationId].call(sending(state, '*'), prepared), `${operationId} (touch)`);
    return role;
  };

/** The profile form repeats the categories it has: without them the walk's call is a real change. */
const dropCategories = (which: 'own' | 'other') => async (state: WalkState) => {
  await state.api.db.query('DELETE FROM restaurant_category_links WHERE restaurant_id = $1', [state[which].restaurantId]);
};

const location = by('addresses', 'address_id');
const food = by('foods', 'food_id');
const deal = by('deals', 'deal_id');
const foodTag = by('food_tag_category_items', 'food_tag_category_item_id');

/** The one release state (releases/): touched by another release change, made with `*`. */
const releaseState: WalkCase['target'] = async () => ({ table: 'deployment_state', idColumn: 'id', id: 1 });
const touchReleases = async (state: WalkState): Promise<ConsoleRole> => {
  const { body } = await state.api.call('GET', '/release-state', { token: state.tokens.superAdmin });
  const touched = await state.api.call('PUT', '/release-state', {
    token: state.tokens.superAdmin,
    headers: { 'if-match': '*' },
    body: { command: ['touch'], deployment: body.deployment },
  });
  expectDone(touched, 'changeReleaseState (touch)');
  return 'superAdmin';
};

const CASES: Record<string, WalkCase> = {
  changeReleaseState: { target: releaseState, touch: touchReleases, outcome: 'changes' },
  approveRollingRelease: { target: releaseState, touch: touchReleases, outcome: 'changes' },
  abortRollingRelease: { target: releaseState, touch: touchReleases, outcome: 'changes' },
  revokeServiceToken: {
    target: by('service_tokens', 'service_token_id'),
    // Nothing but a revoke changes a token: a rename in the database moves its version (the trail's last change is its making).
    touch: async (state, prepared) => {
      await state.api.db.query(`UPDATE service_tokens SET name = name || ' renamed', version = version + 1 WHERE service_token_id = $1`, [
        prepared.id,
      ]);
      return 'superAdmin';
    },
    outcome: 'changes',
  },
  deleteAdministrator: {
    target: by('users', 'user_id'),
    // No console call changes another administrator's account: its last change in the trail is its creation.
    touch: async (state, prepared) => {
      await state.api.db.query(`UPDATE users SET first_name = 'Renamed' WHERE user_id = $1`, [prepared.id]);
      return 'superAdmin';
    },
    outcome: 'deletes',
  },
  changeRestaurantStatus: {
    target: by('restaurants', 'restaurant_id'),
    touch: sameCall('changeRestaurantStatus', 'admin'),
    outcome: 'changes',
  },
  adminUpdateRestaurantLocation: { target: location, touch: sameCall('adminUpdateRestaurantLocation', 'admin'), outcome: 'changes' },
  adminUpdateRestaurant: {
    target: restaurantTarget('other'),
    before: dropCategories('other'),
    touch: sameCall('adminUpdateRestaurant', 'admin'),
    outcome: 'changes',
  },
  adminDeleteRestaurantLocation: { target: location, touch: (state, { id }) => adminTouchLocation(state, Number(id)), outcome: 'deletes' },
  adminDeleteRestaurantImage: { target: imageOwner, touch: touchImageOwner, outcome: 'changes' },
  updateRestaurantLocation: { target: location, touch: sameCall('updateRestaurantLocation', 'restaurant'), outcome: 'changes' },
  updateRestaurant: {
    target: restaurantTarget('own'),
    before: dropCategories('own'),
    touch: sameCall('updateRestaurant', 'restaurant'),
    outcome: 'changes',
  },
  deleteRestaurantLocation: { target: location, touch: (state, { id }) => adminTouchLocation(state, Number(id)), outcome: 'deletes' },
  deleteRestaurantImage: { target: imageOwner, touch: touchImageOwner, outcome: 'changes' },
  deleteMyRestaurant: {
    target: ownRestaurantOf,
    touch: async (state, prepared) => adminTouchRestaurant(state, (await ownRestaurantOf(state, prepared)).id),
    outcome: 'deletes',
  },
  updateRestaurantCategory: {
    target: by('restaurant_categories', 'restaurant_category_id'),
    touch: sameCall('updateRestaurantCategory', 'admin'),
    outcome: 'changes',
  },
  deleteRestaurantCategory: {
    target: by('restaurant_categories', 'restaurant_category_id'),
    touch: sameCall('updateRestaurantCategory', 'admin'),
    outcome: 'deletes',
  },
  updateFoodCategory: {
    target: by('food_categories', 'category_id'),
    touch: sameCall('updateFoodCategory', 'restaurant'),
    outcome: 'changes',
  },
  adminUpdateFoodCategory: {
    target: by('food_categories', 'category_id'),
    touch: sameCall('adminUpdateFoodCategory', 'admin'),
    outcome: 'changes',
  },
  updateFood: { target: food, touch: sameCall('updateFood', 'restaurant'), outcome: 'changes' },
  deleteFood: { target: food, touch: (state, { id }) => adminTouchFood(state, Number(id)), outcome: 'deletes' },
  adminUpdateFood: { target: food, touch: sameCall('adminUpdateFood', 'admin'), outcome: 'changes' },
  adminDeleteFood: { target: food, touch: (state, { id }) => adminTouchFood(state, Number(id)), outcome: 'deletes' },
  updateFoodTag: { target: foodTag, touch: sameCall('updateFoodTag', 'superAdmin'), outcome: 'changes' },
  changeFoodTagStatus: { target: foodTag, touch: sameCall('updateFoodTag', 'superAdmin'), outcome: 'changes' },
  updateDeal: { target: deal, touch: sameCall('updateDeal', 'restaurant'), outcome: 'changes' },
  changeDealStatus: { target: deal, touch: sameCall('changeDealStatus', 'restaurant'), outcome: 'changes' },
  removeDeal: { target: deal, touch: (state, { id }) => adminTouchDeal(state, Number(id)), outcome: 'deletes' },
  adminUpdateDeal: { target: deal, touch: sameCall('adminUpdateDeal', 'admin'), outcome: 'changes' },
  adminChangeDealStatus: { target: deal, touch: sameCall('adminChangeDealStatus', 'admin'), outcome: 'changes' },
  adminRemoveDeal: { target: deal, touch: (state, { id }) => adminTouchDeal(state, Number(id)), outcome: 'deletes' },
  removeReportedFood: { target: food, touch: (state, { id }) => adminTouchFood(state, Number(id)), outcome: 'changes' },
  ignoreFoodReport: { target: food, touch: (state, { id }) => adminTouchFood(state, Number(id)), outcome: 'closesReports' },
};

async function touchImageOwner(state: WalkState, prepared: Prepared): Promise<ConsoleRole> {
  const owner = await imageOwner(state, prepared);
  return owner.table === 'restaurants' ? adminTouchRestaurant(state, owner.id) : adminTouchLocation(state, owner.id);
}

/** The row as the database holds it (undefined once deleted). */
async function rowOf(state: WalkState, target: Target): Promise<(Json & { version: number }) | undefined> {
  const [row] = await state.api.db.query<{ row: Json }>(`SELECT to_jsonb(t) AS row FROM ${target.table} t WHERE ${target.idColumn} = $1`, [
    target.id,
  ]);
  return row?.row;
}

async function openReports(state: WalkState, foodId: number): Promise<number> {
  const [{ count }] = await state.api.db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM food_reports WHERE food_id = $1 AND closed_at IS NULL',
    [foodId],
  );
  return count;
}

/** A fresh object for one call of the operation: what the walk prepares, the row it targets, its version. */
async function fresh(state: WalkState, operationId: string) {
  const step = WALK[operationId];
  const prepared = (await step.prepare?.(state)) ?? {};
  await CASES[operationId].before?.(state, prepared);
  const target = await CASES[operationId].target(state, prepared);
  const row = await rowOf(state, target);
  if (!row) throw new Error(`${operationId}: the walk prepared no ${target.table} row ${target.id}`);
  return { step, prepared, target, row };
}

async function actorOf(role: ConsoleRole): Promise<{ name: string; emailAddress: string }> {
  const email = DEMO_ACCOUNTS[role === 'restaurant' ? 'owner' : role];
  const [user] = await api.db.query<{ name: string }>(`SELECT first_name || ' ' || last_name AS name FROM users WHERE email_address = $1`, [
    email,
  ]);
  return { name: user.name, emailAddress: email };
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const operations = () => api.contract.operations.filter((operation) => operation.ifMatch).map((operation) => operation.operationId);

it('has a case for every operation the contract gives If-Match, and none for another', () => {
  expect(operations().length).toBeGreaterThanOrEqual(29);
  expect(Object.keys(CASES).sort()).toEqual(operations().sort());
  for (const operationId of operations()) expect(WALK[operationId]).toBeDefined();
});

describe.each(Object.keys(CASES))('%s', (operationId) => {
  const { outcome } = CASES[operationId];

  it('at the current version: done, and the version moves on', async () => {
    const { step, prepared, target, row } = await fresh(walk, operationId);
    const result = await step.call(sending(walk, `"${row.version}"`), prepared);
    expect(result.status).toBeLessThan(300);
    expect(result.headers.get('deprecation')).toBeNull();
    const after = await rowOf(walk, target);
    if (outcome === 'deletes') expect(after).toBeUndefined();
    else if (outcome === 'closesReports') expect(await openReports(walk, target.id)).toBe(0);
    else expect(after?.version).toBeGreaterThan(row.version);
  });

  it('at a version changed since by someone else: 412 naming who and when, with the object now; nothing changed', async () => {
    const { step, prepared, target, row } = await fresh(walk, operationId);
    const role = await CASES[operationId].touch(walk, prepared);
    const touched = await rowOf(walk, target);
    expect(touched?.version).toBeGreaterThan(row.version);

    const result = await step.call(sending(walk, `"${row.version}"`), prepared);
    const actor = await actorOf(role);
    expect(result.status).toBe(412);
    expect(result.body).toMatchObject({
      currentVersion: touched?.version,
      changedBy: actor,
      changedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/),
      current: expect.any(Object),
    });
    expect(result.body.message).toMatch(
      new RegExp(
        `^This [a-z ]+ was changed by ${escaped(actor.name)} \\(${escaped(actor.emailAddress)}\\) at \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d UTC, after you opened it\\. Nothing was saved\\.$`,
      ),
    );
    expect(JSON.stringify(result.body.current)).toContain(`"version":${touched?.version}`);
    expect(await rowOf(walk, target)).toEqual(touched);
    if (outcome === 'closesReports') expect(await openReports(walk, target.id)).toBeGreaterThan(0);
  });

  it('with * (any version): done', async () => {
    const { step, prepared } = await fresh(walk, operationId);
    expect((await step.call(sending(walk, '*'), prepared)).status).toBeLessThan(300);
  });

  it('without If-Match under API_IF_MATCH=optional: done, with Deprecation: true', async () => {
    const { step, prepared } = await fresh(walk, operationId);
    const result = await step.call(sending(walk, undefined), prepared);
    expect(result.status).toBeLessThan(300);
    expect(result.headers.get('deprecation')).toBe('true');
  });

  it('without If-Match under API_IF_MATCH=required: 428, nothing changed', async () => {
    const { step, prepared, target, row } = await fresh(strictWalk, operationId);
    const result = await step.call(sending(strictWalk, undefined), prepared);
    expect(result).toMatchObject({ status: 428, body: { message: IF_MATCH_REQUIRED } });
    expect(await rowOf(strictWalk, target)).toEqual(row);
  });

  it('with an If-Match that names no version: 400, nothing changed', async () => {
    const { step, prepared, target, row } = await fresh(walk, operationId);
    const result = await step.call(sending(walk, 'version 7'), prepared);
    expect(result).toMatchObject({ status: 400, body: { message: MALFORMED_IF_MATCH } });
    expect(await rowOf(walk, target)).toEqual(row);
  });
});
