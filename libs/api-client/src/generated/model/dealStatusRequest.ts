
export interface DealStatusRequest {
  isActive: boolean;
}
