import type {
  GetRemoteLoadSummaryParams,
  MessageResponse,
  RemoteLoadReport,
  RemoteLoadSummaryResponse
} from '.././model';

import { apiRequest } from '../../http/api-request';


type SecondParameter<T extends (...args: never) => unknown> = Parameters<T>[1];


  /**
 * Sent by the shell (libs/remote-contract, `reportLoad`) for every remote module it loads: `loaded`
when a release's module loaded, `failed` (with the `stage` and the `error` text) when it could not
be loaded, initialised, was built for another contract, or threw while mounting, and `fell-back`
(for the canary) when a failing canary was replaced by the stable release in the same page. No
token is needed: the shell reports before sign-in too. So that one client cannot fake a failing
canary, each report is counted for one person (the summary's `people` and `failingPeople`): the
signed-in user when a valid token is sent, else the `visitor` key, of which each client address
(an IPv6 address by its /64) counts at most 3 over 8 days (more keys from that address count as
one person), else the address. Who reported is kept only as a keyed hash, never the user, the key
or the address. `bucket` is the person's anonymous sticky bucket (0–9999) for the remote. Rows are
kept 8 days. The body is at most 4 KB (413 beyond). Each client address (behind a proxy, the one API_TRUST_PROXY trusts) may send
120 reports a minute, counted across API processes; beyond, 429.

 * @summary Record what happened when the shell loaded one remote module (public, fire and forget)
 */
export const reportRemoteLoad = (
    remoteLoadReport: RemoteLoadReport,
 options?: SecondParameter<typeof apiRequest>,) => {
      return apiRequest<MessageResponse>(
      {url: `/remote-loads/report`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: remoteLoadReport
    },
      options);
    }
  /**
 * Read by `npm run release -- check` to judge a canary. One row per remote, version and canary flag
that has reports in the window, ordered by remote, then canary first, then version. `loads` counts
attempts to load the release (`loaded` reports, plus `failed` reports before mounting: a mount
failure follows its own `loaded` report), and is never below `failures`; `failures` counts `failed`
reports at any stage; `fallbacks` counts `fell-back` reports; `failureRate` is failures / loads
(0 without loads). `people` counts the distinct people (see reportRemoteLoad) with an attempt or a
failure, `failingPeople` those with a failure, whatever the number of reports each sent: the
release tooling judges a canary on these, so a flood of reports from one client moves them by a few.
`lastError` is the newest failure's stage and error text.

 * @summary Loads, failures and fallbacks per remote, release version and canary, over the last minutes
 */
export const getRemoteLoadSummary = (
    params?: GetRemoteLoadSummaryParams,
 options?: SecondParameter<typeof apiRequest>,) => {
      return apiRequest<RemoteLoadSummaryResponse>(
      {url: `/remote-loads/summary`, method: 'GET',
        params
    },
      options);
    }
  export type ReportRemoteLoadResult = NonNullable<Awaited<ReturnType<typeof reportRemoteLoad>>>
export type GetRemoteLoadSummaryResult = NonNullable<Awaited<ReturnType<typeof getRemoteLoadSummary>>>
