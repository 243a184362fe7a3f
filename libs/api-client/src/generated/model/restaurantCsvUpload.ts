
export interface RestaurantCsvUpload {
  /** The restaurants CSV file */
  restaurant_csv: Blob;
}
