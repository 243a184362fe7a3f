
export interface FoodTagCategoryCreatedResponse {
  message: string;
  foodTagCategoryId: number;
}
