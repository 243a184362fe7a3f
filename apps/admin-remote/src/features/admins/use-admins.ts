import { useCallback, useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import {
  apiErrorMessage,
  createAdministrator,
  deleteAdministrator,
  getAdministrators,
  type Administrator,
  type GetAdministratorsOrderBy,
} from '@console/api-client';
import { useDebouncedValue, type TableSort } from '@console/ui';
import { toCreateAdministratorRequest, type AddAdminValues } from './add-admin-schema';

/** Spec §9: the admin list's page size; §4: the list follows search 500 ms after typing stops. */
export const ADMIN_PAGE_SIZE = 10;
export const SEARCH_DELAY_MS = 500;
const DEFAULT_SORT: TableSort = { id: 'fullName', desc: false };

interface AdminList {
  admins: Administrator[];
  totalItems: number;
}

/** The Admins screen's data: one page of the list, its search, sort and page, and the two changes. */
export function useAdmins() {
  const [search, setSearchText] = useState('');
  const [page, setPage] = useState(1);
  const [sort, setSortState] = useState<TableSort>(DEFAULT_SORT);
  const [list, setList] = useState<AdminList | null>(null);
  const [loading, setLoading] = useState(true);
  const [reloads, setReloads] = useState(0);
  const keywords = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);

  useEffect(() => {
    let current = true;
    setLoading(true);
    getAdministrators({
      page,
      size: ADMIN_PAGE_SIZE,
      keywords: keywords || undefined,
      order_by: sort.id as GetAdministratorsOrderBy,
      order_type: sort.desc ? 'desc' : 'asc',
    })
      .then((response) => {
        if (current) setList({ admins: response.administrators, totalItems: response.pagination.totalItems });
      })
      .catch((error: unknown) => {
        if (current) toast.error(apiErrorMessage(error, 'Failed to get Admins'));
      })
      .finally(() => {
        if (current) setLoading(false);
      });
    return () => {
      current = false;
    };
  }, [page, keywords, sort, reloads]);

  const reload = useCallback(() => setReloads((count) => count + 1), []);

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
      try {
        const response = await createAdministrator(toCreateAdministratorRequest(values));
        toast.success(response.message || 'Admin created successfully');
        reload();
        return true;
      } catch (error) {
        toast.error(apiErrorMessage(error, 'Failed to create Admin'));
        return false;
      }
    },
    [reload],
  );

  const remove = useCallback(
    async (admin: Administrator) => {
      try {
        const response = await deleteAdministrator(admin.userId);
        toast.success(response.message || 'Admin deleted Successfully');
        reload();
      } catch (error) {
        toast.error(apiErrorMessage(error, 'Failed to delete Admin'));
      }
    },
    [reload],
  );

  return { list, loading, search, setSearch, page, setPage, sort, setSort, create, remove };
}
