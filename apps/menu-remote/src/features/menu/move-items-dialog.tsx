import { useId, useState } from 'react';
import type { FoodCategory } from '@console/api-client';
import { Button, FormDialog, FormDialogActions } from '@console/ui';
import { categoryLabel, sortMenuCategories, WITHOUT_CATEGORY_ID } from './menu-categories';

export interface MoveItemsDialogProps {
  /** What is moved, with its count: '12 food items'. */
  itemsLabel: string;
  categories: FoodCategory[];
  /** Resolves to whether the items moved; the popup stays open when they did not (spec §4). */
  onMove: (foodCategoryId: number) => Promise<boolean>;
  onClose: () => void;
}

/** Move to category: one of the menu's categories for every selected item (Without Category is no category to move to). */
export function MoveItemsDialog({ itemsLabel, categories, onMove, onClose }: MoveItemsDialogProps) {
  const id = useId();
  const choices = sortMenuCategories(categories).filter((category) => category.categoryId !== WITHOUT_CATEGORY_ID);
  const [chosen, setChosen] = useState('');
  const [busy, setBusy] = useState(false);
  const move = async () => {
    setBusy(true);
    const moved = await onMove(Number(chosen));
    if (moved) onClose();
    else setBusy(false);
  };
  return (
    <FormDialog title="Move to Category" onClose={onClose}>
      <p>{`Move ${itemsLabel} to:`}</p>
      <div className="ui-field">
        <label htmlFor={`${id}-category`} className="ui-field__label">
          Category
        </label>
        <select id={`${id}-category`} className="ui-field__input" value={chosen} onChange={(event) => setChosen(event.target.value)}>
          <option value="">Choose a category</option>
          {choices.map((category) => (
            <option key={category.categoryId} value={category.categoryId}>
              {categoryLabel(category)}
            </option>
          ))}
        </select>
      </div>
      <FormDialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="primary" disabled={!chosen} busy={busy} busyLabel="Moving..." onClick={() => void move()}>
          Move
        </Button>
      </FormDialogActions>
    </FormDialog>
  );
}
