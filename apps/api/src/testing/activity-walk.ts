import { foodFields, foodForm } from './food-fixtures';
import { dealBody, dealRestaurants, type DealRestaurant } from './deal-fixtures';
import { DEMO_PASSWORD } from '../seed/demo-catalog';
import { DEMO_ACCOUNTS } from '../seed/demo-plan';
import { signInEveryRole, type ConsoleRole } from './role-tokens';
import type { CallResult, TestApi } from './test-api';

/*
 * A valid call of every write operation of the contract, each against the seeded demo data (test helper
 * for activity-recording.spec.ts, and for whoever needs every write made once). `prepare` makes what the
 * call needs (through the API or the database) and is not part of what is checked; `call` is the one
 * call whose event is checked.
 */

export interface WalkState {
  api: TestApi;
  tokens: Record<ConsoleRole, string>;
  own: DealRestaurant;
  other: DealRestaurant;
  /** Everything secret the walk has sent or seen: no event may hold any of it. */
  secrets: Set<string>;
}

export interface WalkStep {
  prepare?: (state: WalkState) => Promise<Record<string, unknown>>;
  call: (state: WalkState, prepared: Record<string, unknown>) => Promise<CallResult>;
  /** The action the event is recorded under, when it is not the operationId (a failed sign-in). */
  action?: string;
}

const NEW_PASSWORD = 'Walk#Pass2026';

export async function startWalk(api: TestApi): Promise<WalkState> {
  const tokens = await signInEveryRole(api);
  const { own, other } = await dealRestaurants(api);
  const secrets = new Set<string>([DEMO_PASSWORD, NEW_PASSWORD, ...Object.values(tokens)]);
  return { api, tokens, own, other, secrets };
}

/** Adds the database's secrets (hashes, session ids, reset code hashes) as they are now. */
export async function collectStoredSecrets(state: WalkState): Promise<void> {
  const rows = await state.api.db.query<{ secret: string }>(
    `SELECT password_hash AS secret FROM users WHERE password_hash IS NOT NULL AND user_type <> 'Customer'
     UNION ALL SELECT session_id FROM sessions
     UNION ALL SELECT code_hash FROM password_reset_codes`,
  );
  for (const { secret } of rows) state.secrets.add(secret);
}

function form(fields: Record<string, string | string[] | undefined>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) data.append(name, item);
  }
  return data;
}

const locationFields = (street = '1 Audit St') => ({
  streetAddress: street,
  city: 'Austin',
  state: 'TX',
  zipCode: '78701',
  country: 'US',
  latitude: '30.2713',
  longitude: '-97.7426',
  phoneCountryCode: '+1',
  phoneNumber: '(512) 867-5309',
});

async function one<T>(state: WalkState, sql: string, params: unknown[] = []): Promise<T> {
  const [row] = await state.api.db.query<T>(sql, params);
  if (!row) throw new Error(`The walk needs a row: ${sql}`);
  return row;
}

/** The owner's sign-in email, which the profile form must repeat (none for a restaurant without an owner). */
async function ownerEmailOf(state: WalkState, restaurantId: number): Promise<string | undefined> {
  const [row] = await state.api.db.query<{ email: string }>(
    'SELECT u.email_address AS email FROM restaurants r JOIN users u ON u.user_id = r.owner_user_id WHERE r.restaurant_id = $1',
    [restaurantId],
  );
  return row?.email;
}

async function categoryIds(state: WalkState): Promise<number[]> {
  const rows = await state.api.db.query<{ id: number }>(
    'SELECT restaurant_category_id AS id FROM restaurant_categories ORDER BY 1 LIMIT 2',
  );
  return rows.map((row) => row.id);
}

async function menuCategoryOf(state: WalkState, restaurantId: number): Promise<number> {
  return (
    await one<{ id: number }>(state, 'SELECT category_id AS id FROM food_categories WHERE restaurant_id = $1 ORDER BY 1 LIMIT 1', [
      restaurantId,
    ])
  ).id;
}

/** A menu category of the restaurant other than the one new items get (made when it has only one). */
async function otherMenuCategoryOf(state: WalkState, restaurantId: number): Promise<number> {
  const first = await menuCategoryOf(state, restaurantId);
  const [row] = await state.api.db.query<{ id: number }>(
    'SELECT category_id AS id FROM food_categories WHERE restaurant_id = $1 AND category_id <> $2 ORDER BY 1 LIMIT 1',
    [restaurantId, first],
  );
  if (row) return row.id;
  return (
    await one<{ id: number }>(
      state,
      `INSERT INTO food_categories (restaurant_id, category_name) VALUES ($1, 'Walk Moves') RETURNING category_id AS id`,
      [restaurantId],
    )
  ).id;
}

let sequence = 0;
const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${(sequence += 1)}`;

/** A new restaurant account through the API, signed in with its password changed: for the calls that end it. */
async function throwawayOwner(state: WalkState): Promise<{ token: string; restaurantId: number; email: string }> {
  const { api, tokens } = state;
  const email = `${unique('walk')}@audit.example`;
  const created = await api.call('POST', '/admin/restaurant/create-restaurant', {
    token: tokens.admin,
    body: {
      emailAddress: email,
      password: NEW_PASSWORD,
      restaurantName: unique('Walk Diner '),
      restaurantCategoryIds: await categoryIds(state),
      locations: [{ ...locationFields(), latitude: 30.27, longitude: -97.74 }],
    },
  });
  if (created.status !== 201) throw new Error(`createRestaurant: ${created.status} ${JSON.stringify(created.body)}`);
  const signedIn = await api.call('POST', '/auth/login', { body: { emailAddress: email, password: NEW_PASSWORD, userType: 'Restaurant' } });
  let token = signedIn.body.token as string;
  if (signedIn.body.user.userSettings.needToChangePassword) {
    await api.call('PATCH', '/auth/change-password', {
      token,
      body: { currentPassword: NEW_PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    });
    token = (await api.call('POST', '/auth/login', { body: { emailAddress: email, password: NEW_PASSWORD, userType: 'Restaurant' } })).body
      .token;
  }
  state.secrets.add(token);
  return { token, restaurantId: created.body.restaurantId, email };
}

/** The reset code mailed to the address: sent after the answer (auth/password-handlers.ts), so waited for. */
async function codeSentTo(state: WalkState, email: string): Promise<string> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const mails = (await state.api.call('GET', '/__dev/outbox', { query: { to: email } })).body.messages;
    if (mails.length > 0) return mails.at(-1).code as string;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`No reset code was sent to ${email}`);
}

async function newLocation(state: WalkState, restaurantId: number): Promise<number> {
  const created = await state.api.call('POST', '/admin/restaurant/create-restaurant-location', {
    token: state.tokens.admin,
    form: form({ restaurantId: String(restaurantId), ...locationFields(unique('9 Gone St ')) }),
  });
  if (created.status >= 300) throw new Error(`adminCreateRestaurantLocation: ${created.status} ${JSON.stringify(created.body)}`);
  return lastLocation(state, restaurantId);
}

async function lastLocation(state: WalkState, restaurantId: number): Promise<number> {
  return (await one<{ id: number }>(state, 'SELECT max(address_id) AS id FROM addresses WHERE restaurant_id = $1', [restaurantId])).id;
}

async function imageOf(state: WalkState, restaurantId: number): Promise<number> {
  const existing = await state.api.db.query<{ id: number }>(
    'SELECT image_id AS id FROM images WHERE restaurant_id = $1 ORDER BY 1 LIMIT 1',
    [restaurantId],
  );
  if (existing[0]) return existing[0].id;
  return (
    await one<{ id: number }>(
      state,
      `INSERT INTO images (restaurant_id, image_file_url) VALUES ($1, 'https://images.example.com/walk.png') RETURNING image_id AS id`,
      [restaurantId],
    )
  ).id;
}

async function newFood(state: WalkState, restaurantId: number): Promise<number> {
  const created = await state.api.call('POST', '/admin/food/create-food', {
    token: state.tokens.admin,
    form: foodForm({
      restaurantId: String(restaurantId),
      ...foodFields(await menuCategoryOf(state, restaurantId), { foodItemName: unique('Walk Dish ') }),
    }),
  });
  if (created.status !== 201 && created.status !== 200)
    throw new Error(`adminCreateFood: ${created.status} ${JSON.stringify(created.body)}`);
  return (await one<{ id: number }>(state, 'SELECT max(food_id) AS id FROM foods WHERE restaurant_id = $1', [restaurantId])).id;
}

async function newDeal(state: WalkState, restaurant: DealRestaurant): Promise<number> {
  const created = await state.api.call('POST', '/admin/deal/create-deal', {
    token: state.tokens.admin,
    body: dealBody(state.api, restaurant, { restaurantId: restaurant.restaurantId, dealTitle: unique('Walk Deal ') }),
  });
  if (created.status !== 201 && created.status !== 200)
    throw new Error(`adminCreateDeal: ${created.status} ${JSON.stringify(created.body)}`);
  return (await one<{ id: number }>(state, 'SELECT max(deal_id) AS id FROM deals WHERE restaurant_id = $1', [restaurant.restaurantId])).id;
}

/** A menu item of the restaurant with an open report (made here: a report comes from the customer app). */
async function reportedFood(state: WalkState, restaurantId: number): Promise<number> {
  const foodId = await newFood(state, restaurantId);
  await state.api.db.query(`INSERT INTO food_reports (food_id, reason) VALUES ($1, 'Walk report'), ($1, 'Another walk report')`, [foodId]);
  return foodId;
}

async function appUserIds(state: WalkState): Promise<number[]> {
  const rows = await state.api.db.query<{ id: number }>(`SELECT user_id AS id FROM users WHERE user_type = 'Customer' ORDER BY 1 LIMIT 3`);
  return rows.map((row) => row.id);
}

const json = (state: WalkState, role: ConsoleRole, method: string, path: string, body?: unknown) =>
  state.api.call(method, path, { token: state.tokens[role], ...(body === undefined ? {} : { body }) });

/** One valid call of each write operation, by operationId. */
export const WALK: Record<string, WalkStep> = {
  login: {
    call: ({ api }) =>
      api.call('POST', '/auth/login', { body: { emailAddress: DEMO_ACCOUNTS.admin, password: DEMO_PASSWORD, userType: 'Administrator' } }),
  },
  forgotPassword: {
    call: ({ api }) => api.call('POST', '/auth/forgot-password', { body: { emailAddress: DEMO_ACCOUNTS.owner, userType: 'Restaurant' } }),
  },
  resetPassword: {
    prepare: async (state) => {
      const owner = await throwawayOwner(state);
      await state.api.call('POST', '/auth/forgot-password', { body: { emailAddress: owner.email, userType: 'Restaurant' } });
      const code = await codeSentTo(state, owner.email);
      state.secrets.add(code);
      return { email: owner.email, code };
    },
    call: ({ api }, { email, code }) =>
      api.call('PATCH', '/auth/reset-password', {
        body: { emailAddress: email, resetCode: code, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD, userType: 'Restaurant' },
      }),
  },
  changePassword: {
    prepare: async (state) => ({ token: (await throwawayOwner(state)).token }),
    call: ({ api }, { token }) =>
      api.call('PATCH', '/auth/change-password', {
        token: token as string,
        body: { currentPassword: NEW_PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
      }),
  },
  changeTheme: {
    call: ({ api, tokens }) => api.call('PATCH', '/auth/change-theme', { token: tokens.admin, body: { theme: 'dark' } }),
  },
  logout: {
    prepare: async (state) => ({ token: (await throwawayOwner(state)).token }),
    call: ({ api }, { token }) => api.call('DELETE', '/auth/logout', { token: token as string }),
  },
  deleteAccount: {
    prepare: async (state) => ({ token: (await throwawayOwner(state)).token }),
    call: ({ api }, { token }) => api.call('DELETE', '/auth/delete-account', { token: token as string }),
  },
  deleteMyRestaurant: {
    prepare: async (state) => ({ token: (await throwawayOwner(state)).token }),
    call: ({ api }, { token }) => api.call('DELETE', '/restaurant/delete-my-restaurant', { token: token as string }),
  },
  createAdministrator: {
    call: (state) =>
      json(state, 'superAdmin', 'POST', '/admin/administrator/create-administrator', {
        firstName: 'Walk',
        lastName: 'Admin',
        emailAddress: `${unique('walk-admin')}@audit.example`,
        password: NEW_PASSWORD,
        phoneCountryCode: '+1',
        phoneNumber: '(512) 867-5309',
      }),
  },
  deleteAdministrator: {
    prepare: async (state) => {
      const created = await json(state, 'superAdmin', 'POST', '/admin/administrator/create-administrator', {
        firstName: 'Gone',
        lastName: 'Admin',
        emailAddress: `${unique('gone-admin')}@audit.example`,
        password: NEW_PASSWORD,
        phoneCountryCode: '+1',
        phoneNumber: '(512) 867-5309',
      });
      return { id: created.body.userId };
    },
    call: (state, { id }) => json(state, 'superAdmin', 'DELETE', `/admin/administrator/delete-administrator/${id}`),
  },
  mergeRestaurants: {
    prepare: async (state) => ({
      ids: [(await throwawayOwner(state)).restaurantId, (await throwawayOwner(state)).restaurantId],
    }),
    call: (state, { ids }) =>
      json(state, 'admin', 'POST', '/admin/restaurant/merge-restaurants', { restaurantIds: ids, newRestaurantName: unique('Merged ') }),
  },
  createRestaurant: {
    call: async (state) =>
      json(state, 'admin', 'POST', '/admin/restaurant/create-restaurant', {
        emailAddress: `${unique('walk-new')}@audit.example`,
        password: NEW_PASSWORD,
        restaurantName: unique('Walk Bistro '),
        restaurantCategoryIds: await categoryIds(state),
        locations: [{ ...locationFields(), latitude: 30.27, longitude: -97.74 }],
      }),
  },
  changeRestaurantStatus: {
    prepare: async (state) => ({ id: (await throwawayOwner(state)).restaurantId }),
    call: (state, { id }) =>
      json(state, 'admin', 'PATCH', `/admin/restaurant/change-status/${id}`, { account_status: 'Suspended', restaurant_id: id }),
  },
  adminCreateRestaurantLocation: {
    call: (state) =>
      state.api.call('POST', '/admin/restaurant/create-restaurant-location', {
        token: state.tokens.admin,
        form: form({ restaurantId: String(state.other.restaurantId), ...locationFields('2 Admin Audit St') }),
      }),
  },
  adminUpdateRestaurantLocation: {
    prepare: async (state) => ({ id: await newLocation(state, state.other.restaurantId) }),
    call: (state, { id }) =>
      state.api.call('PATCH', `/admin/restaurant/update-restaurant-location/${id}`, {
        token: state.tokens.admin,
        form: form({ restaurantId: String(state.other.restaurantId), ...locationFields('3 Renamed Audit St') }),
      }),
  },
  adminUpdateRestaurant: {
    call: async (state) => {
      const [{ name }] = await state.api.db.query<{ name: string }>(
        'SELECT restaurant_name AS name FROM restaurants WHERE restaurant_id = $1',
        [state.other.restaurantId],
      );
      return state.api.call('PATCH', '/admin/restaurant/update-restaurant', {
        token: state.tokens.admin,
        form: form({
          restaurantId: String(state.other.restaurantId),
          restaurantName: `${name.replace(/ \(audited\)$/, '')} (audited)`,
          restaurantCategoryIds: (await categoryIds(state)).map(String),
          emailAddress: await ownerEmailOf(state, state.other.restaurantId),
        }),
      });
    },
  },
  adminDeleteRestaurantLocation: {
    prepare: async (state) => ({ id: await newLocation(state, state.other.restaurantId) }),
    call: (state, { id }) =>
      json(state, 'admin', 'DELETE', `/admin/restaurant/delete-restaurant-location/${state.other.restaurantId}/${id}`),
  },
  adminDeleteRestaurantImage: {
    prepare: async (state) => ({ id: await imageOf(state, state.other.restaurantId) }),
    call: (state, { id }) => json(state, 'admin', 'DELETE', `/admin/restaurant/delete-restaurant-image/${state.other.restaurantId}/${id}`),
  },
  createRestaurantLocation: {
    call: (state) =>
      state.api.call('POST', '/restaurant/create-restaurant-location', {
        token: state.tokens.restaurant,
        form: form(locationFields('4 Owner Audit St')),
      }),
  },
  updateRestaurantLocation: {
    prepare: async (state) => ({ id: await newLocation(state, state.own.restaurantId) }),
    call: (state, { id }) =>
      state.api.call('PATCH', `/restaurant/update-restaurant-location/${id}`, {
        token: state.tokens.restaurant,
        form: form(locationFields('5 Owner Renamed St')),
      }),
  },
  updateRestaurant: {
    call: async (state) => {
      const [{ name }] = await state.api.db.query<{ name: string }>(
        'SELECT restaurant_name AS name FROM restaurants WHERE restaurant_id = $1',
        [state.own.restaurantId],
      );
      return state.api.call('PATCH', '/restaurant/update-restaurant', {
        token: state.tokens.restaurant,
        form: form({
          restaurantName: name,
          restaurantCategoryIds: (await categoryIds(state)).map(String),
          emailAddress: await ownerEmailOf(state, state.own.restaurantId),
        }),
      });
    },
  },
  deleteRestaurantLocation: {
    prepare: async (state) => ({ id: await newLocation(state, state.own.restaurantId) }),
    call: (state, { id }) => json(state, 'restaurant', 'DELETE', `/restaurant/delete-restaurant-location/${id}`),
  },
  deleteRestaurantImage: {
    prepare: async (state) => ({ id: await imageOf(state, state.own.restaurantId) }),
    call: (state, { id }) => json(state, 'restaurant', 'DELETE', `/restaurant/delete-restaurant-image/${id}`),
  },
  createRestaurantCategory: {
    call: (state) =>
      json(state, 'admin', 'POST', '/admin/restaurant-category/create-restaurant-category', { restaurantCategoryName: unique('Walk ') }),
  },
  updateRestaurantCategory: {
    prepare: async (state) => ({
      id: (
        await json(state, 'admin', 'POST', '/admin/restaurant-category/create-restaurant-category', {
          restaurantCategoryName: unique('Walk '),
        })
      ).body.restaurantCategoryId,
    }),
    call: (state, { id }) =>
      json(state, 'admin', 'PATCH', `/admin/restaurant-category/update-restaurant-category/${id}`, {
        restaurantCategoryName: unique('Renamed '),
      }),
  },
  deleteRestaurantCategory: {
    prepare: async (state) => ({
      id: (
        await json(state, 'admin', 'POST', '/admin/restaurant-category/create-restaurant-category', {
          restaurantCategoryName: unique('Walk '),
        })
      ).body.restaurantCategoryId,
    }),
    call: (state, { id }) => json(state, 'admin', 'DELETE', `/admin/restaurant-category/delete-restaurant-category/${id}`),
  },
  createFoodCategory: {
    call: (state) => json(state, 'restaurant', 'POST', '/food-category/create-food-category', { foodCategoryName: unique('Walk ') }),
  },
  updateFoodCategory: {
    prepare: async (state) => ({ id: await menuCategoryOf(state, state.own.restaurantId) }),
    call: (state, { id }) =>
      json(state, 'restaurant', 'PATCH', `/food-category/update-food-category/${id}`, { foodCategoryName: unique('Mains ') }),
  },
  adminCreateFoodCategory: {
    call: (state) =>
      json(state, 'admin', 'POST', '/admin/food-category/create-food-category', {
        foodCategoryName: unique('Walk '),
        restaurantId: state.other.restaurantId,
      }),
  },
  adminUpdateFoodCategory: {
    prepare: async (state) => ({ id: await menuCategoryOf(state, state.other.restaurantId) }),
    call: (state, { id }) =>
      json(state, 'admin', 'PATCH', `/admin/food-category/update-food-category/${id}`, {
        foodCategoryName: unique('Sides '),
        restaurantId: state.other.restaurantId,
      }),
  },
  createFood: {
    call: async (state) =>
      state.api.call('POST', '/food/create-food', {
        token: state.tokens.restaurant,
        form: foodForm(foodFields(await menuCategoryOf(state, state.own.restaurantId), { foodItemName: unique('Owner Dish ') })),
      }),
  },
  updateFood: {
    prepare: async (state) => ({ id: await newFood(state, state.own.restaurantId) }),
    call: async (state, { id }) =>
      state.api.call('PATCH', `/food/update-food/${id}`, {
        token: state.tokens.restaurant,
        form: foodForm(foodFields(await menuCategoryOf(state, state.own.restaurantId), { price: '14.75' })),
      }),
  },
  deleteFood: {
    prepare: async (state) => ({ id: await newFood(state, state.own.restaurantId) }),
    call: (state, { id }) => json(state, 'restaurant', 'DELETE', `/food/delete-food/${id}`),
  },
  adminCreateFood: {
    call: async (state) =>
      state.api.call('POST', '/admin/food/create-food', {
        token: state.tokens.admin,
        form: foodForm({
          restaurantId: String(state.other.restaurantId),
          ...foodFields(await menuCategoryOf(state, state.other.restaurantId), { foodItemName: unique('Admin Dish ') }),
        }),
      }),
  },
  adminUpdateFood: {
    prepare: async (state) => ({ id: await newFood(state, state.other.restaurantId) }),
    call: async (state, { id }) =>
      state.api.call('PATCH', `/admin/food/update-food/${id}`, {
        token: state.tokens.admin,
        form: foodForm({
          restaurantId: String(state.other.restaurantId),
          ...foodFields(await menuCategoryOf(state, state.other.restaurantId), { price: '9.99' }),
        }),
      }),
  },
  adminDeleteFood: {
    prepare: async (state) => ({ id: await newFood(state, state.other.restaurantId) }),
    call: (state, { id }) => json(state, 'admin', 'DELETE', `/admin/food/delete-food/${id}`),
  },
  createDeal: {
    call: (state) =>
      json(state, 'restaurant', 'POST', '/deal/create-deal', dealBody(state.api, state.own, { dealTitle: unique('Owner Deal ') })),
  },
  updateDeal: {
    prepare: async (state) => ({ id: await newDeal(state, state.own) }),
    call: (state, { id }) =>
      json(state, 'restaurant', 'PATCH', `/deal/update-deal/${id}`, dealBody(state.api, state.own, { dealTitle: unique('Renamed Deal ') })),
  },
  changeDealStatus: {
    prepare: async (state) => ({ id: await newDeal(state, state.own) }),
    call: (state, { id }) => json(state, 'restaurant', 'PATCH', `/deal/change-deal-status/${id}`, { isActive: false }),
  },
  removeDeal: {
    prepare: async (state) => ({ id: await newDeal(state, state.own) }),
    call: (state, { id }) => json(state, 'restaurant', 'DELETE', `/deal/remove-deal/${id}`),
  },
  adminCreateDeal: {
    call: (state) =>
      json(
        state,
        'admin',
        'POST',
        '/admin/deal/create-deal',
        dealBody(state.api, state.other, { restaurantId: state.other.restaurantId, dealTitle: unique('Admin Deal ') }),
      ),
  },
  adminUpdateDeal: {
    prepare: async (state) => ({ id: await newDeal(state, state.other) }),
    call: (state, { id }) =>
      json(
        state,
        'admin',
        'PATCH',
        `/admin/deal/update-deal/${id}`,
        dealBody(state.api, state.other, { restaurantId: state.other.restaurantId, dealTitle: unique('Admin Renamed ') }),
      ),
  },
  adminChangeDealStatus: {
    prepare: async (state) => ({ id: await newDeal(state, state.other) }),
    call: (state, { id }) => json(state, 'admin', 'PATCH', `/admin/deal/change-deal-status/${id}`, { isActive: false }),
  },
  adminRemoveDeal: {
    prepare: async (state) => ({ id: await newDeal(state, state.other) }),
    call: (state, { id }) => json(state, 'admin', 'DELETE', `/admin/deal/remove-deal/${id}`),
  },
  removeReportedFood: {
    prepare: async (state) => ({ id: await reportedFood(state, state.other.restaurantId) }),
    call: (state, { id }) => json(state, 'admin', 'DELETE', `/admin/food-report/remove-food/${id}`),
  },
  ignoreFoodReport: {
    prepare: async (state) => ({ id: await reportedFood(state, state.other.restaurantId) }),
    call: (state, { id }) => json(state, 'admin', 'POST', `/admin/food-report/ignore-food/${id}`),
  },
  // The bulk calls (issue 26): each changes two rows, one event.
  bulkChangeRestaurantStatus: {
    prepare: async (state) => ({ ids: [(await throwawayOwner(state)).restaurantId, (await throwawayOwner(state)).restaurantId] }),
    call: (state, { ids }) => json(state, 'admin', 'POST', '/admin/restaurant/bulk-change-status', { ids, account_status: 'Suspended' }),
  },
  bulkDeleteFoods: {
    prepare: async (state) => ({ ids: [await newFood(state, state.own.restaurantId), await newFood(state, state.own.restaurantId)] }),
    call: (state, { ids }) => json(state, 'restaurant', 'POST', '/food/bulk-delete-foods', { ids }),
  },
  adminBulkDeleteFoods: {
    prepare: async (state) => ({ ids: [await newFood(state, state.other.restaurantId), await newFood(state, state.other.restaurantId)] }),
    call: (state, { ids }) => json(state, 'admin', 'POST', `/admin/food/bulk-delete-foods/${state.other.restaurantId}`, { ids }),
  },
  bulkMoveFoods: {
    prepare: async (state) => ({
      ids: [await newFood(state, state.own.restaurantId), await newFood(state, state.own.restaurantId)],
      categoryId: await otherMenuCategoryOf(state, state.own.restaurantId),
    }),
    call: (state, { ids, categoryId }) => json(state, 'restaurant', 'POST', '/food/bulk-move-foods', { ids, foodCategoryId: categoryId }),
  },
  adminBulkMoveFoods: {
    prepare: async (state) => ({
      ids: [await newFood(state, state.other.restaurantId), await newFood(state, state.other.restaurantId)],
      categoryId: await otherMenuCategoryOf(state, state.other.restaurantId),
    }),
    call: (state, { ids, categoryId }) =>
      json(state, 'admin', 'POST', `/admin/food/bulk-move-foods/${state.other.restaurantId}`, { ids, foodCategoryId: categoryId }),
  },
  bulkChangeDealStatus: {
    prepare: async (state) => ({ ids: [await newDeal(state, state.own), await newDeal(state, state.own)] }),
    call: (state, { ids }) => json(state, 'restaurant', 'POST', '/deal/bulk-change-deal-status', { ids, isActive: false }),
  },
  adminBulkChangeDealStatus: {
    prepare: async (state) => ({ ids: [await newDeal(state, state.other), await newDeal(state, state.other)] }),
    call: (state, { ids }) =>
      json(state, 'admin', 'POST', `/admin/deal/bulk-change-deal-status/${state.other.restaurantId}`, { ids, isActive: false }),
  },
  bulkRemoveReportedFoods: {
    prepare: async (state) => ({
      ids: [await reportedFood(state, state.other.restaurantId), await reportedFood(state, state.other.restaurantId)],
    }),
    call: (state, { ids }) => json(state, 'admin', 'POST', '/admin/food-report/bulk-remove-foods', { ids }),
  },
  bulkIgnoreFoodReports: {
    prepare: async (state) => ({
      ids: [await reportedFood(state, state.other.restaurantId), await reportedFood(state, state.other.restaurantId)],
    }),
    call: (state, { ids }) => json(state, 'admin', 'POST', '/admin/food-report/bulk-ignore-foods', { ids }),
  },
  sendNotification: {
    call: async (state) =>
      json(state, 'admin', 'POST', '/admin/admin-notification/send-notification', {
        title: 'Walk notice',
        description: 'Sent by the activity walk',
        userIds: await appUserIds(state),
      }),
  },
  importRestaurantsFromCsv: {
    call: async (state) => {
      const [category] = await state.api.db.query<{ name: string }>(
        'SELECT restaurant_category_name AS name FROM restaurant_categories ORDER BY 1 LIMIT 1',
      );
      const header =
        'restaurantName,emailAddress,password,restaurantCategoryNames,streetAddress,city,state,zipCode,country,latitude,longitude,phoneNumber';
      const rows = [1, 2].map(
        (n) =>
          `${unique('Csv Grill ')},${unique(`csv${n}-`)}@audit.example,${NEW_PASSWORD},${category.name},${n} Csv St,Austin,TX,78701,United States,30.26,-97.74,5128675309`,
      );
      const data = new FormData();
      data.append('restaurant_csv', new Blob([[header, ...rows].join('\n')], { type: 'text/csv' }), 'import.csv');
      return state.api.call('POST', '/admin/restaurant/import-restaurants-from-csv', { token: state.tokens.superAdmin, form: data });
    },
  },
  importFoodsFromCsv: {
    call: async (state) => {
      const labels = await state.api.db.query<{ label: string }>(
        `SELECT i.food_tag_category_item_name AS label FROM food_tag_category_items i JOIN food_tag_categories c USING (food_tag_category_id)
          ORDER BY c.sort_order, i.sort_order LIMIT 1`,
      );
      const id = state.other.restaurantId;
      const csv = [
        'restaurantId,foodItemName,description,price,foodCategoryName,tags',
        ...[1, 2, 3].map((n) => `${id},${unique(`Csv Soup ${n} `)},Hot,7.5,Csv Soups,${labels[0].label}`),
      ].join('\n');
      const data = new FormData();
      data.append('food_csv', new Blob([csv], { type: 'text/csv' }), 'import.csv');
      return state.api.call('POST', '/admin/food/import-foods-from-csv', { token: state.tokens.superAdmin, form: data });
    },
  },
  createFoodTagCategory: {
    call: (state) =>
      json(state, 'superAdmin', 'POST', '/admin/food-tag/create-food-tag-category', { foodTagCategoryName: unique('Walk ') }),
  },
  createFoodTag: {
    prepare: async (state) => ({ categoryId: await tagCategoryOf(state) }),
    call: (state, { categoryId }) =>
      json(state, 'superAdmin', 'POST', '/admin/food-tag/create-food-tag', {
        foodTagCategoryId: categoryId,
        foodTagCategoryItemName: unique('Walk '),
      }),
  },
  updateFoodTag: {
    prepare: async (state) => ({ id: await newFoodTag(state) }),
    call: (state, { id }) =>
      json(state, 'superAdmin', 'PATCH', `/admin/food-tag/update-food-tag/${id}`, { foodTagCategoryItemName: unique('Renamed ') }),
  },
  changeFoodTagStatus: {
    prepare: async (state) => ({ id: await newFoodTag(state) }),
    call: (state, { id }) => json(state, 'superAdmin', 'PATCH', `/admin/food-tag/change-food-tag-status/${id}`, { retired: true }),
  },
  createServiceToken: {
    call: async (state) => {
      const made = await json(state, 'superAdmin', 'POST', '/service-tokens', {
        name: unique('Walk pipeline '),
        permission: 'release:write',
      });
      // The secret is shown once, here: no event may hold it.
      state.secrets.add(made.body.secret);
      return made;
    },
  },
  revokeServiceToken: {
    prepare: async (state) => {
      const made = await json(state, 'superAdmin', 'POST', '/service-tokens', {
        name: unique('Walk pipeline '),
        permission: 'release:write',
      });
      state.secrets.add(made.body.secret);
      return { id: made.body.serviceToken.serviceTokenId };
    },
    // Without If-Match, as the walk's other changes (API_IF_MATCH=optional); the If-Match walk adds it.
    call: (state, { id }) => state.api.call('POST', `/service-tokens/${id}/revoke`, { token: state.tokens.superAdmin }),
  },
  changeReleaseState: {
    call: (state) =>
      json(state, 'superAdmin', 'PUT', '/release-state', {
        command: ['stable', 'menu', walkVersion()],
        deployment: menuReleases(walkVersion()),
      }),
  },
  approveRollingRelease: {
    prepare: async (state) => rollingMenu(state, 'waiting-approval'),
    call: (state) => json(state, 'superAdmin', 'POST', '/release-state/rolling-releases/menu/approve'),
  },
  abortRollingRelease: {
    prepare: async (state) => rollingMenu(state, 'running'),
    call: (state) => json(state, 'superAdmin', 'POST', '/release-state/rolling-releases/menu/abort', { reason: 'Stopped by the walk' }),
  },
  tickRollingReleases: {
    prepare: async (state) => rollingMenu(state, 'running'),
    call: (state) => json(state, 'superAdmin', 'POST', '/release-state/tick', {}),
  },
};

let releaseSequence = 0;
/** A release version of its own for each walk step (each change is a real one). */
const walkVersion = () => `1.0.${(releaseSequence += 1)}`;
const menuRelease = (version: string) => ({
  version,
  manifestUrl: `/releases/menu/${version}/mf-manifest.json`,
  container: `menu__v${version.replaceAll('.', '_')}`,
});
const menuReleases = (version: string, more: object = {}) => ({
  remotes: { menu: { manifestUrl: menuRelease(version).manifestUrl, version, stable: menuRelease(version), ...more } },
});

/** The release state with menu in a rolling release at 5 % (running, or waiting for approval of 25 %). */
async function rollingMenu(state: WalkState, status: 'running' | 'waiting-approval'): Promise<Record<string, unknown>> {
  const stable = walkVersion();
  const canary = walkVersion();
  const at = new Date().toISOString();
  const rollout = {
    version: canary,
    stages: [5, 25, 100],
    stage: 0,
    stageStartedAt: at,
    startedAt: at,
    minMinutes: 0,
    minViews: 200,
    status,
  };
  const document = menuReleases(stable, { canary: { ...menuRelease(canary), share: 5 }, rollout });
  const made = await state.api.call('PUT', '/release-state', {
    token: state.tokens.superAdmin,
    headers: { 'if-match': '*' },
    body: { command: ['rollout', 'menu', canary], deployment: document },
  });
  if (made.status !== 200) throw new Error(`The walk could not start a rolling release: ${made.status} ${JSON.stringify(made.body)}`);
  return {};
}

async function tagCategoryOf(state: WalkState): Promise<number> {
  return (await one<{ id: number }>(state, 'SELECT min(food_tag_category_id) AS id FROM food_tag_categories')).id;
}

/** A tag of its own, so the walk changes no tag the demo's items use. */
async function newFoodTag(state: WalkState): Promise<number> {
  const created = await json(state, 'superAdmin', 'POST', '/admin/food-tag/create-food-tag', {
    foodTagCategoryId: await tagCategoryOf(state),
    foodTagCategoryItemName: unique('Walk '),
  });
  return created.body.foodTagCategoryItemId;
}
