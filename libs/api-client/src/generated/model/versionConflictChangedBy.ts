
/**
 * Who made the change that the stale version missed; absent when the trail does not say
 */
export type VersionConflictChangedBy = {
  name: string;
  emailAddress?: string;
};
