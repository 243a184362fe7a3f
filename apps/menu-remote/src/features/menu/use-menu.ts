import { useMemo } from 'react';
import { adminExportFoods, exportFoods, useCsvExport, WHOLE_LIST } from '@console/api-client';
import {
  keepPreviousData,
  useAdminGetFoodCategories,
  useAdminGetFoods,
  useAdminGetFoodTagCategories,
  useGetFoodCategories,
  useGetFoods,
  useGetFoodTagCategories,
  type FoodBulkMatching,
  type FoodCategory,
  type FoodItem,
  readFailureOf,
} from '@console/api-client/queries';
import { isAdminScope, type RestaurantScope } from '@console/remote-contract';
import { useListState, useUrlSet } from '@console/ui';
import { MENU_TAG_PARAMS } from './menu-first-reads';
import { sortMenuCategories, WITHOUT_CATEGORY_ID } from './menu-categories';

/** A category as the menu shows it: its count, and in a search the items that matched in it. */
export interface MenuSection {
  category: FoodCategory;
  count: number;
  /** No items yet: hidden while browsing (spec §4), shown in edit mode. */
  empty?: boolean;
  /** In a search: the matching items (all of them, already loaded); otherwise they load on expand. */
  matches?: FoodItem[];
}

const categoryIdOf = (item: FoodItem) => item.foodCategory?.categoryId ?? WITHOUT_CATEGORY_ID;

/**
 * The Manage Your Menu screen's data (spec §2, §4): the restaurant's categories (whole list, counts), the
 * URL's search, filter and open sections, and in a search every matching item at once, grouped.
 */
export function useMenu(scope: RestaurantScope) {
  const admin = isAdminScope(scope);
  const restaurantId = scope.restaurantId ?? 0;
  const { search, keywords, setSearch } = useListState();
  const filter = useUrlSet('categories');
  const open = useUrlSet('open', { replace: true });

  const categoryOptions = (enabled: boolean) => ({ query: { enabled, meta: { failure: 'Failed to get Categories' } } });
  const ownCategories = useGetFoodCategories(WHOLE_LIST, categoryOptions(!admin));
  const anyCategories = useAdminGetFoodCategories(restaurantId, WHOLE_LIST, categoryOptions(admin));
  const categories = admin ? anyCategories : ownCategories;

  const filterIds = filter.ids.map(Number);
  // What the sections show, as the bulk calls select it: the search (when there is one) and the category filter.
  const matching: FoodBulkMatching = {
    ...(keywords ? { keywords } : {}),
    ...(filterIds.length ? { food_category_ids: filterIds } : {}),
  };
  // What the sections select: the search and the category filter; the export takes the same, every item.
  const selected = { keywords: keywords || undefined, food_category_ids: filterIds.length ? filterIds : undefined };
  const searchParams = { ...WHOLE_LIST, ...selected };
  const searchOptions = (enabled: boolean) => ({
    query: { enabled: enabled && Boolean(keywords), placeholderData: keepPreviousData, meta: { failure: 'Failed to get Menu Items' } },
  });
  const ownSearch = useGetFoods(searchParams, searchOptions(!admin));
  const anySearch = useAdminGetFoods(restaurantId, searchParams, searchOptions(admin));
  const found = admin ? anySearch : ownSearch;
  const exportCsv = useCsvExport(
    (options) => (admin ? adminExportFoods(restaurantId, selected, options) : exportFoods(selected, options)),
    { failure: 'Failed to export Menu Items', fileWords: 'menu-items' },
  );

  const tagOptions = { query: { meta: { failure: 'Failed to get Food Tag Categories' }, staleTime: 5 * 60_000 } };
  // With the retired tags: the form offers them no more, but shows one on an item that has it (tag-picker.tsx).
  const ownTags = useGetFoodTagCategories(MENU_TAG_PARAMS, { query: { ...tagOptions.query, enabled: !admin } });
  const anyTags = useAdminGetFoodTagCategories(MENU_TAG_PARAMS, { query: { ...tagOptions.query, enabled: admin } });
  const tagCategories = (admin ? anyTags : ownTags).data?.foodTagCategories ?? null;

  const allCategories = categories.data?.categories;
  const sections = useMemo<MenuSection[] | null>(() => {
    if (!allCategories) return null;
    const chosen = filter.ids.length ? allCategories.filter((category) => filter.ids.includes(String(category.categoryId))) : allCategories;
    const sorted = sortMenuCategories(chosen);
    if (!keywords) {
      // Empty ones too: the page hides them while browsing (spec §4) and shows them in edit mode.
      return sorted.map((category) => ({ category, count: category.foodCount ?? 0, empty: category.foodCount === 0 }));
    }
    if (!found.data) return null;
    const byCategory = new Map<number, FoodItem[]>();
    for (const item of found.data.foods) byCategory.set(categoryIdOf(item), [...(byCategory.get(categoryIdOf(item)) ?? []), item]);
    return sorted
      .filter((category) => byCategory.has(category.categoryId))
      .map((category) => ({
        category,
        count: byCategory.get(category.categoryId)?.length ?? 0,
        matches: byCategory.get(category.categoryId),
      }));
  }, [allCategories, filter.ids, keywords, found.data]);

  return {
    /** Every category of the restaurant, for the filter and the item form's picker. */
    categories: allCategories ?? null,
    sections,
    loading: categories.isFetching || (Boolean(keywords) && found.isFetching),
    failure: readFailureOf(categories, 'Menu categories') ?? (keywords ? readFailureOf(found, 'Menu items') : undefined),
    tagCategories,
    search,
    searching: Boolean(keywords),
    setSearch,
    filterIds: filter.ids,
    setFilterIds: filter.setIds,
    exportCsv,
    matching,
    openIds: open.ids,
    toggleOpen: open.toggle,
    /** Opens a section (a linked item's), leaving the others as they are. */
    openSection: (categoryId: string) => {
      if (!open.ids.includes(categoryId)) open.setIds([...open.ids, categoryId]);
    },
  };
}
