
export interface FoodTagCategoryItem {
  foodTagCategoryItemName: string;
}
