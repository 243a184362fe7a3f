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
/**
 * Minutes per item of `minutes`; 1 when absent. Each item then adds up the views of `step` minutes,
counted from the window's first minute, and `minute` is the step's first minute (a 7-day chart
reads 168 hourly items with 60 instead of up to 10,080). The totals do not depend on it.

 * @minimum 1
 * @maximum 1440
 */
step?: number;
};
