import { useMemo, useState, type ReactNode } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import type { RestaurantAccount } from '@console/api-client';
import { ConfirmDialog, PageHeader, SearchInput, Button, IconButton, Page, VisuallyHidden, type ListViewProps } from '@console/ui';
import { RestaurantTable } from './restaurant-table';

export interface RestaurantsPageProps extends Pick<
  ListViewProps<RestaurantAccount>,
  'rows' | 'loading' | 'search' | 'onSearchChange' | 'sort' | 'onSortChange'
> {
  /** Opens a restaurant's detail. */
  onOpen: (account: RestaurantAccount) => void;
  /** Suspends an approved restaurant or approves a suspended one; resolves to whether it changed. */
  onToggleAccess: (account: RestaurantAccount) => Promise<boolean>;
  /** Asks for the Add New Restaurant Account popup. */
  onAdd: () => void;
  /** The open popup, if any. */
  popup?: ReactNode;
}

const categoryNames = (account: RestaurantAccount) =>
  account.restaurant.restaurantCategories.map((category) => category.restaurantCategoryName).join(', ') || 'N/A';

/** Spec §2 Restaurants list (/dashboard/restaurant). */
export function RestaurantsPage({
  rows,
  loading,
  search,
  onSearchChange,
  sort,
  onSortChange,
  onOpen,
  onToggleAccess,
  onAdd,
  popup,
}: RestaurantsPageProps) {
  const [changing, setChanging] = useState<RestaurantAccount | null>(null);

  const columns = useMemo<ColumnDef<RestaurantAccount, string>[]>(
    () => [
      { id: 'restaurantName', accessorFn: (row) => row.restaurant.restaurantName, header: 'Restaurant Name', enableSorting: true },
      { id: 'restaurantCategories', accessorFn: categoryNames, header: 'Restaurant Category' },
      { id: 'emailAddress', accessorFn: (row) => row.emailAddress ?? '', header: 'Restaurant Email', enableSorting: true },
      { id: 'location', accessorFn: (row) => String(row.restaurant.restaurantAddressCount), header: 'Location' },
      {
        id: 'actions',
        header: () => <VisuallyHidden>Actions</VisuallyHidden>,
        cell: ({ row }) => (
          <Button onClick={() => setChanging(row.original)}>
            {row.original.accountStatus === 'Approved' ? 'Remove Access' : 'Approve Access'}
          </Button>
        ),
      },
    ],
    [],
  );

  const suspending = changing?.accountStatus === 'Approved';
  return (
    <Page titleId="restaurants-title">
      <PageHeader title="Restaurants" titleId="restaurants-title">
        <SearchInput label="Search restaurants" value={search} onChange={onSearchChange} />
        <IconButton icon="plus" variant="primary" label="Add New Restaurant Account" onClick={onAdd} />
      </PageHeader>
      <RestaurantTable columns={columns} rows={rows ?? []} loading={loading} sort={sort} onSortChange={onSortChange} onRowClick={onOpen} />
      {popup}
      {changing ? (
        <ConfirmDialog
          title={suspending ? 'Remove Access Confirmation' : 'Approve Access Confirmation'}
          message={suspending ? 'Are you sure you want to Remove the Access?' : 'Are you sure you want to Approve the Access?'}
          confirmLabel={suspending ? 'Yes, remove access!' : 'Yes, approve access!'}
          cancelLabel="Cancel"
          onCancel={() => setChanging(null)}
          // Spec §4: remove access closes the popup in both outcomes; the list reloads after a change.
          onConfirm={() => onToggleAccess(changing).then(() => setChanging(null))}
        />
      ) : null}
    </Page>
  );
}
