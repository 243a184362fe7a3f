import { useState } from 'react';
import type { AccountStatus } from '@console/api-client';
import { BulkActionBar, BulkConfirmDialog, Button, countOf, type RowSelection } from '@console/ui';

export interface RestaurantBulkActionsProps {
  selection: RowSelection;
  /** Changes every selected restaurant's access; resolves to whether it did. */
  onChangeStatus: (status: AccountStatus) => Promise<boolean>;
}

const WORDS: Record<AccountStatus, { verb: string; title: string; confirm: string }> = {
  Approved: { verb: 'Approve', title: 'Approve Access Confirmation', confirm: 'Yes, approve access!' },
  Suspended: { verb: 'Suspend', title: 'Remove Access Confirmation', confirm: 'Yes, remove access!' },
};

/** 'N selected' over the restaurants table, with Approve and Suspend for every selected restaurant, each confirmed with the count. */
export function RestaurantBulkActions({ selection, onChangeStatus }: RestaurantBulkActionsProps) {
  const [asking, setAsking] = useState<AccountStatus | null>(null);
  const words = asking ? WORDS[asking] : null;
  return (
    <>
      <BulkActionBar selection={selection} noun={['restaurant', 'restaurants']}>
        <Button onClick={() => setAsking('Approved')}>Approve</Button>
        <Button onClick={() => setAsking('Suspended')}>Suspend</Button>
      </BulkActionBar>
      {asking && words ? (
        <BulkConfirmDialog
          title={words.title}
          question={`${words.verb} ${countOf(selection.count, 'restaurant', 'restaurants')}?`}
          confirmLabel={words.confirm}
          destructive={asking === 'Suspended'}
          // The selection goes once the change is made; after a failure it stays, to try again or review.
          onConfirm={() => onChangeStatus(asking).then((changed) => changed && selection.clear())}
          onClose={() => setAsking(null)}
        />
      ) : null}
    </>
  );
}
