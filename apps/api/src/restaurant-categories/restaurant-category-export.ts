import type { QueryOf } from '../http/contract-types';
import { likePattern } from '../http/paging';
import { readSort } from '../http/sorting';
import { RESTAURANT_CATEGORY_FILTER } from './restaurant-category-handlers';
import { csvLine } from '../http/csv';
import type { ListExport } from '../http/list-export';
import type { Database } from '../db/database';
import type { OperationHandlers } from '../http/contract-routes';
import { sendListExport } from '../http/list-export';

/** The Restaurant Category list as its export reads it (http/list-export.ts). */
interface RestaurantCategoryRow {
  restaurantCategoryId: number;
  restaurantCategoryName: string;
  description: string | null;
}

export function restaurantCategoriesExport(query: QueryOf<'exportRestaurantCategories'>): ListExport<RestaurantCategoryRow> {
  // By name only, the one column the screen sorts its whole list by; order_type as the screen shows it.
  const { direction } = readSort(query, ['restaurantCategoryName'] as const, 'restaurantCategoryName');
  return {
    fileWords: 'restaurant-categories',
    header: ['Restaurant Category ID', 'Restaurant Category Name', 'Description'],
    list: {
      columns: `restaurant_category_id AS "restaurantCategoryId", restaurant_category_name AS "restaurantCategoryName", description`,
      from: 'restaurant_categories',
      where: [`(${RESTAURANT_CATEGORY_FILTER})`],
      params: [likePattern(query.keywords)],
      keys: [
        { sql: 'lower(restaurant_category_name)', direction },
        { sql: 'restaurant_category_id', direction },
      ],
    },
    line: (row) => csvLine([row.restaurantCategoryId, row.restaurantCategoryName, row.description]),
  };
}

/** Its export call: who may export is who may read the list (x-roles). */
export function restaurantCategoryExportHandlers({ db, now }: { db: Database; now: () => Date }): OperationHandlers {
  return {
    exportRestaurantCategories: async (request, reply) => sendListExport(db, now, reply, restaurantCategoriesExport(request.query)),
  };
}
