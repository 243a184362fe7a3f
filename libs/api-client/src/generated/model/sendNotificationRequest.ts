
/**
 * The recipients by `userIds`, or `allAppUsers` with `expectedCount` (exactly one of the two)
 */
export interface SendNotificationRequest {
  /**
   * The body text ('Message is required', 'Message cannot exceed 2000 characters')
   * @minLength 1
   * @maxLength 2000
   */
  description: string;
  /**
   * The subject ('Subject is required', 'Subject cannot exceed 150 characters')
   * @minLength 1
   * @maxLength 150
   */
  title: string;
  /**
   * Recipients ('At least one user must be selected')
   * @minItems 1
   */
  userIds?: number[];
  /** Every app user with a first or last name ('Select All'), with `expectedCount` */
  allAppUsers?: boolean;
  /**
   * With `allAppUsers`, how many the person was shown and confirmed (getRecipientCount)
   * @minimum 1
   * @maximum 2147483647
   */
  expectedCount?: number;
}
