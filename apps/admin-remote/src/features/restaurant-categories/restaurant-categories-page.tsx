import { useMemo, useState } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import type { RestaurantCategory } from '@console/api-client';
import {
  ConfirmDialog,
  DataTable,
  Loader,
  PageHeader,
  SearchInput,
  IconButton,
  Page,
  RowActions,
  VisuallyHidden,
  ExportButton,
  type ExportButtonProps,
  type ListViewProps,
  type VersionedSave,
} from '@console/ui';
import { RestaurantCategoryDialog } from './restaurant-category-dialog';
import type { RestaurantCategoryValues } from './restaurant-category-schema';

/** The sort is the name order: the list comes whole, so the browser sorts it. */
export interface RestaurantCategoriesPageProps extends Pick<
  ListViewProps<RestaurantCategory>,
  'loading' | 'failure' | 'search' | 'onSearchChange' | 'sort' | 'onSortChange'
> {
  /** Null until the first successful load. */
  categories: RestaurantCategory[] | null;
  /** Saves a new category, or changes `save.base` from its version; resolves true on success (refusals go to `save`'s handlers). */
  onSave: (values: RestaurantCategoryValues, save: VersionedSave<RestaurantCategory | null | undefined>) => Promise<boolean>;
  onDelete: (category: RestaurantCategory) => Promise<void>;
  /** Export CSV of every category the search selects (not shown by the spec). */
  exportCsv: ExportButtonProps;
}

type Editing = { category: RestaurantCategory | null } | null;

/** Spec §2 Restaurant categories. The list comes whole, so the name order is the browser's. */
export function RestaurantCategoriesPage({
  categories,
  loading,
  failure,
  search,
  onSearchChange,
  sort,
  onSortChange,
  onSave,
  onDelete,
  exportCsv,
}: RestaurantCategoriesPageProps) {
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<RestaurantCategory | null>(null);

  const columns = useMemo<ColumnDef<RestaurantCategory, string>[]>(
    () => [
      {
        id: 'restaurantCategoryName',
        accessorKey: 'restaurantCategoryName',
        header: 'Restaurant Category Name',
        enableSorting: true,
        sortingFn: (a, b) =>
          a.original.restaurantCategoryName.localeCompare(b.original.restaurantCategoryName, undefined, { sensitivity: 'base' }),
      },
      { id: 'description', accessorFn: (category) => category.description || '', header: 'Description' },
      {
        id: 'actions',
        header: () => <VisuallyHidden>Actions</VisuallyHidden>,
        cell: ({ row }) => (
          <RowActions>
            <IconButton
              icon="pencil"
              label={`Edit ${row.original.restaurantCategoryName}`}
              onClick={() => setEditing({ category: row.original })}
            />
            <IconButton icon="trash" label={`Delete ${row.original.restaurantCategoryName}`} onClick={() => setDeleting(row.original)} />
          </RowActions>
        ),
      },
    ],
    [],
  );

  return (
    <Page titleId="restaurant-categories-title">
      <PageHeader title="Restaurant Categories" titleId="restaurant-categories-title">
        <SearchInput label="Search restaurant categories" value={search} onChange={onSearchChange} />
        <ExportButton {...exportCsv} />
        <IconButton icon="plus" variant="primary" label="Add Restaurant Category" onClick={() => setEditing({ category: null })} />
      </PageHeader>
      {categories || failure ? (
        <DataTable
          label="Restaurant Categories"
          columns={columns}
          rows={categories ?? []}
          getRowId={(category) => String(category.restaurantCategoryId)}
          emptyText="No Data Found"
          loading={loading}
          failure={failure}
          sort={sort}
          onSortChange={onSortChange}
          sortLocally
        />
      ) : loading ? (
        <Loader />
      ) : null}
      {editing ? <RestaurantCategoryDialog category={editing.category} onSubmit={onSave} onClose={() => setEditing(null)} /> : null}
      {deleting ? (
        <ConfirmDialog
          title="Delete Confirmation"
          message="Are you sure you want to Delete the Restaurant Category?"
          confirmLabel="Yes, Delete!"
          cancelLabel="Cancel"
          onCancel={() => setDeleting(null)}
          // Spec §4: a delete popup closes whatever the outcome.
          onConfirm={() => onDelete(deleting).finally(() => setDeleting(null))}
        />
      ) : null}
    </Page>
  );
}
