
/**
 * An administrator's deal; names the restaurant. The location and every item must belong to it.
Same date, title and claimPerUser rules as DealRequest.

 */
export interface AdminDealRequest {
  /**
   * @minimum 1
   * @maximum 2147483647
   */
  restaurantId: number;
  /**
   * @minimum 1
   * @maximum 2147483647
   */
  restaurantAddressId: number;
  /**
   * @minLength 1
   * @maxLength 150
   */
  dealTitle: string;
  /** @minItems 1 */
  foodIds: number[];
  startDate: string;
  endDate?: string;
  /**
   * 1 for one-time use; absent for unlimited use
   * @minimum 1
   */
  claimPerUser?: number;
  isActive?: boolean;
}
