import { useState } from 'react';
import { useField, useFormikContext } from 'formik';
import type { FoodTagCategory, FoodTagCategoryItem } from '@console/api-client';
import { Button, IconButton, Loader } from '@console/ui';

export interface TagPickerProps {
  tagCategories: FoodTagCategory[] | null;
}

/**
 * Spec §2/§9: the tags grouped by food tag category, two categories a row, each with the attributes
 * written in by hand for it (the item's extraAttributes beside the chosen labels). The groups scroll in
 * a box of their own, each saying how many of its tags are chosen, so the long list does not push the
 * rest of the form away.
 */
export function TagPicker({ tagCategories }: TagPickerProps) {
  const [tags, tagsMeta, tagsHelpers] = useField<string[]>('tags');
  // A retired tag is offered no more; the item that had it when the form opened still shows it (and may drop it).
  const { initialValues } = useFormikContext<{ tags: string[] }>();
  const error = tagsMeta.touched && typeof tagsMeta.error === 'string' ? tagsMeta.error : null;
  if (!tagCategories) return <Loader />;
  const shown = (tag: FoodTagCategoryItem) => !tag.retired || initialValues.tags.includes(tag.foodTagCategoryItemName);

  const toggle = (label: string) => {
    void tagsHelpers.setTouched(true, false);
    void tagsHelpers.setValue(tags.value.includes(label) ? tags.value.filter((kept) => kept !== label) : [...tags.value, label]);
  };

  return (
    <fieldset className="menu-tags" aria-describedby={error ? 'menu-tags-error' : undefined}>
      <legend className="ui-field__label">Tags</legend>
      <div className="menu-tags__grid">
        {tagCategories.map((category) => (
          <fieldset key={category.foodTagCategoryName} className="menu-tags__category">
            <legend>
              {category.foodTagCategoryName}
              <ChosenCount category={category} chosen={tags.value} />
            </legend>
            {category.foodTagCategoryItems.filter(shown).map(({ foodTagCategoryItemName: label, retired }) => (
              <label key={label} className="menu-tags__tag">
                <input type="checkbox" checked={tags.value.includes(label)} onChange={() => toggle(label)} />
                {label}
                {retired ? <span className="menu-tags__retired"> (retired)</span> : null}
              </label>
            ))}
            <AttributeInput categoryName={category.foodTagCategoryName} />
          </fieldset>
        ))}
      </div>
      {error ? (
        <p id="menu-tags-error" className="ui-field__error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** How many of a group's tags are chosen: a chosen one may be scrolled out of sight. */
function ChosenCount({ category, chosen }: { category: FoodTagCategory; chosen: string[] }) {
  const count = category.foodTagCategoryItems.filter((tag) => chosen.includes(tag.foodTagCategoryItemName)).length;
  return count > 0 ? <span className="menu-tags__chosen">{` (${count} chosen)`}</span> : null;
}

/** Extra attributes of one tag category ('Extra hot' under Spice Level), added one at a time. */
function AttributeInput({ categoryName }: { categoryName: string }) {
  const [attributes, , helpers] = useField<Record<string, string[]>>('attributes');
  const [text, setText] = useState('');
  const own = attributes.value[categoryName] ?? [];
  const set = (next: string[]) => void helpers.setValue({ ...attributes.value, [categoryName]: next });
  const add = () => {
    const attribute = text.trim();
    if (attribute && !own.includes(attribute)) set([...own, attribute]);
    setText('');
  };
  return (
    <div className="menu-tags__attributes">
      {own.length > 0 ? (
        <ul className="menu-tags__chips" aria-label={`${categoryName} attributes`}>
          {own.map((attribute) => (
            <li key={attribute} className="menu-tags__chip">
              {attribute}
              <IconButton
                icon="close"
                iconSize={12}
                label={`Remove ${attribute}`}
                onClick={() => set(own.filter((kept) => kept !== attribute))}
              />
            </li>
          ))}
        </ul>
      ) : null}
      <div className="menu-tags__add">
        <input
          className="ui-field__input"
          aria-label={`Other ${categoryName}`}
          placeholder="Other..."
          maxLength={100}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            // Enter adds the attribute instead of submitting the item.
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
        />
        <Button onClick={add} disabled={!text.trim()}>
          Add
        </Button>
      </div>
    </div>
  );
}
