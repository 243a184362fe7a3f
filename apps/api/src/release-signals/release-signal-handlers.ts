import type { TokenSigner } from '../auth/tokens';
import type { Database } from '../db/database';
import { badRequest, unauthorized } from '../http/api-error';
import type { OperationHandlers } from '../http/contract-routes';
import { createReporters } from '../remote-loads/report-reporters';
import { releaseSignalActions } from './release-signal-actions';
import { releaseSignalMessages } from './release-signal-messages';
import { pageTokens } from './page-tokens';

/** The summary's window when `from` is absent, and the longest one it reads. */
export const DEFAULT_WINDOW_MS = 60 * 60_000;
export const LONGEST_WINDOW_MS = 7 * 24 * 60 * 60_000;

/*
 * What real page views saw of each remote release (rolling releases, issue 25), and its summary for the
 * release tool's `tick` and the Releases screen. The report is public, sent as a beacon; it carries the
 * page token the page got for the releases it loaded (page-tokens.ts), and only views of those releases
 * count. Its protections (rate limits, body size, JSON as text/plain) are attached by
 * signal-report-route.ts. The person is the signed-in user, else the one the token was issued for (a
 * visitor key each network may count a few of, else the network), so one client moves `people` by a few at
 * most, and each person's views per minute are capped.
 */
export function releaseSignalHandlers(deps: { db: Database; now: () => Date; signer: TokenSigner; secret: string }): OperationHandlers {
  const signals = releaseSignalActions(deps.db, deps.now);
  const reporters = createReporters(deps);
  const pages = pageTokens(deps);

  return {
    async issueReleaseSignalPageToken(request) {
      const { releases, visitor } = request.body;
      if (!(await pages.admitVersions(releases))) throw badRequest(releaseSignalMessages.unknownVersion, 'releases');
      const { token, expiresAt } = pages.issue(await reporters.of(request, visitor), releases);
      return { token, expiresAt: expiresAt.toISOString() };
    },

    async reportReleaseSignals(request, reply) {
      const { views, page } = request.body;
      const claims = pages.verify(page);
      if (!claims) throw unauthorized(releaseSignalMessages.badPageToken);
      const loaded = new Set(claims.releases.map((release) => releaseId(release)));
      if (!views.every((view) => loaded.has(releaseId(view)))) throw badRequest(releaseSignalMessages.notThePagesRelease, 'views');
      // A signed-in user is one person whatever the page token says; else the person the token was issued for.
      await signals.record(views, (await reporters.signedIn(request)) ?? claims.person);
      reply.code(204);
      return undefined;
    },

    async getReleaseSignalSummary(request) {
      const { remote } = request.query;
      const to = request.query.to === undefined ? deps.now() : timeOf(request.query.to, 'To');
      const from = request.query.from === undefined ? new Date(to.getTime() - DEFAULT_WINDOW_MS) : timeOf(request.query.from, 'From');
      if (from.getTime() >= to.getTime()) throw badRequest(releaseSignalMessages.windowOrder);
      if (to.getTime() - from.getTime() > LONGEST_WINDOW_MS) throw badRequest(releaseSignalMessages.windowTooLong);
      const releases = await signals.summary(remote, from, to, request.query.step ?? 1);
      return { remote, from: from.toISOString(), to: to.toISOString(), releases };
    },
  };
}

const releaseId = (release: { remote: string; version: string; canary: boolean }) =>
  `${release.remote}\u0000${release.version}\u0000${release.canary}`;

/** A time the contract's date-time format let through; a leap second (23:59:60) is one Date cannot hold. */
function timeOf(text: string, label: string): Date {
  const time = new Date(text);
  if (Number.isNaN(time.getTime())) throw badRequest(`${label} is not a valid date and time`);
  return time;
}
