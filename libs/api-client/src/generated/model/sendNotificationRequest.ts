
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
  userIds: number[];
}
