import { useMemo, useState } from 'react';
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import type { ColumnDef } from '@tanstack/react-table';
import type { Administrator } from '@console/api-client';
import {
  ConfirmDialog,
  DataTable,
  Loader,
  PageHeader,
  Pagination,
  SearchInput,
  Button,
  IconButton,
  Page,
  VisuallyHidden,
  ExportButton,
  type ExportButtonProps,
  type ListViewProps,
  type FieldErrorHandler,
} from '@console/ui';
import { AddAdminDialog } from './add-admin-dialog';
import type { AddAdminValues } from './add-admin-schema';
import { ADMIN_PAGE_SIZE } from './admins-first-reads';

export interface AdminsPageProps extends Pick<
  ListViewProps<Administrator>,
  'loading' | 'failure' | 'search' | 'onSearchChange' | 'sort' | 'onSortChange' | 'page' | 'onPageChange'
> {
  /** Null until the first successful load: the list area stays hidden until then. */
  list: { admins: Administrator[]; totalItems: number } | null;
  /** Resolves true when created; a refusal naming a field (a taken email) goes to `onFieldError`. */
  onCreate: (values: AddAdminValues, onFieldError?: FieldErrorHandler) => Promise<boolean>;
  onRemove: (admin: Administrator) => Promise<void>;
  /** Export CSV of every admin the search selects (not shown by the spec). */
  exportCsv: ExportButtonProps;
  /** The signed-in super admin: their own row offers no Remove Access (the API refuses it). */
  signedInUserId?: number;
}

const formatPhone = (admin: Administrator) =>
  parsePhoneNumberFromString(`${admin.phoneCountryCode}${admin.phoneNumber}`)?.formatInternational() ??
  `${admin.phoneCountryCode} ${admin.phoneNumber}`;

/** Spec §2 Admins screen. */
export function AdminsPage({
  list,
  loading,
  failure,
  search,
  onSearchChange,
  sort,
  onSortChange,
  page,
  onPageChange,
  onCreate,
  onRemove,
  exportCsv,
  signedInUserId,
}: AdminsPageProps) {
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<Administrator | null>(null);

  const columns = useMemo<ColumnDef<Administrator, string>[]>(
    () => [
      { id: 'fullName', accessorKey: 'fullName', header: 'Admin Name', enableSorting: true },
      { id: 'emailAddress', accessorKey: 'emailAddress', header: 'Admin Email', enableSorting: true },
      { id: 'phoneNumber', accessorFn: formatPhone, header: 'Admin Phone Number', enableSorting: true },
      {
        id: 'actions',
        header: () => <VisuallyHidden>Actions</VisuallyHidden>,
        cell: ({ row }) =>
          row.original.userId === signedInUserId ? (
            <span>You</span>
          ) : (
            <Button onClick={() => setRemoving(row.original)}>Remove Access</Button>
          ),
      },
    ],
    [signedInUserId],
  );

  return (
    <Page titleId="admins-title">
      <PageHeader title="Admins" titleId="admins-title">
        <SearchInput label="Search admins" value={search} onChange={onSearchChange} />
        <ExportButton {...exportCsv} />
        <IconButton icon="plus" variant="primary" label="Add Admin Account" onClick={() => setAdding(true)} />
      </PageHeader>
      {list || failure ? (
        <>
          <DataTable
            label="Admins"
            columns={columns}
            rows={list?.admins ?? []}
            getRowId={(admin) => String(admin.userId)}
            emptyText="No Data Found"
            loading={loading}
            failure={failure}
            sort={sort}
            onSortChange={onSortChange}
          />
          {list && !failure ? (
            <Pagination totalItems={list.totalItems} pageSize={ADMIN_PAGE_SIZE} page={page} onPageChange={onPageChange} />
          ) : null}
        </>
      ) : loading ? (
        <Loader />
      ) : null}
      {adding ? <AddAdminDialog onSubmit={onCreate} onClose={() => setAdding(false)} /> : null}
      {removing ? (
        <ConfirmDialog
          title="Remove Access Confirmation"
          message="Are you sure you want to Remove the Access?"
          confirmLabel="Yes, remove access!"
          cancelLabel="Cancel"
          onCancel={() => setRemoving(null)}
          // Spec §4: a delete popup closes whatever the outcome.
          onConfirm={() => onRemove(removing).finally(() => setRemoving(null))}
        />
      ) : null}
    </Page>
  );
}
