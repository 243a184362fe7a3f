import '../ui.css';
import './row-selection.css';
import type { ReactNode } from 'react';
import { Button } from '../button/button';
import { countOf, type RowSelection } from './use-row-selection';

export interface BulkActionBarProps {
  selection: RowSelection;
  /** The rows' name, one and many: 'restaurant', 'restaurants'. */
  noun: [singular: string, plural: string];
  /** The screen's actions on the selection (buttons), shown while something is selected. */
  children: ReactNode;
  /** Names the toolbar; by default 'Selected {plural}'. */
  label?: string;
}

/**
 * Above a table with a selection: 'N selected', the screen's actions, and 'Select all N matching' once
 * the whole page is selected and more rows match, or 'Clear selection'. The count is a live region,
 * there before anything is selected, so a screen reader hears each change.
 */
export function BulkActionBar({ selection, noun, children, label }: BulkActionBarProps) {
  const [singular, plural] = noun;
  const { count, total } = selection;
  const some = count > 0;
  return (
    <div className="ui-bulk-bar" data-active={some || undefined}>
      <p role="status" className="ui-bulk-bar__count">
        {some
          ? selection.allMatching && count > 1
            ? `All ${countOf(count, singular, plural)} selected`
            : `${count.toLocaleString('en-US')} selected`
          : ''}
      </p>
      {some ? (
        <div role="toolbar" aria-label={label ?? `Selected ${plural}`} className="ui-bulk-bar__toolbar">
          <div className="ui-bulk-bar__actions">{children}</div>
          {selection.canSelectAllMatching ? (
            <Button variant="link" onClick={selection.selectAllMatching}>
              {`Select all ${countOf(total, singular, plural)} matching`}
            </Button>
          ) : null}
          <Button variant="link" onClick={selection.clear}>
            Clear selection
          </Button>
        </div>
      ) : null}
    </div>
  );
}
