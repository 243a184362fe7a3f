
export interface FoodCsvUpload {
  /** The menu items CSV file */
  food_csv: Blob;
}
