import './menu.css';
import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import type { FoodBulkMatching, FoodCategory, FoodItem, FoodItemDeal, FoodTagCategory } from '@console/api-client';
import {
  Button,
  ExportButton,
  IconButton,
  Loader,
  Page,
  PageHeader,
  ReadFailureNotice,
  SearchInput,
  useRowSelection,
  type BulkSelection,
  type ExportButtonProps,
  type ReadFailure,
  type FieldErrorHandler,
  type VersionedSave,
} from '@console/ui';
import { CategoryDialog } from './category-dialog';
import type { CategoryValues } from './category-schema';
import { CategorySection, type CategoryItemsSlot } from './category-section';
import { FilterDialog } from './filter-dialog';
import { FoodItemDialog } from './food-item-dialog';
import { MenuBulkActions } from './menu-bulk-actions';
import type { FoodItemValues } from './food-item-schema';
import type { LinkedItem } from './use-linked-item';
import type { MenuSection } from './use-menu';

export interface MenuPageProps {
  /** 'tab' inside the admin restaurant detail (which has the page's heading). */
  placement: 'page' | 'tab';
  categories: FoodCategory[] | null;
  /** What an open category shows while browsing (the screen loads its items). */
  categoryItems: CategoryItemsSlot;
  /** Null until the categories (and, in a search, the matches) have loaded. */
  sections: MenuSection[] | null;
  loading: boolean;
  /** The categories (or, in a search, the matches) could not be loaded: said in place of the sections. */
  failure?: ReadFailure;
  tagCategories: FoodTagCategory[] | null;
  search: string;
  searching: boolean;
  onSearchChange: (text: string) => void;
  filterIds: string[];
  onFilterChange: (ids: string[]) => void;
  openIds: string[];
  onToggleOpen: (categoryId: string) => void;
  /** The item a link points at (`?item=`): its section opens and it is highlighted. */
  linkedItem?: LinkedItem | null;
  onCreateCategory: (values: CategoryValues, onFieldError?: FieldErrorHandler) => Promise<number | null>;
  /** Renames `save.base` from its version (refusals go to `save`'s handlers). */
  onRenameCategory: (values: CategoryValues, save: VersionedSave<FoodCategory>) => Promise<boolean>;
  /** Adds an item, or changes `save.base` from its version. */
  onSaveFood: (values: FoodItemValues, save: VersionedSave<FoodItem | null>) => Promise<boolean>;
  /** The Delete Confirmation of `item` (it reads the deals the delete takes the item out of); closes with `onClose`. */
  deleteFoodDialog: (item: FoodItem, onClose: () => void) => ReactNode;
  /** Export CSV of every item the search and filter select, closed sections too (not shown by the spec). */
  exportCsv: ExportButtonProps;
  /** The search and category filter the sections show, as the bulk calls take it (a selection is cleared when it changes). */
  matching: FoodBulkMatching;
  /** Delete and Move to category for the items selected in edit mode; each resolves to whether they changed. */
  onBulkDelete: (selection: BulkSelection) => Promise<boolean>;
  /** The current deals a bulk delete of the selection would change (for its confirmation); null when unread. */
  onPreviewBulkDelete: (selection: BulkSelection) => Promise<FoodItemDeal[] | null>;
  onBulkMove: (selection: BulkSelection, foodCategoryId: number) => Promise<boolean>;
}

type Popup =
  | { kind: 'filter' }
  | { kind: 'category'; category: FoodCategory | null }
  | { kind: 'item'; item: FoodItem | null; categoryId?: number }
  | { kind: 'delete'; item: FoodItem }
  | null;

/** Spec §2 Manage Your Menu: categories as collapsible sections, search, filter, edit mode and the popups. */
export function MenuPage(props: MenuPageProps) {
  const { placement, sections, loading, searching, linkedItem } = props;
  const [editing, setEditing] = useState(false);
  const editToggle = useRef<HTMLButtonElement>(null);
  const [popup, setPopup] = useState<Popup>(null);
  // A category just added from the page, scrolled to once it shows; the linked item scrolled to once.
  const [addedCategoryId, setAddedCategoryId] = useState<number | null>(null);
  const [revealedItemId, setRevealedItemId] = useState<number | null>(null);
  const close = () => setPopup(null);
  const titleId = placement === 'page' ? 'menu-title' : 'menu-tab-title';
  const filtered = props.filterIds.length > 0;
  const linkedFoodId = linkedItem?.foodId ?? null;
  const onLinkedRevealed = useCallback(() => setRevealedItemId(linkedFoodId), [linkedFoodId]);
  const onAddedRevealed = useCallback(() => setAddedCategoryId(null), []);

  // Spec §4 hides a category with zero foods while browsing; editing the menu shows it ("No items yet"),
  // so a category just added can be found and filled.
  const browsing = !editing && !searching;
  const shown = sections?.filter((section) => !browsing || !section.empty) ?? null;
  const hiddenEmpty = browsing && sections ? sections.filter((section) => section.empty).length : 0;

  // Edit mode's selection: the items the open sections show are its page; every item of the sections matches.
  const [shownIds, setShownIds] = useState<Record<number, string[]>>({});
  const onItemsShown = useCallback(
    (categoryId: number, foodIds: string[] | null) =>
      setShownIds((current) => {
        const next = { ...current };
        if (foodIds) next[categoryId] = foodIds;
        else delete next[categoryId];
        return next;
      }),
    [],
  );
  const pageIds = useMemo(() => Object.values(shownIds).flat(), [shownIds]);
  const matchingCount = sections?.reduce((sum, section) => sum + section.count, 0) ?? 0;
  const selection = useRowSelection({ pageIds, total: matchingCount, resetKey: `${editing}:${JSON.stringify(props.matching)}` });

  const createCategory = async (values: CategoryValues, onFieldError: FieldErrorHandler) => {
    const categoryId = await props.onCreateCategory(values, onFieldError);
    if (categoryId === null) return false;
    // Added from the page: edit mode shows the new, empty category where it sorts.
    setEditing(true);
    setAddedCategoryId(categoryId);
    return true;
  };

  return (
    <Page titleId={titleId}>
      <PageHeader
        title={placement === 'page' ? 'Manage Your Menu' : 'Restaurant Menu'}
        titleId={titleId}
        level={placement === 'page' ? 1 : 2}
      >
        <IconButton
          icon="filter"
          label={filtered ? `Filter by (${props.filterIds.length} chosen)` : 'Filter by'}
          variant={filtered ? 'primary' : 'default'}
          aria-haspopup="dialog"
          onClick={() => setPopup({ kind: 'filter' })}
        />
        <SearchInput label="Search menu items" value={props.search} onChange={props.onSearchChange} />
        <ExportButton {...props.exportCsv} />
        <IconButton
          ref={editToggle}
          icon={editing ? 'check' : 'pencil'}
          label={editing ? 'Done' : 'Edit menu'}
          aria-pressed={editing}
          onClick={() => setEditing((current) => !current)}
        />
        <Button aria-haspopup="dialog" onClick={() => setPopup({ kind: 'category', category: null })}>
          Add a Category
        </Button>
        <IconButton icon="plus" variant="primary" label="Add a Menu Item" onClick={() => setPopup({ kind: 'item', item: null })} />
      </PageHeader>
      {linkedItem?.missing ? (
        <p role="status" className="menu-linked-missing">
          The linked menu item is not on this menu (it may have been deleted).
        </p>
      ) : null}

      {editing && shown?.length ? (
        <MenuBulkActions
          selection={selection}
          noneShown={pageIds.length === 0}
          categories={props.categories ?? []}
          onDelete={() => props.onBulkDelete(selection.bulkSelection())}
          onPreviewDelete={() => props.onPreviewBulkDelete(selection.bulkSelection())}
          onMove={(foodCategoryId) => props.onBulkMove(selection.bulkSelection(), foodCategoryId)}
        />
      ) : null}
      <div className="menu-sections" aria-busy={loading || undefined}>
        {props.failure && !loading ? (
          <ReadFailureNotice failure={props.failure} />
        ) : shown === null ? (
          loading ? (
            <Loader />
          ) : null
        ) : shown.length === 0 ? (
          <p className="menu-empty">No Data Found</p>
        ) : (
          shown.map((section) => {
            const id = String(section.category.categoryId);
            const linkedHere = linkedItem && linkedItem.categoryId === section.category.categoryId;
            return (
              <CategorySection
                key={id}
                section={section}
                categoryItems={props.categoryItems}
                // Spec §4: a search shows every matching category expanded.
                expanded={searching || props.openIds.includes(id)}
                onToggle={() => props.onToggleOpen(id)}
                editing={editing}
                reveal={addedCategoryId === section.category.categoryId}
                onRevealed={onAddedRevealed}
                highlight={
                  linkedHere
                    ? {
                        foodId: linkedItem.foodId,
                        note: linkedItem.added ? 'New item' : 'Linked item',
                        reveal: revealedItemId !== linkedItem.foodId,
                        onRevealed: onLinkedRevealed,
                      }
                    : null
                }
                onEditCategory={() => setPopup({ kind: 'category', category: section.category })}
                onAddItem={() => setPopup({ kind: 'item', item: null, categoryId: section.category.categoryId })}
                onEditItem={(item) => setPopup({ kind: 'item', item })}
                onDeleteItem={(item) => setPopup({ kind: 'delete', item })}
                selection={editing ? selection : null}
                onItemsShown={onItemsShown}
              />
            );
          })
        )}
      </div>
      {hiddenEmpty > 0 ? (
        <p className="menu-hidden-note">
          {hiddenEmpty === 1
            ? '1 category has no items yet and is hidden. '
            : `${hiddenEmpty} categories have no items yet and are hidden. `}
          <Button
            variant="link"
            onClick={() => {
              setEditing(true);
              // This note goes with browsing: focus moves to the toggle, which now says Done.
              editToggle.current?.focus();
            }}
          >
            Show in edit mode
          </Button>
        </p>
      ) : null}

      {popup?.kind === 'filter' ? (
        <FilterDialog categories={props.categories ?? []} chosenIds={props.filterIds} onApply={props.onFilterChange} onClose={close} />
      ) : null}
      {popup?.kind === 'category' ? (
        <CategoryDialog
          category={popup.category}
          onSubmit={(values, save) => {
            const { base } = save;
            return base ? props.onRenameCategory(values, { ...save, base }) : createCategory(values, save.onFieldError);
          }}
          onClose={close}
        />
      ) : null}
      {popup?.kind === 'item' ? (
        <FoodItemDialog
          item={popup.item}
          categoryId={popup.categoryId}
          categories={props.categories}
          tagCategories={props.tagCategories}
          onSubmit={props.onSaveFood}
          onCreateCategory={props.onCreateCategory}
          onClose={close}
        />
      ) : null}
      {popup?.kind === 'delete' ? props.deleteFoodDialog(popup.item, close) : null}
    </Page>
  );
}
