import type { Address } from './address';
import type { Pagination } from './pagination';

export interface AddressListResponse {
  addresses: Address[];
  pagination: Pagination;
  message?: string;
}
