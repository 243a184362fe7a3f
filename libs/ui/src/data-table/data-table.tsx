import '../ui.css';
import './data-table.css';
import { getCoreRowModel, getSortedRowModel, useReactTable, type Column, type ColumnDef, type SortingState } from '@tanstack/react-table';
import { useMemo } from 'react';
import { Loader } from '../loader/loader';
import { ReadFailureNotice, type ReadFailure } from '../read-failure/read-failure';
import { SortableHeaderCells } from './sortable-header-cells';
import { TableContent } from './table-content';
import { ClickableRow, Table, TableFrame, TableMessageRow } from './table-parts';
import type { TableSort } from './table-sort';

export type { TableSort } from './table-sort';

export interface DataTableProps<Row> {
  /** Tanstack column definitions; a column is sortable only with `enableSorting: true`. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: ColumnDef<Row, any>[];
  rows: Row[];
  /** The table's accessible name. */
  label: string;
  /** Shown in place of the rows when there are none. */
  emptyText: string;
  loading?: boolean;
  /**
   * The last read failed: shown in place of the rows (unless a retry is loading), so rows from an
   * earlier read are never shown as if they were current.
   */
  failure?: ReadFailure;
  /** Controlled sort: the screen owns it (and may sort on the server). */
  sort?: TableSort | null;
  onSortChange?: (sort: TableSort) => void;
  /** Sort the given rows in the browser by the sorted column's accessor (for unpaged lists). */
  sortLocally?: boolean;
  getRowId?: (row: Row) => string;
  /** Makes rows clickable (and reachable with Enter); clicks on buttons and links inside are theirs. */
  onRowClick?: (row: Row) => void;
}

/** A column's header as text, the label its cells carry as cards; none for a header drawn otherwise. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function columnHeaderText(column: Column<any, unknown>): string | undefined {
  const header = column.columnDef.header;
  return typeof header === 'string' && header ? header : undefined;
}

const coreRowModel = getCoreRowModel();
const sortedRowModel = getSortedRowModel();

/**
 * A table with buttons for sortable headers (aria-sort says the order), a loading and an empty state.
 * On a phone (data-table.css) each row is a card whose cells are labelled with their column's header;
 * the explicit roles keep it a table for screen readers, which some drop when a table is not displayed
 * as one.
 */
export function DataTable<Row>({
  columns,
  rows,
  label,
  emptyText,
  loading = false,
  failure,
  sort = null,
  onSortChange,
  sortLocally = false,
  getRowId,
  onRowClick,
}: DataTableProps<Row>) {
  // Stable across renders: a new sorting array re-sorts, and tanstack then queues a state update (a loop).
  const sortId = sort?.id;
  const sortDesc = sort?.desc;
  const sorting = useMemo<SortingState>(() => (sortId === undefined ? [] : [{ id: sortId, desc: Boolean(sortDesc) }]), [sortId, sortDesc]);
  const table = useReactTable({
    data: rows,
    columns,
    state: { sorting },
    manualSorting: !sortLocally,
    enableSortingRemoval: false,
    // This table does not paginate: screens page on the server with Pagination.
    autoResetPageIndex: false,
    getCoreRowModel: coreRowModel,
    getSortedRowModel: sortLocally ? sortedRowModel : undefined,
    getRowId: getRowId ? (row) => getRowId(row) : undefined,
  });

  const visibleRows = table.getRowModel().rows;

  return (
    <TableFrame className="ui-table-wrapper--cards">
      <Table aria-label={label} aria-busy={loading || undefined} className="ui-table--cards" role="table">
        <thead role="rowgroup">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id} role="row">
              <SortableHeaderCells headers={group.headers} sort={sort} onSortChange={onSortChange} />
            </tr>
          ))}
        </thead>
        <tbody role="rowgroup">
          {/* Rows already shown stay while a new read loads (marked busy, dimmed): rows that vanished and came
              back would take the row under the pointer with them. */}
          {loading && (visibleRows.length === 0 || failure) ? (
            <tr role="row">
              <td role="cell" colSpan={columns.length}>
                <Loader />
              </td>
            </tr>
          ) : failure ? (
            <tr role="row">
              <td role="cell" colSpan={columns.length}>
                <ReadFailureNotice failure={failure} />
              </td>
            </tr>
          ) : visibleRows.length === 0 ? (
            <TableMessageRow colSpan={columns.length}>{emptyText}</TableMessageRow>
          ) : (
            visibleRows.map((row) => {
              const cells = row.getVisibleCells().map((cell) => (
                <td key={cell.id} role="cell" data-label={columnHeaderText(cell.column)}>
                  <TableContent render={cell.column.columnDef.cell} context={cell.getContext()} />
                </td>
              ));
              return onRowClick ? (
                <ClickableRow key={row.id} role="row" onActivate={() => onRowClick(row.original)}>
                  {cells}
                </ClickableRow>
              ) : (
                <tr key={row.id} role="row">
                  {cells}
                </tr>
              );
            })
          )}
        </tbody>
      </Table>
    </TableFrame>
  );
}
