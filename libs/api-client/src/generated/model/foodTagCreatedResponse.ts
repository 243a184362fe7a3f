
export interface FoodTagCreatedResponse {
  message: string;
  foodTagCategoryItemId: number;
}
