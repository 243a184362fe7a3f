
export interface RestaurantVersion {
  /**
   * @minimum 1
   * @maximum 2147483647
   */
  restaurantId: number;
  /**
   * @minimum 1
   * @maximum 2147483647
   */
  version: number;
}
