import type { RemoteName } from './remoteName';

export type GetReleaseSignalSummaryParams = {
remote: RemoteName;
/**
 * The window's start; an hour before `to` when absent
 */
from?: string;
/**
 * The window's end (not included); now when absent. At most 7 days after `from`
 */
to?: string;
};
