import { useCallback, useState } from 'react';
import {
  createAdministrator,
  deleteAdministrator,
  getAdministrators,
  type Administrator,
  type GetAdministratorsOrderBy,
} from '@console/api-client';
import { useDebouncedValue, type TableSort } from '@console/ui';
import { changeThroughApi, useApiData } from '../../shared/api-calls';
import { toCreateAdministratorRequest, type AddAdminValues } from './add-admin-schema';

/** Spec §9: the admin list's page size; §4: the list follows search 500 ms after typing stops. */
export const ADMIN_PAGE_SIZE = 10;
export const SEARCH_DELAY_MS = 500;
const DEFAULT_SORT: TableSort = { id: 'fullName', desc: false };

/** The Admins screen's data: one page of the list, its search, sort and page, and the two changes. */
export function useAdmins() {
  const [search, setSearchText] = useState('');
  const [page, setPage] = useState(1);
  const [sort, setSortState] = useState<TableSort>(DEFAULT_SORT);
  const keywords = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);

  const query = {
    page,
    size: ADMIN_PAGE_SIZE,
    keywords: keywords || undefined,
    order_by: sort.id as GetAdministratorsOrderBy,
    order_type: sort.desc ? ('desc' as const) : ('asc' as const),
  };
  const { data, loading, reload } = useApiData(() => getAdministrators(query), JSON.stringify(query), 'Failed to get Admins');
  const list = data && { admins: data.administrators, totalItems: data.pagination.totalItems };

  const setSearch = useCallback((text: string) => {
    setSearchText(text);
    setPage(1);
  }, []);

  const setSort = useCallback((next: TableSort) => {
    setSortState(next);
    setPage(1);
  }, []);

  const create = useCallback(
    async (values: AddAdminValues) => {
      const created = await changeThroughApi(() => createAdministrator(toCreateAdministratorRequest(values)), {
        success: 'Admin created successfully',
        failure: 'Failed to create Admin',
      });
      if (created) reload();
      return created;
    },
    [reload],
  );

  const remove = useCallback(
    async (admin: Administrator) => {
      const removed = await changeThroughApi(() => deleteAdministrator(admin.userId), {
        success: 'Admin deleted Successfully',
        failure: 'Failed to delete Admin',
      });
      if (removed) reload();
    },
    [reload],
  );

  return { list, loading, search, setSearch, page, setPage, sort, setSort, create, remove };
}
