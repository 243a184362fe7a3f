// `npm run bench`: figures for the production build, printed, never asserted (DEVELOPERS.md).
//   - compressed JS bytes and requests before the login screen is usable
//   - time to first enter a not-yet-loaded remote
//   - cold vs fully cached Nx build of the seven front-end apps
//   - the owner's Restaurant Locations (1,000 locations): the API call, and the screen's rows drawn
//   - the owner's Manage Your Menu (5,000 items in 60 categories): the API calls, and the screen's sections,
//     first expand and search drawn
//   - the owner's Manage Your Deals (500 deals over those items): the API calls, the cards drawn, and the
//     item picker's groups, one group opened and a local search drawn
//   - the administrator's notifications to 20,000 app users: the API calls (get-users, sends to everyone,
//     the page of sent notifications), and the Create Notification popup's recipient select (open, search,
//     Select All) and a subject typed with everyone chosen
//   - canary fall-back cost: time to the owner's Manage Your Menu heading with menu's stable release only,
//     and with a canary (100 %) whose entry is dead, so the shell falls back to stable in the same page
//   - API load (api-load-postgres, api-load-pglite): the API's list calls under autocannon at 1 and 50
//     connections at platform scale, p50/p95/p99 and requests per second, on a throwaway PostgreSQL and on
//     PGlite (tools/bench/api-load.mjs: its own seed and API, API_LOAD_* settings, tmp/bench/api-load.json)
//
// All parts by default; `npm run bench -- --only locations-api,locations-screen` measures only the named
// parts (PARTS below), on the existing production build unless `build` is one of them.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { APPS } from '../deployment/deployment-manifest.mjs';
import { serveConsole } from '../serve/serve-console.mjs';
import { freePort } from '../testing/free-port.mjs';
import { startReferenceApi } from '../testing/reference-api.mjs';
import {
  MENU_BROWSE_CATEGORY,
  MENU_SEARCH_WORD,
  measureCsvImport,
  measureGetRestaurants,
  measureOwnerLocations,
  measureOwnerDeals,
  measureOwnerMenu,
  measureNotifications,
  prepareApiBenchData,
  signIn,
} from './api-figures.mjs';
import { API_LOAD_PARTS, runApiLoad } from './api-load.mjs';
import { measureCanaryFallback } from './canary-figures.mjs';
import { measureDealsScreens } from './screens/deals-screens.mjs';
import { measureLoginScreen } from './screens/login-screen.mjs';
import { measureManageYourMenu } from './screens/menu-screen.mjs';
import { measureNotificationsScreen } from './screens/notifications-screen.mjs';
import { measureFirstRemoteEntry } from './screens/remote-entry.mjs';
import { measureRestaurantLocations } from './screens/restaurant-locations.mjs';
import { measureRestaurantsList } from './screens/restaurants-list.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const frontEnds = Object.values(APPS).map((app) => app.project);
// Free ports for the API and each app of the console (SHELL_PORT, AUTH_PORT…, read by serve-console.mjs), as
// the bench may run beside dev servers and tests; a port a probe gave once is not taken twice.
const ports = {};
for (const variable of ['API_PORT', ...Object.values(APPS).map((app) => app.portVariable)]) {
  let port;
  do port = String(await freePort());
  while (Object.values(ports).includes(port));
  ports[variable] = port;
}
const env = { ...process.env, ...ports, API_URL: `http://localhost:${ports.API_PORT}`, NX_DAEMON: 'false' };

function timedBuild(extraArgs) {
  const started = process.hrtime.bigint();
  const result = spawnSync('npx', ['nx', 'run-many', '-t', 'build', '-p', ...frontEnds, '--output-style=static', ...extraArgs], {
    cwd: root,
    env,
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`build failed:\n${result.stdout}\n${result.stderr}`);
  return Number(process.hrtime.bigint() - started) / 1e9;
}

const PARTS = [
  'build',
  'login',
  'remote-entry',
  'restaurants-list',
  'get-restaurants',
  'csv-import',
  'locations-api',
  'locations-screen',
  'menu-api',
  'menu-screen',
  'deals-api',
  'deals-screen',
  'notifications-api',
  'notifications-screen',
  'canary-fallback',
  ...Object.keys(API_LOAD_PARTS),
];
const BROWSER_PARTS = [
  'login',
  'remote-entry',
  'restaurants-list',
  'locations-screen',
  'menu-screen',
  'deals-screen',
  'notifications-screen',
  'canary-fallback',
];
const { values: options } = parseArgs({ options: { only: { type: 'string' } } });
const selected = options.only ? options.only.split(',').map((part) => part.trim()) : PARTS;
const unknown = selected.filter((part) => !PARTS.includes(part));
if (unknown.length) throw new Error(`unknown bench part(s) ${unknown.join(', ')}: choose among ${PARTS.join(', ')}`);
const runs = (part) => selected.includes(part);
const needsBrowser = BROWSER_PARTS.some(runs);
if (needsBrowser && !runs('build') && !fs.existsSync(path.join(root, 'dist/apps/shell/index.html'))) {
  throw new Error('No production build in dist/apps: run `npx nx run-many -t build` first, or add the build part');
}

/** The item picker's group opened by the deals-screen part (~83 items), and the word searched (in item names). */
const DEALS_PICKER_GROUP = 'Pasta';
const DEALS_PICKER_WORD = 'chicken';
/** Typed into the recipient select by the notifications-screen part (part of a first name), and the subject typed. */
const NOTIFY_SEARCH_WORD = 'emm';
const NOTIFY_SUBJECT = 'Weekend offers';

const figures = {};
if (runs('build')) {
  console.log('Building cold (no Nx cache)...');
  figures.coldBuildSeconds = timedBuild(['--skip-nx-cache']);
  timedBuild([]); // make sure every task is in the cache
  console.log('Building again (fully cached)...');
  figures.cachedBuildSeconds = timedBuild([]);
}

// The API load parts seed and start their own API (on their own database); nothing else to do when only they run.
for (const part of Object.keys(API_LOAD_PARTS).filter(runs)) await runApiLoad(API_LOAD_PARTS[part]);
if (selected.every((part) => part in API_LOAD_PARTS)) process.exit(0);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-bench-db-'));
console.log(
  'Seeding 10,000 benchmark restaurants (and 1,000 locations, 5,000 menu items and 500 deals for the demo owner, and 20,000 app users)...',
);
prepareApiBenchData(dataDir, 10_000);
const [api, served] = await Promise.all([
  startReferenceApi({ port: Number(env.API_PORT), url: env.API_URL, env, dataDir, stdio: 'ignore' }),
  needsBrowser ? serveConsole({ env }) : null,
]);
try {
  const shellUrl = `http://localhost:${env.SHELL_PORT}`;
  if (runs('login')) Object.assign(figures, await measureLoginScreen(shellUrl));
  if (runs('remote-entry')) Object.assign(figures, await measureFirstRemoteEntry(shellUrl, env.API_URL));
  if (runs('restaurants-list')) Object.assign(figures, await measureRestaurantsList(shellUrl, env.API_URL));
  if (runs('locations-screen')) Object.assign(figures, await measureRestaurantLocations(shellUrl, env.API_URL));
  if (runs('locations-api')) Object.assign(figures, await measureOwnerLocations(env.API_URL));
  if (runs('menu-screen')) {
    Object.assign(figures, await measureManageYourMenu(shellUrl, env.API_URL, { category: MENU_BROWSE_CATEGORY, word: MENU_SEARCH_WORD }));
  }
  if (runs('menu-api')) Object.assign(figures, await measureOwnerMenu(env.API_URL));
  if (runs('deals-screen')) {
    Object.assign(figures, await measureDealsScreens(shellUrl, env.API_URL, { group: DEALS_PICKER_GROUP, word: DEALS_PICKER_WORD }));
  }
  if (runs('deals-api')) Object.assign(figures, await measureOwnerDeals(env.API_URL));
  // The screen first: the API part's sends to every app user make the page of sent notifications large.
  if (runs('notifications-screen')) {
    Object.assign(figures, await measureNotificationsScreen(shellUrl, env.API_URL, { word: NOTIFY_SEARCH_WORD, subject: NOTIFY_SUBJECT }));
  }
  if (runs('notifications-api')) Object.assign(figures, await measureNotifications(env.API_URL));
  if (runs('canary-fallback')) Object.assign(figures, await measureCanaryFallback({ root, env, apiUrl: env.API_URL }));
  const token = await signIn(env.API_URL);
  if (runs('get-restaurants')) Object.assign(figures, await measureGetRestaurants(env.API_URL, token));
  if (runs('csv-import')) Object.assign(figures, await measureCsvImport(env.API_URL, token)); // last: it adds 10,000 restaurants
} finally {
  await served?.close();
  await api.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const has = (key) => figures[key] !== undefined;
console.log('\nBenchmark figures (production build, loopback, headless Chromium)');
if (has('loginJsBytes')) {
  console.log(
    `  JS before the login screen is usable  ${kib(figures.loginJsBytes)} compressed (${figures.loginJsEncodings}), ${kib(figures.loginJsRawBytes)} uncompressed`,
  );
  console.log(`  requests before it is usable          ${figures.loginRequests} (${figures.loginJsRequests} of them JS)`);
  console.log(`  login screen usable after             ${figures.loginUsableMs.toFixed(0)} ms (median of ${figures.samples})`);
}
if (has('firstRemoteEntryMs')) {
  console.log(
    `  first entry into an unloaded remote   ${figures.firstRemoteEntryMs.toFixed(0)} ms median (min ${figures.firstRemoteEntryMinMs.toFixed(0)}, max ${figures.firstRemoteEntryMaxMs.toFixed(0)})`,
  );
}
if (has('restaurantsRenderMs')) {
  console.log(
    `  restaurants list, ${figures.restaurantsRowsTotal} rows      ${figures.restaurantsRenderMs.toFixed(0)} ms from response to rows drawn, ${figures.restaurantsRowsInDom} rows in the DOM`,
  );
}
if (has('locationsRenderMs')) {
  console.log(
    `  owner's locations, ${figures.locationsTotal} locations ${figures.locationsRenderMs.toFixed(0)} ms from response to 10 rows drawn, median (max ${figures.locationsRenderMaxMs.toFixed(0)})`,
  );
  const parts = [
    figures.locationsPageChangeRequestMs === null ? null : `call sent after ${figures.locationsPageChangeRequestMs.toFixed(0)} ms`,
    figures.locationsPageChangeRenderMs === null ? null : `rows ${figures.locationsPageChangeRenderMs.toFixed(0)} ms after its response`,
  ].filter(Boolean);
  console.log(
    `  ...their page change to 'Page 2'      ${figures.locationsPageChangeMs.toFixed(0)} ms from click to rows drawn, median (max ${figures.locationsPageChangeMaxMs.toFixed(0)})${parts.length ? `; ${parts.join(', ')}` : ''}`,
  );
}
if (has('getRestaurantsMs'))
  console.log(`  API get-restaurants, ${figures.getRestaurantsRows} rows    ${figures.getRestaurantsMs} ms median`);
if (has('ownerLocationCalls')) {
  console.log(
    `  API get-my-restaurant-addresses, ${figures.ownerLocations} locations with 1 image each, size 10 (${figures.ownerLocationsSamples} runs each):`,
  );
  for (const call of figures.ownerLocationCalls) {
    console.log(
      `    ${`${call.name} (${call.query})`.padEnd(46)}${call.medianMs} ms median, ${call.p95Ms} ms p95 (${call.rows} rows of ${call.totalItems}, ${kib(call.bytes)})`,
    );
  }
}
if (has('menuCollapsedMs')) {
  const ms = (value) => `${value.toFixed(0)} ms`;
  console.log(
    `  owner's menu, ${figures.menuScreenCategories} categories  ${ms(figures.menuCollapsedMs)} from get-food-categories response to ${figures.menuScreenSections} collapsed sections drawn, median (max ${ms(figures.menuCollapsedMaxMs)})`,
  );
  const parts = [
    figures.menuExpandRequestMs === null ? null : `call sent after ${ms(figures.menuExpandRequestMs)}`,
    figures.menuExpandRenderMs === null
      ? null
      : `rows ${ms(figures.menuExpandRenderMs)} after its response (max ${ms(figures.menuExpandRenderMaxMs)})`,
  ].filter(Boolean);
  console.log(
    `  ...first expand of '${figures.menuExpandCategory}'          ${ms(figures.menuExpandMs)} from click to 10 rows drawn, median (max ${ms(figures.menuExpandMaxMs)})${parts.length ? `; ${parts.join(', ')}` : ''}`,
  );
  console.log(
    `  ...search '${figures.menuSearchWord}', ${figures.menuSearchMatches} matches   ${ms(figures.menuSearchRenderMs)} from get-foods response to rows drawn, median (max ${ms(figures.menuSearchRenderMaxMs)}); call sent ${ms(figures.menuSearchRequestMs)} after the input`,
  );
  console.log(
    `     ${figures.menuSearchSections} sections expanded, ${figures.menuSearchRowsInDom} rows in the DOM, ${figures.menuSearchDomNodes} DOM elements`,
  );
}
if (has('menuCalls')) {
  console.log(
    `  API menu calls, ${figures.menuFoods} items in ${figures.menuCategories} categories (incl. Without Category) (${figures.menuSamples} runs each):`,
  );
  for (const call of figures.menuCalls) {
    const spread = call.categories === undefined ? '' : ` in ${call.categories} ${call.categories === 1 ? 'category' : 'categories'}`;
    console.log(
      `    ${call.name.padEnd(24)}${call.medianMs} ms median, ${call.p95Ms} ms p95 (${call.rows} rows of ${call.totalItems}${spread}, ${kib(call.bytes)})  ${call.query}`,
    );
  }
}
if (has('dealsCardsMs')) {
  const ms = (value) => `${value.toFixed(0)} ms`;
  console.log(
    `  owner's deals, ${figures.dealsScreenCurrent} current + ${figures.dealsScreenExpired} expired  ${ms(figures.dealsCardsMs)} from get-deals response to every card drawn, median (max ${ms(figures.dealsCardsMaxMs)}); ${ms(figures.dealsCardsPaintedMs)} to the next frame (max ${ms(figures.dealsCardsPaintedMaxMs)})`,
  );
  const locations =
    figures.dealsLocationsEndAfterDealsMs === null
      ? ''
      : `; the locations call (${kib(figures.dealsLocationsBytes)}) ends ${ms(figures.dealsLocationsEndAfterDealsMs)} after get-deals`;
  console.log(
    `     cards' location labels ${ms(figures.dealsCardsLabelledMs)} after the later of get-deals and the locations call, median (max ${ms(figures.dealsCardsLabelledMaxMs)})`,
  );
  console.log(
    `     ${figures.dealsScreenDomNodes} DOM elements; get-deals ${kib(figures.dealsScreenBytes)} in ${ms(figures.dealsScreenCallMs)}${locations}`,
  );
  console.log(
    `  ...item picker, ${figures.pickerFoods} items       ${ms(figures.pickerGroupsMs)} from get-foods response to ${figures.pickerGroups} closed groups drawn, median (max ${ms(figures.pickerGroupsMaxMs)}); ${figures.pickerGroupsRowsInDom} rows, ${figures.pickerGroupsDomNodes} DOM elements; get-foods ${kib(figures.pickerFoodsBytes)} in ${ms(figures.pickerFoodsCallMs)}`,
  );
  console.log(
    `  ...open '${figures.pickerOpenGroup}', ${figures.pickerOpenRows} rows          ${ms(figures.pickerOpenMs)} from click to its rows drawn, median (max ${ms(figures.pickerOpenMaxMs)})`,
  );
  console.log(
    `  ...search '${figures.pickerSearchWord}', ${figures.pickerSearchMatches} matches  ${ms(figures.pickerSearchMs)} from input to rows drawn (local, no call), median (max ${ms(figures.pickerSearchMaxMs)}); ${figures.pickerSearchGroups} groups open, ${figures.pickerSearchDomNodes} DOM elements`,
  );
}
if (has('dealsCalls')) {
  console.log(
    `  API deal screens' calls, ${figures.dealsCurrent + figures.dealsExpired} deals (${figures.dealsCurrent} current, ${figures.dealsExpired} expired, ${figures.dealsItems} items) over ${figures.dealsFoods} menu items (${figures.dealsSamples} runs each):`,
  );
  for (const call of figures.dealsCalls) {
    console.log(
      `    ${call.name.padEnd(24)}${call.medianMs} ms median, ${call.p95Ms} ms p95 (${call.rows} rows, ${kib(call.bytes)})  ${call.query}`,
    );
  }
}
if (has('notifyOpenMs')) {
  const ms = (value) => `${value.toFixed(0)} ms`;
  const f = figures;
  console.log(
    `  Create Notification, ${f.notifyUsers} app users (${f.notifyOptions} named, offered): get-users ${kib(f.notifyUsersBytes)} in ${ms(f.notifyUsersCallMs)} median (max ${ms(f.notifyUsersCallMaxMs)}); dialog ready ${ms(f.notifyUsersReadyMs)} after it (max ${ms(f.notifyUsersReadyMaxMs)})`,
  );
  console.log(
    `  ...open 'App User*', ${f.notifyOpenOptions} options    ${ms(f.notifyOpenMs)} from click to options drawn, median (max ${ms(f.notifyOpenMaxMs)})`,
  );
  console.log(
    `  ...type '${f.notifySearchWord}', ${f.notifySearchMatches} matches    ${ms(f.notifySearchMs)} from input to ${f.notifySearchShown} options drawn (local), median (max ${ms(f.notifySearchMaxMs)})`,
  );
  console.log(
    `  ...'Select All' (${f.notifySelectAllMore})  ${ms(f.notifySelectAllMs)} from click to chips drawn, median (max ${ms(f.notifySelectAllMaxMs)}); ${ms(f.notifySelectAllPaintedMs)} to the next frame (max ${ms(f.notifySelectAllPaintedMaxMs)})`,
  );
  console.log(
    `     then ${f.notifySelectAllChips} chips, ${f.notifySelectAllDomNodes} DOM elements (${f.notifySelectAllHiddenInputs} of them react-select's hidden inputs, one per chosen user)`,
  );
  console.log(
    `  ...subject '${f.notifySubject}' typed      ${ms(f.notifyKeystrokeMs)} per key from keydown to the next frame, median (max ${ms(f.notifyKeystrokeMaxMs)}) of ${f.notifyKeystrokes} keys; ${ms(f.notifyBaselineKeystrokeMs)} (max ${ms(f.notifyBaselineKeystrokeMaxMs)}) with no user chosen`,
  );
}
if (has('notificationCalls')) {
  const f = figures;
  console.log(
    `  API notification calls, ${f.notificationAppUsers} app users (${f.notificationNamedUsers} named, ${f.notificationUsersWithPicture} with a picture), as admin@example.com:`,
  );
  for (const call of f.notificationCalls) {
    console.log(
      `    ${call.name.padEnd(20)}${call.medianMs} ms median, ${call.p95Ms} ms p95 of ${call.runs} (${call.rows} rows, ${kib(call.bytes)})  ${call.query}`,
    );
  }
  const pushes =
    f.notificationPushesSeen === null
      ? 'push_outbox not readable (/__dev/push-outbox)'
      : `${f.notificationPushesSeen} of the newest ${f.notificationPushesLimit} push_outbox rows (the route's limit) are the last send's`;
  console.log(
    `     each send: ${kib(f.notificationSendRequestBytes)} request, ${f.notificationSendRecipients} recipients on the page; ${pushes}`,
  );
  console.log(
    `     get-notification's page: ${f.notificationPageNotifications} notifications carrying ${f.notificationPageRecipients} recipients`,
  );
}
if (has('menuFallBackMs')) {
  const ms = (value) => `${value.toFixed(0)} ms`;
  console.log(
    `  menu screen, stable release only      ${ms(figures.menuHealthyMs)} from navigation to 'Manage Your Menu', median (max ${ms(figures.menuHealthyMaxMs)}) of ${figures.canarySamples}`,
  );
  console.log(
    `  ...canary with a dead entry (fall-back) ${ms(figures.menuFallBackMs)} median (max ${ms(figures.menuFallBackMaxMs)}): ${figures.menuFallBackMs >= figures.menuHealthyMs ? '+' : ''}${ms(figures.menuFallBackMs - figures.menuHealthyMs)} for the user in the canary`,
  );
}
if (has('csvImportMs'))
  console.log(`  CSV import, ${figures.csvImportedRows} rows              ${figures.csvImportMs} ms (${kib(figures.csvBytes)})`);
if (has('coldBuildSeconds')) {
  console.log(`  cold build, 7 apps                    ${figures.coldBuildSeconds.toFixed(1)} s`);
  console.log(`  fully cached build, 7 apps            ${figures.cachedBuildSeconds.toFixed(1)} s`);
}
fs.mkdirSync(path.join(root, 'tmp'), { recursive: true });
fs.writeFileSync(path.join(root, 'tmp/bench.json'), JSON.stringify(figures, null, 2));
console.log('\n(also written to tmp/bench.json)');
