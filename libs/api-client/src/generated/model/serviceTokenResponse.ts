import type { ServiceToken } from './serviceToken';

export interface ServiceTokenResponse {
  message: string;
  serviceToken: ServiceToken;
}
