import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { FoodItem } from '@console/api-client';
import { Button, Icon, IconButton, SelectionCheckbox, type RowSelection } from '@console/ui';
import { categoryLabel, formatPrice, WITHOUT_CATEGORY_ID } from './menu-categories';
import { MENU_PAGE_SIZE } from './use-category-foods';
import type { MenuSection } from './use-menu';

/** The item a link pointed at (`?item=`), or one just added: highlighted, and once scrolled into view and focused. */
export interface ItemHighlight {
  foodId: number;
  /** Said beside it: 'Linked item' or 'New item'. */
  note: string;
  /** True until it has been scrolled into view once. */
  reveal: boolean;
  onRevealed: () => void;
}

export interface ItemActions {
  editing: boolean;
  onEditItem: (item: FoodItem) => void;
  onDeleteItem: (item: FoodItem) => void;
  /** Only on the linked item's own category: it loads that category's pages until the item is there. */
  highlight?: ItemHighlight | null;
  /** Edit mode: items picked for Delete or Move on many at once, each with its checkbox. */
  selection?: RowSelection | null;
  /** Told which items a category shows (null once it shows none), so the page knows what 'all shown' is. */
  onItemsShown?: (categoryId: number, foodIds: string[] | null) => void;
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
  /** Adds a menu item to this category (offered while it has none). */
  onAddItem: () => void;
  /** Scrolls the section into view (a category just added); onRevealed then says it is done. */
  reveal?: boolean;
  onRevealed?: () => void;
}

/** Spec §2/§4: one category as a collapsible section with its count; its items load when first opened. */
export function CategorySection({
  section,
  categoryItems,
  expanded,
  onToggle,
  onEditCategory,
  onAddItem,
  reveal,
  onRevealed,
  ...actions
}: CategorySectionProps) {
  const { category, count, matches } = section;
  const label = categoryLabel(category);
  const bodyId = `menu-category-${category.categoryId}`;
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!reveal || !ref.current) return;
    ref.current.scrollIntoView?.({ block: 'nearest' });
    onRevealed?.();
  }, [reveal, onRevealed]);

  if (section.empty) {
    // Nothing to expand: a category with no items yet says so (shown in edit mode only, spec §4).
    return (
      <section ref={ref} className="menu-category menu-category--empty" aria-labelledby={`${bodyId}-name`}>
        <div className="menu-category__row">
          <h2 className="menu-category__heading">
            <span id={`${bodyId}-name`} className="menu-category__name">
              {label}
            </span>
            <span className="menu-category__none">No items yet</span>
          </h2>
          <Button variant="link" onClick={onAddItem} aria-label={`Add an item to ${label}`}>
            Add an item
          </Button>
          {actions.editing && category.categoryId !== WITHOUT_CATEGORY_ID ? (
            <IconButton icon="pencil" label={`Edit category ${label}`} onClick={onEditCategory} />
          ) : null}
        </div>
      </section>
    );
  }

  return (
    // Named by its toggle alone (name and count), not by the edit pencil beside it.
    <section ref={ref} className="menu-category" aria-labelledby={`${bodyId}-toggle`}>
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
          {matches ? (
            <FoundItems categoryId={category.categoryId} label={label} items={matches} {...actions} />
          ) : (
            categoryItems(category.categoryId, label, actions)
          )}
        </div>
      ) : null}
    </section>
  );
}

/** Searching: every match came at once; the section still shows 10 more at a time, so a broad search stays light. */
function FoundItems({ categoryId, label, items, ...actions }: { categoryId: number; label: string; items: FoodItem[] } & ItemActions) {
  const [pageEnd, setPageEnd] = useState(MENU_PAGE_SIZE);
  // A linked item further down is shown with the ones before it.
  const linkedAt = actions.highlight ? items.findIndex((item) => item.foodId === actions.highlight?.foodId) + 1 : 0;
  const shown = Math.max(pageEnd, Math.ceil(linkedAt / MENU_PAGE_SIZE) * MENU_PAGE_SIZE);
  return (
    <ItemList categoryId={categoryId} label={label} items={items.slice(0, shown)} {...actions}>
      {items.length > shown ? (
        <Button variant="link" onClick={() => setPageEnd(shown + MENU_PAGE_SIZE)}>
          Load More
        </Button>
      ) : null}
    </ItemList>
  );
}

export function ItemList({
  categoryId,
  label,
  items,
  editing,
  onEditItem,
  onDeleteItem,
  highlight,
  selection,
  onItemsShown,
  children,
}: { categoryId: number; label: string; items: FoodItem[]; children?: ReactNode } & ItemActions) {
  const shownKey = items.map((item) => item.foodId).join();
  useEffect(() => {
    if (!onItemsShown) return;
    onItemsShown(categoryId, shownKey ? shownKey.split(',') : []);
    return () => onItemsShown(categoryId, null);
  }, [onItemsShown, categoryId, shownKey]);
  return (
    <>
      <ul className="menu-items" aria-label={`${label} items`}>
        {items.map((item) => (
          <MenuItemRow key={item.foodId} highlight={highlight?.foodId === item.foodId ? highlight : null}>
            {selection ? (
              <span className="menu-item__select">
                <SelectionCheckbox
                  label={`Select ${item.foodItemName}`}
                  checked={selection.isSelected(String(item.foodId))}
                  onChange={() => selection.toggle(String(item.foodId))}
                />
              </span>
            ) : null}
            {item.FoodItemImageUrl ? <img src={item.FoodItemImageUrl} alt="" loading="lazy" className="menu-item__image" /> : null}
            <span className="menu-item__name">{item.foodItemName}</span>
            {highlight?.foodId === item.foodId ? <span className="menu-item__linked">{highlight.note}</span> : null}
            <span className="menu-item__price">{formatPrice(item.price)}</span>
            {editing ? (
              <span className="menu-item__actions">
                <IconButton icon="trash" label={`Delete ${item.foodItemName}`} onClick={() => onDeleteItem(item)} />
                <IconButton icon="pencil" label={`Edit ${item.foodItemName}`} onClick={() => onEditItem(item)} />
              </span>
            ) : null}
          </MenuItemRow>
        ))}
      </ul>
      {children}
    </>
  );
}

/** One item; the linked one is marked (aria-current) and, the first time it shows, scrolled to and focused. */
function MenuItemRow({ highlight, children }: { highlight: ItemHighlight | null; children: ReactNode }) {
  const ref = useRef<HTMLLIElement>(null);
  const reveal = highlight?.reveal ?? false;
  const onRevealed = highlight?.onRevealed;
  useEffect(() => {
    const row = ref.current;
    if (!reveal || !row) return;
    row.scrollIntoView?.({ block: 'center' });
    // Focus follows, so a screen reader reads the item the link was about.
    row.focus({ preventScroll: true });
    onRevealed?.();
  }, [reveal, onRevealed]);
  return (
    <li
      ref={ref}
      className={highlight ? 'menu-item menu-item--linked' : 'menu-item'}
      aria-current={highlight ? 'true' : undefined}
      tabIndex={highlight ? -1 : undefined}
    >
      {children}
    </li>
  );
}
