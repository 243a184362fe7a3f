import { signInEveryRole, type ConsoleRole } from '../testing/role-tokens';
import { startTestApi, type TestApi } from '../testing/test-api';

/*
 * Every read of the admin domains answers 200 to each role its x-roles allow (the refusals, 401 and 403,
 * are covered for every operation by http/contract-routes.spec.ts).
 */
let api: TestApi;
let tokens: Record<ConsoleRole, string>;
let ids: { restaurantId: number; categoryId: number };

beforeAll(async () => {
  api = await startTestApi();
  tokens = await signInEveryRole(api);
  const [row] = await api.db.query<{ restaurantId: number; categoryId: number }>(
    `SELECT (SELECT min(restaurant_id) FROM restaurants) AS "restaurantId",
            (SELECT min(restaurant_category_id) FROM restaurant_categories) AS "categoryId"`,
  );
  ids = row;
});

afterAll(async () => {
  await api?.close();
});

const READS: Array<[string, () => string, ConsoleRole[]]> = [
  ['getAdministrators', () => '/admin/administrator/get-administrators', ['superAdmin']],
  ['getRestaurants', () => '/admin/restaurant/get-restaurants?page=1&size=999999', ['superAdmin', 'admin']],
  ['getAllRestaurants', () => '/admin/restaurant/get-all-restaurants?page=1&size=30', ['superAdmin', 'admin']],
  ['getRestaurantDetails', () => `/admin/restaurant/get-restaurant-details/${ids.restaurantId}`, ['superAdmin', 'admin']],
  ['getRestaurantAddresses', () => `/admin/restaurant/get-restaurant-addresses/${ids.restaurantId}`, ['superAdmin', 'admin']],
  ['getRestaurantCategories', () => '/restaurant-category/get-restaurant-categories', ['superAdmin', 'admin', 'restaurant']],
  [
    'adminGetRestaurantCategories',
    () => '/admin/restaurant-category/get-restaurant-categories?page=1&size=999999',
    ['superAdmin', 'admin'],
  ],
  ['getRestaurantCategory', () => `/admin/restaurant-category/get-restaurant-category/${ids.categoryId}`, ['superAdmin', 'admin']],
  ['getFoodReports', () => '/admin/food-report/get-food-reports?page=1&size=999999', ['superAdmin', 'admin']],
  ['getActivityEvents', () => '/admin/activity/get-events', ['superAdmin', 'admin']],
  ['getMyActivityEvents', () => '/restaurant/activity/get-my-events', ['restaurant']],
];

describe.each(READS)('%s', (operationId, url, roles) => {
  it.each(roles.map((role) => [role]))('answers 200 to %s', async (role) => {
    const response = await api.call('GET', url(), { token: tokens[role] });
    expect(response.status).toBe(200);
  });

  it('is served by its operation', () => {
    const served = api.app.servedOperations.find((operation) => operation.operationId === operationId);
    expect(served).toMatchObject({ implemented: true, method: 'GET' });
    expect([...(served?.roles ?? [])].sort()).toEqual([...roles].sort());
  });
});
