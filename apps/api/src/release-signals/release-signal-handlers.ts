import type { TokenSigner } from '../auth/tokens';
import type { Database } from '../db/database';
import { badRequest } from '../http/api-error';
import type { OperationHandlers } from '../http/contract-routes';
import { createReporters } from '../remote-loads/report-reporters';
import { releaseSignalActions } from './release-signal-actions';
import { releaseSignalMessages } from './release-signal-messages';

/** The summary's window when `from` is absent, and the longest one it reads. */
export const DEFAULT_WINDOW_MS = 60 * 60_000;
export const LONGEST_WINDOW_MS = 7 * 24 * 60 * 60_000;

/*
 * What real page views saw of each remote release (rolling releases, issue 25), and its summary for the
 * release tool's `tick` and the Releases screen. The report is public, sent as a beacon without a token;
 * its protections (rate limit, body size, JSON as text/plain) are attached by signal-report-route.ts. Who
 * sent it is counted as a person by the remote load reports' rules (a visitor key each network may count a
 * few of, else the network), so one client moves `people` by a few at most.
 */
export function releaseSignalHandlers(deps: { db: Database; now: () => Date; signer: TokenSigner; secret: string }): OperationHandlers {
  const signals = releaseSignalActions(deps.db, deps.now);
  const reporters = createReporters(deps);

  return {
    async reportReleaseSignals(request, reply) {
      const { views, visitor } = request.body;
      await signals.record(views, await reporters.of(request, visitor));
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

/** A time the contract's date-time format let through; a leap second (23:59:60) is one Date cannot hold. */
function timeOf(text: string, label: string): Date {
  const time = new Date(text);
  if (Number.isNaN(time.getTime())) throw badRequest(`${label} is not a valid date and time`);
  return time;
}
