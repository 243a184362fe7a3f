import type { Database } from '../db/database';
import { REPORTED } from './food-report-handlers';
import { foodReportMessages } from './food-report-messages';
import { notFound } from '../http/api-error';
import type { ContractSchema } from '../http/contract-types';
import { likePattern } from '../http/paging';
import { countOf, idsOf, readSelection, selectRows, type SelectedRow, type SelectionQuery } from '../http/bulk-selection';
import type { OperationHandlers } from '../http/contract-routes';

type Body = ContractSchema<'BulkFoodReportsRequest'>;
type Matching = ContractSchema<'FoodReportBulkMatching'>;

const FOOD_REPORTS = { one: 'food report', many: 'food reports' };
const FOOD_ITEMS = { one: 'food item', many: 'food items' };

interface ReportedRow extends SelectedRow {
  openReports: number;
}

/** Chosen items must exist; whether they have open reports matters to ignoring only (removing hides them anyway). */
const reportedSelection: SelectionQuery<Matching> = {
  noun: FOOD_REPORTS,
  notFound: (id) => `Food Item ${id} not found`,
  byIds: (tx, ids) =>
    tx.query<ReportedRow>(
      `SELECT food_id AS id, food_item_name AS label, open_report_count AS "openReports"
           FROM foods WHERE food_id = ANY($1::int[]) ORDER BY 1 FOR UPDATE`,
      [ids],
    ),
  // Marked For Removal's rows: items still offered with open reports, by its search.
  byMatching: (tx, matching) =>
    tx.query<SelectedRow>(`SELECT f.food_id AS id, f.food_item_name AS label FROM foods f WHERE ${REPORTED} ORDER BY 1 FOR UPDATE`, [
      likePattern(matching.keywords),
    ]),
};

/**
 * Closes the open reports of every selected item in one transaction, as ignoreFoodReport and
 * removeReportedFood do one: removing also hides the item from recommendations. Ignoring an item without
 * open reports stops the call (404 naming it), as it does for one.
 */
export async function closeSelectedReports(db: Database, now: () => Date, body: Body, closedAs: 'Ignored' | 'Removed') {
  const selection = readSelection(body);
  const hide = closedAs === 'Removed';
  const count = await db.transaction(async (tx) => {
    const rows = await selectRows(tx, selection, reportedSelection);
    // Rows by matching are reported by definition; rows by ids carry their count.
    const withoutReports = (rows as Partial<ReportedRow>[]).find((row) => row.openReports === 0);
    if (!hide && withoutReports) throw notFound(`'${withoutReports.label}' has no open reports`);
    const ids = idsOf(rows);
    await tx.query('UPDATE food_reports SET closed_at = $2, closed_as = $3 WHERE food_id = ANY($1::int[]) AND closed_at IS NULL', [
      ids,
      now(),
      closedAs,
    ]);
    if (hide) {
      await tx.query(
        `UPDATE foods SET removed_from_recommendations_at = coalesce(removed_from_recommendations_at, $2), updated_at = $2
          WHERE food_id = ANY($1::int[])`,
        [ids, now()],
      );
    }
    return ids.length;
  });
  if (count === 1) return { message: hide ? foodReportMessages.removed : foodReportMessages.ignored, count };
  return {
    message: hide ? `${countOf(count, FOOD_ITEMS)} removed successfully` : `${countOf(count, FOOD_REPORTS)} ignored successfully`,
    count,
  };
}

/** Its bulk calls (the contract's `bulk-...` calls): one transaction, one activity event each. */
export function foodReportBulkHandlers({ db, now }: { db: Database; now: () => Date }): OperationHandlers {
  return {
    bulkIgnoreFoodReports: async (request) => closeSelectedReports(db, now, request.body, 'Ignored'),
    bulkRemoveReportedFoods: async (request) => closeSelectedReports(db, now, request.body, 'Removed'),
  };
}
