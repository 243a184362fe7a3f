import { useEffect, useRef, useState } from 'react';
import { restaurantScope } from '@console/remote-contract';
import { CategoryItems } from './category-items';
import { DeleteFoodDialog } from './delete-food-dialog';
import { MenuPage } from './menu-page';
import { useLinkedItem, type LinkedItem } from './use-linked-item';
import { useMenu } from './use-menu';
import { useMenuBulk } from './use-menu-bulk';
import { useMenuChanges } from './use-menu-changes';

/**
 * /dashboard/menu for the owner, and the admin restaurant detail's Restaurant Menu tab (`restaurantId`
 * given): one screen over the owner calls or their admin twins.
 */
export function MenuScreen({ restaurantId }: { restaurantId?: number }) {
  const scope = restaurantScope(restaurantId);
  const menu = useMenu(scope);
  const changes = useMenuChanges(scope);
  const linkedItem = useLinkedItem(scope);
  // An item just added here is shown as a linked one is: its category opens and it is brought into view.
  const [addedItem, setAddedItem] = useState<LinkedItem | null>(null);
  const shownItem = addedItem ?? linkedItem;
  const bulk = useMenuBulk(scope, menu.matching);

  // A link to an item (?item=, e.g. Manage Items' pencil) or an item just added opens its category's section, once per item.
  const openedFor = useRef<number | null>(null);
  const { openSection } = menu;
  useEffect(() => {
    if (!shownItem || shownItem.categoryId === null || openedFor.current === shownItem.foodId) return;
    openedFor.current = shownItem.foodId;
    openSection(String(shownItem.categoryId));
  }, [shownItem, openSection]);

  return (
    <MenuPage
      placement={restaurantId === undefined ? 'page' : 'tab'}
      categories={menu.categories}
      categoryItems={(categoryId, label, actions) => <CategoryItems scope={scope} categoryId={categoryId} label={label} {...actions} />}
      sections={menu.sections}
      loading={menu.loading}
      failure={menu.failure}
      tagCategories={menu.tagCategories}
      search={menu.search}
      searching={menu.searching}
      onSearchChange={menu.setSearch}
      filterIds={menu.filterIds}
      onFilterChange={menu.setFilterIds}
      openIds={menu.openIds}
      onToggleOpen={menu.toggleOpen}
      linkedItem={shownItem}
      onCreateCategory={changes.createCategory}
      onRenameCategory={changes.renameCategory}
      onSaveFood={(values, save) =>
        changes.saveFood(values, menu.tagCategories ?? [], save, (foodId) =>
          setAddedItem({ foodId, categoryId: Number(values.foodCategoryId), missing: false, added: true }),
        )
      }
      deleteFoodDialog={(item, onClose) => <DeleteFoodDialog scope={scope} item={item} onDelete={changes.deleteFood} onClose={onClose} />}
      exportCsv={menu.exportCsv}
      matching={menu.matching}
      onBulkDelete={bulk.deleteMany}
      onPreviewBulkDelete={bulk.previewDelete}
      onBulkMove={bulk.moveMany}
    />
  );
}
