import type {
  AppUserListResponse,
  GetUsersParams
} from '.././model';

import { apiRequest } from '../../http/api-request';


type SecondParameter<T extends (...args: never) => unknown> = Parameters<T>[1];


  /**
 * Method shown by the console spec (GET). `keywords` matches first and last name ("first last"), case
ignored. Every app user (user type Customer), also those without a name (the console leaves them out
of the recipients); a missing firstName, lastName or profilePicture is absent. Sorted by
"first last" case ignored, then userId, so users without a name come first. The whole list is one
database statement reading only these columns, so size 999999 stays cheap at tens of thousands.

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
