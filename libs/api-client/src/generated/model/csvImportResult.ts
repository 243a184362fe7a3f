
export interface CsvImportResult {
  message: string;
  /**
   * Rows imported
   * @minimum 0
   */
  imported: number;
}
