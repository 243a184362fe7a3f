
export interface DealCreatedResponse {
  message: string;
  restaurantDealId: number;
}
