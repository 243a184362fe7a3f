// The only way the deployment document changes: each command reads it with its version from the
// release store (release-store.mjs: the API), computes the new document, validates it (the releases on
// this disk too, where they were built) and writes it made from that version. Another change first
// (another host, another operator): the store refuses it as stale, and the command reads and computes
// again, a few times, before it gives up with a sentence saying so.
import { REMOTE_NAMES, projectOf } from './config.mjs';
import { checkShare, releaseRef, remoteEntry, validateDeployment } from './deployment-document.mjs';
import { lastUndoableChange } from './history.mjs';
import { StaleRelease } from './release-store.mjs';
import { isActive, verdictRecord } from './rollout-plan.mjs';

const clone = (value) => (value === null ? null : structuredClone(value));

/** How many times a command computes its change again after another change came first. */
export const STALE_ATTEMPTS = 5;

function storeOf(config) {
  if (!config.store) throw new Error('The release commands need the API: set RELEASE_API_URL and RELEASE_API_TOKEN');
  return config.store;
}

/** The deployment document now, or null when there is none (/deployment.json is then the environment's manifest). */
export async function readDeployment(config) {
  return (await storeOf(config).read()).document;
}

/** The change history, oldest first. */
export function readHistory(config) {
  return storeOf(config).history();
}

/**
 * Reads, computes with `work(state)` and writes what it answers ({ command, document, undoes? }), again
 * while another change came first; answers `work`'s result with the new version.
 */
export async function changeFromCurrent(config, work) {
  const store = storeOf(config);
  for (let attempt = 1; ; attempt++) {
    const state = await store.read();
    const planned = await work(state);
    try {
      const written = await store.write({ version: state.version, ...planned });
      return { ...planned, version: written.version, change: written.change };
    } catch (error) {
      if (!(error instanceof StaleRelease)) throw error;
      if (attempt >= STALE_ATTEMPTS)
        throw new Error(`Another release change came first ${attempt} times in a row (${error.message}); nothing was changed, try again`, {
          cause: error,
        });
    }
  }
}

/**
 * @param {string[]} command  what the operator typed, for the history
 * @param {(doc: object) => object} update  the new document from a copy of the current one
 * @param {string[]} remotes  whose releases on disk to check
 */
export async function change(config, command, update, remotes) {
  const { document } = await changeFromCurrent(config, ({ document: before }) => {
    const after = update(clone(before) ?? { remotes: {} });
    validateDeployment(config, after, remotes);
    return { command, document: after };
  });
  return document;
}

export function entryOf(doc, remote) {
  projectOf(remote); // throws for an unknown remote
  const entry = doc.remotes[remote];
  if (!entry?.stable) throw new Error(`${remote} has no stable release in the manifest (npm run release -- stable ${remote} <version>)`);
  return entry;
}

const withRollout = (entry, rollout) => (rollout ? { ...entry, rollout } : entry);

/** The canary of a running rolling release moves only by its stages: approve, abort, or tick. */
function refuseDuringRollout(remote, entry, command) {
  if (isActive(entry.rollout))
    throw new Error(
      `${remote} is in a rolling release of ${entry.rollout.version} (${entry.rollout.status}): ${command} would fight it; npm run release -- abort ${remote} first`,
    );
}

/** Makes `version` the remote's stable release; a canary of the same version is dropped. */
export async function setStable(config, remote, version) {
  projectOf(remote);
  return change(
    config,
    ['stable', remote, version],
    (doc) => {
      const stable = releaseRef(config, remote, version);
      const { canary, rollout } = doc.remotes[remote] ?? {};
      const keptCanary = canary && canary.version !== version ? canary : undefined;
      // A rolling release whose canary this makes stable has reached everyone: completed.
      const keptRollout = isActive(rollout) && !keptCanary ? { ...rollout, status: 'completed' } : rollout;
      doc.remotes[remote] = withRollout(remoteEntry(stable, keptCanary), keptRollout);
      return doc;
    },
    [remote],
  );
}

export async function setCanary(config, remote, version, share) {
  checkShare(share);
  return change(
    config,
    ['canary', remote, version, '--share', String(share)],
    (doc) => {
      const entry = entryOf(doc, remote);
      refuseDuringRollout(remote, entry, 'canary');
      // A finished rolling release is about another canary: it goes with the old canary.
      doc.remotes[remote] = remoteEntry(entry.stable, { ...releaseRef(config, remote, version), share });
      return doc;
    },
    [remote],
  );
}

export async function setShare(config, remote, share) {
  checkShare(share);
  return change(
    config,
    ['set-share', remote, String(share)],
    (doc) => {
      const entry = entryOf(doc, remote);
      if (!entry.canary) throw new Error(`${remote} has no canary`);
      refuseDuringRollout(remote, entry, 'set-share');
      entry.canary.share = share;
      return doc;
    },
    [remote],
  );
}

/** The canary becomes stable for everyone; the canary is removed. */
export async function promote(config, remote) {
  return change(
    config,
    ['promote', remote],
    (doc) => {
      const entry = entryOf(doc, remote);
      if (!entry.canary) throw new Error(`${remote} has no canary to promote`);
      const { version, manifestUrl, container } = entry.canary;
      const rollout = isActive(entry.rollout) ? { ...entry.rollout, status: 'completed' } : entry.rollout;
      doc.remotes[remote] = withRollout(remoteEntry({ version, manifestUrl, container }), rollout);
      return doc;
    },
    [remote],
  );
}

/** Removes the canary; `reason` (the check command's, when it rolls a failing canary back) is kept in the history's command. */
export async function dropCanary(config, remote, { reason } = {}) {
  return change(
    config,
    ['drop-canary', remote, ...(reason ? ['--reason', reason] : [])],
    (doc) => {
      const entry = entryOf(doc, remote);
      if (!entry.canary) throw new Error(`${remote} has no canary`);
      const rollout = isActive(entry.rollout)
        ? {
            ...entry.rollout,
            status: 'aborted',
            lastVerdict: verdictRecord(new Date(), 'abort', reason ?? `drop-canary by ${config.user}`, entry.rollout.lastVerdict?.signals),
          }
        : entry.rollout;
      doc.remotes[remote] = withRollout(remoteEntry(entry.stable), rollout);
      return doc;
    },
    [],
  );
}

/** Restores the document as it was before the newest change not yet rolled back (none, if there was none). */
export async function rollback(config) {
  const { document: restored, undid } = await changeFromCurrent(config, async () => {
    const target = lastUndoableChange(await readHistory(config));
    if (!target) throw new Error('Nothing to roll back');
    const document = clone(target.before);
    if (document) validateDeployment(config, document);
    return { command: ['rollback'], document, undoes: target.seq, undid: target };
  });
  return { restored, undid };
}

/** Rows for `status` of a document: every remote, with what it says (or that the environment's default applies). */
export function statusRows(doc) {
  return REMOTE_NAMES.map((remote) => {
    const entry = doc?.remotes?.[remote];
    return {
      remote,
      stable: entry?.stable?.version ?? '(environment default)',
      canary: entry?.canary?.version ?? '-',
      share: entry?.canary ? `${entry.canary.share}%` : '-',
    };
  });
}

export function formatTable(rows) {
  if (!rows.length) return '';
  const columns = Object.keys(rows[0]);
  const widths = columns.map((column) => Math.max(column.length, ...rows.map((row) => String(row[column]).length)));
  const line = (values) =>
    values
      .map((value, i) => String(value).padEnd(widths[i]))
      .join('  ')
      .trimEnd();
  return [line(columns), ...rows.map((row) => line(columns.map((column) => row[column])))].join('\n');
}

/** Rows for `history`: one per change, oldest first. */
export function historyRows(records) {
  return records.map((record) => ({
    seq: record.seq,
    at: record.at,
    who: record.who,
    command: record.command.join(' ') + (record.undoes ? ` (undoes #${record.undoes})` : ''),
  }));
}
