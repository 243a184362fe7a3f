import { useMemo, useState } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import type { AccountStatus, MergePreview, RestaurantAccount } from '@console/api-client';
import {
  DataTable,
  Icon,
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
} from '@console/ui';
import { MergeDialog } from './merge-dialog';
import { MERGER_PAGE_SIZE } from './restaurant-merger-first-reads';
import type { MergeOutcome } from './use-merge-restaurants';

export interface RestaurantMergerPageProps extends Pick<
  ListViewProps<RestaurantAccount>,
  'rows' | 'totalItems' | 'loading' | 'failure' | 'search' | 'onSearchChange' | 'page' | 'onPageChange'
> {
  /** Opens a restaurant's detail. */
  onOpen: (account: RestaurantAccount) => void;
  /** What merging the restaurants into a new one named so would do (the popup's confirmation); undefined after a failure. */
  onPreview: (restaurantIds: number[], newRestaurantName: string) => Promise<MergePreview | undefined>;
  /** Merges what the preview showed; settles when the call does (a failure keeps the popup open). */
  onMerge: (preview: MergePreview, accountStatus?: AccountStatus) => Promise<MergeOutcome>;
  /** Export CSV of every restaurant the search finds (not shown by the spec). */
  exportCsv: ExportButtonProps;
}

/** Spec §2 Restaurant Merger: pick more than one restaurant, name the new one, see what the merge does, land on its detail. */
export function RestaurantMergerPage({
  rows,
  totalItems,
  loading,
  failure,
  search,
  onSearchChange,
  page,
  onPageChange,
  onOpen,
  onPreview,
  onMerge,
  exportCsv,
}: RestaurantMergerPageProps) {
  // Selection survives paging and searching: id → name.
  const [selected, setSelected] = useState<Map<number, string>>(new Map());
  const [merging, setMerging] = useState(false);

  const toggle = (account: RestaurantAccount) =>
    setSelected((current) => {
      const next = new Map(current);
      const { restaurantId, restaurantName } = account.restaurant;
      if (next.has(restaurantId)) next.delete(restaurantId);
      else next.set(restaurantId, restaurantName);
      return next;
    });

  const columns = useMemo<ColumnDef<RestaurantAccount, string>[]>(
    () => [
      {
        id: 'select',
        header: () => <VisuallyHidden>Select</VisuallyHidden>,
        cell: ({ row }) => (
          <input
            type="checkbox"
            aria-label={`Select ${row.original.restaurant.restaurantName}`}
            checked={selected.has(row.original.restaurant.restaurantId)}
            onChange={() => toggle(row.original)}
          />
        ),
      },
      { id: 'restaurantName', accessorFn: (row) => row.restaurant.restaurantName, header: 'Restaurant Name' },
      { id: 'emailAddress', accessorFn: (row) => row.emailAddress ?? '', header: 'Restaurant Email' },
      { id: 'location', accessorFn: (row) => String(row.restaurant.restaurantAddressCount), header: 'Location' },
      {
        id: 'view',
        header: () => <VisuallyHidden>View</VisuallyHidden>,
        cell: ({ row }) => (
          <IconButton icon="eye" label={`View ${row.original.restaurant.restaurantName}`} onClick={() => onOpen(row.original)} />
        ),
      },
    ],
    // onOpen changes with the URL: it carries the list's URL to the detail.
    [selected, onOpen],
  );

  return (
    <Page titleId="merger-title">
      <PageHeader title="Restaurant Merger" titleId="merger-title">
        <SearchInput label="Search restaurants" value={search} onChange={onSearchChange} />
        <ExportButton {...exportCsv} />
        <Button variant="primary" disabled={selected.size < 2} onClick={() => setMerging(true)}>
          <Icon name="merge" /> Merge
        </Button>
      </PageHeader>
      <p aria-live="polite">{selected.size} selected</p>
      <DataTable
        label="Restaurants to merge"
        columns={columns}
        rows={rows ?? []}
        getRowId={(row) => String(row.restaurant.restaurantId)}
        emptyText="No Data Found"
        loading={loading}
        failure={failure}
      />
      {failure ? null : <Pagination totalItems={totalItems} pageSize={MERGER_PAGE_SIZE} page={page} onPageChange={onPageChange} />}
      {merging ? (
        <MergeDialog
          restaurantNames={[...selected.values()]}
          onPreview={(newRestaurantName) => onPreview([...selected.keys()], newRestaurantName)}
          onMerge={onMerge}
          onClose={() => setMerging(false)}
        />
      ) : null}
    </Page>
  );
}
