// The bench's data set at benchmark scale, and the figures' names for what is in it.
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
// users are topped up to 20,000, about half with a profile picture.)
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
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
