import type { ActivityChange } from './activityChange';

export type ActivityEventDetailAllOf = {
  changes: ActivityChange[];
  /** For a change to many rows, the ids affected (at most 1,000; affectedCount says how many in all) */
  affectedIds?: number[];
};
