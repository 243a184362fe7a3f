import type { QueryOf } from '../http/contract-types';
import { csvLine } from '../http/csv';
import type { ListExport } from '../http/list-export';
import { foodWhere, UNCATEGORISED } from './food-queries';
import type { Database } from '../db/database';
import type { OperationHandlers } from '../http/contract-routes';
import { sendListExport } from '../http/list-export';
import { forbidden } from '../http/api-error';
import { ownRestaurantId } from '../restaurants/own-restaurant';
import { requireRestaurant } from './food-category-actions';
import { foodMessages } from './food-messages';

/** The menu's name for the items without a category (spec §2 Manage Your Menu). */
const WITHOUT_CATEGORY = 'Without Category';

/** A restaurant's menu items as their export reads them (http/list-export.ts). */
interface FoodRow {
  foodId: number;
  foodItemName: string;
  categoryName: string | null;
  price: string;
  description: string;
  tags: string[];
}

type FoodQuery = QueryOf<'exportFoods'> | QueryOf<'adminExportFoods'>;

/**
 * One restaurant's menu items as the menu shows them: by category name (Without Category last), then by
 * name, with the search and category filter of the menu's list.
 */
export function foodsExport(restaurantId: number, query: FoodQuery): ListExport<FoodRow> {
  const categoryIds = query.food_category_ids === undefined ? [] : [query.food_category_ids].flat().map(Number);
  const { where, params } = foodWhere({ restaurantId, categoryIds, keywords: query.keywords });
  return {
    fileWords: 'menu-items',
    header: ['Menu Item ID', 'Item Name', 'Category', 'Price', 'Description', 'Tags'],
    list: {
      columns: `f.food_id AS "foodId", f.food_item_name AS "foodItemName", c.category_name AS "categoryName", f.price::text AS price,
                f.description, f.tags`,
      from: 'foods f LEFT JOIN food_categories c ON c.category_id = f.food_category_id AND c.restaurant_id = f.restaurant_id',
      where: [where],
      params,
      keys: [
        { sql: '(c.category_id IS NULL)', direction: 'ASC' },
        { sql: "lower(coalesce(c.category_name, ''))", direction: 'ASC' },
        { sql: `coalesce(c.category_id, ${UNCATEGORISED.categoryId})`, direction: 'ASC' },
        { sql: 'lower(f.food_item_name)', direction: 'ASC' },
        { sql: 'f.food_id', direction: 'ASC' },
      ],
    },
    line: (row) =>
      csvLine([row.foodId, row.foodItemName, row.categoryName ?? WITHOUT_CATEGORY, row.price, row.description, row.tags.join(', ')]),
  };
}

/** Its export calls: an owner exports their own restaurant's menu, an administrator the path's. */
export function foodExportHandlers({ db, now }: { db: Database; now: () => Date }): OperationHandlers {
  return {
    async exportFoods(request, reply) {
      const restaurantId = ownRestaurantId(request);
      const { query } = request;
      if (query.restaurant_id !== undefined && query.restaurant_id !== restaurantId) throw forbidden(foodMessages.notOwnRestaurant);
      return sendListExport(db, now, reply, foodsExport(restaurantId, query));
    },
    async adminExportFoods(request, reply) {
      await requireRestaurant(db, request.params.id);
      return sendListExport(db, now, reply, foodsExport(request.params.id, request.query));
    },
  };
}
