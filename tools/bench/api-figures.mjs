// API figures at benchmark scale, called from tools/bench/run.mjs; printed, never asserted.
//
// Prepare the 10,000-restaurant data set BEFORE the API starts on that data folder (PGlite allows one
// process at a time), then start the API on it:
//
//   API_DATA_DIR=/tmp/console-bench-db npx tsx apps/api/src/seed/cli.ts --restaurants 10000
//   API_DATA_DIR=/tmp/console-bench-db npx tsx apps/api/src/main.ts
//
// (prepareApiBenchData(dataDir) below runs the first command, with --owner-locations 1000: the demo
// owner's restaurant gets 1,000 locations, each with one location image; and with --owner-foods 5000
// --owner-food-categories 60: its menu gets 5,000 items in 60 categories; and with --owner-deals 500: it
// gets 500 deals over those items and locations, current and expired; and with --app-users 20000: the app
// users are topped up to 20,000, about half with a profile picture.) Sign in as the demo super
// admin (super@example.com / Console#2026) and pass the token. Call measureGetRestaurants before
// measureCsvImport: the import adds 10,000 more restaurants. measureOwnerLocations and measureOwnerMenu
// sign in as the demo owner (owner@example.com / Console#2026) themselves.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SAMPLES = 5;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const p95 = (values) => [...values].sort((a, b) => a - b)[Math.ceil(values.length * 0.95) - 1];
/** How many locations the demo owner's restaurant has in the bench's data. */
export const OWNER_LOCATIONS = 1000;
/** The demo owner's menu in the bench's data: items, categories (the uncategorised group aside). */
export const OWNER_FOODS = 5000;
export const OWNER_FOOD_CATEGORIES = 60;
/** How many deals the demo owner's restaurant has in the bench's data (over its items and locations). */
export const OWNER_DEALS = 500;
/** How many app users (users.user_type 'Customer') the bench's data has: the notifications' recipients. */
export const APP_USERS = 20_000;
/** The category the menu figures open (one of the seed's, ~83 items), and the searched word (in ~240 items of ~45 categories). */
export const MENU_BROWSE_CATEGORY = 'Pasta';
export const MENU_SEARCH_WORD = 'truffle';

/**
 * Seeds the demo platform plus `restaurants` benchmark restaurants into a PGlite data folder, and tops
 * the demo owner's restaurant up to OWNER_LOCATIONS locations (each with one location image) and its
 * menu up to OWNER_FOODS items in OWNER_FOOD_CATEGORIES categories, then to OWNER_DEALS deals over them,
 * and the app users up to APP_USERS.
 */
export function prepareApiBenchData(dataDir, restaurants = 10_000) {
  const args = [
    '--restaurants',
    String(restaurants),
    '--owner-locations',
    String(OWNER_LOCATIONS),
    '--owner-foods',
    String(OWNER_FOODS),
    '--owner-food-categories',
    String(OWNER_FOOD_CATEGORIES),
    '--owner-deals',
    String(OWNER_DEALS),
    '--app-users',
    String(APP_USERS),
  ];
  const result = spawnSync('npx', ['tsx', 'apps/api/src/seed/cli.ts', ...args], {
    cwd: root,
    env: { ...process.env, API_DATA_DIR: dataDir, DATABASE_URL: '' },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`seed failed:\n${result.stdout}\n${result.stderr}`);
}

/** Signs in through the API and returns the token (for callers that have none yet). */
export async function signIn(apiUrl, emailAddress = 'super@example.com', password = 'Console#2026', userType = 'Administrator') {
  const response = await fetch(`${apiUrl}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ emailAddress, password, userType }),
  });
  if (!response.ok) throw new Error(`login: ${response.status} ${await response.text()}`);
  return (await response.json()).token;
}

/** The Restaurants screen's call (page 1, size 999999): median of 5 timings and the row count. */
export async function measureGetRestaurants(apiUrl, token) {
  const url = `${apiUrl}/admin/restaurant/get-restaurants?page=1&size=999999`;
  const samples = [];
  let rows = 0;
  for (let i = 0; i < SAMPLES; i++) {
    const started = performance.now();
    const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    const body = await response.json();
    samples.push(performance.now() - started);
    if (!response.ok) throw new Error(`get-restaurants: ${response.status} ${JSON.stringify(body)}`);
    rows = body.restaurants.length;
  }
  return { getRestaurantsMs: Math.round(median(samples)), getRestaurantsRows: rows };
}

/** Timed rounds of a screen's calls, after untimed ones (locations, menu and deals alike). */
const OWNER_LOCATION_SAMPLES = 40;
const OWNER_LOCATION_WARMUP = 3;
/**
 * Times each of `calls` ({ path, query }) in OWNER_LOCATION_SAMPLES rounds of all of them (interleaved, so
 * warming up and garbage collection fall on each alike) after OWNER_LOCATION_WARMUP untimed rounds: whole
 * round trip, body read. Answers the calls with their timings (`samples`) and last answer (body, bytes).
 */
async function timeInRounds(apiUrl, headers, calls) {
  const timed = calls.map((call) => ({ ...call, samples: [], last: null }));
  for (let round = 0; round < OWNER_LOCATION_WARMUP + OWNER_LOCATION_SAMPLES; round++) {
    for (const call of timed) {
      const started = performance.now();
      const response = await fetch(`${apiUrl}${call.path}?${call.query}`, { headers });
      const text = await response.text();
      const elapsed = performance.now() - started;
      if (!response.ok) throw new Error(`${call.path}?${call.query}: ${response.status} ${text.slice(0, 500)}`);
      if (round >= OWNER_LOCATION_WARMUP) call.samples.push(elapsed);
      call.last = { body: JSON.parse(text), bytes: Buffer.byteLength(text) };
    }
  }
  return timed;
}

export const OWNER_LOCATION_CALLS = [
  { name: 'page 1', query: 'page=1&size=10' },
  { name: 'search', query: 'page=1&size=10&keywords=Denver' },
  { name: 'page 100', query: 'page=100&size=10' },
];

/**
 * The owner's `GET /restaurant/get-my-restaurant-addresses` on a restaurant of OWNER_LOCATIONS locations
 * (signed in as the demo owner): page 1, a server search (`keywords`) and a late page, size 10 as the
 * screen asks; median and p95 of each (whole round trip, body read), with the rows, total and bytes of the
 * answer. `path` and `token` are for trying the admin twin (`/admin/restaurant/get-restaurant-addresses/<id>`
 * with a super admin token).
 */
export async function measureOwnerLocations(apiUrl, { path = '/restaurant/get-my-restaurant-addresses', token } = {}) {
  const headers = { authorization: `Bearer ${token ?? (await signIn(apiUrl, 'owner@example.com', 'Console#2026', 'Restaurant'))}` };
  const calls = await timeInRounds(
    apiUrl,
    headers,
    OWNER_LOCATION_CALLS.map((call) => ({ ...call, path })),
  );
  return {
    ownerLocations: OWNER_LOCATIONS,
    ownerLocationsSamples: OWNER_LOCATION_SAMPLES,
    ownerLocationCalls: calls.map(({ name, query, samples, last }) => ({
      name,
      query,
      medianMs: Number(median(samples).toFixed(1)),
      p95Ms: Number(p95(samples).toFixed(1)),
      rows: last.body.addresses.length,
      totalItems: last.body.pagination.totalItems,
      images: last.body.addresses.reduce((sum, address) => sum + address.locationSpecificImages.length, 0),
      bytes: last.bytes,
    })),
  };
}

/**
 * The Manage Your Menu screen's calls on the demo owner's menu (OWNER_FOODS items in OWNER_FOOD_CATEGORIES
 * categories), signed in as the demo owner: the whole category list (as the screen asks, with counts),
 * page 1 size 10 of MENU_BROWSE_CATEGORY (a section's first expand) and the search across every category
 * for MENU_SEARCH_WORD (page 1, size 999999, as the screen asks). Timed like measureOwnerLocations
 * (interleaved rounds after untimed ones); median and p95 of each, with rows, total and bytes of the answer.
 */
export async function measureOwnerMenu(apiUrl) {
  const headers = { authorization: `Bearer ${await signIn(apiUrl, 'owner@example.com', 'Console#2026', 'Restaurant')}` };
  const listed = await fetch(`${apiUrl}/food-category/get-food-categories?page=1&size=999999`, { headers });
  const { categories } = await listed.json();
  if (!listed.ok || !categories) throw new Error(`get-food-categories: ${listed.status}`);
  const browsed = categories.find((category) => category.categoryName === MENU_BROWSE_CATEGORY);
  if (!browsed) throw new Error(`no '${MENU_BROWSE_CATEGORY}' category in the demo owner's menu: was it seeded with --owner-foods?`);
  const calls = await timeInRounds(apiUrl, headers, [
    { name: 'get-food-categories', path: '/food-category/get-food-categories', query: 'page=1&size=999999', list: 'categories' },
    {
      name: 'get-foods, 1 category',
      path: '/food/get-foods',
      query: `page=1&size=10&food_category_ids=${browsed.categoryId}`,
      list: 'foods',
    },
    { name: 'get-foods, search', path: '/food/get-foods', query: `keywords=${MENU_SEARCH_WORD}&page=1&size=999999`, list: 'foods' },
  ]);
  const foods = categories.reduce((sum, category) => sum + (category.foodCount ?? 0), 0);
  return {
    menuFoods: foods,
    menuCategories: categories.length,
    menuSamples: OWNER_LOCATION_SAMPLES,
    menuCalls: calls.map(({ name, path, query, list, samples, last }) => ({
      name,
      query: `${path}?${query}`,
      medianMs: Number(median(samples).toFixed(1)),
      p95Ms: Number(p95(samples).toFixed(1)),
      rows: last.body[list].length,
      totalItems: last.body.pagination?.totalItems ?? last.body[list].length,
      categories: list === 'foods' ? new Set(last.body.foods.map((item) => item.foodCategory?.categoryId ?? -1)).size : undefined,
      bytes: last.bytes,
    })),
  };
}

/**
 * The deal screens' calls for the demo owner (OWNER_DEALS deals over OWNER_FOODS items), signed in as the
 * demo owner: Manage Your Deals' get-deals (pageNum 1, pageSize 999999, current and expired at once) and
 * the item picker's get-foods (page 1, size 999999: the whole menu). Timed like measureOwnerLocations
 * (interleaved rounds after untimed ones); median and p95 of each, with rows and bytes of the answer.
 */
export async function measureOwnerDeals(apiUrl) {
  const headers = { authorization: `Bearer ${await signIn(apiUrl, 'owner@example.com', 'Console#2026', 'Restaurant')}` };
  const calls = await timeInRounds(apiUrl, headers, [
    { name: 'get-deals', path: '/deal/get-deals', query: 'pageNum=1&pageSize=999999' },
    { name: 'get-foods (picker)', path: '/food/get-foods', query: 'page=1&size=999999' },
  ]);
  const [deals, foods] = calls.map((call) => call.last.body);
  const current = deals.currentRestaurantDeals?.length ?? 0;
  const expired = deals.expiredRestaurantDeals?.length ?? 0;
  if (current + expired === 0) throw new Error('get-deals: no deals for the demo owner: was it seeded with --owner-deals?');
  const dealItems = [...deals.currentRestaurantDeals, ...deals.expiredRestaurantDeals].reduce(
    (sum, deal) => sum + deal.foodDeals.length,
    0,
  );
  return {
    dealsSamples: OWNER_LOCATION_SAMPLES,
    dealsCurrent: current,
    dealsExpired: expired,
    dealsItems: dealItems,
    dealsFoods: foods.foods.length,
    dealsCalls: calls.map(({ name, path, query, samples, last }) => ({
      name,
      query: `${path}?${query}`,
      medianMs: Number(median(samples).toFixed(1)),
      p95Ms: Number(p95(samples).toFixed(1)),
      rows: last.body.foods ? last.body.foods.length : last.body.currentRestaurantDeals.length + last.body.expiredRestaurantDeals.length,
      bytes: last.bytes,
    })),
  };
}

/** How many notifications measureNotifications sends (each to every app user). */
const NOTIFICATION_SENDS = 5;

async function timedCall(url, init, what) {
  const started = performance.now();
  const response = await fetch(url, init);
  const text = await response.text();
  const ms = performance.now() - started;
  if (!response.ok) throw new Error(`${what}: ${response.status} ${text.slice(0, 500)}`);
  return { ms, body: JSON.parse(text), bytes: Buffer.byteLength(text) };
}

/**
 * The Notifications screen's calls at APP_USERS app users, signed in as the demo administrator
 * (admin@example.com): `GET /admin/user/get-users?page=1&size=999999` (the Create Notification popup's
 * list; SAMPLES timed runs after an untimed one), NOTIFICATION_SENDS sends of a new notification to every
 * app user (`POST /admin/admin-notification/send-notification`, whole round trip each; the newest
 * push_outbox rows read back through `GET /__dev/push-outbox`, which answers at most 1,000), then
 * `GET /admin/admin-notification/get-notification?page=1&size=10` (SAMPLES timed runs after an untimed
 * one): its page carries every recipient of its notifications. Median and p95 of each, with rows and bytes.
 */
export async function measureNotifications(apiUrl) {
  const token = await signIn(apiUrl, 'admin@example.com', 'Console#2026', 'Administrator');
  const headers = { authorization: `Bearer ${token}` };
  const summarise = (name, query, samples, last, rows) => ({
    name,
    query,
    runs: samples.length,
    medianMs: Number(median(samples).toFixed(1)),
    p95Ms: Number(p95(samples).toFixed(1)),
    rows,
    bytes: last.bytes,
  });

  const usersUrl = `${apiUrl}/admin/user/get-users?page=1&size=999999`;
  const usersSamples = [];
  let users = await timedCall(usersUrl, { headers }, 'get-users');
  for (let i = 0; i < SAMPLES; i++) {
    users = await timedCall(usersUrl, { headers }, 'get-users');
    usersSamples.push(users.ms);
  }
  const userIds = users.body.users.map((user) => user.userId);
  if (userIds.length < APP_USERS) throw new Error(`get-users: ${userIds.length} app users: was it seeded with --app-users?`);

  const sendSamples = [];
  let sent = null;
  const requestBytes = Buffer.byteLength(JSON.stringify({ title: 'Bench notification 1', description: 'x', userIds }));
  for (let i = 0; i < NOTIFICATION_SENDS; i++) {
    sent = await timedCall(
      `${apiUrl}/admin/admin-notification/send-notification`,
      {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({
          title: `Bench notification ${i + 1}`,
          description: `Weekend offers for every app user, round ${i + 1}.`,
          userIds,
        }),
      },
      'send-notification',
    );
    sendSamples.push(sent.ms);
  }
  const { adminNotificationId } = sent.body;
  const outbox = await timedCall(`${apiUrl}/__dev/push-outbox?kind=admin-notification&limit=1000`, {}, 'push-outbox').catch(() => null);
  const pushesOfLast = outbox ? outbox.body.pushes.filter((push) => push.data?.adminNotificationId === adminNotificationId).length : null;

  const notificationsUrl = `${apiUrl}/admin/admin-notification/get-notification?page=1&size=10`;
  const notificationSamples = [];
  let page = await timedCall(notificationsUrl, { headers }, 'get-notification');
  for (let i = 0; i < SAMPLES; i++) {
    page = await timedCall(notificationsUrl, { headers }, 'get-notification');
    notificationSamples.push(page.ms);
  }
  const notifications = page.body.admin_notifications;
  const recipients = notifications.reduce((sum, notification) => sum + notification.users.length, 0);
  const lastOnPage = notifications.find((notification) => notification.adminNotificationId === adminNotificationId);

  return {
    notificationAppUsers: userIds.length,
    notificationNamedUsers: users.body.users.filter((user) => user.firstName?.trim() || user.lastName?.trim()).length,
    notificationUsersWithPicture: users.body.users.filter((user) => user.profilePicture).length,
    notificationSendRequestBytes: requestBytes,
    notificationSendRecipients: lastOnPage?.users.length ?? null,
    notificationPushesSeen: pushesOfLast,
    notificationPushesLimit: 1000,
    notificationPageNotifications: notifications.length,
    notificationPageRecipients: recipients,
    notificationCalls: [
      summarise('get-users', '/admin/user/get-users?page=1&size=999999', usersSamples, users, userIds.length),
      summarise('send-notification', `POST /admin/admin-notification/send-notification`, sendSamples, sent, userIds.length),
      summarise(
        'get-notification',
        '/admin/admin-notification/get-notification?page=1&size=10',
        notificationSamples,
        page,
        notifications.length,
      ),
    ],
  };
}

/** A restaurants CSV of `rows` rows with fresh emails; every owner gets the same first password. */
export function restaurantsCsv(rows, categoryNames, tag = Date.now().toString(36)) {
  const header =
    'restaurantName,emailAddress,password,restaurantCategoryNames,streetAddress,city,state,zipCode,country,latitude,longitude,phoneNumber';
  const lines = [header];
  for (let i = 0; i < rows; i++) {
    const categories = [categoryNames[i % categoryNames.length], categoryNames[(i * 7 + 3) % categoryNames.length]];
    const latitude = (30 + (i % 1000) / 1000).toFixed(4);
    const longitude = (-97 - (i % 997) / 1000).toFixed(4);
    lines.push(
      `Imported Kitchen ${i},import-${tag}-${i}@bench.example.com,Welcome#2026,"${[...new Set(categories)].join(';')}",${100 + (i % 9000)} Congress Ave,Austin,TX,78701,United States,${latitude},${longitude},5128675309`,
    );
  }
  return `${lines.join('\n')}\n`;
}

/** Uploads a generated 10,000-row restaurants CSV (super admin token): the whole round trip. */
export async function measureCsvImport(apiUrl, token, rows = 10_000) {
  const headers = { authorization: `Bearer ${token}` };
  const categories = await (await fetch(`${apiUrl}/restaurant-category/get-restaurant-categories`, { headers })).json();
  const csv = restaurantsCsv(
    rows,
    categories.restaurantCategories.map((category) => category.restaurantCategoryName),
  );
  const form = new FormData();
  form.append('restaurant_csv', new Blob([csv], { type: 'text/csv' }), 'restaurants.csv');
  const started = performance.now();
  const response = await fetch(`${apiUrl}/admin/restaurant/import-restaurants-from-csv`, { method: 'POST', headers, body: form });
  const body = await response.json();
  const csvImportMs = Math.round(performance.now() - started);
  if (!response.ok) throw new Error(`import: ${response.status} ${JSON.stringify(body).slice(0, 500)}`);
  return { csvImportMs, csvImportedRows: body.imported, csvBytes: Buffer.byteLength(csv) };
}
