
/**
 * Labels chosen per food tag category, keyed by foodTagCategoryName
 */
export type FoodItemExtraAttributes = {[key: string]: string[]};
