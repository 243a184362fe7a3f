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
import { useListState } from '@console/ui';
import { toCreateAdministratorRequest, type AddAdminValues } from './add-admin-schema';
import { adminsPageParams, adminsSelected, DEFAULT_ADMIN_SORT } from './admins-first-reads';

const SORT_FIELDS = Object.values(GetAdministratorsOrderBy);

/** The Admins screen's data: one page of the list for the URL's search, sort and page, and the two changes. */
export function useAdmins() {
  const { search, keywords, setSearch, page, setPage, sort, setSort } = useListState({
    defaultSort: DEFAULT_ADMIN_SORT,
    sortFields: SORT_FIELDS,
  });
  // What the list selects, in its order; the export takes the same, every page.
  const selected = adminsSelected(keywords, sort);
  const admins = useGetAdministrators(adminsPageParams(page, selected), {
    query: { placeholderData: keepPreviousData, meta: { failure: 'Failed to get Admins' } },
  });
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
