import type { FoodCategory } from '@console/api-client';

/** Spec §3/§9: the uncategorised group's id. */
export const WITHOUT_CATEGORY_ID = -1;

/** The name a category is shown by: the uncategorised group (N/A in the API) is 'Without Category'. */
export const categoryLabel = (category: Pick<FoodCategory, 'categoryId' | 'categoryName'>) =>
  category.categoryId === WITHOUT_CATEGORY_ID ? 'Without Category' : category.categoryName;

const byName = (a: FoodCategory, b: FoodCategory) => a.categoryName.localeCompare(b.categoryName, undefined, { sensitivity: 'base' });

/** Spec §2/§4: alphabetical, Without Category last. */
export function sortMenuCategories(categories: readonly FoodCategory[]): FoodCategory[] {
  const named = categories.filter((category) => category.categoryId !== WITHOUT_CATEGORY_ID).sort(byName);
  return [...named, ...categories.filter((category) => category.categoryId === WITHOUT_CATEGORY_ID)];
}

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** A price as the API sends it ('12.5') in dollars ('$12.50'). */
export const formatPrice = (price: string) => {
  const amount = Number(price);
  return Number.isFinite(amount) ? dollars.format(amount) : price;
};
