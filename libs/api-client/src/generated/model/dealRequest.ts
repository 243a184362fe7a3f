
/**
 * The owner's deal. `restaurantId`, when sent, must be the owner's restaurant. The location and
every item must belong to that restaurant. On create, startDate may not be in the past
('Start Date cannot be in the past'); endDate may not be before startDate
('End Date cannot be earlier than Start Date'). The title is trimmed. claimPerUser is 1 (One-Time
Use) or absent (Unlimited Use); another number is 400 'Please select a claim count per user
option'.

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
