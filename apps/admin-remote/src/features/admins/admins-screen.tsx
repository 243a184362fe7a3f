import { useSession } from '@console/session';
import { AdminsPage } from './admins-page';
import { useAdmins } from './use-admins';

/** /dashboard/admin: the Admins page over its data hook. */
export function AdminsScreen() {
  const admins = useAdmins();
  const signedInUserId = useSession().data?.userId;
  return (
    <AdminsPage
      list={admins.list}
      loading={admins.loading}
      failure={admins.failure}
      search={admins.search}
      onSearchChange={admins.setSearch}
      sort={admins.sort}
      onSortChange={admins.setSort}
      page={admins.page}
      onPageChange={admins.setPage}
      exportCsv={admins.exportCsv}
      onCreate={admins.create}
      onRemove={admins.remove}
      signedInUserId={signedInUserId}
    />
  );
}
