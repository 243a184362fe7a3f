import { WHOLE_LIST } from '@console/api-client';
import { getGetFoodReportsQueryOptions, type GetFoodReportsOrderBy } from '@console/api-client/queries';
import type { ScreenAddress } from '@console/remote-domain';
import type { TableSort } from '@console/ui';
import { opensOnDefaultView } from '../../shared/default-view';

/** The newest request first, until the user picks. */
export const DEFAULT_FOOD_REPORT_SORT: TableSort = { id: 'lastReportedAt', desc: true };

/** The list's order, as the call takes it (the export takes the same). */
export const foodReportsSelected = (sort: TableSort) => ({
  order_by: sort.id as GetFoodReportsOrderBy,
  order_type: sort.desc ? ('desc' as const) : ('asc' as const),
});

/** The list's call, as use-food-reports.ts makes it: every reported item (spec §9). */
export const foodReportsParams = (selected: ReturnType<typeof foodReportsSelected>) => ({ ...WHOLE_LIST, ...selected });

/**
 * What Manage Items (Marked For Removal) reads as it first draws from the sidebar (use-food-reports.ts):
 * every reported item, newest request first. Opened in another order, it reads as it mounts.
 */
export const manageItemsFirstReads = (at: ScreenAddress) =>
  opensOnDefaultView(at) ? [getGetFoodReportsQueryOptions(foodReportsParams(foodReportsSelected(DEFAULT_FOOD_REPORT_SORT)))] : [];
