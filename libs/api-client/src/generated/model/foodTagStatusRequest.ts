
export interface FoodTagStatusRequest {
  /** true retires the tag, false restores it */
  retired: boolean;
}
