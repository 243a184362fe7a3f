
/**
 * The owner's deal. `restaurantId`, when sent, must be the owner's restaurant. The location and
every item must belong to that restaurant. On create, startDate may not be in the past
('Start Date cannot be in the past'); endDate may not be before startDate
('End Date cannot be earlier than Start Date').

 */
export interface DealRequest {
  /**
   * @minimum 1
   * @maximum 2147483647
   */
  restaurantId?: number;
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
