
export interface SendNotificationRequest {
  /**
   * The body text ('Message is required')
   * @minLength 1
   */
  description: string;
  /**
   * The subject ('Subject is required')
   * @minLength 1
   */
  title: string;
  /**
   * Recipients ('At least one user must be selected')
   * @minItems 1
   */
  userIds: number[];
}
