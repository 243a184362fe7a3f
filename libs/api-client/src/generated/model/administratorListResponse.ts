import type { Administrator } from './administrator';
import type { Pagination } from './pagination';

export interface AdministratorListResponse {
  administrators: Administrator[];
  pagination: Pagination;
  message?: string;
}
