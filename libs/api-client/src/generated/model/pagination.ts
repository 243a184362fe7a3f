
export interface Pagination {
  /** @minimum 0 */
  totalItems: number;
  /** @minimum 0 */
  lastPage: number;
  /**
   * @minimum 1
   * @maximum 2147483647
   */
  page?: number;
  /**
   * @minimum 1
   * @maximum 2147483647
   */
  size?: number;
}
