import {
  AVATAR_COLORS,
  CITIES,
  CUISINE_LABELS,
  DIETARY_CODES,
  FIRST_NAMES,
  LAST_NAMES,
  MENUS,
  NOTIFICATIONS,
  REPORT_REASONS,
  RESTAURANTS,
  RESTAURANT_CATEGORIES,
  SPICE_LEVELS,
  STREETS,
  courseOf,
  type City,
} from './demo-catalog';
import { initials, svgTile } from './demo-images';
import { SeededRandom } from './random';
import type { LocationPrecision, LocationSource } from '../restaurants/location-precision';

/*
 * The demo platform as plain data, before it touches a database. Everything comes from a seeded PRNG,
 * so two runs give the same names, menus and prices; only dates move with "today".
 */

export type PlannedUserType = 'Administrator' | 'Restaurant' | 'Customer';

export interface PlannedUser {
  key: string;
  userType: PlannedUserType;
  firstName: string | null;
  lastName: string | null;
  emailAddress: string | null;
  phoneCountryCode: string | null;
  phoneNumber: string | null;
  profilePicture: string | null;
  isSuperAdmin: boolean;
  needToChangePassword: boolean;
  /** Console accounts get the demo password; app users sign in through the app. */
  hasPassword: boolean;
}

export interface PlannedLocation {
  streetAddress: string;
  city: string;
  state: string;
  /** None when the location is known only to its city. */
  zipCode: string | null;
  country: string;
  latitude: number;
  longitude: number;
  /** 'street' for most; 'city' (the city's centre, no ZIP) for some, so the approximate mark has something to show. */
  locationPrecision: LocationPrecision;
  locationSource: LocationSource;
  phoneCountryCode: string;
  phoneNumber: string;
  imageUrls: string[];
}

export interface PlannedFood {
  name: string;
  description: string;
  price: string;
  categoryName: string | null;
  tags: string[];
  extraAttributes: Record<string, string[]>;
  imageUrl: string | null;
}

export interface PlannedDeal {
  title: string;
  locationIndex: number;
  startDate: string;
  endDate: string | null;
  claimPerUser: number | null;
  claimCount: number;
  isActive: boolean;
  foodIndexes: number[];
}

export interface PlannedRestaurant {
  name: string;
  ownerKey: string | null;
  accountStatus: 'Approved' | 'Suspended';
  categories: string[];
  locations: PlannedLocation[];
  imageUrls: string[];
  foodCategories: string[];
  foods: PlannedFood[];
  deals: PlannedDeal[];
}

export interface PlannedNotification {
  title: string;
  description: string;
  createdAt: Date;
  sentByKey: string;
  recipientKeys: string[];
}

export interface PlannedFoodReport {
  restaurantIndex: number;
  foodIndex: number;
  reporterKey: string;
  reason: string;
  reportedAt: Date;
  closedAs: 'Ignored' | null;
}

/** An app user following a restaurant in the app (restaurant_followers): told about its deals. */
export interface PlannedFollow {
  restaurantIndex: number;
  userKey: string;
}

export interface DemoPlan {
  users: PlannedUser[];
  restaurantCategories: ReadonlyArray<[string, string]>;
  restaurants: PlannedRestaurant[];
  notifications: PlannedNotification[];
  foodReports: PlannedFoodReport[];
  follows: PlannedFollow[];
}

export const DEMO_SEED = 20260101;
const DAY = 86_400_000;
const HOUR = 3_600_000;

/** The demo accounts of the README, all with the demo password. */
export const DEMO_ACCOUNTS = {
  superAdmin: 'super@example.com',
  admin: 'admin@example.com',
  owner: 'owner@example.com',
  customer: 'customer@example.com',
  newStaff: 'newstaff@example.com',
} as const;

const UNOWNED_RESTAURANTS = new Set([12, 25]);
const SUSPENDED_RESTAURANTS = new Set([5, 17, 23]);

export function buildDemoPlan(today: Date = new Date(), seed = DEMO_SEED): DemoPlan {
  const random = new SeededRandom(seed);
  const emails = new Set<string>();
  const users: PlannedUser[] = [];

  const addUser = (user: Omit<PlannedUser, 'isSuperAdmin' | 'needToChangePassword'> & Partial<PlannedUser>) => {
    if (user.emailAddress) emails.add(user.emailAddress);
    const planned: PlannedUser = { isSuperAdmin: false, needToChangePassword: false, ...user };
    users.push(planned);
    return planned;
  };
  const uniqueEmail = (local: string, domain: string) => {
    let email = `${local}@${domain}`;
    for (let n = 2; emails.has(email); n++) email = `${local}${n}@${domain}`;
    return email;
  };
  const staff = (key: string, userType: PlannedUserType, first: string, last: string, email: string, city: City) =>
    addUser({
      key,
      userType,
      firstName: first,
      lastName: last,
      emailAddress: email,
      phoneCountryCode: '+1',
      phoneNumber: usPhone(random, city),
      profilePicture: random.chance(0.5) ? svgTile(initials(first, last), random.pick(AVATAR_COLORS)) : null,
      hasPassword: true,
    });

  // Demo accounts.
  const austin = CITIES[0];
  staff('super', 'Administrator', 'Sofia', 'Alvarez', DEMO_ACCOUNTS.superAdmin, austin).isSuperAdmin = true;
  staff('admin', 'Administrator', 'Adam', 'Brooks', DEMO_ACCOUNTS.admin, austin);
  staff('newstaff', 'Administrator', 'Nina', 'Patel', DEMO_ACCOUNTS.newStaff, austin).needToChangePassword = true;
  staff('owner', 'Restaurant', 'Olivia', 'Chen', DEMO_ACCOUNTS.owner, austin);
  staff('customer', 'Customer', 'Carlos', 'Diaz', DEMO_ACCOUNTS.customer, austin);

  // More administrators, so the admin list has three pages.
  for (let i = 0; i < 22; i++) {
    const first = random.pick(FIRST_NAMES);
    const last = random.pick(LAST_NAMES);
    const city = random.pick(CITIES);
    staff(`admin-${i}`, 'Administrator', first, last, uniqueEmail(`${first}.${last}`.toLowerCase(), 'example.com'), city);
  }

  let locationNumber = 0;
  const restaurants = RESTAURANTS.map(([name, categories, cityName], index): PlannedRestaurant => {
    const city = CITIES.find((candidate) => candidate.name === cityName) ?? austin;
    let ownerKey: string | null = 'owner';
    if (index > 0) {
      ownerKey = UNOWNED_RESTAURANTS.has(index) ? null : `owner-${index}`;
      if (ownerKey) {
        const first = random.pick(FIRST_NAMES);
        const last = random.pick(LAST_NAMES);
        staff(ownerKey, 'Restaurant', first, last, uniqueEmail(slug(name), 'example.com'), city);
      }
    }
    const locationCount = index === 0 ? 3 : random.pick([1, 1, 1, 2, 2, 3, 4]);
    // One location in ten is known only to its city, the demo owner's third among them.
    const locations = Array.from({ length: locationCount }, (_, n) =>
      planLocation(random, n === 0 || random.chance(0.7) ? city : random.pick(CITIES), index === 0, locationNumber++ % 10 === 2),
    );
    const imageUrls =
      index === 0 || random.chance(0.4)
        ? Array.from({ length: index === 0 ? 2 : random.int(1, 3) }, () =>
            svgTile(initials(...name.split(' ')), random.pick(AVATAR_COLORS), 320),
          )
        : [];
    const foods = index === 0 ? planOwnerMenu(random) : planMenu(random, categories);
    const foodCategories = [...new Set(foods.map((food) => food.categoryName).filter((name): name is string => Boolean(name)))];
    return {
      name,
      ownerKey,
      accountStatus: SUSPENDED_RESTAURANTS.has(index) ? 'Suspended' : 'Approved',
      categories,
      locations,
      imageUrls,
      foodCategories,
      foods,
      deals: index === 0 ? ownerDeals(today, foods) : planDeals(random, today, locations.length, foods.length),
    };
  });

  // App users: some without names, some without pictures.
  const customerKeys: string[] = ['customer'];
  const namedCustomerKeys: string[] = ['customer'];
  for (let i = 0; i < 200; i++) {
    const named = random.chance(0.88);
    const first = named ? random.pick(FIRST_NAMES) : null;
    const last = named && random.chance(0.94) ? random.pick(LAST_NAMES) : null;
    const key = `app-user-${i}`;
    const local = first ? [first, last].filter(Boolean).join('.').toLowerCase() : `user${1000 + i}`;
    addUser({
      key,
      userType: 'Customer',
      firstName: first,
      lastName: last,
      emailAddress: uniqueEmail(local, 'mail.example.com'),
      phoneCountryCode: null,
      phoneNumber: null,
      profilePicture: random.chance(0.55) ? svgTile(initials(first, last) || '?', random.pick(AVATAR_COLORS)) : null,
      hasPassword: false,
    });
    customerKeys.push(key);
    if (first || last) namedCustomerKeys.push(key);
  }

  const notifications = NOTIFICATIONS.map(([title, description], i): PlannedNotification => ({
    title,
    description,
    createdAt: new Date(today.getTime() - (i * 3 + random.int(0, 2)) * DAY - random.int(1, 20) * HOUR),
    sentByKey: random.chance(0.5) ? 'super' : 'admin',
    recipientKeys: random.sample(namedCustomerKeys, random.pick([2, 3, 5, 8, 14, 40, 110, 150])),
  }));

  // Reported menu items: three of the demo owner's, the rest anywhere.
  const reported: Array<[number, number]> = random.sample([0, 1, 2, 3, 4, 5, 6, 7], 3).map((foodIndex): [number, number] => [0, foodIndex]);
  while (reported.length < 20) {
    const restaurantIndex = random.int(1, restaurants.length - 1);
    const foodIndex = random.int(0, restaurants[restaurantIndex].foods.length - 1);
    if (!reported.some(([r, f]) => r === restaurantIndex && f === foodIndex)) reported.push([restaurantIndex, foodIndex]);
  }
  const foodReports = reported.flatMap(([restaurantIndex, foodIndex], n): PlannedFoodReport[] => {
    const reporters = random.sample(customerKeys, random.int(1, 12));
    const open = reporters.map((reporterKey) => ({
      restaurantIndex,
      foodIndex,
      reporterKey,
      reason: random.pick(REPORT_REASONS),
      reportedAt: new Date(today.getTime() - random.int(0, 30) * DAY - random.int(0, 23) * HOUR),
      closedAs: null,
    }));
    // A few items were reported before and the reports were ignored.
    const ignored =
      n % 5 === 0
        ? [
            {
              restaurantIndex,
              foodIndex,
              reporterKey: random.pick(customerKeys),
              reason: random.pick(REPORT_REASONS),
              reportedAt: new Date(today.getTime() - random.int(40, 90) * DAY),
              closedAs: 'Ignored' as const,
            },
          ]
        : [];
    return [...open, ...ignored];
  });

  return {
    users,
    restaurantCategories: RESTAURANT_CATEGORIES,
    restaurants,
    notifications,
    foodReports,
    follows: planFollows(seed, restaurants.length, customerKeys),
  };
}

/**
 * Who follows which restaurant. A PRNG of its own, so the rest of the plan stays as it was before
 * followers existed. The demo owner's restaurant has the demo customer and 40 more followers; the
 * others between 0 and 25.
 */
function planFollows(seed: number, restaurantCount: number, customerKeys: readonly string[]): PlannedFollow[] {
  const random = new SeededRandom(seed + 4);
  const appUsers = customerKeys.filter((key) => key !== 'customer');
  return Array.from({ length: restaurantCount }, (_, restaurantIndex) => {
    const keys = restaurantIndex === 0 ? ['customer', ...random.sample(appUsers, 40)] : random.sample(customerKeys, random.int(0, 25));
    return keys.map((userKey) => ({ restaurantIndex, userKey }));
  }).flat();
}

/** A valid US number: an area code of the city, an exchange not 555 nor N11, any line number. */
export function usPhone(random: SeededRandom, city: City): string {
  let exchange = random.int(200, 999);
  while (exchange === 555 || exchange % 100 === 11) exchange = random.int(200, 999);
  return `${random.pick(city.areaCodes)}${exchange}${String(random.int(0, 9999)).padStart(4, '0')}`;
}

/**
 * A location in `city`: on a street near its centre, or, when `approximate`, known only to the city (its
 * centre and no ZIP, as an offline gazetteer would leave it). Both draw the same random numbers, so
 * marking a location approximate changes nothing else of the plan.
 */
export function planLocation(random: SeededRandom, city: City, withImage = false, approximate = false): PlannedLocation {
  const street = {
    streetAddress: `${random.int(100, 9899)} ${random.pick(STREETS)}`,
    city: city.name,
    state: city.state,
    zipCode: `${city.zipPrefix}${String(random.int(1, 99)).padStart(2, '0')}`,
    country: 'United States',
    latitude: round(city.latitude + (random.next() - 0.5) * 0.12, 6),
    longitude: round(city.longitude + (random.next() - 0.5) * 0.12, 6),
    locationPrecision: 'street' as const,
    locationSource: 'demo' as const,
    phoneCountryCode: '+1',
    phoneNumber: usPhone(random, city),
    imageUrls: withImage ? [svgTile(city.state, random.pick(AVATAR_COLORS), 320)] : [],
  };
  if (!approximate) return street;
  return { ...street, zipCode: null, latitude: city.latitude, longitude: city.longitude, locationPrecision: 'city' };
}

/** A dish of the catalog as a menu item, tagged by cuisine, diet, spice and course. */
export function dishToFood(dish: string, cuisine: string, priceFactor: number, random: SeededRandom): PlannedFood {
  const [name, description, price, section, diet, spice] = dish.split('|');
  const cuisineLabel = CUISINE_LABELS[cuisine] ?? cuisine;
  const dietary = diet
    .split(' ')
    .filter(Boolean)
    .map((code) => DIETARY_CODES[code]);
  const extraAttributes: Record<string, string[]> = {
    Cuisine: [cuisineLabel],
    ...(dietary.length ? { Dietary: dietary } : {}),
    'Spice level': [SPICE_LEVELS[Number(spice)]],
    Course: [courseOf(section)],
  };
  return {
    name,
    description,
    price: priceFactor === 1 ? Number(price).toFixed(2) : (Math.max(1, Math.round(Number(price) * priceFactor)) - 0.01).toFixed(2),
    categoryName: section,
    tags: Object.values(extraAttributes).flat(),
    extraAttributes,
    imageUrl: random.chance(0.35) ? svgTile(initials(...name.split(' ')), random.pick(AVATAR_COLORS), 320) : null,
  };
}

function planMenu(random: SeededRandom, categories: string[]): PlannedFood[] {
  const [primary, secondary] = categories;
  const factor = 0.9 + random.next() * 0.3;
  const count = random.int(10, 18);
  const dishes = random.sample(MENUS[primary], count).map((dish) => dishToFood(dish, primary, factor, random));
  if (secondary) {
    dishes.push(...random.sample(MENUS[secondary], random.int(2, 6)).map((dish) => dishToFood(dish, secondary, factor, random)));
  }
  // Some items were never put in a category.
  for (const food of dishes) if (random.chance(0.08)) food.categoryName = null;
  const seen = new Set<string>();
  return dishes.filter((food) => !seen.has(food.name) && seen.add(food.name));
}

function planOwnerMenu(random: SeededRandom): PlannedFood[] {
  const menu = MENUS.American.map((dish) => dishToFood(dish, 'American', 1, random));
  const brunch = MENUS['Breakfast & Brunch'].slice(0, 4).map((dish) => dishToFood(dish, 'Breakfast & Brunch', 1, random));
  const uncategorised: PlannedFood[] = [
    ["Chef's Daily Special", "Ask your server about today's special", '18.00'],
    ['Seasonal Soup', 'Made fresh every morning', '6.50'],
    ['Kids Grilled Cheese', 'With fries or fruit', '7.00'],
  ].map(([name, description, price]) => ({
    name,
    description,
    price,
    categoryName: null,
    tags: ['American', 'Mild'],
    extraAttributes: { Cuisine: ['American'], 'Spice level': ['Mild'] },
    imageUrl: null,
  }));
  return [...menu, ...brunch, ...uncategorised];
}

const DEAL_TITLES = [
  'Happy Hour Special',
  'Lunch Combo',
  'Family Feast',
  'Two for Tuesday',
  'Weekend Brunch Deal',
  'Student Discount',
  'Early Bird Dinner',
  'Date Night for Two',
  'Game Day Platter',
  'Free Dessert with Any Main',
  'Kids Eat Free',
  "Chef's Tasting Menu",
  'Buy One Get One Half Off',
  'Late Night Bites',
  'Holiday Special',
];

function planDeals(random: SeededRandom, today: Date, locationCount: number, foodCount: number): PlannedDeal[] {
  return Array.from({ length: random.int(0, 3) }, (): PlannedDeal => {
    const expired = random.chance(0.35);
    const start = expired ? -random.int(60, 200) : -random.int(0, 30);
    const end = expired ? Math.min(start + random.int(7, 45), -1) : random.chance(0.3) ? null : random.int(5, 60);
    return {
      title: random.pick(DEAL_TITLES),
      locationIndex: random.int(0, locationCount - 1),
      startDate: isoDate(today, start),
      endDate: end === null ? null : isoDate(today, end),
      claimPerUser: random.chance(0.4) ? 1 : null,
      claimCount: random.int(0, 250),
      isActive: random.chance(0.85),
      foodIndexes: random.sample(range(foodCount), random.int(1, 5)).sort((a, b) => a - b),
    };
  });
}

function ownerDeals(today: Date, foods: PlannedFood[]): PlannedDeal[] {
  const indexesOf = (...names: string[]) => names.map((name) => foods.findIndex((food) => food.name === name));
  return [
    {
      title: 'Happy Hour Appetizers',
      locationIndex: 0,
      startDate: isoDate(today, -10),
      endDate: isoDate(today, 20),
      claimPerUser: null,
      claimCount: 42,
      isActive: true,
      foodIndexes: indexesOf('Buffalo Wings', 'Loaded Potato Skins', 'Fried Pickles'),
    },
    {
      title: 'Weekend Brunch Combo',
      locationIndex: 1,
      startDate: isoDate(today, -3),
      endDate: null,
      claimPerUser: 1,
      claimCount: 17,
      isActive: true,
      foodIndexes: indexesOf('Two Eggs Any Style', 'Eggs Benedict', 'Huevos Rancheros', 'Veggie Omelette', 'Fresh Lemonade'),
    },
    {
      title: 'Lunch Special',
      locationIndex: 0,
      startDate: isoDate(today, 0),
      endDate: isoDate(today, 30),
      claimPerUser: null,
      claimCount: 0,
      isActive: false,
      foodIndexes: indexesOf('Club Sandwich', 'Iced Tea'),
    },
    {
      title: 'Summer Kickoff',
      locationIndex: 2,
      startDate: isoDate(today, -120),
      endDate: isoDate(today, -90),
      claimPerUser: 1,
      claimCount: 133,
      isActive: true,
      foodIndexes: indexesOf('Classic Cheeseburger', 'Bacon BBQ Burger', 'Vanilla Milkshake'),
    },
    {
      title: "Valentine's Dinner for Two",
      locationIndex: 0,
      startDate: isoDate(today, -60),
      endDate: isoDate(today, -45),
      claimPerUser: null,
      claimCount: 58,
      isActive: true,
      foodIndexes: indexesOf('Grilled Ribeye', 'Apple Pie'),
    },
  ];
}

/** yyyy-MM-dd of today plus days (UTC). */
export function isoDate(today: Date, days: number): string {
  return new Date(today.getTime() + days * DAY).toISOString().slice(0, 10);
}

export function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function round(value: number, digits: number): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

function range(count: number): number[] {
  return Array.from({ length: count }, (_, i) => i);
}
