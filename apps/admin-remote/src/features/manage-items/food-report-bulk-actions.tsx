import { useState } from 'react';
import { BulkActionBar, BulkConfirmDialog, Button, countOf, type RowSelection } from '@console/ui';

export interface FoodReportBulkActionsProps {
  selection: RowSelection;
  /** Each resolves to whether the decision went through for every selected item. */
  onIgnore: () => Promise<boolean>;
  onRemove: () => Promise<boolean>;
}

/** 'N selected' over the reported items, with Ignore and Remove Items for every selected one, confirmed with the count. */
export function FoodReportBulkActions({ selection, onIgnore, onRemove }: FoodReportBulkActionsProps) {
  const [asking, setAsking] = useState<'ignore' | 'remove' | null>(null);
  const items = countOf(selection.count, 'item', 'items');
  const close = () => setAsking(null);
  // The selection goes once the decision is made; after a failure it stays, to try again or review.
  const done = (changed: boolean) => changed && selection.clear();
  return (
    <>
      <BulkActionBar selection={selection} noun={['item', 'items']}>
        <Button onClick={() => setAsking('ignore')}>Ignore</Button>
        <Button variant="danger-outline" onClick={() => setAsking('remove')}>
          Remove Items
        </Button>
      </BulkActionBar>
      {asking === 'ignore' ? (
        <BulkConfirmDialog
          title="Ignore Confirmation"
          question={`Are you sure you want to Ignore the reports of ${items}?`}
          confirmLabel="Yes, ignore!"
          onConfirm={() => onIgnore().then(done)}
          onClose={close}
        />
      ) : null}
      {asking === 'remove' ? (
        <BulkConfirmDialog
          title="Remove Item Confirmation"
          question={`Are you sure you want to Remove ${items}?`}
          confirmLabel={selection.count === 1 ? 'Yes, remove item!' : 'Yes, remove items!'}
          destructive
          onConfirm={() => onRemove().then(done)}
          onClose={close}
        />
      ) : null}
    </>
  );
}
