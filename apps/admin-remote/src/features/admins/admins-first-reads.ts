import { getGetAdministratorsQueryOptions, type GetAdministratorsOrderBy } from '@console/api-client/queries';
import type { ScreenAddress } from '@console/remote-domain';
import type { TableSort } from '@console/ui';
import { opensOnDefaultView } from '../../shared/default-view';

/** Spec §9: the admin list's page size; §4: sorted by fullName ascending until the user picks. */
export const ADMIN_PAGE_SIZE = 10;
export const DEFAULT_ADMIN_SORT: TableSort = { id: 'fullName', desc: false };

/** What the admin list selects for its search and sort, in its order (the export takes the same, every page). */
export const adminsSelected = (keywords: string, sort: TableSort) => ({
  keywords: keywords || undefined,
  order_by: sort.id as GetAdministratorsOrderBy,
  order_type: sort.desc ? ('desc' as const) : ('asc' as const),
});

/** The call of one page of the admin list, as use-admins.ts makes it. */
export const adminsPageParams = (page: number, selected: ReturnType<typeof adminsSelected>) => ({
  page,
  size: ADMIN_PAGE_SIZE,
  ...selected,
});

/**
 * What the Admins screen reads as it first draws from the sidebar (use-admins.ts): the first page, no
 * search, sorted by name. Opened on another view, it reads as it mounts.
 */
export const adminsFirstReads = (at: ScreenAddress) =>
  opensOnDefaultView(at) ? [getGetAdministratorsQueryOptions(adminsPageParams(1, adminsSelected('', DEFAULT_ADMIN_SORT)))] : [];
