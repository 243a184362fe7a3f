
/**
 * The object as it is now, in the shape its read or list row has (with `version`)
 */
export type VersionConflictCurrent = { [key: string]: unknown };
