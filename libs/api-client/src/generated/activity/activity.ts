import type {
  ActivityActionListResponse,
  ActivityEventDetail,
  ActivityEventListResponse,
  ActivityPersonListResponse,
  ExportActivityEventsParams,
  FindActivityPeopleParams,
  GetActivityEventsParams,
  GetMyActivityEventsParams
} from '.././model';

import { apiRequest } from '../../http/api-request';


type SecondParameter<T extends (...args: never) => unknown> = Parameters<T>[1];


  /**
 * Not shown by the console spec. Newest first (then by id), paged by `cursor`: the `nextCursor` of the
previous page, absent for the first; `nextCursor` is null on the last page. Filters combine: `actor_id`
(who), `action` (what: an ActivityActionKey), `restaurant_id` (the event's restaurant), `from` and `to`
(occurredAt within, both inclusive), `keywords` (text in the action's words, the object's label, the
restaurant's name or the actor's name). A super admin reads every event; an admin every event but the
security events and the changes to administrator accounts (which are never listed to them, as if they
did not exist).

 * @summary One page of the audit trail, newest first, filtered
 */
export const getActivityEvents = (
    params?: GetActivityEventsParams,
 options?: SecondParameter<typeof apiRequest>,) => {
      return apiRequest<ActivityEventListResponse>(
      {url: `/admin/activity/get-events`, method: 'GET',
        params
    },
      options);
    }
  /**
 * Not shown by the console spec. 404 for an unknown event or one the caller may not read.
 * @summary One event of the audit trail with its changed fields before and after
 */
export const getActivityEvent = (
    id: number,
 options?: SecondParameter<typeof apiRequest>,) => {
      return apiRequest<ActivityEventDetail>(
      {url: `/admin/activity/get-event/${id}`, method: 'GET'
    },
      options);
    }
  /**
 * Not shown by the console spec. The same filters and visibility as getActivityEvents, every matching
event (no paging), newest first, streamed as UTF-8 CSV with a byte order mark and the header
`Time,Who,Role,What,Object,Restaurant,Changes`; a cell starting with `=`, `+`, `-` or `@` is
prefixed with `'` so spreadsheets do not run it. The file is named
`activity-YYYY-MM-DD.csv` (Content-Disposition). The API never holds all the rows at once.

 * @summary Every event the filters select, as CSV
 */
export const exportActivityEvents = (
    params?: ExportActivityEventsParams,
 options?: SecondParameter<typeof apiRequest>,) => {
      return apiRequest<string>(
      {url: `/admin/activity/export-events`, method: 'GET',
        params
    },
      options);
    }
  /**
 * Not shown by the console spec. At most `size` people (8 when absent), sorted by name, each with the
role they have now (their events name them as they were then). Without keywords, none.

 * @summary The administrators and restaurant owners whose name or email holds the keywords, for the "Who" filter
 */
export const findActivityPeople = (
    params?: FindActivityPeopleParams,
 options?: SecondParameter<typeof apiRequest>,) => {
      return apiRequest<ActivityPersonListResponse>(
      {url: `/admin/activity/find-people`, method: 'GET',
        params
    },
      options);
    }
  /**
 * Not shown by the console spec. Admins get no security actions and none about administrator accounts.
 * @summary The kinds of event the caller may read, with their words, for the "What" filter
 */
export const getActivityActions = (
    
 options?: SecondParameter<typeof apiRequest>,) => {
      return apiRequest<ActivityActionListResponse>(
      {url: `/admin/activity/get-actions`, method: 'GET'
    },
      options);
    }
  /**
 * Not shown by the console spec. The events about the signed-in owner's restaurant (its profile,
locations, images, menu, deals, and what administrators did to it, such as removing or restoring its
access), paged and filtered as getActivityEvents. No security events of other people, nothing about
other restaurants.

 * @summary One page of the owner's restaurant's history, newest first
 */
export const getMyActivityEvents = (
    params?: GetMyActivityEventsParams,
 options?: SecondParameter<typeof apiRequest>,) => {
      return apiRequest<ActivityEventListResponse>(
      {url: `/restaurant/activity/get-my-events`, method: 'GET',
        params
    },
      options);
    }
  /**
 * Not shown by the console spec. 404 for an unknown event or one about another restaurant.
 * @summary One event of the owner's restaurant's history, with its changed fields before and after
 */
export const getMyActivityEvent = (
    id: number,
 options?: SecondParameter<typeof apiRequest>,) => {
      return apiRequest<ActivityEventDetail>(
      {url: `/restaurant/activity/get-my-event/${id}`, method: 'GET'
    },
      options);
    }
  export type GetActivityEventsResult = NonNullable<Awaited<ReturnType<typeof getActivityEvents>>>
export type GetActivityEventResult = NonNullable<Awaited<ReturnType<typeof getActivityEvent>>>
export type ExportActivityEventsResult = NonNullable<Awaited<ReturnType<typeof exportActivityEvents>>>
export type FindActivityPeopleResult = NonNullable<Awaited<ReturnType<typeof findActivityPeople>>>
export type GetActivityActionsResult = NonNullable<Awaited<ReturnType<typeof getActivityActions>>>
export type GetMyActivityEventsResult = NonNullable<Awaited<ReturnType<typeof getMyActivityEvents>>>
export type GetMyActivityEventResult = NonNullable<Awaited<ReturnType<typeof getMyActivityEvent>>>
