import { CHANGE_MESSAGES } from '@console/rules';
import {
  ifMatch,
  keepPreviousData,
  readFailureOf,
  succeeded,
  type FieldError,
  useCreateAdministrator,
  useDeleteAdministrator,
  useGetAdministrators,
  type Administrator,
  GetAdministratorsOrderBy,
} from '@console/api-client/queries';
import { exportAdministrators, useCsvExport } from '@console/api-client';
import { useListState, type TableSort } from '@console/ui';
import { toCreateAdministratorRequest, type AddAdminValues } from './add-admin-schema';

/** Spec §9: the admin list's page size; §4: sorted by fullName ascending until the user picks. */
export const ADMIN_PAGE_SIZE = 10;
const DEFAULT_SORT: TableSort = { id: 'fullName', desc: false };
const SORT_FIELDS = Object.values(GetAdministratorsOrderBy);

/** The Admins screen's data: one page of the list for the URL's search, sort and page, and the two changes. */
export function useAdmins() {
  const { search, keywords, setSearch, page, setPage, sort, setSort } = useListState({
    defaultSort: DEFAULT_SORT,
    sortFields: SORT_FIELDS,
  });
  // What the list selects, in its order; the export takes the same, every page.
  const selected = {
    keywords: keywords || undefined,
    order_by: sort.id as GetAdministratorsOrderBy,
    order_type: sort.desc ? ('desc' as const) : ('asc' as const),
  };
  const admins = useGetAdministrators(
    { page, size: ADMIN_PAGE_SIZE, ...selected },
    { query: { placeholderData: keepPreviousData, meta: { failure: 'Failed to get Admins' } } },
  );
  const create = useCreateAdministrator({
    mutation: { meta: { success: CHANGE_MESSAGES.adminCreated, failure: 'Failed to create Admin' } },
  });
  const remove = useDeleteAdministrator({
    mutation: { meta: { success: CHANGE_MESSAGES.adminDeleted, failure: 'Failed to delete Admin' } },
  });

  const exportCsv = useCsvExport((options) => exportAdministrators(selected, options), {
    failure: 'Failed to export Admins',
    fileWords: 'administrators',
  });

  const list = admins.data && { admins: admins.data.administrators, totalItems: admins.data.pagination.totalItems };
  return {
    list: list ?? null,
    loading: admins.isFetching,
    failure: readFailureOf(admins, 'Admins'),
    search,
    setSearch,
    page,
    setPage,
    sort,
    setSort,
    exportCsv,
    create: (values: AddAdminValues, onFieldError?: (error: FieldError) => void) =>
      succeeded(create.mutateAsync({ data: toCreateAdministratorRequest(values) }), onFieldError),
    // From the account's version in the row: an account changed since is refused (412, its message toasted, the list reloaded).
    remove: (admin: Administrator) =>
      succeeded(remove.mutateAsync({ id: admin.userId, headers: ifMatch(admin.version) })).then(() => undefined),
  };
}
