import { hashPassword } from '../../src/auth/password-hash';
import type { Database, Queryable } from '../../src/db/database';
import { CITIES, DEMO_PASSWORD, FIRST_NAMES, LAST_NAMES, MENUS, RESTAURANT_CATEGORIES } from '../../src/seed/demo-catalog';
import { dishToFood, isoDate, planLocation } from '../../src/seed/demo-plan';
import { SeededRandom } from '../../src/seed/random';
import {
  writeAddresses,
  writeDeals,
  writeFoodCategories,
  writeFoods,
  writeRestaurantCategoryLinks,
  writeRestaurants,
  writeUsers,
} from '../../src/seed/row-writers';

/*
 * The platform's restaurants at benchmark scale (seed CLI --restaurants), each with its owner, locations,
 * menu and one deal. Rows go in with multi-row INSERTs, one transaction per batch of restaurants. Every
 * generated owner shares one password hash (the demo password): these are load-test accounts, and hashing
 * ten thousand passwords would dominate the run.
 */

export interface BenchOptions {
  restaurants: number;
  foodsPerRestaurant: number;
  batchSize?: number;
  onProgress?: (message: string) => void;
}

export interface BenchSummary {
  restaurants: number;
  addresses: number;
  foods: number;
  deals: number;
  milliseconds: number;
}

const ADJECTIVES = [
  'Golden',
  'Copper',
  'Rustic',
  'Little',
  'Blue',
  'Green',
  'Silver',
  'Red',
  'Urban',
  'Old Town',
  'Sunny',
  'Hidden',
  'Lucky',
  'Happy',
  'Wild',
  'Salty',
  'Smoky',
  'Sweet',
  'Twin',
  'Grand',
  'Corner',
  'Harbor',
  'Midtown',
  'Velvet',
  'Crimson',
  'Humble',
  'Brave',
  'Iron',
  'Jade',
  'Maple',
  'Cedar',
  'Olive',
  'Saffron',
  'Coral',
  'Amber',
  'Misty',
];
const NOUNS = [
  'Lantern',
  'Spoon',
  'Fork',
  'Kettle',
  'Oak',
  'Fig',
  'Pepper',
  'Lotus',
  'Anchor',
  'Barrel',
  'Garden',
  'Table',
  'Hearth',
  'Ladle',
  'Basil',
  'Lemon',
  'Tiger',
  'Dragon',
  'Harvest',
  'Pine',
  'Bison',
  'Heron',
  'Orchid',
  'Plum',
  'Sparrow',
  'Thistle',
  'Willow',
  'Clover',
  'Compass',
  'Mango',
  'Pearl',
  'Ember',
  'Juniper',
  'Comet',
  'Fox',
  'Wren',
];
const KINDS = ['Kitchen', 'Grill', 'Cafe', 'Bistro', 'Diner', 'Eatery', 'Tavern', 'House', 'Bar', 'Cantina', 'Trattoria', 'Noodle Bar'];

export async function addBenchmarkData(db: Database, options: BenchOptions): Promise<BenchSummary> {
  const started = performance.now();
  const batchSize = options.batchSize ?? 500;
  const progress = options.onProgress ?? (() => undefined);
  const [{ existing }] = await db.query<{ existing: number }>('SELECT count(*) AS existing FROM restaurants');
  const random = new SeededRandom(7919 * (existing + 1));
  const runTag = `${existing.toString(36)}${random.int(0, 1295).toString(36)}`;
  const today = new Date();
  const categoryRows = await db.query<{ id: number; name: string }>(
    'SELECT restaurant_category_id AS id, restaurant_category_name AS name FROM restaurant_categories',
  );
  const categoryId = new Map(categoryRows.map((row) => [row.name, row.id]));
  const cuisines = RESTAURANT_CATEGORIES.map(([name]) => name).filter((name) => MENUS[name] && categoryId.has(name));
  if (cuisines.length === 0) throw new Error('Seed the demo data first: the restaurant categories are missing');
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const summary: BenchSummary = { restaurants: 0, addresses: 0, foods: 0, deals: 0, milliseconds: 0 };

  for (let start = 0; start < options.restaurants; start += batchSize) {
    const count = Math.min(batchSize, options.restaurants - start);
    await db.transaction((tx) =>
      addRestaurantBatch(tx, {
        start,
        count,
        runTag,
        random,
        today,
        passwordHash,
        cuisines,
        categoryId,
        foodsPerRestaurant: options.foodsPerRestaurant,
        summary,
      }),
    );
    progress(`restaurants ${summary.restaurants}/${options.restaurants}, foods ${summary.foods}`);
  }

  summary.milliseconds = Math.round(performance.now() - started);
  return summary;
}

interface BatchContext {
  start: number;
  count: number;
  runTag: string;
  random: SeededRandom;
  today: Date;
  passwordHash: string;
  cuisines: string[];
  categoryId: Map<string, number>;
  foodsPerRestaurant: number;
  summary: BenchSummary;
}

async function addRestaurantBatch(tx: Queryable, context: BatchContext): Promise<void> {
  const { random, count, start, runTag } = context;
  const plans = Array.from({ length: count }, (_, i) => {
    const cuisine = random.pick(context.cuisines);
    const second = random.chance(0.3) ? random.pick(context.cuisines) : undefined;
    const city = random.pick(CITIES);
    const factor = 0.85 + random.next() * 0.4;
    const menu = MENUS[cuisine];
    const foods = Array.from({ length: context.foodsPerRestaurant }, (_, n) => {
      const food = dishToFood(menu[n % menu.length], cuisine, factor, random);
      if (n >= menu.length) food.name = `${food.name} (${Math.floor(n / menu.length) + 1})`;
      food.imageUrl = null;
      return food;
    });
    return {
      name: `${random.pick(ADJECTIVES)} ${random.pick(NOUNS)} ${random.pick(KINDS)}`,
      email: `owner-${runTag}-${start + i}@bench.example.com`,
      categories: [...new Set([cuisine, second].filter((name): name is string => Boolean(name)))],
      // Every tenth restaurant has one location known only to its city, as the demo has.
      locations: Array.from({ length: random.int(1, 3) }, (_, n) => planLocation(random, city, false, n === 0 && (start + i) % 10 === 0)),
      foods,
      sections: [...new Set(foods.map((food) => food.categoryName as string))],
    };
  });

  const ownerIds = await writeUsers(
    tx,
    plans.map((plan) => ({
      userType: 'Restaurant',
      firstName: random.pick(FIRST_NAMES),
      lastName: random.pick(LAST_NAMES),
      emailAddress: plan.email,
      passwordHash: context.passwordHash,
    })),
  );
  const restaurantIds = await writeRestaurants(
    tx,
    plans.map((plan, i) => ({ name: plan.name, ownerUserId: ownerIds[i], accountStatus: random.chance(0.05) ? 'Suspended' : 'Approved' })),
  );
  await writeRestaurantCategoryLinks(
    tx,
    plans.flatMap((plan, i) =>
      plan.categories.map((name) => ({ restaurantId: restaurantIds[i], categoryId: context.categoryId.get(name) })),
    ),
  );

  const locations = plans.flatMap((plan, i) => plan.locations.map((location) => ({ i, location })));
  const addressIds = await writeAddresses(
    tx,
    locations.map(({ i, location }) => ({ restaurantId: restaurantIds[i], location })),
  );
  const firstAddress = new Map<number, number>();
  locations.forEach(({ i }, n) => firstAddress.has(i) || firstAddress.set(i, addressIds[n]));

  const sections = plans.flatMap((plan, i) => plan.sections.map((name) => ({ i, name })));
  const sectionIds = await writeFoodCategories(
    tx,
    sections.map(({ i, name }) => ({ restaurantId: restaurantIds[i], name })),
  );
  const sectionId = new Map(sections.map(({ i, name }, n) => [`${i}:${name}`, sectionIds[n]]));

  const foods = plans.flatMap((plan, i) => plan.foods.map((food) => ({ i, food })));
  const foodIds = await writeFoods(
    tx,
    foods.map(({ i, food }) => ({ restaurantId: restaurantIds[i], categoryId: sectionId.get(`${i}:${food.categoryName}`), food })),
  );
  const firstFoods = new Map<number, number[]>();
  foods.forEach(({ i }, n) => {
    const list = firstFoods.get(i) ?? [];
    if (list.length < 3) list.push(foodIds[n]);
    firstFoods.set(i, list);
  });

  // One deal per restaurant, current or expired, on its first location.
  const dealIds = await writeDeals(
    tx,
    plans.map((_, i) => {
      const expired = random.chance(0.4);
      const startDay = expired ? -random.int(60, 120) : -random.int(0, 20);
      return {
        restaurantId: restaurantIds[i],
        addressId: firstAddress.get(i),
        title: 'Benchmark Special',
        startDate: isoDate(context.today, startDay),
        endDate: isoDate(context.today, expired ? startDay + 30 : random.int(10, 60)),
        claimPerUser: random.chance(0.5) ? 1 : null,
        claimCount: random.int(0, 500),
        isActive: true,
        foodIds: firstFoods.get(i) ?? [],
      };
    }),
  );

  context.summary.restaurants += count;
  context.summary.addresses += locations.length;
  context.summary.foods += foods.length;
  context.summary.deals += dealIds.length;
}
