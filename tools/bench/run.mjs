// `npm run bench`: figures for the production build, printed, never asserted (tests check behaviour, benchmarks measure),
// except the byte budgets of tools/bench/budgets.json: a figure past its budget makes the run exit 1.
//   - the login path as it crosses the wire (headers included) before the login form is usable: each
//     request, and its JS by package (source maps); each remote's first-entry JS from its build
//   - time to first enter a not-yet-loaded remote
//   - every dashboard screen of the console map loaded cold, signed in: everything on the wire (and its JS)
//     before its heading and first data show (screens/screen-bytes.mjs), each total against its budget
//   - cold vs fully cached Nx build of the seven front-end apps
//   - the owner's Restaurant Locations (1,000 locations): the API call, and the screen's rows drawn
//   - the owner's Manage Your Menu (5,000 items in 60 categories): the API calls, and the screen's sections,
//     first expand and search drawn
//   - the owner's Manage Your Deals (500 deals over those items): the API calls, the cards drawn, and the
//     item picker's groups, one group opened and a local search drawn
//   - the administrator's notifications to 20,000 app users: the API calls (get-users, sends to everyone,
//     the page of sent notifications), and the Create Notification popup's recipient select (open, search,
//     Select All) and a subject typed with everyone chosen
//   - Lighthouse (performance, accessibility, best practices) of every screen of the console map on
//     desktop, and of the login and the owner's screens on mobile (screens/lighthouse-screens.mjs)
//   - canary fall-back cost: time to the owner's Manage Your Menu heading with menu's stable release only,
//     and with a canary (100 %) whose entry is dead, so the shell falls back to stable in the same page
//   - activity (issue 24): the audit trail at 1,000,000 events on a throwaway PostgreSQL, its filtered pages
//     under 50 connections (API and SQL), a 100,000-event CSV export, and what recording adds to a write
//   - export and bulk (issue 26): the CSV export of the 10,000 restaurants (time, the API's peak RSS) and a
//     bulk suspend of 1,000 of them (tools/bench/api/export-bulk.mjs)
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
import { MENU_BROWSE_CATEGORY, MENU_SEARCH_WORD, prepareApiBenchData } from './api/bench-data.mjs';
import { signIn } from './api/calls.mjs';
import { measureNotifications } from './api/notifications.mjs';
import { measureOwnerDeals, measureOwnerLocations, measureOwnerMenu } from './api/owner-screens.mjs';
import { measureExportAndBulk } from './api/export-bulk.mjs';
import { measureCsvImport, measureGetRestaurants } from './api/restaurants.mjs';
import { runActivityBench } from './activity.mjs';
import { API_LOAD_PARTS, runApiLoad } from './api-load.mjs';
import { measureCanaryFallback } from './canary-figures.mjs';
import { judgeBudgets, remoteEntryBytes } from './budgets.mjs';
import { printFigures } from './print-figures.mjs';
import { measureDealsScreens } from './screens/deals-screens.mjs';
import { measureLighthouse } from './screens/lighthouse-screens.mjs';
import { measureLoginScreen } from './screens/login-screen.mjs';
import { measureManageYourMenu } from './screens/menu-screen.mjs';
import { measureNotificationsScreen } from './screens/notifications-screen.mjs';
import { measureFirstRemoteEntry } from './screens/remote-entry.mjs';
import { measureRestaurantLocations } from './screens/restaurant-locations.mjs';
import { measureRestaurantsList } from './screens/restaurants-list.mjs';
import { measureScreenBytes } from './screens/screen-bytes.mjs';

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
  'screen-bytes',
  'restaurants-list',
  'get-restaurants',
  'export-bulk',
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
  'lighthouse',
  ...Object.keys(API_LOAD_PARTS),
  'activity',
];
const BROWSER_PARTS = [
  'login',
  'remote-entry',
  'screen-bytes',
  'restaurants-list',
  'locations-screen',
  'menu-screen',
  'deals-screen',
  'notifications-screen',
  'canary-fallback',
  'lighthouse',
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
// The audit trail at 1,000,000 events, on its own throwaway PostgreSQL (activity.mjs).
if (runs('activity')) await runActivityBench();
if (selected.every((part) => part in API_LOAD_PARTS || part === 'activity')) process.exit(0);

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
  // Each origin the console is served from, and the built app it serves (for the source maps' packages).
  const distDirs = new Map(
    Object.values(APPS).map((app) => [`http://localhost:${env[app.portVariable]}`, path.join(root, 'dist/apps', app.project)]),
  );
  if (runs('login')) Object.assign(figures, await measureLoginScreen(shellUrl, (origin) => distDirs.get(origin)));
  if (runs('remote-entry')) Object.assign(figures, await measureFirstRemoteEntry(shellUrl, env.API_URL));
  if (runs('login') || runs('remote-entry')) figures.remoteEntryBytes = remoteEntryBytes(path.join(root, 'dist/apps'));
  // Before the parts that write (sends to every app user, the CSV import): the screens' reads as seeded.
  if (runs('screen-bytes')) Object.assign(figures, await measureScreenBytes(shellUrl, env.API_URL));
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
  if (runs('lighthouse')) Object.assign(figures, await measureLighthouse(shellUrl, env.API_URL));
  const token = await signIn(env.API_URL);
  if (runs('get-restaurants')) Object.assign(figures, await measureGetRestaurants(env.API_URL, token));
  if (runs('export-bulk')) Object.assign(figures, await measureExportAndBulk(env.API_URL, api.pid, token));
  if (runs('csv-import')) Object.assign(figures, await measureCsvImport(env.API_URL, token)); // last: it adds 10,000 restaurants
} finally {
  await served?.close();
  await api.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

printFigures(figures);
fs.mkdirSync(path.join(root, 'tmp'), { recursive: true });
fs.writeFileSync(path.join(root, 'tmp/bench.json'), JSON.stringify(figures, null, 2));
console.log('\n(also written to tmp/bench.json)');
const budgets = judgeBudgets(figures);
if (budgets.lines.length) {
  console.log('\nBudgets (tools/bench/budgets.json)');
  for (const line of budgets.lines) console.log(line);
}
if (budgets.over) {
  console.log('\nA figure is past its budget: make it smaller, or raise its budget in tools/bench/budgets.json and say why.');
  process.exitCode = 1;
}
