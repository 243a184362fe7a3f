import { hashPassword } from '../auth/password-hash';
import type { Database, Queryable } from '../db/database';
import { insertRows } from '../db/insert-rows';
import { CITIES, DEMO_PASSWORD, FIRST_NAMES, LAST_NAMES, MENUS, RESTAURANT_CATEGORIES } from './demo-catalog';
import { DEMO_ACCOUNTS, dishToFood, isoDate, planLocation } from './demo-plan';
import { SeededRandom } from './random';

/*
 * Large data sets for benchmarks (seed CLI). Rows go in with multi-row INSERTs, one transaction per batch
 * of restaurants. Every generated owner shares one password hash (the demo password): these are load-test
 * accounts, and hashing ten thousand passwords would dominate the run.
 */

export interface BenchOptions {
  restaurants: number;
  foodsPerRestaurant: number;
  appUsers: number;
  batchSize?: number;
  onProgress?: (message: string) => void;
}

export interface BenchSummary {
  restaurants: number;
  addresses: number;
  foods: number;
  deals: number;
  appUsers: number;
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
  const summary: BenchSummary = { restaurants: 0, addresses: 0, foods: 0, deals: 0, appUsers: 0, milliseconds: 0 };

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

  for (let start = 0; start < options.appUsers; start += 5000) {
    const count = Math.min(5000, options.appUsers - start);
    await insertRows(
      db,
      'users',
      ['user_type', 'first_name', 'last_name', 'email_address'],
      Array.from({ length: count }, (_, i) => {
        const named = random.chance(0.9);
        return [
          'Customer',
          named ? random.pick(FIRST_NAMES) : null,
          named ? random.pick(LAST_NAMES) : null,
          `app-${runTag}-${start + i}@bench.example.com`,
        ];
      }),
    );
    summary.appUsers += count;
    progress(`app users ${summary.appUsers}/${options.appUsers}`);
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
      locations: Array.from({ length: random.int(1, 3) }, () => planLocation(random, city)),
      foods,
      sections: [...new Set(foods.map((food) => food.categoryName as string))],
    };
  });

  const ownerIds = await ids(
    tx,
    'users',
    ['user_type', 'first_name', 'last_name', 'email_address', 'password_hash'],
    plans.map((plan) => ['Restaurant', random.pick(FIRST_NAMES), random.pick(LAST_NAMES), plan.email, context.passwordHash]),
    'user_id',
  );
  const restaurantIds = await ids(
    tx,
    'restaurants',
    ['restaurant_name', 'owner_user_id', 'account_status'],
    plans.map((plan, i) => [plan.name, ownerIds[i], random.chance(0.05) ? 'Suspended' : 'Approved']),
    'restaurant_id',
  );
  await insertRows(
    tx,
    'restaurant_category_links',
    ['restaurant_id', 'restaurant_category_id'],
    plans.flatMap((plan, i) => plan.categories.map((name) => [restaurantIds[i], context.categoryId.get(name)])),
  );

  const locations = plans.flatMap((plan, i) => plan.locations.map((location) => ({ i, location })));
  const addressIds = await ids(
    tx,
    'addresses',
    [
      'restaurant_id',
      'street_address',
      'city',
      'state',
      'zip_code',
      'country',
      'latitude',
      'longitude',
      'phone_country_code',
      'phone_number',
    ],
    locations.map(({ i, location: l }) => [
      restaurantIds[i],
      l.streetAddress,
      l.city,
      l.state,
      l.zipCode,
      l.country,
      l.latitude,
      l.longitude,
      l.phoneCountryCode,
      l.phoneNumber,
    ]),
    'address_id',
  );
  const firstAddress = new Map<number, number>();
  locations.forEach(({ i }, n) => firstAddress.has(i) || firstAddress.set(i, addressIds[n]));

  const sections = plans.flatMap((plan, i) => plan.sections.map((name) => ({ i, name })));
  const sectionIds = await ids(
    tx,
    'food_categories',
    ['restaurant_id', 'category_name'],
    sections.map(({ i, name }) => [restaurantIds[i], name]),
    'category_id',
  );
  const sectionId = new Map(sections.map(({ i, name }, n) => [`${i}:${name}`, sectionIds[n]]));

  const foods = plans.flatMap((plan, i) => plan.foods.map((food) => ({ i, food })));
  const foodIds = await ids(
    tx,
    'foods',
    ['restaurant_id', 'food_category_id', 'food_item_name', 'description', 'price', 'tags', 'extra_attributes'],
    foods.map(({ i, food: f }) => [
      restaurantIds[i],
      sectionId.get(`${i}:${f.categoryName}`),
      f.name,
      f.description,
      f.price,
      f.tags,
      f.extraAttributes,
    ]),
    'food_id',
  );
  const firstFoods = new Map<number, number[]>();
  foods.forEach(({ i }, n) => {
    const list = firstFoods.get(i) ?? [];
    if (list.length < 3) list.push(foodIds[n]);
    firstFoods.set(i, list);
  });

  // One deal per restaurant, current or expired, on its first location.
  const dealIds = await ids(
    tx,
    'deals',
    ['restaurant_id', 'address_id', 'title', 'start_date', 'end_date', 'claim_per_user', 'claim_count', 'is_active'],
    plans.map((_, i) => {
      const expired = random.chance(0.4);
      const startDay = expired ? -random.int(60, 120) : -random.int(0, 20);
      return [
        restaurantIds[i],
        firstAddress.get(i),
        'Benchmark Special',
        isoDate(context.today, startDay),
        isoDate(context.today, expired ? startDay + 30 : random.int(10, 60)),
        random.chance(0.5) ? 1 : null,
        random.int(0, 500),
        true,
      ];
    }),
    'deal_id',
  );
  await insertRows(
    tx,
    'deal_foods',
    ['deal_id', 'food_id'],
    plans.flatMap((_, i) => (firstFoods.get(i) ?? []).map((foodId) => [dealIds[i], foodId])),
  );

  context.summary.restaurants += count;
  context.summary.addresses += locations.length;
  context.summary.foods += foods.length;
  context.summary.deals += dealIds.length;
}

export interface OwnerLocationsSummary {
  restaurantId: number;
  ownerEmail: string;
  added: number;
  locations: number;
  milliseconds: number;
}

/**
 * Tops one owner's restaurant (the demo owner's by default, who signs in without a password change) up
 * to `locations` locations, for the Restaurant Locations figures of the bench. Like the demo owner's own
 * locations, each new one is in one of the catalog's cities and has one location image (an SVG data URL).
 */
export async function addOwnerLocations(
  db: Database,
  { locations, ownerEmail = DEMO_ACCOUNTS.owner }: { locations: number; ownerEmail?: string },
): Promise<OwnerLocationsSummary> {
  const started = performance.now();
  const [restaurant] = await db.query<{ restaurantId: number; existing: number }>(
    `SELECT r.restaurant_id AS "restaurantId", (SELECT count(*)::int FROM addresses a WHERE a.restaurant_id = r.restaurant_id) AS existing
       FROM restaurants r JOIN users u ON u.user_id = r.owner_user_id
      WHERE lower(u.email_address) = lower($1)`,
    [ownerEmail],
  );
  if (!restaurant) throw new Error(`No restaurant is owned by ${ownerEmail}: seed the demo data first`);
  const random = new SeededRandom(104_729 + restaurant.existing);
  const planned = Array.from({ length: Math.max(0, locations - restaurant.existing) }, () =>
    planLocation(random, random.pick(CITIES), true),
  );
  await db.transaction(async (tx) => {
    const addressIds = await ids(
      tx,
      'addresses',
      [
        'restaurant_id',
        'street_address',
        'city',
        'state',
        'zip_code',
        'country',
        'latitude',
        'longitude',
        'phone_country_code',
        'phone_number',
      ],
      planned.map((l) => [
        restaurant.restaurantId,
        l.streetAddress,
        l.city,
        l.state,
        l.zipCode,
        l.country,
        l.latitude,
        l.longitude,
        l.phoneCountryCode,
        l.phoneNumber,
      ]),
      'address_id',
    );
    await insertRows(
      tx,
      'images',
      ['restaurant_id', 'address_id', 'image_file_url'],
      planned.flatMap((l, n) => l.imageUrls.map((url) => [restaurant.restaurantId, addressIds[n], url])),
    );
  });
  return {
    restaurantId: restaurant.restaurantId,
    ownerEmail,
    added: planned.length,
    locations: restaurant.existing + planned.length,
    milliseconds: Math.round(performance.now() - started),
  };
}

async function ids(db: Queryable, table: string, columns: string[], rows: unknown[][], idColumn: string): Promise<number[]> {
  return (await insertRows<{ id: number }>(db, table, columns, rows, `${idColumn} AS id`)).map((row) => row.id);
}
