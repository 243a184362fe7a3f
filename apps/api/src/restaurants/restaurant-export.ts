import type { QueryOf } from '../http/contract-types';
import { likePattern } from '../http/paging';
import { readSort } from '../http/sorting';
import { ACCOUNTS, RESTAURANT_SORTS, restaurantConditions } from './restaurant-queries';
import { RESTAURANT_STATUS_WORDS } from './restaurant-status-words';
import { csvLine } from '../http/csv';
import type { SortKey } from '../http/keyset';
import type { ListExport } from '../http/list-export';
import type { Database } from '../db/database';
import type { OperationHandlers } from '../http/contract-routes';
import { sendListExport } from '../http/list-export';

/** The Restaurants list as its export reads it (http/list-export.ts). */
interface RestaurantRow {
  restaurantId: number;
  restaurantName: string;
  categories: string;
  emailAddress: string | null;
  addressCount: number;
  accountStatus: string;
}

/** The merger's query is the Restaurants screen's without searchQuery, status and locations: one reading serves both. */
type RestaurantQuery = QueryOf<'exportRestaurants'>;

/** The Restaurants screen's list (or the merger's search: the same list without searchQuery and status). */
export function restaurantsExport(query: RestaurantQuery | QueryOf<'exportAllRestaurants'>): ListExport<RestaurantRow> {
  const filters: RestaurantQuery = query;
  const { key, direction } = readSort(filters, RESTAURANT_SORTS, 'restaurantName');
  const params: unknown[] = [];
  // Each filter on its own: a status or locations filter holds with or without a search typed.
  const where = restaurantConditions(
    {
      patterns: [likePattern(filters.searchQuery), likePattern(filters.keywords)],
      accountStatus: filters.account_status,
      approximate: filters.location_precision === 'approximate',
    },
    params,
  );
  const sortKeys: Record<typeof key, SortKey[]> = {
    restaurantName: [{ sql: 'lower(r.restaurant_name)', direction }],
    // The list's `NULLS LAST` in both directions: ownerless restaurants (no email) last.
    emailAddress: [
      { sql: '(u.email_address IS NULL)', direction: 'ASC' },
      { sql: "coalesce(lower(u.email_address), '')", direction },
    ],
  };
  return {
    fileWords: 'restaurants',
    header: ['Restaurant ID', 'Restaurant Name', 'Restaurant Category', 'Restaurant Email', 'Location', 'Status'],
    list: {
      columns: `r.restaurant_id AS "restaurantId", r.restaurant_name AS "restaurantName", r.categories_json AS categories,
                u.email_address AS "emailAddress", r.address_count AS "addressCount", r.account_status AS "accountStatus"`,
      from: ACCOUNTS,
      where,
      params,
      keys: [...sortKeys[key], { sql: 'r.restaurant_id', direction }],
    },
    line(row) {
      const categories = JSON.parse(row.categories) as Array<{ restaurantCategoryName: string }>;
      const names = categories.map((category) => category.restaurantCategoryName).join(', ') || 'N/A';
      const status = RESTAURANT_STATUS_WORDS[row.accountStatus] ?? row.accountStatus;
      return csvLine([row.restaurantId, row.restaurantName, names, row.emailAddress, row.addressCount, status]);
    },
  };
}

/** Its export calls, the list's and the all-restaurants list's: who may export is who may read the list (x-roles). */
export function restaurantExportHandlers({ db, now }: { db: Database; now: () => Date }): OperationHandlers {
  return {
    exportRestaurants: async (request, reply) => sendListExport(db, now, reply, restaurantsExport(request.query)),
    exportAllRestaurants: async (request, reply) => sendListExport(db, now, reply, restaurantsExport(request.query)),
  };
}
