import { useMemo, useState } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import type { FoodTagCategory } from '@console/api-client';
import {
  Button,
  ConfirmDialog,
  DataTable,
  IconButton,
  Loader,
  Page,
  PageHeader,
  RowActions,
  SearchInput,
  StatusBadge,
  VisuallyHidden,
  type FieldErrorHandler,
  type ListViewProps,
  type VersionedSave,
} from '@console/ui';
import { FoodTagDialog } from './food-tag-dialog';
import type { FoodTagRow, FoodTagValues, TagCategoryValues } from './food-tag-schema';
import { TagCategoryDialog } from './tag-category-dialog';

export interface FoodTagsPageProps extends Pick<
  ListViewProps<FoodTagRow>,
  'loading' | 'failure' | 'search' | 'onSearchChange' | 'sort' | 'onSortChange'
> {
  /** The tags the search selects; null until the first successful load. */
  tags: FoodTagRow[] | null;
  /** Every tag category, for a new tag. */
  categories: FoodTagCategory[] | null;
  /** Adds a tag, or renames `save.base` from its version; resolves true on success. */
  onSaveTag: (values: FoodTagValues, save: VersionedSave<FoodTagRow | null | undefined>) => Promise<boolean>;
  onSaveCategory: (values: TagCategoryValues, save: { onFieldError: FieldErrorHandler }) => Promise<boolean>;
  onSetRetired: (tag: FoodTagRow, retired: boolean) => Promise<void>;
}

type Editing = { tag: FoodTagRow | null } | null;

/** What a retirement leaves as it is: the items that have the tag. */
const keptBy = (count = 0) =>
  count === 0
    ? 'No menu item has it now.'
    : count === 1
      ? 'The 1 menu item that has it keeps it.'
      : `The ${count.toLocaleString()} menu items that have it keep it.`;

/**
 * Food Tags (super admins; not in the spec): the vocabulary the menu item form offers, in its order.
 * A tag is renamed or retired, never deleted: a retired tag stays on the items that have it.
 */
export function FoodTagsPage({
  tags,
  categories,
  loading,
  failure,
  search,
  onSearchChange,
  sort,
  onSortChange,
  onSaveTag,
  onSaveCategory,
  onSetRetired,
}: FoodTagsPageProps) {
  const [editing, setEditing] = useState<Editing>(null);
  const [addingCategory, setAddingCategory] = useState(false);
  const [retiring, setRetiring] = useState<FoodTagRow | null>(null);

  const columns = useMemo<ColumnDef<FoodTagRow, string>[]>(
    () => [
      {
        id: 'foodTagCategoryItemName',
        accessorKey: 'foodTagCategoryItemName',
        header: 'Tag Name',
        enableSorting: true,
        sortingFn: (a, b) =>
          a.original.foodTagCategoryItemName.localeCompare(b.original.foodTagCategoryItemName, undefined, { sensitivity: 'base' }),
      },
      {
        id: 'foodTagCategoryName',
        accessorKey: 'foodTagCategoryName',
        header: 'Tag Category',
        enableSorting: true,
        sortingFn: (a, b) => a.original.order - b.original.order,
      },
      {
        id: 'foodCount',
        accessorFn: (tag) => String(tag.foodCount ?? 0),
        header: 'Menu Items',
        enableSorting: true,
        sortingFn: (a, b) => (a.original.foodCount ?? 0) - (b.original.foodCount ?? 0),
      },
      {
        id: 'status',
        header: 'Status',
        cell: ({ row }) =>
          row.original.retired ? (
            <StatusBadge tone="neutral" label="Status" hint="Offered no more in the menu item form; kept on the items that have it">
              Retired
            </StatusBadge>
          ) : (
            <StatusBadge tone="success" label="Status">
              Active
            </StatusBadge>
          ),
      },
      {
        id: 'actions',
        header: () => <VisuallyHidden>Actions</VisuallyHidden>,
        cell: ({ row }) => {
          const tag = row.original;
          return (
            <RowActions>
              <IconButton icon="pencil" label={`Rename ${tag.foodTagCategoryItemName}`} onClick={() => setEditing({ tag })} />
              {tag.retired ? (
                <Button aria-label={`Restore ${tag.foodTagCategoryItemName}`} onClick={() => void onSetRetired(tag, false)}>
                  Restore
                </Button>
              ) : (
                <Button aria-label={`Retire ${tag.foodTagCategoryItemName}`} onClick={() => setRetiring(tag)}>
                  Retire
                </Button>
              )}
            </RowActions>
          );
        },
      },
    ],
    [onSetRetired],
  );

  return (
    <Page titleId="food-tags-title">
      <PageHeader title="Food Tags" titleId="food-tags-title">
        <SearchInput label="Search food tags" value={search} onChange={onSearchChange} />
        <Button onClick={() => setAddingCategory(true)}>Add Tag Category</Button>
        <IconButton
          icon="plus"
          variant="primary"
          label="Add Food Tag"
          disabled={!categories?.length}
          onClick={() => setEditing({ tag: null })}
        />
      </PageHeader>
      {tags || failure ? (
        <DataTable
          label="Food Tags"
          columns={columns}
          rows={tags ?? []}
          getRowId={(tag) => String(tag.foodTagCategoryItemId)}
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
      {editing ? (
        <FoodTagDialog tag={editing.tag} categories={categories ?? []} onSubmit={onSaveTag} onClose={() => setEditing(null)} />
      ) : null}
      {addingCategory ? <TagCategoryDialog onSubmit={onSaveCategory} onClose={() => setAddingCategory(false)} /> : null}
      {retiring ? (
        <ConfirmDialog
          title="Retire Food Tag"
          message={`Retire "${retiring.foodTagCategoryItemName}" (${retiring.foodTagCategoryName})? The menu item form will offer it no more. ${keptBy(retiring.foodCount)} You can restore it later.`}
          confirmLabel="Yes, Retire!"
          cancelLabel="Cancel"
          onCancel={() => setRetiring(null)}
          onConfirm={() => onSetRetired(retiring, true).finally(() => setRetiring(null))}
        />
      ) : null}
    </Page>
  );
}
