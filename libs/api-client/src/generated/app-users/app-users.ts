import type {
  AppUserListResponse,
  GetUsersParams
} from '.././model';

import { apiRequest } from '../../http/api-request';


type SecondParameter<T extends (...args: never) => unknown> = Parameters<T>[1];


  /**
 * Method shown by the console spec (GET). `keywords` matches first and last name.
 * @summary Customer-app users, as notification recipients (the console asks page 1, size 999999)
 */
export const getUsers = (
    params?: GetUsersParams,
 options?: SecondParameter<typeof apiRequest>,) => {
      return apiRequest<AppUserListResponse>(
      {url: `/admin/user/get-users`, method: 'GET',
        params
    },
      options);
    }
  export type GetUsersResult = NonNullable<Awaited<ReturnType<typeof getUsers>>>
