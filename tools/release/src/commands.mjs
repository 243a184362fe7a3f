// The only way the deployment file changes: each command reads it, computes the new document,
// validates it, replaces the file atomically and records the change in the history.
import fs from 'node:fs';
import path from 'node:path';
import { removeFile } from './atomic-file.mjs';
import { REMOTE_NAMES, projectOf } from './config.mjs';
import { checkShare, readDeployment, releaseRef, remoteEntry, validateDeployment, writeDeployment } from './deployment-file.mjs';
import { appendHistory, lastUndoableChange, readHistory } from './history.mjs';
import { isActive, verdictRecord } from './rollout-plan.mjs';

const clone = (value) => (value === null ? null : structuredClone(value));

/**
 * One writer at a time: a lock file beside the deployment file (a dead holder's lock is taken over). The
 * lock appears with its holder's pid already in it (written aside, then hard-linked into place, which
 * fails when the lock exists): created empty and then written, another command could read it empty in
 * between, take it for a dead holder's and hold it too (two ticks at once both advanced, seen in CI).
 */
function takeLock(lock) {
  const mine = `${lock}.${process.pid}`;
  fs.writeFileSync(mine, String(process.pid));
  try {
    fs.linkSync(mine, lock);
  } finally {
    fs.rmSync(mine, { force: true });
  }
}

/**
 * Removes a dead holder's lock (its text `deadHolder`) so that it can be taken. It is moved aside first and
 * checked: two commands taking it over at once both read the dead holder, and the second one's removal
 * would otherwise delete the lock the first had just taken, so both would hold it. A live lock moved by
 * mistake is put back, and this command waits its turn.
 */
export function takeOverDeadLock(lock, deadHolder) {
  const aside = `${lock}.dead.${process.pid}`;
  try {
    fs.renameSync(lock, aside);
  } catch (error) {
    if (error.code === 'ENOENT') return; // released or taken over meanwhile: take it afresh
    throw error;
  }
  const moved = fs.readFileSync(aside, 'utf8');
  if (moved === deadHolder) {
    fs.rmSync(aside, { force: true });
    return;
  }
  try {
    fs.linkSync(aside, lock);
  } finally {
    fs.rmSync(aside, { force: true });
  }
  throw new Error(`Another release command (pid ${moved}) holds ${lock}; try again`);
}

export function withLock(config, work) {
  const lock = `${config.deploymentFile}.lock`;
  fs.mkdirSync(path.dirname(lock), { recursive: true });
  for (let attempt = 0; ; attempt++) {
    try {
      takeLock(lock);
      break;
    } catch (error) {
      if (error.code !== 'EEXIST' || attempt > 0) throw new Error(`Another release command holds ${lock}; try again`, { cause: error });
      let holder;
      try {
        holder = fs.readFileSync(lock, 'utf8');
      } catch (readError) {
        if (readError.code !== 'ENOENT') throw readError;
        attempt = -1; // released meanwhile: take it afresh
        continue;
      }
      if (Number(holder) && isAlive(Number(holder))) throw new Error(`Another release command (pid ${holder}) holds ${lock}; try again`);
      takeOverDeadLock(lock, holder);
    }
  }
  try {
    return work();
  } finally {
    fs.rmSync(lock, { force: true });
  }
}

function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

/**
 * @param {string[]} command  what the operator typed, for the history
 * @param {(doc: object) => object} update  the new document from a copy of the current one
 * @param {string[]} remotes  whose releases on disk to check
 */
export function change(config, command, update, remotes, hooks) {
  return withLock(config, () => {
    const before = readDeployment(config);
    const after = update(clone(before) ?? { remotes: {} });
    validateDeployment(config, after, remotes);
    writeDeployment(config, after, hooks);
    appendHistory(config, { command, before, after });
    return after;
  });
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
export function setStable(config, remote, version, hooks) {
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
    hooks,
  );
}

export function setCanary(config, remote, version, share, hooks) {
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
    hooks,
  );
}

export function setShare(config, remote, share, hooks) {
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
    hooks,
  );
}

/** The canary becomes stable for everyone; the canary is removed. */
export function promote(config, remote, hooks) {
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
    hooks,
  );
}

/** Removes the canary; `reason` (the check command's, when it rolls a failing canary back) is kept in the history's command. */
export function dropCanary(config, remote, hooks, { reason } = {}) {
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
    hooks,
  );
}

/** Restores the manifest as it was before the newest change not yet rolled back (no file, if there was none). */
export function rollback(config, hooks) {
  return withLock(config, () => {
    const target = lastUndoableChange(readHistory(config));
    if (!target) throw new Error('Nothing to roll back');
    const before = readDeployment(config);
    const restored = clone(target.before);
    if (restored) {
      validateDeployment(config, restored);
      writeDeployment(config, restored, hooks);
    } else {
      removeFile(config.deploymentFile);
    }
    appendHistory(config, { command: ['rollback'], before, after: restored, undoes: target.seq });
    return { restored, undid: target };
  });
}

/** Rows for `status`: every remote, with what the manifest says (or that the environment's default applies). */
export function statusRows(config) {
  const doc = readDeployment(config);
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
export function historyRows(config) {
  return readHistory(config).map((record) => ({
    seq: record.seq,
    at: record.at,
    who: record.who,
    command: record.command.join(' ') + (record.undoes ? ` (undoes #${record.undoes})` : ''),
  }));
}
