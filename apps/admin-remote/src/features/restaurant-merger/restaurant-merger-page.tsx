import { useMemo, useState } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import type { RestaurantAccount } from '@console/api-client';
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
import type { MergeValues } from './merge-schema';
import { MERGER_PAGE_SIZE } from './use-merge-candidates';

export interface RestaurantMergerPageProps extends Pick<
  ListViewProps<RestaurantAccount>,
  'rows' | 'totalItems' | 'loading' | 'failure' | 'search' | 'onSearchChange' | 'page' | 'onPageChange'
> {
  /** Opens a restaurant's detail. */
  onOpen: (account: RestaurantAccount) => void;
  /** Merges the restaurants into a new one named so; settles when the call does (a failure keeps the popup open). */
  onMerge: (restaurantIds: number[], newRestaurantName: string) => Promise<void>;
  /** Export CSV of every restaurant the search finds (not shown by the spec). */
  exportCsv: ExportButtonProps;
}

/** Spec §2 Restaurant Merger: pick more than one restaurant, name the new one, land on its detail. */
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

  const merge = ({ newRestaurantName }: MergeValues) => onMerge([...selected.keys()], newRestaurantName);

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
      {merging ? <MergeDialog restaurantNames={[...selected.values()]} onMerge={merge} onClose={() => setMerging(false)} /> : null}
    </Page>
  );
}
