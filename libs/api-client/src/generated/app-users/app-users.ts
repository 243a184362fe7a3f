import type {
  AppUserListResponse,
  GetUsersParams,
  RecipientCountResponse
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
  /**
 * Not shown by the console spec. The app users (user type Customer) with a first or last name, the
ones the recipient picker lists (spec §3), counted by the database now: the Create Notification
popup shows it for 'Select All' and asks 'Send to 1,214 app users?' with it, then sends it as
sendNotification's `expectedCount`, without reading every user to count them.

 * @summary How many app users the console offers as notification recipients (what 'Select All' sends to)
 */
export const getRecipientCount = (
    
 options?: SecondParameter<typeof apiRequest>,) => {
      return apiRequest<RecipientCountResponse>(
      {url: `/admin/user/count-recipients`, method: 'GET'
    },
      options);
    }
  export type GetUsersResult = NonNullable<Awaited<ReturnType<typeof getUsers>>>
export type GetRecipientCountResult = NonNullable<Awaited<ReturnType<typeof getRecipientCount>>>
