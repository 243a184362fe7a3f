import type { VersionConflict } from '../generated/model';

/**
 * The If-Match header of a change made from the object at `version` (its read's or list row's
 * `version`): the change is made only while the object is still at that version, else 412.
 */
export function ifMatch(version: number): { 'If-Match': string } {
  return { 'If-Match': `"${version}"` };
}

/** The 412 an API answer carries when the object changed since it was read; undefined for any other failure. */
export function versionConflictOf(error: unknown): VersionConflict | undefined {
  const response = (error as { response?: { status?: number; data?: unknown } } | null)?.response;
  if (response?.status !== 412 || !response.data || typeof response.data !== 'object') return undefined;
  const body = response.data as Partial<VersionConflict>;
  return typeof body.message === 'string' && typeof body.currentVersion === 'number' ? (body as VersionConflict) : undefined;
}
