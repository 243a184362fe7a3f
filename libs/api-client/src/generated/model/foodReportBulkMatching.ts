
/**
 * Marked For Removal's search, as getFoodReports takes it
 */
export interface FoodReportBulkMatching {
  /** @maxLength 255 */
  keywords?: string;
}
