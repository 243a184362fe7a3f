
/**
 * Only items of these menu categories; -1 is the uncategorised group. Repeated, no brackets.
 */
export type FoodCategoryIdsParameter = number[];
