import { useId, useState } from 'react';
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

/**
 * Spec §2: the 'Filter by' popup (Cuisine checkboxes, Clear Filter and Filter). The spec's words stay; a
 * line under them says the checkboxes are this menu's own categories, not the restaurant's cuisine.
 */
export function FilterDialog({ categories, chosenIds, onApply, onClose }: FilterDialogProps) {
  const id = useId();
  const [chosen, setChosen] = useState(chosenIds);
  const toggle = (categoryId: string) =>
    setChosen((current) => (current.includes(categoryId) ? current.filter((kept) => kept !== categoryId) : [...current, categoryId]));
  return (
    <FormDialog title="Filter by" onClose={onClose}>
      <fieldset className="menu-filter" aria-describedby={`${id}-about`}>
        <legend className="ui-field__label">Cuisine</legend>
        <p id={`${id}-about`} className="menu-filter__about">
          This menu&apos;s categories: check the ones to show.
        </p>
        {categories.length === 0 ? (
          <p>No Category Found</p>
        ) : (
          sortMenuCategories(categories).map((category) => {
            const emptyId = `${id}-empty-${category.categoryId}`;
            const empty = category.foodCount === 0;
            return (
              <div key={category.categoryId} className="menu-filter__option">
                <label className="menu-filter__label">
                  <input
                    type="checkbox"
                    checked={chosen.includes(String(category.categoryId))}
                    onChange={() => toggle(String(category.categoryId))}
                    aria-describedby={empty ? emptyId : undefined}
                  />
                  {categoryLabel(category)}
                </label>
                {/* Edit mode's words for it: a category with none shows only there (spec §4). */}
                {empty ? (
                  <span id={emptyId} className="menu-filter__empty">
                    No items yet
                  </span>
                ) : null}
              </div>
            );
          })
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
