
/**
 * What deleting the restaurant deletes with it, counted at the read (the delete confirmation names them)
 */
export interface RestaurantContents {
  /** @minimum 0 */
  locations: number;
  /** @minimum 0 */
  menuItems: number;
  /** @minimum 0 */
  deals: number;
  /**
   * Company-wide and the locations'
   * @minimum 0
   */
  images: number;
}
