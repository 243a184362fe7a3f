import type { Database } from '../db/database';
import type { OperationHandlers } from '../http/contract-routes';
import { remoteLoadActions, type RemoteLoadReport } from './remote-load-actions';
import { remoteLoadMessages } from './remote-load-messages';

/*
 * What the shell reports about each remote module it loads (per-remote canaries), and its summary for
 * the release tooling (`npm run release -- check`). The report is public and rate limited per address
 * (report-rate-limit.ts, attached by app.ts); the caller is never read or stored.
 */
export function remoteLoadHandlers({ db, now }: { db: Database; now: () => Date }): OperationHandlers {
  const remoteLoads = remoteLoadActions(db, now);

  return {
    async reportRemoteLoad(request, reply) {
      await remoteLoads.record(request.body as RemoteLoadReport);
      reply.code(202);
      return { message: remoteLoadMessages.received };
    },

    async getRemoteLoadSummary(request) {
      const { sinceMinutes = 60 } = request.query as { sinceMinutes?: number };
      return { remotes: await remoteLoads.summary(sinceMinutes) };
    },
  };
}
