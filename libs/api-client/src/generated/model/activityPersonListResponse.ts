import type { ActivityPerson } from './activityPerson';

export interface ActivityPersonListResponse {
  people: ActivityPerson[];
}
