import type { Header } from '@tanstack/react-table';
import { TableContent } from './table-content';
import type { TableSort } from './table-sort';

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

export interface SortableHeaderCellsProps<Row> {
  headers: Header<Row, unknown>[];
  sort: TableSort | null;
  /**
   * Absent: no header sorts. A click on the sorted header flips it; another header starts ascending,
   * or descending when its column says `sortDescFirst: true` (counts, where the most matters first).
   */
  onSortChange?: (sort: TableSort) => void;
}

/**
 * One header row's cells: a column with `enableSorting: true` gets a button, and aria-sort says its
 * order (a screen reader announces it; the arrow is only for the eye).
 */
export function SortableHeaderCells<Row>({ headers, sort, onSortChange }: SortableHeaderCellsProps<Row>) {
  return (
    <>
      {headers.map((header) => {
        const sortable = header.column.columnDef.enableSorting === true && Boolean(onSortChange);
        const direction = sort?.id === header.column.id ? (sort.desc ? 'desc' : 'asc') : null;
        const content = header.isPlaceholder ? null : (
          <TableContent render={header.column.columnDef.header} context={header.getContext()} />
        );
        return (
          <th key={header.id} scope="col" aria-sort={sortable ? (direction ? ARIA_SORT[direction] : 'none') : undefined}>
            {sortable ? (
              <button
                type="button"
                className="ui-table__sort"
                onClick={() =>
                  onSortChange?.({
                    id: header.column.id,
                    desc: direction ? direction === 'asc' : header.column.columnDef.sortDescFirst === true,
                  })
                }
              >
                {content}
                <span aria-hidden="true" className="ui-table__sort-icon">
                  {direction === 'asc' ? '▲' : direction === 'desc' ? '▼' : '↕'}
                </span>
              </button>
            ) : (
              content
            )}
          </th>
        );
      })}
    </>
  );
}
