
export interface CsvImportRowError {
  /**
   * Line of the file as a spreadsheet numbers it; the header is row 1
   * @minimum 1
   * @maximum 2147483647
   */
  row: number;
  /** The column's header name; absent when the whole row or file is at fault */
  column?: string;
  /** What is wrong, in the console's words */
  reason: string;
}
