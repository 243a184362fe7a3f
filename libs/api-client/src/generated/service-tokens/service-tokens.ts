import type {
  CreateServiceTokenRequest,
  RevokeServiceTokenHeaders,
  ServiceTokenCreatedResponse,
  ServiceTokenListResponse,
  ServiceTokenResponse
} from '.././model';

import { apiRequest } from '../../http/api-request';


type SecondParameter<T extends (...args: never) => unknown> = Parameters<T>[1];


  /**
 * Never the secret, which is shown once when the token is made.
 * @summary The service tokens automation calls the API with, live ones first, then revoked, newest first
 */
export const listServiceTokens = (
    
 options?: SecondParameter<typeof apiRequest>,) => {
      return apiRequest<ServiceTokenListResponse>(
      {url: `/service-tokens`, method: 'GET'
    },
      options);
    }
  /**
 * Automation sends the secret as `Authorization: Bearer <secret>`. It is accepted only by the
operations marked with its permission (`x-service-permission`, for `release:write` the rolling
releases' writes) and refused by every other (403), and by all once revoked (401). Only its hash
is kept. A live token's name is unique (409).

 * @summary Make a service token with one permission; its secret is in this answer only
 */
export const createServiceToken = (
    createServiceTokenRequest: CreateServiceTokenRequest,
 options?: SecondParameter<typeof apiRequest>,) => {
      return apiRequest<ServiceTokenCreatedResponse>(
      {url: `/service-tokens`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: createServiceTokenRequest
    },
      options);
    }
  /**
 * The token stays in the list, with when it was revoked. Revoking a revoked token is a 409.
 * @summary Revoke a service token; every request carrying it is refused from then on
 */
export const revokeServiceToken = (
    serviceTokenId: number,
    headers: RevokeServiceTokenHeaders,
 options?: SecondParameter<typeof apiRequest>,) => {
      return apiRequest<ServiceTokenResponse>(
      {url: `/service-tokens/${serviceTokenId}/revoke`, method: 'POST',
      headers
    },
      options);
    }
  export type ListServiceTokensResult = NonNullable<Awaited<ReturnType<typeof listServiceTokens>>>
export type CreateServiceTokenResult = NonNullable<Awaited<ReturnType<typeof createServiceToken>>>
export type RevokeServiceTokenResult = NonNullable<Awaited<ReturnType<typeof revokeServiceToken>>>
