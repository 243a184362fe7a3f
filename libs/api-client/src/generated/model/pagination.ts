
export interface Pagination {
  /** @minimum 0 */
  totalItems: number;
  /** @minimum 0 */
  lastPage: number;
  /** @minimum 1 */
  page?: number;
  /** @minimum 1 */
  size?: number;
}
