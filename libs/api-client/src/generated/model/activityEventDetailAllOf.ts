import type { ActivityChange } from './activityChange';
import type { ActivityEventDetailAllOfRestaurantsItem } from './activityEventDetailAllOfRestaurantsItem';

export type ActivityEventDetailAllOf = {
  changes: ActivityChange[];
  /** For a change to many rows, the ids affected (at most 1,000; affectedCount says how many in all) */
  affectedIds?: number[];
  /** For an event about many restaurants, each of them by name at the time (at most 1,000; restaurantCount says how many) */
  restaurants?: ActivityEventDetailAllOfRestaurantsItem[];
};
