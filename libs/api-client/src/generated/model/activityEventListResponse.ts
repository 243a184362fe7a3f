import type { ActivityEvent } from './activityEvent';
import type { ActivityEventListResponseNextCursor } from './activityEventListResponseNextCursor';

export interface ActivityEventListResponse {
  events: ActivityEvent[];
  /** Null on the last page */
  nextCursor: ActivityEventListResponseNextCursor;
}
