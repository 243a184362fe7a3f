import { parseArgs } from 'node:util';
import { readDatabaseEnvironment } from '../config';
import { migrate } from '../db/migrate';
import { openDatabase } from '../db/open-database';
import {
  addAppUsers,
  addBenchmarkData,
  addFoodReports,
  addOwnerDeals,
  addOwnerLocations,
  addOwnerMenu,
  settleAfterBulkLoad,
} from '../../bench/seed-data';
import { seedIfEmpty } from './seed-database';

const USAGE = `Seeds the API database (DATABASE_URL, else PGlite in API_DATA_DIR; stop the API first when it uses PGlite).

  npx tsx apps/api/src/seed/cli.ts                       migrate, and seed the demo platform if the database is empty
  npx tsx apps/api/src/seed/cli.ts --restaurants 10000   also add benchmark data
      [--foods-per-restaurant 15]
      [--app-users 20000]                                top the app users (Customer) up to this many, about half with a picture
      [--owner-locations 1000]                           top the demo owner's restaurant up to this many locations
      [--owner-foods 5000 --owner-food-categories 60]    top the demo owner's menu up to this many items and categories
      [--owner-deals 500]                                top the demo owner's deals up to this many (over its items and locations)
      [--food-reports 20000]                             top the open food reports up to this many (over the platform's items)`;

function count(value: string | undefined, name: string, fallback: number): number {
  if (value === undefined) return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 0) throw new Error(`--${name} must be a whole number, not ${value}`);
  return number;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      restaurants: { type: 'string' },
      'foods-per-restaurant': { type: 'string' },
      'app-users': { type: 'string' },
      'owner-locations': { type: 'string' },
      'owner-foods': { type: 'string' },
      'owner-food-categories': { type: 'string' },
      'owner-deals': { type: 'string' },
      'food-reports': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const restaurants = count(values.restaurants, 'restaurants', 0);
  const foodsPerRestaurant = count(values['foods-per-restaurant'], 'foods-per-restaurant', 15);
  const appUsers = count(values['app-users'], 'app-users', 0);
  const ownerLocations = count(values['owner-locations'], 'owner-locations', 0);
  const ownerFoods = count(values['owner-foods'], 'owner-foods', 0);
  const ownerFoodCategories = count(values['owner-food-categories'], 'owner-food-categories', 0);
  const ownerDeals = count(values['owner-deals'], 'owner-deals', 0);
  const foodReports = count(values['food-reports'], 'food-reports', 0);

  const env = readDatabaseEnvironment();
  console.log(`database: ${env.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite ${env.dataDir}`}`);
  const db = await openDatabase(env);
  try {
    const applied = await migrate(db);
    if (applied.length) console.log(`migrations applied: ${applied.join(', ')}`);
    const demo = await seedIfEmpty(db);
    console.log(demo ? `demo platform seeded: ${JSON.stringify(demo)}` : 'demo platform already present');
    if (restaurants > 0) {
      const summary = await addBenchmarkData(db, {
        restaurants,
        foodsPerRestaurant,
        onProgress: (message) => process.stdout.write(`\r${message}   `),
      });
      process.stdout.write('\n');
      const perSecond = Math.round(((summary.restaurants + summary.addresses + summary.foods) / summary.milliseconds) * 1000);
      console.log(`benchmark data added: ${JSON.stringify(summary)} (~${perSecond} rows/s)`);
    }
    if (appUsers > 0) {
      const summary = await addAppUsers(db, { users: appUsers });
      console.log(`app users: ${JSON.stringify(summary)}`);
    }
    if (ownerLocations > 0) {
      const summary = await addOwnerLocations(db, { locations: ownerLocations });
      console.log(`owner's locations: ${JSON.stringify(summary)}`);
    }
    if (ownerFoods > 0 || ownerFoodCategories > 0) {
      const summary = await addOwnerMenu(db, { foods: ownerFoods, categories: ownerFoodCategories });
      console.log(`owner's menu: ${JSON.stringify(summary)}`);
    }
    if (ownerDeals > 0) {
      const summary = await addOwnerDeals(db, { deals: ownerDeals });
      console.log(`owner's deals: ${JSON.stringify(summary)}`);
    }
    if (foodReports > 0) {
      const summary = await addFoodReports(db, { reports: foodReports });
      console.log(`food reports: ${JSON.stringify(summary)}`);
    }
    if (restaurants + appUsers + ownerLocations + ownerFoods + ownerFoodCategories + ownerDeals + foodReports > 0) {
      const started = performance.now();
      await settleAfterBulkLoad(db);
      console.log(`vacuumed and analyzed in ${Math.round(performance.now() - started)} ms`);
    }
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
