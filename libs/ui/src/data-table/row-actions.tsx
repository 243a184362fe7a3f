import '../ui.css';
import './data-table.css';
import type { ReactNode } from 'react';

/** The buttons in a table row's actions cell, side by side. */
export function RowActions({ children }: { children: ReactNode }) {
  return <div className="ui-row-actions">{children}</div>;
}
