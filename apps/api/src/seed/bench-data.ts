import { hashPassword } from '../auth/password-hash';
import type { Database, Queryable } from '../db/database';
import { insertRows } from '../db/insert-rows';
import { AVATAR_COLORS, CITIES, DEMO_PASSWORD, FIRST_NAMES, LAST_NAMES, MENUS, RESTAURANT_CATEGORIES } from './demo-catalog';
import { initials, svgTile } from './demo-images';
import { DEMO_ACCOUNTS, dishToFood, isoDate, planLocation, type PlannedFood } from './demo-plan';
import { SeededRandom } from './random';

/*
 * Large data sets for benchmarks (seed CLI). Rows go in with multi-row INSERTs, one transaction per batch
 * of restaurants. Every generated owner shares one password hash (the demo password): these are load-test
 * accounts, and hashing ten thousand passwords would dominate the run.
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

export interface AppUsersSummary {
  added: number;
  appUsers: number;
  named: number;
  withPicture: number;
  milliseconds: number;
}

/**
 * Tops the app users (users.user_type 'Customer') up to `users`, for the notifications figures of the
 * bench: about 19 in 20 with a first and last name, 1 in 50 with only one of them and 3 in 100 without a
 * name (the console leaves those out of its recipients); about half with a profile picture (a small SVG data
 * URL of their initials). Multi-row INSERTs in one transaction; deterministic for the same starting count.
 */
export async function addAppUsers(
  db: Database,
  { users, batchSize = 5000 }: { users: number; batchSize?: number },
): Promise<AppUsersSummary> {
  const started = performance.now();
  const [{ existing }] = await db.query<{ existing: number }>("SELECT count(*)::int AS existing FROM users WHERE user_type = 'Customer'");
  const random = new SeededRandom(104_729 + existing);
  const count = Math.max(0, users - existing);
  const rows = Array.from({ length: count }, (_, i) => {
    const shape = random.next();
    // 3 in 100 without a name, 1 in 100 with a first name only, 1 in 100 with a last name only.
    const first = shape < 0.03 || (shape >= 0.04 && shape < 0.05) ? null : random.pick(FIRST_NAMES);
    const last = shape < 0.04 ? null : random.pick(LAST_NAMES);
    const picture = random.chance(0.5) ? svgTile(initials(first, last) || '?', random.pick(AVATAR_COLORS)) : null;
    return ['Customer', first, last, `app-user-${existing + i + 1}@bench.example.com`, picture];
  });
  await db.transaction(async (tx) => {
    for (let start = 0; start < rows.length; start += batchSize) {
      await insertRows(
        tx,
        'users',
        ['user_type', 'first_name', 'last_name', 'email_address', 'profile_picture'],
        rows.slice(start, start + batchSize),
      );
    }
  });
  const [totals] = await db.query<{ appUsers: number; named: number; withPicture: number }>(
    `SELECT count(*)::int AS "appUsers",
            count(*) FILTER (WHERE coalesce(btrim(first_name), '') <> '' OR coalesce(btrim(last_name), '') <> '')::int AS named,
            count(profile_picture)::int AS "withPicture"
       FROM users WHERE user_type = 'Customer'`,
  );
  return { added: count, ...totals, milliseconds: Math.round(performance.now() - started) };
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

export interface OwnerMenuSummary {
  restaurantId: number;
  ownerEmail: string;
  addedCategories: number;
  categories: number;
  addedFoods: number;
  foods: number;
  milliseconds: number;
}

type MenuKind = 'savoury' | 'sweet' | 'drink';
/** A menu section of the generated menus: [name, kind, Course tag, Cuisine tag, dish nouns]. */
type MenuSectionPlan = [name: string, kind: MenuKind, course: string, cuisine: string, nouns: string[]];

/* Sections the demo owner's menu is topped up from, in this order (the demo menu's own come first, so they are reused). */
const MENU_SECTIONS: readonly MenuSectionPlan[] = [
  ['Starters', 'savoury', 'Appetizer', 'American', ['Bites', 'Sliders', 'Skewers']],
  ['Burgers', 'savoury', 'Main', 'American', ['Burger', 'Smash Burger']],
  ['Sandwiches', 'savoury', 'Main', 'American', ['Sandwich', 'Melt', 'Sub']],
  ['Mains', 'savoury', 'Main', 'American', ['Plate', 'Platter', 'Supper']],
  ['Sides', 'savoury', 'Side', 'American', ['Fries', 'Slaw', 'Hash']],
  ['Desserts', 'sweet', 'Dessert', 'American', ['Pie', 'Sundae', 'Brownie']],
  ['Drinks', 'drink', 'Drink', 'American', ['Lemonade', 'Soda', 'Iced Tea']],
  ['Eggs', 'savoury', 'Main', 'Breakfast', ['Scramble', 'Benedict', 'Omelette']],
  ['Griddle', 'sweet', 'Main', 'Breakfast', ['Pancakes', 'Waffles', 'French Toast']],
  ['Bowls', 'savoury', 'Main', 'American', ['Bowl', 'Grain Bowl']],
  ['Pastries', 'sweet', 'Side', 'Breakfast', ['Muffin', 'Scone', 'Croissant']],
  ['Salads', 'savoury', 'Appetizer', 'American', ['Salad', 'Chopped Salad']],
  ['Soups', 'savoury', 'Appetizer', 'American', ['Soup', 'Chowder', 'Stew']],
  ['Tacos', 'savoury', 'Main', 'Mexican', ['Tacos', 'Street Tacos']],
  ['Burritos', 'savoury', 'Main', 'Mexican', ['Burrito', 'Burrito Bowl']],
  ['Quesadillas', 'savoury', 'Main', 'Mexican', ['Quesadilla']],
  ['Enchiladas', 'savoury', 'Main', 'Mexican', ['Enchiladas']],
  ['Pizza', 'savoury', 'Main', 'Italian', ['Pizza', 'Flatbread Pizza']],
  ['Pasta', 'savoury', 'Main', 'Italian', ['Rigatoni', 'Linguine', 'Pappardelle']],
  ['Risotto', 'savoury', 'Main', 'Italian', ['Risotto']],
  ['Sushi Rolls', 'savoury', 'Main', 'Japanese', ['Roll', 'Hand Roll']],
  ['Ramen', 'savoury', 'Main', 'Japanese', ['Ramen', 'Tsukemen']],
  ['Donburi', 'savoury', 'Main', 'Japanese', ['Donburi', 'Rice Bowl']],
  ['Dim Sum', 'savoury', 'Appetizer', 'Chinese', ['Dumplings', 'Buns', 'Shumai']],
  ['Noodles', 'savoury', 'Main', 'Chinese', ['Noodles', 'Lo Mein', 'Chow Fun']],
  ['Fried Rice', 'savoury', 'Main', 'Chinese', ['Fried Rice']],
  ['Stir-Fries', 'savoury', 'Main', 'Chinese', ['Stir-Fry']],
  ['Curries', 'savoury', 'Main', 'Indian', ['Curry', 'Masala', 'Korma']],
  ['Tandoor', 'savoury', 'Main', 'Indian', ['Tikka', 'Kebab']],
  ['Biryani', 'savoury', 'Main', 'Indian', ['Biryani']],
  ['Breads', 'savoury', 'Side', 'Indian', ['Naan', 'Flatbread', 'Paratha']],
  ['Thai Curries', 'savoury', 'Main', 'Thai', ['Green Curry', 'Red Curry', 'Panang']],
  ['Mezze', 'savoury', 'Appetizer', 'Mediterranean', ['Mezze Plate', 'Dip', 'Fritters']],
  ['Grill', 'savoury', 'Main', 'Mediterranean', ['Souvlaki', 'Shawarma', 'Kofta']],
  ['Wraps', 'savoury', 'Main', 'Middle Eastern', ['Wrap', 'Pita']],
  ['Steaks', 'savoury', 'Main', 'American', ['Steak', 'Steak Frites']],
  ['Barbecue', 'savoury', 'Main', 'American', ['Ribs', 'Brisket Plate', 'Pulled Plate']],
  ['Wings', 'savoury', 'Appetizer', 'American', ['Wings', 'Drumsticks']],
  ['Raw Bar', 'savoury', 'Appetizer', 'Seafood', ['Crudo', 'Ceviche', 'Tartare']],
  ['Poke', 'savoury', 'Main', 'Seafood', ['Poke Bowl']],
  ['Bao', 'savoury', 'Appetizer', 'Chinese', ['Bao']],
  ['Korean Plates', 'savoury', 'Main', 'Korean', ['Bibimbap', 'Bulgogi Plate', 'Japchae']],
  ['Banh Mi & Pho', 'savoury', 'Main', 'Vietnamese', ['Banh Mi', 'Pho']],
  ['Bistro Classics', 'savoury', 'Main', 'French', ['Croque', 'Cassoulet', 'Galette']],
  ['Island Plates', 'savoury', 'Main', 'Caribbean', ['Jerk Plate', 'Roti', 'Patties']],
  ['Kids Menu', 'savoury', 'Main', 'American', ['Kids Plate', 'Mini Burger', 'Tenders']],
  ['Lunch Specials', 'savoury', 'Main', 'American', ['Lunch Plate', 'Combo']],
  ['Late Night', 'savoury', 'Appetizer', 'American', ['Nachos', 'Loaded Fries', 'Sliders']],
  ['Sharing Platters', 'savoury', 'Appetizer', 'Mediterranean', ['Platter', 'Board']],
  ['Tapas', 'savoury', 'Appetizer', 'Mediterranean', ['Croquetas', 'Tapa', 'Pintxo']],
  ['Cakes', 'sweet', 'Dessert', 'American', ['Cake', 'Cheesecake', 'Layer Cake']],
  ['Ice Cream', 'sweet', 'Dessert', 'American', ['Gelato', 'Sundae', 'Float']],
  ['Pancakes & Waffles', 'sweet', 'Main', 'Breakfast', ['Stack', 'Belgian Waffle']],
  ['Sweet Treats', 'sweet', 'Dessert', 'French', ['Tart', 'Eclair', 'Macarons']],
  ['Smoothies', 'drink', 'Drink', 'American', ['Smoothie', 'Shake']],
  ['Coffee', 'drink', 'Drink', 'American', ['Latte', 'Cold Brew', 'Cappuccino']],
  ['Tea', 'drink', 'Drink', 'Japanese', ['Tea', 'Milk Tea']],
  ['Mocktails', 'drink', 'Drink', 'American', ['Spritz', 'Cooler', 'Fizz']],
  ['Juices', 'drink', 'Drink', 'American', ['Juice', 'Pressed Juice']],
  ['Agua Fresca', 'drink', 'Drink', 'Mexican', ['Agua Fresca']],
  ['Seasonal Specials', 'savoury', 'Main', 'American', ['Special', 'Seasonal Plate']],
  ['Family Meals', 'savoury', 'Main', 'American', ['Family Feast', 'Meal Kit']],
  ['Vegan Plates', 'savoury', 'Main', 'Mediterranean', ['Vegan Plate', 'Buddha Bowl']],
  ['Street Food', 'savoury', 'Appetizer', 'Thai', ['Satay', 'Spring Rolls', 'Skewers']],
  ['Charcuterie', 'savoury', 'Appetizer', 'French', ['Board', 'Terrine']],
];

/** [word of the name, Preparation tag or ''] */
const SAVOURY_STYLES: ReadonlyArray<[string, string]> = [
  ['Smoked', 'Smoked'],
  ['Grilled', 'Grilled'],
  ['Crispy', 'Fried'],
  ['Spicy', ''],
  ['Roasted', 'Baked'],
  ['Braised', 'Slow-Cooked'],
  ['Charred', 'Grilled'],
  ['Garlic', ''],
  ['Honey Glazed', 'Baked'],
  ['Classic', ''],
  ['Loaded', ''],
  ['Sesame', ''],
  ['Teriyaki', 'Grilled'],
  ['Cajun', ''],
  ['Steamed', 'Steamed'],
  ['Herb', ''],
];
/** [protein or main vegetable, Dietary tags, Allergens tags] */
const SAVOURY_MAINS: ReadonlyArray<[string, string[], string[]]> = [
  ['Chicken', ['Halal'], []],
  ['Pork Belly', [], []],
  ['Beef', [], []],
  ['Shrimp', ['Pescatarian'], ['Contains Shellfish']],
  ['Salmon', ['Pescatarian'], ['Contains Fish']],
  ['Tofu', ['Vegetarian', 'Vegan'], ['Contains Soy']],
  ['Lamb', ['Halal'], []],
  ['Mushroom', ['Vegetarian', 'Vegan'], []],
  ['Chorizo', [], []],
  ['Brisket', [], []],
  ['Duck', [], []],
  ['Eggplant', ['Vegetarian', 'Vegan'], []],
  ['Crab', ['Pescatarian'], ['Contains Shellfish']],
  ['Halloumi', ['Vegetarian'], ['Contains Dairy']],
  ['Turkey', [], []],
  ['Cauliflower', ['Vegetarian', 'Vegan'], []],
];
const SAVOURY_EXTRAS = [
  'pickled onions',
  'cilantro',
  'lime',
  'chipotle mayo',
  'avocado',
  'aged cheddar',
  'roasted garlic',
  'fresh basil',
  'charred corn',
  'jasmine rice',
  'toasted sesame',
  'scallions',
  'kimchi',
  'miso butter',
  'smoked paprika',
  'crumbled feta',
  'tzatziki',
  'basil pesto',
  'baby arugula',
  'caramelized onions',
  'jalapeños',
  'pico de gallo',
  'black beans',
  'chimichurri',
  'truffle oil',
  'shaved parmesan',
  'fresh ginger',
  'peanut sauce',
  'coconut curry',
  'harissa',
  'tahini',
  'wild mushrooms',
  'crispy bacon',
  'a fried egg',
  'sriracha aioli',
  'cucumber',
  'fresh mint',
  'toasted almonds',
  'sweet potato',
  'roasted peppers',
  'goat cheese',
  'preserved lemon',
];
const SWEET_STYLES = ['Warm', 'Classic', 'Salted', 'Toasted', 'Frozen', 'Double', 'Whipped', 'Mini', 'House', 'Brown Butter'];
const SWEET_FLAVOURS = [
  'Chocolate',
  'Vanilla',
  'Strawberry',
  'Caramel',
  'Lemon',
  'Coconut',
  'Matcha',
  'Banana',
  'Pistachio',
  'Blueberry',
  'Espresso',
  'Peach',
  'Mango',
  'Cinnamon',
];
const SWEET_EXTRAS = [
  'whipped cream',
  'fresh berries',
  'maple syrup',
  'toasted pecans',
  'dark chocolate',
  'vanilla bean',
  'salted caramel',
  'cream cheese frosting',
  'graham crumble',
  'lemon curd',
  'candied ginger',
  'crushed pistachios',
  'honey',
  'mascarpone',
  'passion fruit',
];
const DRINK_STYLES = ['Iced', 'Fresh', 'Sparkling', 'Frozen', 'Hot', 'House', 'Spiced', 'Tall'];
const DRINK_FLAVOURS = [
  'Mango',
  'Ginger',
  'Lime',
  'Mint',
  'Hibiscus',
  'Berry',
  'Peach',
  'Cucumber',
  'Cherry',
  'Coconut',
  'Chai',
  'Watermelon',
];
const DRINK_EXTRAS = [
  'crushed ice',
  'fresh mint',
  'a squeeze of lime',
  'oat milk',
  'sparkling water',
  'cane sugar',
  'cold foam',
  'basil',
  'pineapple',
];
const MEAL_TYPES = ['Lunch', 'Dinner', 'All Day', 'Late Night', 'Brunch'];
const PRICES: Record<string, [number, number]> = { Appetizer: [6, 15], Main: [12, 34], Side: [4, 9], Dessert: [5, 13], Drink: [3, 9] };
const EXTRA_ALLERGENS: Record<string, string> = {
  'aged cheddar': 'Contains Dairy',
  'crumbled feta': 'Contains Dairy',
  'shaved parmesan': 'Contains Dairy',
  'goat cheese': 'Contains Dairy',
  'miso butter': 'Contains Soy',
  'toasted sesame': 'Contains Sesame',
  tahini: 'Contains Sesame',
  'peanut sauce': 'Contains Peanuts',
  'toasted almonds': 'Contains Tree Nuts',
  'toasted pecans': 'Contains Tree Nuts',
  'crushed pistachios': 'Contains Tree Nuts',
  'a fried egg': 'Contains Eggs',
  'whipped cream': 'Contains Dairy',
  mascarpone: 'Contains Dairy',
};

function listOf(words: string[]): string {
  return words.length > 1 ? `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}` : words[0];
}

/** One generated menu item of a section: a name (style, main, dish noun), a description of its extras, tags of the vocabulary. */
function planMenuItem(random: SeededRandom, [, kind, course, cuisine, nouns]: MenuSectionPlan): PlannedFood {
  const noun = random.pick(nouns);
  const extras = random.sample(kind === 'savoury' ? SAVOURY_EXTRAS : kind === 'sweet' ? SWEET_EXTRAS : DRINK_EXTRAS, random.int(2, 3));
  const attributes: Record<string, string[]> = { Cuisine: [cuisine] };
  let name: string;
  let description: string;
  const allergens = new Set(extras.map((extra) => EXTRA_ALLERGENS[extra]).filter(Boolean));
  if (kind === 'savoury') {
    const [style, preparation] = random.pick(SAVOURY_STYLES);
    const [main, dietary, mainAllergens] = random.pick(SAVOURY_MAINS);
    name = `${style} ${main} ${noun}`;
    description = `${style === 'Classic' ? 'Our' : style[0] + style.slice(1).toLowerCase()} ${main.toLowerCase()} with ${listOf(extras)}`;
    const diets = [...dietary, ...(random.chance(0.2) ? ['Gluten-Free'] : [])].filter(
      (diet) => !(diet === 'Vegan' && allergens.size > 0) && !(diet === 'Halal' && extras.includes('crispy bacon')),
    );
    if (diets.length) attributes.Dietary = diets;
    attributes['Spice level'] = [
      style === 'Spicy' || style === 'Cajun' ? random.pick(['Hot', 'Extra Hot']) : random.pick(['Mild', 'Mild', 'Medium']),
    ];
    if (preparation) attributes.Preparation = [preparation];
    mainAllergens.forEach((allergen) => allergens.add(allergen));
  } else {
    const flavour = random.pick(kind === 'sweet' ? SWEET_FLAVOURS : DRINK_FLAVOURS);
    const style = random.pick(kind === 'sweet' ? SWEET_STYLES : DRINK_STYLES);
    name = `${style} ${flavour} ${noun}`;
    description = `${flavour} ${noun.toLowerCase()} with ${listOf(extras)}`;
    if (allergens.size === 0 && random.chance(0.4)) attributes.Dietary = ['Vegetarian'];
    if (kind === 'sweet') allergens.add('Contains Gluten');
  }
  attributes.Course = [course];
  if (allergens.size) attributes.Allergens = [...allergens].sort();
  if (random.chance(0.5)) attributes['Meal Type'] = [random.pick(MEAL_TYPES)];
  const [low, high] = kind === 'sweet' && course === 'Main' ? [9, 16] : PRICES[course];
  return {
    name,
    description: `${description}.`,
    price: `${random.int(low, high)}.${random.pick(['99', '49', '00', '50', '25'])}`,
    categoryName: null,
    tags: Object.values(attributes).flat(),
    extraAttributes: attributes,
    imageUrl: random.chance(0.01) ? svgTile(initials(...name.split(' ')), random.pick(AVATAR_COLORS), 320) : null,
  };
}

/**
 * Tops one owner's restaurant (the demo owner's by default) up to `categories` menu categories and `foods`
 * menu items, for the Manage Your Menu figures of the bench. New categories come from MENU_SECTIONS (names
 * the restaurant has not used), new items are spread evenly over every category of the restaurant, with
 * names and descriptions from shared word lists (so a word such as 'truffle' or 'chipotle' matches items
 * of many categories), tags from the seeded tag vocabulary and an image on about 1 in 100. Deterministic
 * for the same starting menu.
 */
export async function addOwnerMenu(
  db: Database,
  { foods, categories, ownerEmail = DEMO_ACCOUNTS.owner }: { foods: number; categories: number; ownerEmail?: string },
): Promise<OwnerMenuSummary> {
  const started = performance.now();
  const [restaurant] = await db.query<{ restaurantId: number; existing: number }>(
    `SELECT r.restaurant_id AS "restaurantId", (SELECT count(*)::int FROM foods f WHERE f.restaurant_id = r.restaurant_id) AS existing
       FROM restaurants r JOIN users u ON u.user_id = r.owner_user_id
      WHERE lower(u.email_address) = lower($1)`,
    [ownerEmail],
  );
  if (!restaurant) throw new Error(`No restaurant is owned by ${ownerEmail}: seed the demo data first`);
  const existingCategories = await db.query<{ id: number; name: string }>(
    'SELECT category_id AS id, category_name AS name FROM food_categories WHERE restaurant_id = $1 ORDER BY category_id',
    [restaurant.restaurantId],
  );
  const taken = new Set(existingCategories.map((category) => category.name.toLowerCase()));
  const newSections = MENU_SECTIONS.filter(([name]) => !taken.has(name.toLowerCase())).slice(
    0,
    Math.max(0, categories - existingCategories.length),
  );
  if (existingCategories.length + newSections.length < categories) {
    throw new Error(`--owner-food-categories: at most ${existingCategories.length + newSections.length} categories for ${ownerEmail}`);
  }
  const random = new SeededRandom(1_299_709 + restaurant.existing + existingCategories.length);
  const sectionOf = (name: string) =>
    MENU_SECTIONS.find(([section]) => section.toLowerCase() === name.toLowerCase()) ??
    ([name, 'savoury', 'Main', 'American', ['Plate']] as MenuSectionPlan);
  let addedFoods = 0;
  await db.transaction(async (tx) => {
    const newIds = await ids(
      tx,
      'food_categories',
      ['restaurant_id', 'category_name'],
      newSections.map(([name]) => [restaurant.restaurantId, name]),
      'category_id',
    );
    const all = [
      ...existingCategories.map(({ id, name }) => ({ id, section: sectionOf(name) })),
      ...newSections.map((section, n) => ({ id: newIds[n], section })),
    ];
    if (all.length === 0) return;
    const count = Math.max(0, foods - restaurant.existing);
    const seen = new Set<string>();
    const rows: unknown[][] = [];
    for (let n = 0; n < count; n++) {
      const { id, section } = all[n % all.length];
      let food = planMenuItem(random, section);
      // Few repeats within a category: draw again a few times, then number it.
      for (let tries = 0; seen.has(`${id}:${food.name}`) && tries < 5; tries++) food = planMenuItem(random, section);
      if (seen.has(`${id}:${food.name}`)) food.name = `${food.name} No. ${n}`;
      seen.add(`${id}:${food.name}`);
      rows.push([restaurant.restaurantId, id, food.name, food.description, food.price, food.imageUrl, food.tags, food.extraAttributes]);
    }
    await insertRows(
      tx,
      'foods',
      ['restaurant_id', 'food_category_id', 'food_item_name', 'description', 'price', 'image_url', 'tags', 'extra_attributes'],
      rows,
    );
    addedFoods = rows.length;
  });
  return {
    restaurantId: restaurant.restaurantId,
    ownerEmail,
    addedCategories: newSections.length,
    categories: existingCategories.length + newSections.length,
    addedFoods,
    foods: restaurant.existing + addedFoods,
    milliseconds: Math.round(performance.now() - started),
  };
}

export interface OwnerDealsSummary {
  restaurantId: number;
  ownerEmail: string;
  added: number;
  deals: number;
  current: number;
  expired: number;
  dealFoods: number;
  milliseconds: number;
}

const DEAL_OCCASIONS = [
  'Happy Hour',
  'Lunch',
  'Family',
  'Weekend',
  'Student',
  'Early Bird',
  'Date Night',
  'Game Day',
  'Late Night',
  'Holiday',
  'Spring',
  'Summer',
  'Autumn',
  'Winter',
  'Brunch',
  'Midweek',
  'Rainy Day',
  'Payday',
  'Loyalty',
  'Grand Opening',
];
const DEAL_OFFERS = [
  'Special',
  'Combo',
  'Feast',
  'Two for One',
  'Discount',
  'Bundle',
  'Platter',
  'Free Dessert with Any Main',
  'Kids Eat Free',
  "Chef's Tasting",
  'Buy One Get One Half Off',
  'Bites',
  'Sharing Deal',
  'Meal for Two',
  'Value Box',
];

/**
 * Tops one owner's restaurant (the demo owner's by default) up to `deals` deals over its existing menu
 * items and locations, for the Manage Your Deals and item picker figures of the bench. About 6 in 10 are
 * current (a third of those without an end date, some starting later), the rest expired; 1 to 12 items
 * each, a random location, one-time or unlimited use, mostly active. Deterministic for the same starting
 * restaurant and day. Run it after addOwnerMenu and addOwnerLocations to spread the deals over them.
 */
export async function addOwnerDeals(
  db: Database,
  { deals, ownerEmail = DEMO_ACCOUNTS.owner, today = new Date() }: { deals: number; ownerEmail?: string; today?: Date },
): Promise<OwnerDealsSummary> {
  const started = performance.now();
  const [restaurant] = await db.query<{ restaurantId: number; existing: number }>(
    `SELECT r.restaurant_id AS "restaurantId", (SELECT count(*)::int FROM deals d WHERE d.restaurant_id = r.restaurant_id) AS existing
       FROM restaurants r JOIN users u ON u.user_id = r.owner_user_id
      WHERE lower(u.email_address) = lower($1)`,
    [ownerEmail],
  );
  if (!restaurant) throw new Error(`No restaurant is owned by ${ownerEmail}: seed the demo data first`);
  const addressIds = (
    await db.query<{ id: number }>('SELECT address_id AS id FROM addresses WHERE restaurant_id = $1 ORDER BY address_id', [
      restaurant.restaurantId,
    ])
  ).map((row) => row.id);
  const foodIds = (
    await db.query<{ id: number }>('SELECT food_id AS id FROM foods WHERE restaurant_id = $1 ORDER BY food_id', [restaurant.restaurantId])
  ).map((row) => row.id);
  if (addressIds.length === 0 || foodIds.length === 0)
    throw new Error(`--owner-deals: ${ownerEmail}'s restaurant needs locations and items`);
  const random = new SeededRandom(15_485_863 + restaurant.existing);
  const count = Math.max(0, deals - restaurant.existing);
  const planned = Array.from({ length: count }, (_, n) => {
    const expired = random.chance(0.4);
    const start = expired ? -random.int(30, 365) : random.chance(0.15) ? random.int(1, 30) : -random.int(0, 90);
    const end = expired ? Math.min(start + random.int(1, 60), -1) : random.chance(0.33) ? null : Math.max(start, 0) + random.int(0, 120);
    const items = new Set<number>();
    const wanted = random.int(1, Math.min(12, foodIds.length));
    while (items.size < wanted) items.add(foodIds[random.int(0, foodIds.length - 1)]);
    return {
      row: [
        restaurant.restaurantId,
        random.pick(addressIds),
        `${random.pick(DEAL_OCCASIONS)} ${random.pick(DEAL_OFFERS)} No. ${restaurant.existing + n + 1}`,
        isoDate(today, start),
        end === null ? null : isoDate(today, end),
        random.chance(0.4) ? 1 : null,
        random.int(0, 500),
        random.chance(0.85),
      ],
      items: [...items].sort((a, b) => a - b),
    };
  });
  let dealFoods = 0;
  await db.transaction(async (tx) => {
    const dealIds = await ids(
      tx,
      'deals',
      ['restaurant_id', 'address_id', 'title', 'start_date', 'end_date', 'claim_per_user', 'claim_count', 'is_active'],
      planned.map((deal) => deal.row),
      'deal_id',
    );
    const links = planned.flatMap((deal, n) => deal.items.map((foodId) => [dealIds[n], foodId]));
    await insertRows(tx, 'deal_foods', ['deal_id', 'food_id'], links);
    dealFoods = links.length;
  });
  const [totals] = await db.query<{ current: number; expired: number }>(
    `SELECT count(*) FILTER (WHERE d.end_date IS NULL OR d.end_date >= $2::date)::int AS current,
            count(*) FILTER (WHERE d.end_date < $2::date)::int AS expired
       FROM deals d WHERE d.restaurant_id = $1`,
    [restaurant.restaurantId, isoDate(today, 0)],
  );
  return {
    restaurantId: restaurant.restaurantId,
    ownerEmail,
    added: planned.length,
    deals: restaurant.existing + planned.length,
    current: totals.current,
    expired: totals.expired,
    dealFoods,
    milliseconds: Math.round(performance.now() - started),
  };
}

/**
 * After a bulk load: fresh planner statistics (the plans of the lists depend on them, and autovacuum may not
 * have run yet; PGlite has none), the full-text index's pending list merged into the index, and the
 * visibility map set so that counts can read indexes only. VACUUM does all three; it cannot run inside a
 * transaction, which db.query is not.
 */
export async function settleAfterBulkLoad(db: Database): Promise<void> {
  await db.query('VACUUM ANALYZE');
}
