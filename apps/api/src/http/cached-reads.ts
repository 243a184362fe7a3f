import type { FastifyRequest } from 'fastify';
import { DEAL_LIST_READ } from '../deals/deal-queries';
import { FOOD_REPORTS_READ } from '../food-reports/food-report-handlers';
import { MENU_ITEMS_READ } from '../foods/food-queries';
import { APP_USERS_READ, NOTIFICATIONS_READ } from '../notifications/notification-queries';
import { RESTAURANT_ACCOUNTS_READ } from '../restaurants/restaurant-queries';
import type { OperationId } from './contract-types';

/** A contract read whose serialized answers the list cache keeps (list-cache.ts). */
export interface CachedRead {
  /**
   * Every table its answer is built from, joins and counts included: a write to any of them gives the
   * answer a new ETag. A table missing here means stale lists; each read has a spec writing through
   * every call that changes it (the *-list-cache.spec.ts beside each read).
   */
  tables: readonly string[];
  /** The answer also depends on the UTC day of the clock (current and expired deals). */
  byDay?: boolean;
}

/** The cached reads by operationId; each read's table list is beside its SQL. */
export const CACHED_READS: Readonly<Partial<Record<OperationId, CachedRead>>> = {
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

/**
 * Who is asking, as far as an answer can depend on it: the roles, and the restaurant of an owner (owner
 * calls read their own restaurant). An administrator's key never matches an owner's, nor one owner's another's.
 */
export function callerScope(request: FastifyRequest): string {
  const auth = request.auth;
  if (!auth) return 'public';
  return `${[...auth.roles].sort().join('+')}:${auth.user.restaurantId ?? ''}`;
}
