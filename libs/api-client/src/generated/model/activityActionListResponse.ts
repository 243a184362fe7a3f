import type { ActivityAction } from './activityAction';

export interface ActivityActionListResponse {
  actions: ActivityAction[];
}
