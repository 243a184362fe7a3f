import './restaurant-table.css';
import { getCoreRowModel, useReactTable, type ColumnDef } from '@tanstack/react-table';
import { observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef } from 'react';
import type { RestaurantAccount } from '@console/api-client';
import {
  columnHeaderText,
  Loader,
  ReadFailureNotice,
  SortableHeaderCells,
  TableContent,
  ClickableRow,
  Table,
  TableFrame,
  TableMessageRow,
  PHONE_MEDIA_QUERY,
  useMediaQuery,
  type ReadFailure,
  type TableSort,
} from '@console/ui';

/** Row height the window is computed with (rows are single-line); a few rows over the edge are kept. */
export const RESTAURANT_ROW_HEIGHT = 49;
/** A first guess at a card's height on a phone; each drawn card is then measured. */
const RESTAURANT_CARD_HEIGHT = 190;
const OVERSCAN = 8;
/** When the scroll box has no size yet (hidden, or a test DOM), a window of this height is drawn. */
const FALLBACK_RECT = { width: 1024, height: 640 };

export interface RestaurantTableProps {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: ColumnDef<RestaurantAccount, any>[];
  rows: RestaurantAccount[];
  loading: boolean;
  /** The last read failed: said in place of the rows, none of which is shown as current. */
  failure?: ReadFailure;
  sort: TableSort;
  onSortChange: (sort: TableSort) => void;
  onRowClick: (row: RestaurantAccount) => void;
}

/**
 * The restaurants table. The list comes whole (spec §7, size 999999), so only the rows in view are in
 * the DOM: spacer rows keep the scroll height, aria-rowcount/aria-rowindex keep the real positions, and
 * each drawn row carries data-row-index (the bench counts them). Headers sort like DataTable's.
 */
export function RestaurantTable({ columns, rows, loading, failure, sort, onSortChange, onRowClick }: RestaurantTableProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  // On a phone each row is a card (the kit's ui-table--cards), as tall as its content: measured when drawn.
  const phone = useMediaQuery(PHONE_MEDIA_QUERY);
  const table = useReactTable({
    data: rows,
    columns,
    state: { sorting: [sort] },
    manualSorting: true,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => String(row.restaurant.restaurantId),
  });
  const tableRows = table.getRowModel().rows;
  const virtualizer = useVirtualizer({
    count: tableRows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => (phone ? RESTAURANT_CARD_HEIGHT : RESTAURANT_ROW_HEIGHT),
    overscan: OVERSCAN,
    initialRect: FALLBACK_RECT,
    observeElementRect: (instance, report) => observeElementRect(instance, (rect) => report(rect.height > 0 ? rect : FALLBACK_RECT)),
  });
  useEffect(() => virtualizer.measure(), [phone, virtualizer]);
  const items = virtualizer.getVirtualItems();
  const before = items.length ? items[0].start : 0;
  const after = items.length ? virtualizer.getTotalSize() - items[items.length - 1].end : 0;

  return (
    <TableFrame ref={scrollRef} className="admin-restaurant-table">
      <Table
        aria-label="Restaurants"
        aria-busy={loading || undefined}
        aria-rowcount={tableRows.length + 1}
        className="ui-table--cards"
        // Explicit roles: some screen readers drop a table's semantics when it is not displayed as one (cards).
        role="table"
      >
        <thead role="rowgroup">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id} role="row" aria-rowindex={1}>
              <SortableHeaderCells headers={group.headers} sort={sort} onSortChange={onSortChange} />
            </tr>
          ))}
        </thead>
        <tbody role="rowgroup">
          {loading && (tableRows.length === 0 || failure) ? (
            <tr>
              <td colSpan={columns.length}>
                <Loader />
              </td>
            </tr>
          ) : failure ? (
            <tr>
              <td colSpan={columns.length}>
                <ReadFailureNotice failure={failure} />
              </td>
            </tr>
          ) : tableRows.length === 0 ? (
            <TableMessageRow colSpan={columns.length}>No Data Found</TableMessageRow>
          ) : (
            <>
              {before > 0 ? <tr aria-hidden="true" style={{ height: before }} /> : null}
              {items.map((item) => {
                const row = tableRows[item.index];
                return (
                  <ClickableRow
                    key={row.id}
                    role="row"
                    data-row-index={item.index}
                    data-index={item.index}
                    ref={phone ? virtualizer.measureElement : undefined}
                    aria-rowindex={item.index + 2}
                    style={phone ? undefined : { height: RESTAURANT_ROW_HEIGHT }}
                    onActivate={() => onRowClick(row.original)}
                  >
                    {row.getVisibleCells().map((cell) => {
                      const value = cell.getValue();
                      // Long text is cut with an ellipsis to keep rows one line high; hovering shows it whole.
                      return (
                        <td
                          key={cell.id}
                          role="cell"
                          data-label={columnHeaderText(cell.column)}
                          title={typeof value === 'string' && value ? value : undefined}
                        >
                          <TableContent render={cell.column.columnDef.cell} context={cell.getContext()} />
                        </td>
                      );
                    })}
                  </ClickableRow>
                );
              })}
              {after > 0 ? <tr aria-hidden="true" style={{ height: after }} /> : null}
            </>
          )}
        </tbody>
      </Table>
    </TableFrame>
  );
}
