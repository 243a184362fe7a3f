import type { ActivityEvent } from './activityEvent';
import type { ActivityEventDetailAllOf } from './activityEventDetailAllOf';

export type ActivityEventDetail = ActivityEvent & ActivityEventDetailAllOf;
