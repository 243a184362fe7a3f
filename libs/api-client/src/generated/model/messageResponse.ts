
export interface MessageResponse {
  message?: string;
}
