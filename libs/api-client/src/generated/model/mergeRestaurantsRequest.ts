
export interface MergeRestaurantsRequest {
  /** @minItems 2 */
  restaurantIds: number[];
  /**
   * @minLength 1
   * @maxLength 255
   */
  newRestaurantName: string;
}
