/** One sorted column, or none. */
export interface TableSort {
  id: string;
  desc: boolean;
}
