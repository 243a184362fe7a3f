import './deal-bulk.css';
import { useState } from 'react';
import { BulkActionBar, BulkConfirmDialog, Button, countOf, SelectionCheckbox, type RowSelection } from '@console/ui';

export interface DealBulkActionsProps {
  selection: RowSelection;
  /** Activates or deactivates every selected deal; resolves to whether they changed. */
  onSetActive: (isActive: boolean) => Promise<boolean>;
}

/**
 * Over the current deals: a checkbox for all of them, 'N selected', and Activate or Deactivate for every
 * selected deal, confirmed with the count. Expired deals are read-only (spec §4) and are never selected.
 */
export function DealBulkActions({ selection, onSetActive }: DealBulkActionsProps) {
  const [asking, setAsking] = useState<boolean | null>(null);
  const verb = asking ? 'Activate' : 'Deactivate';
  return (
    <div className="deals-bulk">
      <label className="deals-bulk__all">
        <SelectionCheckbox
          label="Select all current deals"
          checked={selection.pageState === 'all'}
          indeterminate={selection.pageState === 'some'}
          onChange={selection.togglePage}
        />
        <span aria-hidden="true">Select all</span>
      </label>
      <BulkActionBar selection={selection} noun={['deal', 'deals']}>
        <Button onClick={() => setAsking(true)}>Activate</Button>
        <Button onClick={() => setAsking(false)}>Deactivate</Button>
      </BulkActionBar>
      {asking !== null ? (
        <BulkConfirmDialog
          title={`${verb} Deals`}
          question={`${verb} ${countOf(selection.count, 'deal', 'deals')}?`}
          confirmLabel={`Yes, ${verb.toLowerCase()}!`}
          // The selection goes once the change is made; after a failure it stays, to try again or review.
          onConfirm={() => onSetActive(asking).then((changed) => changed && selection.clear())}
          onClose={() => setAsking(null)}
        />
      ) : null}
    </div>
  );
}
