
export interface FoodCategoryCreatedResponse {
  message: string;
  categoryId: number;
}
