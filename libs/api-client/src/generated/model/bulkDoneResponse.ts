
export interface BulkDoneResponse {
  message: string;
  /**
   * The number of rows the call selected and changed
   * @minimum 1
   */
  count: number;
}
