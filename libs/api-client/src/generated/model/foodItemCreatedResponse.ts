
export interface FoodItemCreatedResponse {
  message: string;
  foodId: number;
}
