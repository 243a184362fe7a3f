import { useState, type ReactNode } from 'react';
import type { FoodItem } from '@console/api-client';
import { Button, Icon, IconButton } from '@console/ui';
import { categoryLabel, formatPrice, WITHOUT_CATEGORY_ID } from './menu-categories';
import { MENU_PAGE_SIZE } from './use-category-foods';
import type { MenuSection } from './use-menu';

export interface ItemActions {
  editing: boolean;
  onEditItem: (item: FoodItem) => void;
  onDeleteItem: (item: FoodItem) => void;
}

/** Browsing: a category's items as the screen loads them (a page at a time, when the section first opens). */
export type CategoryItemsSlot = (categoryId: number, label: string, actions: ItemActions) => ReactNode;

export interface CategorySectionProps extends ItemActions {
  section: MenuSection;
  categoryItems: CategoryItemsSlot;
  expanded: boolean;
  onToggle: () => void;
  /** Edit mode's pencil on the category (never on Without Category). */
  onEditCategory: () => void;
}

/** Spec §2/§4: one category as a collapsible section with its count; its items load when first opened. */
export function CategorySection({ section, categoryItems, expanded, onToggle, onEditCategory, ...actions }: CategorySectionProps) {
  const { category, count, matches } = section;
  const label = categoryLabel(category);
  const bodyId = `menu-category-${category.categoryId}`;
  return (
    // Named by its toggle alone (name and count), not by the edit pencil beside it.
    <section className="menu-category" aria-labelledby={`${bodyId}-toggle`}>
      <h2 className="menu-category__heading">
        <button
          id={`${bodyId}-toggle`}
          type="button"
          className="menu-category__toggle"
          aria-expanded={expanded}
          aria-controls={bodyId}
          onClick={onToggle}
        >
          <span className={expanded ? 'menu-category__chevron menu-category__chevron--open' : 'menu-category__chevron'}>
            <Icon name="chevron" size={16} />
          </span>
          {label}
          <span className="menu-category__count" aria-label={`${count} items`}>
            {count}
          </span>
        </button>
        {actions.editing && category.categoryId !== WITHOUT_CATEGORY_ID ? (
          <IconButton icon="pencil" label={`Edit category ${label}`} onClick={onEditCategory} />
        ) : null}
      </h2>
      {expanded ? (
        <div id={bodyId} className="menu-category__body">
          {matches ? <FoundItems label={label} items={matches} {...actions} /> : categoryItems(category.categoryId, label, actions)}
        </div>
      ) : null}
    </section>
  );
}

/** Searching: every match came at once; the section still shows 10 more at a time, so a broad search stays light. */
function FoundItems({ label, items, ...actions }: { label: string; items: FoodItem[] } & ItemActions) {
  const [shown, setShown] = useState(MENU_PAGE_SIZE);
  return (
    <ItemList label={label} items={items.slice(0, shown)} {...actions}>
      {items.length > shown ? (
        <Button variant="link" onClick={() => setShown((current) => current + MENU_PAGE_SIZE)}>
          Load More
        </Button>
      ) : null}
    </ItemList>
  );
}

export function ItemList({
  label,
  items,
  editing,
  onEditItem,
  onDeleteItem,
  children,
}: { label: string; items: FoodItem[]; children?: ReactNode } & ItemActions) {
  return (
    <>
      <ul className="menu-items" aria-label={`${label} items`}>
        {items.map((item) => (
          <li key={item.foodId} className="menu-item">
            {item.FoodItemImageUrl ? <img src={item.FoodItemImageUrl} alt="" loading="lazy" className="menu-item__image" /> : null}
            <span className="menu-item__name">{item.foodItemName}</span>
            <span className="menu-item__price">{formatPrice(item.price)}</span>
            {editing ? (
              <span className="menu-item__actions">
                <IconButton icon="trash" label={`Delete ${item.foodItemName}`} onClick={() => onDeleteItem(item)} />
                <IconButton icon="pencil" label={`Edit ${item.foodItemName}`} onClick={() => onEditItem(item)} />
              </span>
            ) : null}
          </li>
        ))}
      </ul>
      {children}
    </>
  );
}
