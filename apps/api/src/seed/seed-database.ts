import { LIGHT_PASSWORD_COST, hashPassword } from '../auth/password-hash';
import type { Database, Queryable } from '../db/database';
import { insertRows } from '../db/insert-rows';
import { withStartupLock } from '../db/startup-lock';
import { DEMO_PASSWORD } from './demo-catalog';
import { buildDemoPlan, type DemoPlan } from './demo-plan';
import {
  insertIds,
  writeAddresses,
  writeDeals,
  writeFoodCategories,
  writeFoods,
  writeImages,
  writeRestaurantCategoryLinks,
  writeRestaurants,
  writeUsers,
} from './row-writers';

export interface SeedSummary {
  users: number;
  restaurants: number;
  foods: number;
  deals: number;
  milliseconds: number;
}

export async function isDatabaseEmpty(db: Queryable): Promise<boolean> {
  const [row] = await db.query<{ empty: boolean }>('SELECT NOT EXISTS (SELECT 1 FROM users) AS empty');
  return row.empty;
}

/**
 * Seeds the demo platform when there are no users yet (first start). Processes starting at once take
 * turns (withStartupLock), so only the first seeds.
 */
export function seedIfEmpty(db: Database, now = new Date()): Promise<SeedSummary | undefined> {
  return withStartupLock(db, async () => {
    if (!(await isDatabaseEmpty(db))) return undefined;
    return seedDemoData(db, buildDemoPlan(now));
  });
}

/** Writes the demo plan in one transaction: all of it or nothing. */
export async function seedDemoData(db: Database, plan: DemoPlan): Promise<SeedSummary> {
  const started = performance.now();
  // Each console account gets its own salt; hashing runs on libuv's thread pool, in parallel. At the light
  // cost: demo accounts are no secret, and a sign-in on the API upgrades the hash (auth/password-hash.ts).
  const hashes = await Promise.all(plan.users.map((user) => (user.hasPassword ? hashPassword(DEMO_PASSWORD, LIGHT_PASSWORD_COST) : null)));

  await db.transaction(async (tx) => {
    const categoryIds = await insertIds(
      tx,
      'restaurant_categories',
      ['restaurant_category_name', 'description'],
      plan.restaurantCategories.map(([name, description]) => [name, description]),
      'restaurant_category_id',
    );
    const categoryIdByName = new Map(plan.restaurantCategories.map(([name], i) => [name, categoryIds[i]]));

    // The food tag vocabulary is the migrations' (037), in every environment: the plan's items use its labels.
    const userIds = await writeUsers(
      tx,
      plan.users.map((user, i) => ({ ...user, passwordHash: hashes[i] })),
    );
    const userId = new Map(plan.users.map((user, i) => [user.key, userIds[i]]));

    const restaurantIds = await writeRestaurants(
      tx,
      plan.restaurants.map((r) => ({
        name: r.name,
        ownerUserId: r.ownerKey ? userId.get(r.ownerKey) : null,
        accountStatus: r.accountStatus,
      })),
    );
    await writeRestaurantCategoryLinks(
      tx,
      plan.restaurants.flatMap((r, i) =>
        r.categories.map((name) => ({ restaurantId: restaurantIds[i], categoryId: categoryIdByName.get(name) })),
      ),
    );

    const locations = plan.restaurants.flatMap((r, ri) => r.locations.map((location, li) => ({ ri, li, location })));
    const addressIds = await writeAddresses(
      tx,
      locations.map(({ ri, location }) => ({ restaurantId: restaurantIds[ri], location })),
    );
    const addressId = new Map(locations.map(({ ri, li }, n) => [`${ri}:${li}`, addressIds[n]]));
    await writeImages(tx, [
      ...plan.restaurants.flatMap((r, ri) => r.imageUrls.map((url) => ({ restaurantId: restaurantIds[ri], addressId: null, url }))),
      ...locations.flatMap(({ ri, li, location }) =>
        location.imageUrls.map((url) => ({ restaurantId: restaurantIds[ri], addressId: addressId.get(`${ri}:${li}`), url })),
      ),
    ]);

    const foodCategories = plan.restaurants.flatMap((r, ri) => r.foodCategories.map((name) => ({ ri, name })));
    const foodCategoryIds = await writeFoodCategories(
      tx,
      foodCategories.map(({ ri, name }) => ({ restaurantId: restaurantIds[ri], name })),
    );
    const foodCategoryId = new Map(foodCategories.map(({ ri, name }, n) => [`${ri}:${name}`, foodCategoryIds[n]]));

    const foods = plan.restaurants.flatMap((r, ri) => r.foods.map((food, fi) => ({ ri, fi, food })));
    const foodIds = await writeFoods(
      tx,
      foods.map(({ ri, food }) => ({
        restaurantId: restaurantIds[ri],
        categoryId: food.categoryName ? foodCategoryId.get(`${ri}:${food.categoryName}`) : null,
        food,
      })),
    );
    const foodId = new Map(foods.map(({ ri, fi }, n) => [`${ri}:${fi}`, foodIds[n]]));

    await writeDeals(
      tx,
      plan.restaurants.flatMap((r, ri) =>
        r.deals.map((d) => ({
          ...d,
          restaurantId: restaurantIds[ri],
          addressId: addressId.get(`${ri}:${d.locationIndex}`),
          foodIds: d.foodIndexes.map((fi) => foodId.get(`${ri}:${fi}`)),
        })),
      ),
    );

    const notificationIds = await insertIds(
      tx,
      'admin_notifications',
      ['title', 'description', 'sent_by_user_id', 'created_at'],
      plan.notifications.map((n) => [n.title, n.description, userId.get(n.sentByKey), n.createdAt]),
      'admin_notification_id',
    );
    await insertRows(
      tx,
      'admin_notification_recipients',
      ['admin_notification_id', 'user_id'],
      plan.notifications.flatMap((n, i) => n.recipientKeys.map((key) => [notificationIds[i], userId.get(key)])),
    );

    await insertRows(
      tx,
      'restaurant_followers',
      ['restaurant_id', 'user_id'],
      plan.follows.map((follow) => [restaurantIds[follow.restaurantIndex], userId.get(follow.userKey)]),
    );

    await insertRows(
      tx,
      'food_reports',
      ['food_id', 'reporter_user_id', 'reason', 'reported_at', 'closed_at', 'closed_as'],
      plan.foodReports.map((report) => [
        foodId.get(`${report.restaurantIndex}:${report.foodIndex}`),
        userId.get(report.reporterKey),
        report.reason,
        report.reportedAt,
        report.closedAs ? new Date(report.reportedAt.getTime() + 86_400_000) : null,
        report.closedAs,
      ]),
    );
  });

  return {
    users: plan.users.length,
    restaurants: plan.restaurants.length,
    foods: plan.restaurants.reduce((sum, r) => sum + r.foods.length, 0),
    deals: plan.restaurants.reduce((sum, r) => sum + r.deals.length, 0),
    milliseconds: Math.round(performance.now() - started),
  };
}
