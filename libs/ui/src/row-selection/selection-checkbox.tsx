import '../ui.css';
import './row-selection.css';
import type { CellContext, ColumnDef, HeaderContext } from '@tanstack/react-table';
import { createContext, useContext, useEffect, useRef, type ReactNode } from 'react';
import type { RowSelection } from './use-row-selection';

export interface SelectionCheckboxProps {
  /** The accessible name: 'Select Pizza Roma', 'Select all rows on this page'. */
  label: string;
  checked: boolean;
  /** Some but not all (the header of a partly selected page): read as "mixed". */
  indeterminate?: boolean;
  onChange: () => void;
  disabled?: boolean;
}

/** A native checkbox (Space toggles it) with the mixed state, which only a script can set. */
export function SelectionCheckbox({ label, checked, indeterminate = false, onChange, disabled }: SelectionCheckboxProps) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <input
      ref={ref}
      type="checkbox"
      className="ui-selection-checkbox"
      aria-label={label}
      checked={checked}
      disabled={disabled}
      onChange={onChange}
    />
  );
}

const RowSelectionContext = createContext<RowSelection | null>(null);

/**
 * Gives the selection to the selection column's checkboxes inside. Through a context, not the column:
 * a table's columns then stay the same as rows are picked, and its other cells (components tanstack
 * renders) are not remounted under the pointer on every change.
 */
export function RowSelectionScope({ selection, children }: { selection: RowSelection; children: ReactNode }) {
  return <RowSelectionContext.Provider value={selection}>{children}</RowSelectionContext.Provider>;
}

export interface SelectionColumnOptions<Row> {
  /** The row's id, as the selection knows it (the table's getRowId). */
  rowId: (row: Row) => string;
  /** What the row is called, for its checkbox's name: 'Select {name}'. */
  rowName: (row: Row) => string;
  /** The header checkbox's name; by default 'Select all rows on this page'. */
  pageLabel?: string;
}

type SelectionMeta = Required<SelectionColumnOptions<unknown>>;

const metaOf = (meta: unknown) => meta as SelectionMeta;

// Components of this module, the same on every render (tanstack renders a function as a component).
function SelectionHeader({ column }: HeaderContext<unknown, unknown>) {
  const selection = useContext(RowSelectionContext);
  if (!selection) return null;
  return (
    <SelectionCheckbox
      label={metaOf(column.columnDef.meta).pageLabel}
      checked={selection.pageState === 'all'}
      indeterminate={selection.pageState === 'some'}
      onChange={selection.togglePage}
    />
  );
}

function SelectionCell({ column, row }: CellContext<unknown, unknown>) {
  const selection = useContext(RowSelectionContext);
  if (!selection) return null;
  const { rowId, rowName } = metaOf(column.columnDef.meta);
  const id = rowId(row.original);
  return (
    <SelectionCheckbox label={`Select ${rowName(row.original)}`} checked={selection.isSelected(id)} onChange={() => selection.toggle(id)} />
  );
}

/**
 * The first column of a table with a selection: a checkbox per row named after it, and one in the header
 * for the visible page, both reading the RowSelectionScope around the table. Its header is not text, so on
 * a phone the checkbox takes its own line of the card.
 */
export function selectionColumn<Row>({
  rowId,
  rowName,
  pageLabel = 'Select all rows on this page',
}: SelectionColumnOptions<Row>): ColumnDef<Row, unknown> {
  const meta: SelectionColumnOptions<Row> = { rowId, rowName, pageLabel };
  return {
    id: 'select',
    enableSorting: false,
    header: SelectionHeader as ColumnDef<Row, unknown>['header'],
    cell: SelectionCell as ColumnDef<Row, unknown>['cell'],
    meta,
  };
}
