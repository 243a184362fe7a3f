import '../ui.css';
import './data-table.css';
import type { ComponentPropsWithRef, KeyboardEvent, MouseEvent, ReactNode } from 'react';

/*
 * The pieces DataTable is built from, for a screen that draws its own rows (a windowed list, a plain
 * report table) yet must look and behave like every other table.
 */

/** The bordered box around a table that scrolls sideways on a narrow screen; a `className` adds layout. */
export function TableFrame({ className, ...rest }: ComponentPropsWithRef<'div'>) {
  return <div {...rest} className={className ? `ui-table-wrapper ${className}` : 'ui-table-wrapper'} />;
}

/** The table element itself; name it with `aria-label`. */
export function Table({ className, ...rest }: ComponentPropsWithRef<'table'>) {
  return <table {...rest} className={className ? `ui-table ${className}` : 'ui-table'} />;
}

/** One row across every column holding a message in place of rows, such as 'No Data Found'. */
export function TableMessageRow({ colSpan, children }: { colSpan: number; children: ReactNode }) {
  return (
    <tr role="row">
      <td role="cell" colSpan={colSpan} className="ui-table__empty">
        {children}
      </td>
    </tr>
  );
}

export interface ClickableRowProps extends Omit<ComponentPropsWithRef<'tr'>, 'onClick' | 'onKeyDown'> {
  /** A click on the row or Enter on it; clicks on the buttons, links and fields inside stay theirs. */
  onActivate: () => void;
}

/** A row that opens something: reachable with Tab, activated by a click or Enter. */
export function ClickableRow({ onActivate, className, ...rest }: ClickableRowProps) {
  const fromControl = (event: MouseEvent | KeyboardEvent) =>
    (event.target as HTMLElement).closest('button, a, input, select, textarea, label') !== null;
  return (
    <tr
      tabIndex={0}
      {...rest}
      className={className ? `ui-table__row--clickable ${className}` : 'ui-table__row--clickable'}
      onClick={(event) => {
        if (!fromControl(event)) onActivate();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter' && !fromControl(event)) onActivate();
      }}
    />
  );
}
