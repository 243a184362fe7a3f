import type { ServiceToken } from './serviceToken';

export interface ServiceTokenListResponse {
  serviceTokens: ServiceToken[];
}
