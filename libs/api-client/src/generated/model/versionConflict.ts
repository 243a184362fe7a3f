import type { VersionConflictChangedBy } from './versionConflictChangedBy';
import type { VersionConflictCurrent } from './versionConflictCurrent';

export interface VersionConflict {
  /** e.g. 'This menu item was changed by Sam Owner (owner@example.com) at 2026-12-01 21:40 UTC, after you
opened it. Nothing was saved.'; 'This menu item was deleted …' when it is gone
 */
  message: string;
  /** @minimum 1 */
  currentVersion: number;
  /** Who made the change that the stale version missed; absent when the trail does not say */
  changedBy?: VersionConflictChangedBy;
  /** When that change was made */
  changedAt?: string;
  /** The object as it is now, in the shape its read or list row has (with `version`) */
  current?: VersionConflictCurrent;
}
