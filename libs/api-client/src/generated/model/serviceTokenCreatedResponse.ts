import type { ServiceToken } from './serviceToken';

export interface ServiceTokenCreatedResponse {
  message: string;
  serviceToken: ServiceToken;
  /** The token to send as Bearer; shown only in this answer */
  secret: string;
}
