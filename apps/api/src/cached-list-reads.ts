import { DEAL_LIST_READ } from './deals/deal-queries';
import { FOOD_REPORTS_READ } from './food-reports/food-report-handlers';
import { MENU_ITEMS_READ } from './foods/food-queries';
import type { CachedRead } from './http/cached-reads';
import type { OperationId } from './http/contract-types';
import { APP_USERS_READ, NOTIFICATIONS_READ } from './notifications/notification-queries';
import { RESTAURANT_ACCOUNTS_READ } from './restaurants/restaurant-queries';

/**
 * The reads the list cache keeps, by operationId, as each domain declares them beside its SQL: the app
 * asks the domains for them, so the cache (http/list-cache.ts) depends on no domain.
 */
export const CACHED_LIST_READS: Readonly<Partial<Record<OperationId, CachedRead>>> = {
  getRestaurants: RESTAURANT_ACCOUNTS_READ,
  getAllRestaurants: RESTAURANT_ACCOUNTS_READ,
  getDeals: DEAL_LIST_READ,
  adminGetDeals: DEAL_LIST_READ,
  getFoods: MENU_ITEMS_READ,
  adminGetFoods: MENU_ITEMS_READ,
  getUsers: APP_USERS_READ,
  getFoodReports: FOOD_REPORTS_READ,
  getNotifications: NOTIFICATIONS_READ,
};
