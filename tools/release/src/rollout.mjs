// `npm run release -- rollout | approve | abort | tick`: rolling releases of one remote, through the
// same validated, atomic and recorded changes of the deployment file as every other command.
//
// tick: for each active rollout, reads the signals summary of the stage's minutes (outside the lock: it
// is a network call), then under the deployment file's lock reads the file again, judges, and writes the
// step only if the rollout is still where it was when the summary was asked for. Two ticks at once: the
// second finds the stage moved (or the lock taken and then the stage moved) and does nothing.
import { change, entryOf, withLock } from './commands.mjs';
import { readDeployment, releaseRef, validateDeployment, writeDeployment } from './deployment-file.mjs';
import { appendHistory } from './history.mjs';
import { aborted, advanced, applyDecision, decideTick, judgedWindow } from './rollout-decision.mjs';
import { describeStage, isActive } from './rollout-plan.mjs';

/** Starts a rolling release: `version` becomes the canary at the first stage's share. */
export function startRollout(config, remote, version, plan, { now = new Date(), hooks } = {}) {
  const command = [
    'rollout',
    remote,
    version,
    '--stages',
    plan.stages.join(','),
    '--min-minutes',
    String(plan.minMinutes),
    '--min-views',
    String(plan.minViews),
  ];
  if (plan.approveAt?.length) command.push('--approve-at', plan.approveAt.join(','));
  return change(
    config,
    command,
    (doc) => {
      const entry = entryOf(doc, remote);
      if (isActive(entry.rollout))
        throw new Error(`${remote} is already in a rolling release of ${entry.rollout.version} (${entry.rollout.status})`);
      if (entry.stable.version === version) throw new Error(`${remote} ${version} is already the stable release`);
      const at = now.toISOString();
      doc.remotes[remote] = {
        manifestUrl: entry.manifestUrl,
        version: entry.version,
        stable: entry.stable,
        canary: { ...releaseRef(config, remote, version), share: plan.stages[0] },
        rollout: {
          version,
          stages: plan.stages,
          stage: 0,
          stageStartedAt: at,
          startedAt: at,
          minMinutes: plan.minMinutes,
          minViews: plan.minViews,
          ...(plan.approveAt?.length ? { approveAt: plan.approveAt } : {}),
          status: 'running',
        },
      };
      return doc;
    },
    [remote],
    hooks,
  );
}

function activeRollout(doc, remote) {
  const entry = entryOf(doc, remote);
  if (!isActive(entry.rollout)) throw new Error(`${remote} has no rolling release in progress (npm run release -- status)`);
  return entry;
}

/** Lets a rollout waiting for approval into its next stage (or, at the last, promotes the canary). */
export function approveRollout(config, remote, { now = new Date(), hooks } = {}) {
  return change(
    config,
    ['approve', remote],
    (doc) => {
      const entry = activeRollout(doc, remote);
      if (entry.rollout.status !== 'waiting-approval')
        throw new Error(
          `${remote} ${entry.rollout.version} is not waiting for approval (${entry.rollout.status} at ${describeStage(entry.rollout)})`,
        );
      doc.remotes[remote] = advanced(entry, now);
      return doc;
    },
    [],
    hooks,
  );
}

/** Stops a rollout by hand: the canary is dropped, everyone gets stable, the reason is kept. */
export function abortRollout(config, remote, reason, { now = new Date(), hooks } = {}) {
  const why = reason || `aborted by ${config.user}`;
  return change(
    config,
    ['abort', remote, ...(reason ? ['--reason', reason] : [])],
    (doc) => {
      const entry = activeRollout(doc, remote);
      doc.remotes[remote] = aborted(entry, now, why, entry.rollout.lastVerdict?.signals);
      return doc;
    },
    [],
    hooks,
  );
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** withLock, waiting (up to `waitMs`) while another release command holds the lock. */
async function withLockWaiting(config, work, waitMs = 10_000) {
  const until = Date.now() + waitMs;
  for (;;) {
    try {
      return withLock(config, work);
    } catch (error) {
      if (!/^Another release command/.test(error.message) || Date.now() > until) throw error;
      await sleep(50 + Math.random() * 100);
    }
  }
}

const sameStep = (a, b) =>
  a?.version === b?.version && a?.stage === b?.stage && a?.stageStartedAt === b?.stageStartedAt && a?.status === b?.status;

const STEP_COMMANDS = { abort: 'abort', advance: 'advance', approval: 'wait-for-approval' };

/**
 * One tick over every active rollout.
 * @param {{ fetchSummary: (query: { remote: string, from: Date, to: Date }) => Promise<object>, now?: () => Date, options?: object, log?: (line: string) => void }} deps
 * @returns {Promise<Array<{ remote: string, action: 'advance'|'approval'|'abort'|'wait'|'none', verdict?: string, reason: string, applied: boolean }>>}
 */
export async function tick(config, { fetchSummary, now = () => new Date(), options = {}, log = () => {} }) {
  const results = [];
  const doc = readDeployment(config);
  for (const [remote, entry] of Object.entries(doc?.remotes ?? {})) {
    if (!isActive(entry.rollout)) continue;
    const at = now();
    const window = judgedWindow(entry.rollout, at);
    const summary = window ? await fetchSummary({ remote, ...window }) : undefined;
    // Read, judge and write under the lock; the summary was asked for the step read before it.
    const decision = await withLockWaiting(config, () => {
      const before = readDeployment(config);
      const current = before?.remotes?.[remote];
      if (!sameStep(current?.rollout, entry.rollout)) return undefined; // another tick or command moved it meanwhile
      const decision = decideTick(current, summary, at, options);
      const after = structuredClone(before);
      after.remotes[remote] = applyDecision(current, decision, at);
      validateDeployment(config, after, []);
      writeDeployment(config, after);
      // A step changes who gets which release: it is history. A wait only notes the verdict for the screen.
      const step = STEP_COMMANDS[decision.action];
      if (step) appendHistory(config, { command: ['tick', remote, step, '--reason', decision.reason], before, after, now: at });
      return decision;
    });
    if (decision) {
      results.push({ remote, ...decision, applied: true });
      log(`${remote} ${entry.rollout.version} at ${describeStage(entry.rollout)}: ${decision.verdict} (${decision.reason})`);
    } else {
      const reason = 'moved by another tick or command meanwhile; nothing done';
      results.push({ remote, action: 'none', reason, applied: false });
      log(`${remote} ${entry.rollout.version}: ${reason}`);
    }
  }
  return results;
}

const minutesSince = (iso, now) => Math.floor((now.getTime() - Date.parse(iso)) / 60_000);

/** Rows for `status`: one per remote with a rolling release (running or ended). */
export function rolloutRows(config, now = new Date()) {
  const doc = readDeployment(config);
  return Object.entries(doc?.remotes ?? {})
    .filter(([, entry]) => entry.rollout)
    .map(([remote, { rollout }]) => ({
      remote,
      version: rollout.version,
      rollout: rollout.status,
      stage: describeStage(rollout),
      'in stage': isActive(rollout) ? `${minutesSince(rollout.stageStartedAt, now)} of ${rollout.minMinutes} min` : '-',
      'last verdict': rollout.lastVerdict ? `${rollout.lastVerdict.verdict}: ${rollout.lastVerdict.reason}` : '-',
    }));
}
