import { useState } from 'react';
import type { FoodCategory } from '@console/api-client';
import { Button, FormDialog, FormDialogActions } from '@console/ui';
import { categoryLabel, sortMenuCategories } from './menu-categories';

export interface FilterDialogProps {
  categories: FoodCategory[];
  /** The category ids shown now (none: every category). */
  chosenIds: string[];
  onApply: (ids: string[]) => void;
  onClose: () => void;
}

/** Spec §2: the 'Filter by' popup (Cuisine checkboxes, Clear Filter and Filter). */
export function FilterDialog({ categories, chosenIds, onApply, onClose }: FilterDialogProps) {
  const [chosen, setChosen] = useState(chosenIds);
  const toggle = (id: string) => setChosen((current) => (current.includes(id) ? current.filter((kept) => kept !== id) : [...current, id]));
  return (
    <FormDialog title="Filter by" onClose={onClose}>
      <fieldset className="menu-filter">
        <legend className="ui-field__label">Cuisine</legend>
        {categories.length === 0 ? (
          <p>No Category Found</p>
        ) : (
          sortMenuCategories(categories).map((category) => (
            <label key={category.categoryId} className="menu-filter__option">
              <input
                type="checkbox"
                checked={chosen.includes(String(category.categoryId))}
                onChange={() => toggle(String(category.categoryId))}
              />
              {categoryLabel(category)}
            </label>
          ))
        )}
      </fieldset>
      <FormDialogActions>
        <Button
          onClick={() => {
            onApply([]);
            onClose();
          }}
        >
          Clear Filter
        </Button>
        <Button
          variant="primary"
          onClick={() => {
            onApply(chosen);
            onClose();
          }}
        >
          Filter
        </Button>
      </FormDialogActions>
    </FormDialog>
  );
}
