import type { ActivityCursorParameter } from './activityCursorParameter';
import type { ActivitySizeParameter } from './activitySizeParameter';
import type { ActivityActionParameter } from './activityActionParameter';
import type { ActivityFromParameter } from './activityFromParameter';
import type { ActivityToParameter } from './activityToParameter';
import type { KeywordsParameter } from './keywordsParameter';

export type GetMyActivityEventsParams = {
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
};
