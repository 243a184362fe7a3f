import type { FoodItem } from '@console/api-client';

export interface MenuItemGroup {
  name: string;
  items: FoodItem[];
}

const WITHOUT_CATEGORY = 'Without Category';

/** Spec §2: the items grouped by category name, alphabetically (items without a category last). */
export function groupByCategory(items: readonly FoodItem[]): MenuItemGroup[] {
  const groups = new Map<string, FoodItem[]>();
  for (const item of items) {
    const category = item.foodCategory?.categoryId === -1 || !item.foodCategory ? WITHOUT_CATEGORY : item.foodCategory.categoryName;
    const group = groups.get(category);
    if (group) group.push(item);
    else groups.set(category, [item]);
  }
  const compare = (a: string, b: string) =>
    a === WITHOUT_CATEGORY ? 1 : b === WITHOUT_CATEGORY ? -1 : a.localeCompare(b, undefined, { sensitivity: 'base' });
  return [...groups.keys()].sort(compare).map((name) => ({ name, items: groups.get(name) ?? [] }));
}

/** The items whose name has every word typed, case ignored. */
export function matchingItems(items: readonly FoodItem[], search: string): FoodItem[] {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...items];
  return items.filter((item) => words.every((word) => item.foodItemName.toLowerCase().includes(word)));
}
