import type { FoodReport } from './foodReport';
import type { Pagination } from './pagination';

export interface FoodReportListResponse {
  food_reports: FoodReport[];
  pagination?: Pagination;
  message?: string;
}
