// The release state's rules are tools/release's public module (release-state.mjs), the one the API may import.
// eslint-disable-next-line @nx/enforce-module-boundaries
import {
  StaleRelease,
  abortedDocument,
  approvedDocument,
  servedDeployment,
  type DeploymentDocument,
  type ReleaseChange,
} from '../../../../tools/release/release-state.mjs';
import type { FastifyRequest } from 'fastify';
import { requireReleaseWriter } from '../auth/access-guard';
import type { Database } from '../db/database';
import { ApiError, badRequest } from '../http/api-error';
import { StaleVersion } from '../http/version-conflict';
import { bodyEtag, matchesIfNoneMatch, notModified } from '../http/conditional-get';
import type { OperationHandlers } from '../http/contract-routes';
import { CACHE_CONTROL_NO_CACHE, releaseMessages } from './release-messages';
import { releaseStateStore, UndoRefused } from './release-state-store';
import { tickReleases } from './tick-releases';
import type { OkBodyOf } from '../http/contract-types';

/** Who a change is recorded as: a person's email address, or the service token's name (automation). */
function callerOf(request: FastifyRequest): string {
  const caller = requireReleaseWriter(request);
  return caller.kind === 'service token' ? `service token ${caller.serviceToken.name}` : (caller.auth.user.emailAddress ?? 'unknown');
}

/** The one version If-Match names; undefined for any (`*`, or none under API_IF_MATCH=optional: the version now). */
function versionOf(request: FastifyRequest): number | undefined {
  const expected = request.expectedVersion;
  if (!expected || expected.any) return undefined;
  if (expected.versions.length !== 1) throw badRequest(releaseMessages.oneVersion);
  return expected.versions[0];
}

/** A refusal of the document's rules (tools/release), said as the API's 400. */
function refusedDocument(error: unknown): never {
  if (error instanceof StaleRelease || error instanceof ApiError || error instanceof StaleVersion) throw error;
  if (error instanceof UndoRefused || (error instanceof Error && !('code' in error))) throw badRequest((error as Error).message);
  throw error;
}

/*
 * The release state behind the API (issue 37): the deployment document in PostgreSQL with one writer
 * (release-state-store.ts), what every host answers at /deployment.json, and the calls the release tool
 * and the Releases screen make. The document's rules are tools/release's (its public module).
 */
export function releaseHandlers({
  db,
  now,
  environmentManifest,
}: {
  db: Database;
  now: () => Date;
  /** The environment's manifest (deployment-manifest.mjs from the API's environment): what the document is served over. */
  environmentManifest: () => object;
}): OperationHandlers {
  const storeFor = (request: FastifyRequest) => releaseStateStore(db, { who: () => callerOf(request), now });
  const reader = releaseStateStore(db, { who: () => 'reader', now });

  /** Writes `document` made from If-Match's version; 412 with the state now when it moved on. */
  async function write(
    request: FastifyRequest,
    planned: (document: DeploymentDocument | null) => {
      command: string[];
      document: DeploymentDocument | null;
      undoes?: number;
      imported?: ReleaseChange[];
      message: string;
    },
  ) {
    const state = await reader.read();
    const version = versionOf(request) ?? state.version;
    if (state.version !== version) throw stale(state.version);
    let change;
    try {
      change = planned(state.document);
    } catch (error) {
      refusedDocument(error);
    }
    try {
      const { command, document, undoes, imported } = change;
      const written = await storeFor(request).write({ version, command, document, undoes, imported });
      return { message: change.message, version: written.version, change: written.change };
    } catch (error) {
      if (error instanceof StaleRelease) throw stale(error.currentVersion ?? version);
      return refusedDocument(error);
    }
  }

  /** The house's 412: who changed the releases last and when (the activity trail), and the state now. */
  const stale = (currentVersion: number) =>
    new StaleVersion(
      db,
      {
        noun: 'release state',
        trail: { objectTypes: ['Release'], objectId: 1 },
        current: async () => {
          const now = await reader.read();
          return { version: now.version, deployment: now.document };
        },
      },
      currentVersion,
    );

  return {
    async getDeploymentManifest(request, reply) {
      const { document } = await reader.read();
      // The release tool's module is JavaScript: its answer is the contract's manifest, which the specs check.
      const served = servedDeployment(document, environmentManifest()) as OkBodyOf<'getDeploymentManifest'>;
      // The headers the console's servers always gave it (shared caches may keep it too: it is public).
      const etag = bodyEtag(JSON.stringify(served));
      reply.header('etag', etag).header('cache-control', CACHE_CONTROL_NO_CACHE);
      if (!matchesIfNoneMatch(request, etag)) return served;
      return notModified(reply, etag).header('cache-control', CACHE_CONTROL_NO_CACHE).send();
    },

    async getReleaseState() {
      const { version, document } = await reader.read();
      return { version, deployment: document };
    },

    async changeReleaseState(request) {
      const { command, deployment, undoes, importedHistory } = request.body;
      return write(request, () => ({
        command,
        document: (deployment ?? null) as DeploymentDocument | null,
        undoes,
        imported: importedHistory as ReleaseChange[] | undefined,
        message: releaseMessages.changed,
      }));
    },

    async getReleaseHistory() {
      return { changes: await reader.history() };
    },

    async approveRollingRelease(request) {
      const { remote } = request.params;
      return write(request, (document) => {
        const after = approvedDocument(structuredClone(document ?? { remotes: {} }), remote, now());
        const entry = after.remotes[remote];
        const at = entry.rollout?.status === 'completed' ? 'everyone: it is the stable release now' : `${entry.canary?.share} %`;
        return { command: ['approve', remote], document: after, message: `${remote} ${entry.rollout?.version} goes on to ${at}` };
      });
    },

    async abortRollingRelease(request) {
      const { remote } = request.params;
      const reason = request.body.reason?.trim() || `aborted by ${callerOf(request)}`;
      return write(request, (document) => {
        const after = abortedDocument(structuredClone(document ?? { remotes: {} }), remote, reason, now());
        return {
          command: ['abort', remote, '--reason', reason],
          document: after,
          message: `${remote} ${after.remotes[remote].rollout?.version} stopped: everyone gets the stable release ${after.remotes[remote].stable.version}`,
        };
      });
    },

    async tickRollingReleases(request) {
      const results = await tickReleases({ db, now, judging: request.body, who: callerOf(request) });
      return {
        results: results.map(({ remote, action, verdict, reason, applied }) => ({
          remote,
          action,
          reason,
          applied,
          ...(verdict ? { verdict } : {}),
        })),
      };
    },
  };
}
