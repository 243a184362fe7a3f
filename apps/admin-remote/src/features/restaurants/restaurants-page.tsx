import { useMemo, useState, type ReactNode } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import type { AccountStatus, RestaurantAccount } from '@console/api-client';
import {
  PageHeader,
  SearchInput,
  SegmentedControl,
  Button,
  ExportButton,
  IconButton,
  Page,
  VisuallyHidden,
  RowSelectionScope,
  selectionColumn,
  type RowSelection,
} from '@console/ui';
import { accessActionLabel, RestaurantAccessDialog, RestaurantStatusBadge } from '../../shared/restaurant-access';
import { RestaurantBulkActions } from './restaurant-bulk-actions';
import { RestaurantTable } from './restaurant-table';
import { LOCATION_FILTERS, STATUS_FILTERS, type RestaurantsView } from './use-restaurants';

export interface RestaurantsPageProps extends RestaurantsView {
  /** Opens a restaurant's detail. */
  onOpen: (account: RestaurantAccount) => void;
  /** Suspends an approved restaurant or approves a suspended one; resolves to whether it changed. */
  onToggleAccess: (account: RestaurantAccount) => Promise<boolean>;
  /** Asks for the Add New Restaurant Account popup. */
  onAdd: () => void;
  /** The open popup, if any. */
  popup?: ReactNode;
  /** Rows picked for Approve or Suspend on many at once. */
  selection: RowSelection;
  /** Approves or suspends every selected restaurant; resolves to whether they changed. */
  onBulkChangeStatus: (status: AccountStatus) => Promise<boolean>;
}

const categoryNames = (account: RestaurantAccount) =>
  account.restaurant.restaurantCategories.map((category) => category.restaurantCategoryName).join(', ') || 'N/A';

const STATUS_OPTIONS = STATUS_FILTERS.map((filter) => ({ value: filter, label: filter }));
const LOCATION_OPTIONS = LOCATION_FILTERS.map((filter) => ({ value: filter, label: filter }));

/**
 * Spec §2 Restaurants list (/dashboard/restaurant), with each restaurant's status, a status filter and a
 * filter for restaurants with an approximate location.
 */
export function RestaurantsPage({
  rows,
  loading,
  failure,
  search,
  onSearchChange,
  sort,
  onSortChange,
  status,
  onStatusChange,
  locations,
  onLocationsChange,
  exportCsv,
  onOpen,
  onToggleAccess,
  onAdd,
  popup,
  selection,
  onBulkChangeStatus,
}: RestaurantsPageProps) {
  const [changing, setChanging] = useState<RestaurantAccount | null>(null);

  const columns = useMemo<ColumnDef<RestaurantAccount, string>[]>(
    () => [
      selectionColumn<RestaurantAccount>({
        rowId: (account) => String(account.restaurant.restaurantId),
        rowName: (account) => account.restaurant.restaurantName,
        pageLabel: 'Select all restaurants',
      }) as ColumnDef<RestaurantAccount, string>,
      {
        id: 'restaurantName',
        accessorFn: (row) => row.restaurant.restaurantName,
        header: 'Restaurant Name',
        enableSorting: true,
        cell: ({ row }) => (
          <span className="admin-restaurant-name">
            <span className="admin-restaurant-name__text">{row.original.restaurant.restaurantName}</span>
            <RestaurantStatusBadge status={row.original.accountStatus} />
          </span>
        ),
      },
      { id: 'restaurantCategories', accessorFn: categoryNames, header: 'Restaurant Category' },
      { id: 'emailAddress', accessorFn: (row) => row.emailAddress ?? '', header: 'Restaurant Email', enableSorting: true },
      { id: 'location', accessorFn: (row) => String(row.restaurant.restaurantAddressCount), header: 'Location' },
      {
        id: 'actions',
        header: () => <VisuallyHidden>Actions</VisuallyHidden>,
        cell: ({ row }) => <Button onClick={() => setChanging(row.original)}>{accessActionLabel(row.original)}</Button>,
      },
    ],
    [],
  );

  return (
    <Page titleId="restaurants-title">
      <PageHeader title="Restaurants" titleId="restaurants-title">
        <SegmentedControl label="Status" options={STATUS_OPTIONS} value={status} onChange={onStatusChange} />
        <SegmentedControl label="Locations" options={LOCATION_OPTIONS} value={locations} onChange={onLocationsChange} />
        <SearchInput label="Search restaurants" value={search} onChange={onSearchChange} />
        <ExportButton {...exportCsv} />
        <IconButton icon="plus" variant="primary" label="Add New Restaurant Account" onClick={onAdd} />
      </PageHeader>
      <RestaurantBulkActions selection={selection} onChangeStatus={onBulkChangeStatus} />
      <RowSelectionScope selection={selection}>
        <RestaurantTable
          columns={columns}
          rows={rows ?? []}
          loading={loading}
          failure={failure}
          sort={sort}
          onSortChange={onSortChange}
          onRowClick={onOpen}
        />
      </RowSelectionScope>
      {popup}
      {changing ? (
        // The list reloads after a change (the change makes the restaurant lists stale).
        <RestaurantAccessDialog subject={changing} onConfirm={() => onToggleAccess(changing)} onClose={() => setChanging(null)} />
      ) : null}
    </Page>
  );
}
