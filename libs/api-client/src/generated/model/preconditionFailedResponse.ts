import type { VersionConflict } from './versionConflict';

/**
 * The object changed since the version in If-Match was read (or the header names no version of it):
nothing was changed. `message` names who changed it and when, from the activity trail; `current`
is the object now, as its read (or its list row) gives it, with its new `version`.

 */
export type PreconditionFailedResponse = VersionConflict;
