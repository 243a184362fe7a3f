import { useMemo, useState, type ComponentType } from 'react';
import { useNavigate } from 'react-router';
import type { ColumnDef } from '@tanstack/react-table';
import type { RestaurantAccount } from '@console/api-client';
import { ConfirmDialog, PageHeader, SearchInput, Button, IconButton, Page, VisuallyHidden } from '@console/ui';
import { adminHref } from '../../paths';
import { RestaurantTable } from './restaurant-table';
import { useRestaurantAccess, useRestaurants } from './use-restaurants';

/** The Add New Restaurant Account popup, given by the routes (features do not import each other). */
export interface AddRestaurantDialogProps {
  onClose: () => void;
  onCreated: () => void;
}

export interface RestaurantsPageProps {
  AddRestaurantDialog: ComponentType<AddRestaurantDialogProps>;
}

const categoryNames = (account: RestaurantAccount) =>
  account.restaurant.restaurantCategories.map((category) => category.restaurantCategoryName).join(', ') || 'N/A';

/** Spec §2 Restaurants list (/dashboard/restaurant). */
export function RestaurantsPage({ AddRestaurantDialog }: RestaurantsPageProps) {
  const navigate = useNavigate();
  const { restaurants, loading, search, setSearch, sort, setSort } = useRestaurants();
  const toggleRestaurantAccess = useRestaurantAccess();
  const [adding, setAdding] = useState(false);
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
        <SearchInput label="Search restaurants" value={search} onChange={setSearch} />
        <IconButton icon="plus" variant="primary" label="Add New Restaurant Account" onClick={() => setAdding(true)} />
      </PageHeader>
      <RestaurantTable
        columns={columns}
        rows={restaurants}
        loading={loading}
        sort={sort}
        onSortChange={setSort}
        onRowClick={(account) =>
          navigate(adminHref.restaurantDetail(account.restaurant.restaurantId), { state: { referrer: adminHref.restaurants() } })
        }
      />
      {adding ? (
        <AddRestaurantDialog
          onClose={() => setAdding(false)}
          // The create call made the restaurant lists stale; they reload through the cache.
          onCreated={() => setAdding(false)}
        />
      ) : null}
      {changing ? (
        <ConfirmDialog
          title={suspending ? 'Remove Access Confirmation' : 'Approve Access Confirmation'}
          message={suspending ? 'Are you sure you want to Remove the Access?' : 'Are you sure you want to Approve the Access?'}
          confirmLabel={suspending ? 'Yes, remove access!' : 'Yes, approve access!'}
          cancelLabel="Cancel"
          onCancel={() => setChanging(null)}
          // Spec §4: remove access closes the popup in both outcomes; the list reloads after a change.
          onConfirm={() => toggleRestaurantAccess(changing).then(() => setChanging(null))}
        />
      ) : null}
    </Page>
  );
}
