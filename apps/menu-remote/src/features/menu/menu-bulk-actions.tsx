import './menu-bulk.css';
import { useRef, useState } from 'react';
import type { FoodCategory, FoodItemDeal } from '@console/api-client';
import { BulkActionBar, BulkConfirmDialog, Button, countOf, SelectionCheckbox, type RowSelection } from '@console/ui';
import { dealsMessage } from './deal-words';
import { MoveItemsDialog } from './move-items-dialog';

export interface MenuBulkActionsProps {
  selection: RowSelection;
  /** No item is shown (every section closed): nothing for the checkbox to select. */
  noneShown: boolean;
  categories: FoodCategory[];
  /** Each resolves to whether every selected item changed. */
  onDelete: () => Promise<boolean>;
  /** The current deals the delete would change, read as its confirmation opens; null when that failed. */
  onPreviewDelete: () => Promise<FoodItemDeal[] | null>;
  onMove: (foodCategoryId: number) => Promise<boolean>;
}

/**
 * Edit mode, over the categories: a checkbox for the items shown, 'N selected' (then 'Select all N
 * matching' for the items of the closed sections and later pages), Delete and Move to category.
 */
export function MenuBulkActions({ selection, noneShown, categories, onDelete, onPreviewDelete, onMove }: MenuBulkActionsProps) {
  const [asking, setAsking] = useState<'delete' | 'move' | null>(null);
  // The deals of the delete asked about: undefined while read, null when that failed.
  const [deals, setDeals] = useState<FoodItemDeal[] | null | undefined>(undefined);
  const items = countOf(selection.count, 'food item', 'food items');
  const close = () => setAsking(null);
  // Only the latest question's answer counts (a confirmation closed and opened again asks again).
  const asked = useRef(0);
  const askDelete = () => {
    const question = ++asked.current;
    setDeals(undefined);
    setAsking('delete');
    void onPreviewDelete().then((read) => {
      if (asked.current === question) setDeals(read);
    });
  };
  const dealsText =
    deals === undefined
      ? 'Checking their deals…'
      : deals === null
        ? 'Their deals could not be checked.'
        : dealsMessage(deals, selection.count === 1 ? 'It' : 'They');
  return (
    <div className="menu-bulk">
      <label className="menu-bulk__all">
        <SelectionCheckbox
          label="Select all items shown"
          checked={selection.pageState === 'all'}
          indeterminate={selection.pageState === 'some'}
          onChange={selection.togglePage}
          disabled={noneShown}
        />
        <span>Select all items shown</span>
      </label>
      <BulkActionBar selection={selection} noun={['food item', 'food items']}>
        <Button onClick={askDelete}>Delete</Button>
        <Button aria-haspopup="dialog" onClick={() => setAsking('move')}>
          Move to category…
        </Button>
      </BulkActionBar>
      {asking === 'delete' ? (
        <BulkConfirmDialog
          title="Delete Confirmation"
          question={`Are you sure you want to Delete ${items}?`}
          details={<p aria-live="polite">{dealsText}</p>}
          busy={deals === undefined}
          confirmLabel="Yes, Delete!"
          destructive
          // A delete popup closes whatever the outcome (spec §4); the selection stays after a failure.
          onConfirm={() => onDelete().then((changed) => changed && selection.clear())}
          onClose={close}
        />
      ) : null}
      {asking === 'move' ? (
        <MoveItemsDialog
          itemsLabel={items}
          categories={categories}
          onMove={async (foodCategoryId) => {
            const moved = await onMove(foodCategoryId);
            if (moved) selection.clear();
            return moved;
          }}
          onClose={close}
        />
      ) : null}
    </div>
  );
}
