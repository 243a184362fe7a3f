
export interface MergeMoves {
  /** @minimum 0 */
  count: number;
  /**
   * The first 10 names in name order (empty for images); `count` says how many in all
   * @maxItems 10
   */
  names: string[];
}
