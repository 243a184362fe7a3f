import type { AppUser } from './appUser';
import type { Pagination } from './pagination';

export interface AppUserListResponse {
  users: AppUser[];
  pagination: Pagination;
  message?: string;
}
