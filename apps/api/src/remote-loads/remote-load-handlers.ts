import type { TokenSigner } from '../auth/tokens';
import type { Database } from '../db/database';
import type { OperationHandlers } from '../http/contract-routes';
import { remoteLoadActions } from './remote-load-actions';
import { remoteLoadMessages } from './remote-load-messages';
import { createReporters } from './report-reporters';

/*
 * What the shell reports about each remote module it loads (per-remote canaries), and its summary for
 * the release tooling (`npm run release -- check`). The report is public and rate limited per address
 * (report-rate-limit.ts, attached by app.ts); who sent it is kept only as a keyed hash, so the summary
 * can count people rather than reports (report-reporters.ts).
 */
export function remoteLoadHandlers(deps: { db: Database; now: () => Date; signer: TokenSigner; secret: string }): OperationHandlers {
  const remoteLoads = remoteLoadActions(deps.db, deps.now);
  const reporters = createReporters(deps);

  return {
    async reportRemoteLoad(request, reply) {
      const report = request.body;
      await remoteLoads.record(report, await reporters.of(request, report.visitor));
      reply.code(202);
      return { message: remoteLoadMessages.received };
    },

    async getRemoteLoadSummary(request) {
      const { sinceMinutes = 60 } = request.query;
      return { remotes: await remoteLoads.summary(sinceMinutes) };
    },
  };
}
