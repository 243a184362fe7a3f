import type { ActivityCursorParameter } from './activityCursorParameter';
import type { ActivitySizeParameter } from './activitySizeParameter';
import type { ActivityActionParameter } from './activityActionParameter';
import type { ActivityFromParameter } from './activityFromParameter';
import type { ActivityToParameter } from './activityToParameter';
import type { KeywordsParameter } from './keywordsParameter';
import type { ActivitySecurityParameter } from './activitySecurityParameter';

export type GetActivityEventsParams = {
/**
 * The previous page's nextCursor; the first page without it
 * @maxLength 100
 */
cursor?: ActivityCursorParameter;
/**
 * Events per page; 25 when absent
 * @minimum 1
 * @maximum 100
 */
size?: ActivitySizeParameter;
/**
 * Not shown by the console spec. A kind of event: the contract operation that made the change
(its operationId), or a security event.

 * @maxLength 80
 * @pattern ^[A-Za-z][A-Za-z0-9]{0,79}$
 */
action?: ActivityActionParameter;
/**
 * Only events at or after this time
 */
from?: ActivityFromParameter;
/**
 * Only events at or before this time
 */
to?: ActivityToParameter;
/**
 * Text filter; omitted when empty
 * @maxLength 255
 */
keywords?: KeywordsParameter;
/**
 * Only security events (sign-ins, passwords…) when true, only changes when false; both when absent
 */
security?: ActivitySecurityParameter;
/**
 * Only events by this user
 * @minimum 1
 * @maximum 2147483647
 */
actor_id?: number;
/**
 * Only events about this restaurant (its profile, locations, images, menu, deals, access), those
about many restaurants that name it included (a bulk suspension)

 * @minimum 1
 * @maximum 2147483647
 */
restaurant_id?: number;
};
