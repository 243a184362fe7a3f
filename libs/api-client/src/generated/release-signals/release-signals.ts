import type {
  GetReleaseSignalSummaryParams,
  ReleaseSignalPageToken,
  ReleaseSignalPageTokenRequest,
  ReleaseSignalSummaryResponse,
  ReleaseSignalsReport
} from '.././model';

import { apiRequest } from '../../http/api-request';


type SecondParameter<T extends (...args: never) => unknown> = Parameters<T>[1];


  /**
 * Sent by the shell's page (libs/remote-loader, `signals`) with `navigator.sendBeacon` when the page is
hidden or left: one item per page view of one mounted remote, with the errors attributed to that
release, whether it failed to load or crashed, and its Core Web Vitals (LCP, INP, CLS). It carries
the `page` token the page got from issueReleaseSignalPageToken for the releases it loaded: without a
valid, unexpired one, 401 and nothing is recorded (the beacon does not read the answer; a client that
does learns to ask for a new token); a view of a release the token does not name, 400. So that a
browser can send it across origins without a preflight, the same JSON is accepted as `text/plain`
(what sendBeacon sends for a string) as well as `application/json`; either is validated against
`ReleaseSignalsReport` (400 with the message otherwise). Each report is counted for one person: the
signed-in user when the request carries a valid session (Bearer header or session cookie), whatever
the token says; else the person the page token was issued for. Each person has at most 30 views
recorded a minute (the rest are dropped), and the summary counts each person once. The views are
added to per-minute aggregates of their remote, version and canary flag (the summary reads them);
the raw views are kept RELEASE_SIGNALS_RAW_DAYS (7) days. The body is at most 8 KB (413 beyond).
Each client address may send 120 reports a minute, counted across API processes; beyond, 429.
Not recorded in the activity trail (telemetry, not a change).

 * @summary Record what real page views saw of each remote release they mounted (public, fire and forget)
 */
export const reportReleaseSignals = (
    releaseSignalsReport: ReleaseSignalsReport,
 options?: SecondParameter<typeof apiRequest>,) => {
      return apiRequest<null>(
      {url: `/release-signals`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: releaseSignalsReport
    },
      options);
    }
  /**
 * Asked for by the shell's page once it has loaded its deployment, naming each remote's version and
canary flag as the deployment it loaded gives them. The token is signed by the API (HMAC under the
token secret), names the releases, the one person the page's views count for (the signed-in user;
else the `visitor` key, of which each client address, an IPv6 address by its /64, counts at most 3
over 8 days; else the address; kept only as a keyed hash) and expires after 30 minutes. The API does
not read the deployment file, so versions are bounded instead: a remote counts at most 24 versions a
day, the first asked for; another, 400 'This version is not one the remote counts today'. Each client
address may get 30 tokens a minute, counted across API processes; beyond, 429.

 * @summary A signed token for one page's release signals, naming the releases it loaded (public)
 */
export const issueReleaseSignalPageToken = (
    releaseSignalPageTokenRequest: ReleaseSignalPageTokenRequest,
 options?: SecondParameter<typeof apiRequest>,) => {
      return apiRequest<ReleaseSignalPageToken>(
      {url: `/release-signals/page-token`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: releaseSignalPageTokenRequest
    },
      options);
    }
  /**
 * Read by `npm run release -- tick` to judge a rolling release and by the Releases screen. The window
is counted in whole minutes (a view counts in the minute its report arrived): the minutes from the
one that holds `from` up to, not including, `to` (the current minute included when `to` is now).
One item per version and canary flag with views in the window, canary first, then by version; its
`minutes` list only the minutes with views, oldest first (a chart fills the others with nothing).
`errorViews` counts the views with at least one error or a crash; `failedLoads` and `crashes` the
views that failed to load or crashed. `people` counts the distinct people (see reportReleaseSignals)
who sent the release's views in the window, however many views each sent, so one client moves it by
a few at most; `errorPeople` and `failedLoadPeople` count those of them with at least one error
view, or one failed load, by the same rules (one client flooding failing views is a few of them,
not its views' number). The p75s are the 75th percentile (nearest rank) of the views' values, read from
histograms whose buckets are 5 % wide: within 2.5 % of the exact value (or within 1 ms, 0.001 for
CLS, near zero); null without samples, and `*Samples` say how many views had the value.

 * @summary One remote's signals per release (version and canary flag), in total and minute by minute
 */
export const getReleaseSignalSummary = (
    params: GetReleaseSignalSummaryParams,
 options?: SecondParameter<typeof apiRequest>,) => {
      return apiRequest<ReleaseSignalSummaryResponse>(
      {url: `/release-signals/summary`, method: 'GET',
        params
    },
      options);
    }
  export type ReportReleaseSignalsResult = NonNullable<Awaited<ReturnType<typeof reportReleaseSignals>>>
export type IssueReleaseSignalPageTokenResult = NonNullable<Awaited<ReturnType<typeof issueReleaseSignalPageToken>>>
export type GetReleaseSignalSummaryResult = NonNullable<Awaited<ReturnType<typeof getReleaseSignalSummary>>>
