
export interface RecipientCountResponse {
  /**
   * App users with a first or last name (user type Customer)
   * @minimum 0
   */
  recipientCount: number;
}
