// API figures of the demo owner's screens (Restaurant Locations, Manage Your Menu, Manage Your Deals),
// signed in as the demo owner, on the bench's data (bench-data.mjs).
import { MENU_BROWSE_CATEGORY, MENU_SEARCH_WORD, OWNER_LOCATIONS } from './bench-data.mjs';
import { median, OWNER_LOCATION_SAMPLES, p95, signIn, timeInRounds } from './calls.mjs';

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
  const headers = { authorization: `Bearer ${token ?? (await signIn(apiUrl, 'owner'))}` };
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
  const headers = { authorization: `Bearer ${await signIn(apiUrl, 'owner')}` };
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
  const headers = { authorization: `Bearer ${await signIn(apiUrl, 'owner')}` };
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
