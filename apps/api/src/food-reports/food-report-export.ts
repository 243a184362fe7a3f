import { REPORTED } from './food-report-handlers';
import type { QueryOf } from '../http/contract-types';
import { likePattern } from '../http/paging';
import { readSort } from '../http/sorting';
import { csvLine } from '../http/csv';
import type { SortKey } from '../http/keyset';
import type { ListExport } from '../http/list-export';
import type { Database } from '../db/database';
import type { OperationHandlers } from '../http/contract-routes';
import { sendListExport } from '../http/list-export';

/** The Manage Items list (reported food items) as its export reads it (http/list-export.ts). */
interface FoodReportRow {
  foodId: number;
  foodItemName: string;
  restaurantName: string;
  reportCount: number;
  lastReportedAt: Date;
}

export function foodReportsExport(query: QueryOf<'exportFoodReports'>): ListExport<FoodReportRow> {
  const { key, direction } = readSort(query, ['foodItemName', 'reportCount', 'lastReportedAt'] as const, 'lastReportedAt');
  const sortKeys: Record<typeof key, SortKey> = {
    foodItemName: { sql: 'lower(f.food_item_name)', direction },
    reportCount: { sql: 'f.open_report_count', direction },
    lastReportedAt: { sql: 'f.last_reported_at', direction },
  };
  return {
    fileWords: 'reported-items',
    header: ['Menu Item ID', 'Item Name', 'Restaurant', '# of Requests', 'Latest Request'],
    list: {
      columns: `f.food_id AS "foodId", f.food_item_name AS "foodItemName", r.restaurant_name AS "restaurantName",
                f.open_report_count AS "reportCount", f.last_reported_at AS "lastReportedAt"`,
      from: 'foods f JOIN restaurants r ON r.restaurant_id = f.restaurant_id',
      where: [`(${REPORTED})`],
      params: [likePattern(query.keywords)],
      keys: [sortKeys[key], { sql: 'f.food_id', direction }],
    },
    line: (row) => csvLine([row.foodId, row.foodItemName, row.restaurantName, row.reportCount, new Date(row.lastReportedAt).toISOString()]),
  };
}

/** Its export call: who may export is who may read the list (x-roles). */
export function foodReportExportHandlers({ db, now }: { db: Database; now: () => Date }): OperationHandlers {
  return { exportFoodReports: async (request, reply) => sendListExport(db, now, reply, foodReportsExport(request.query)) };
}
