import type { FastifyRequest } from 'fastify';

/** A contract read whose serialized answers the list cache keeps (list-cache.ts). */
export interface CachedRead {
  /**
   * Every table its answer is built from, joins and counts included: a write to any of them gives the
   * answer a new ETag. A table missing here means stale lists; each read has a spec writing through
   * every call that changes it (list-cache-invalidation.spec.ts).
   */
  tables: readonly string[];
  /** The answer also depends on the UTC day of the clock (current and expired deals). */
  byDay?: boolean;
}

/** The whole restaurant list is 3 MB at 10,000 restaurants and built by the database on every call. */
const RESTAURANT_ACCOUNTS: CachedRead = {
  tables: ['restaurants', 'users', 'restaurant_category_links', 'restaurant_categories', 'addresses', 'images'],
};

/** A restaurant's deals with their items' names, split into current and expired by the clock's UTC day. */
const DEALS: CachedRead = { tables: ['deals', 'deal_foods', 'foods', 'restaurants'], byDay: true };

/** A restaurant's menu items (the menu's search, the deal item picker's whole menu) with their categories. */
const MENU_ITEMS: CachedRead = { tables: ['foods', 'food_categories', 'restaurants'] };

/**
 * The app users, 20,000 at once for the recipient picker: 5.4 MB to compress on every call otherwise. The
 * users trigger leaves out a sign-in's last_login_at (007_data_versions.sql).
 */
const APP_USERS: CachedRead = { tables: ['users'] };

/** Reported items: their open report counts are kept on foods by triggers on food_reports (migration 006). */
const FOOD_REPORTS: CachedRead = { tables: ['foods', 'food_reports'] };

/** Sent notifications with their five card recipients (kept on the notification, migration 009) and their pictures. */
const NOTIFICATIONS: CachedRead = { tables: ['admin_notifications', 'admin_notification_recipients', 'users'] };

export const CACHED_READS: Readonly<Record<string, CachedRead>> = {
  getRestaurants: RESTAURANT_ACCOUNTS,
  getAllRestaurants: RESTAURANT_ACCOUNTS,
  getDeals: DEALS,
  adminGetDeals: DEALS,
  getFoods: MENU_ITEMS,
  adminGetFoods: MENU_ITEMS,
  getUsers: APP_USERS,
  getFoodReports: FOOD_REPORTS,
  getNotifications: NOTIFICATIONS,
};

/**
 * Who is asking, as far as an answer can depend on it: the roles, and the restaurant of an owner (owner
 * calls read their own restaurant). An administrator's key never matches an owner's, nor one owner's another's.
 */
export function callerScope(request: FastifyRequest): string {
  const auth = request.auth;
  if (!auth) return 'public';
  return `${[...auth.roles].sort().join('+')}:${auth.user.restaurantId ?? ''}`;
}
