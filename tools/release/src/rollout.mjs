// `npm run release -- rollout | approve | abort`, and one tick: rolling releases of one remote, through
// the same validated and recorded changes of the deployment document as every other command.
//
// tick (run by the API, apps/api/src/releases, on the signals in its database): for each active rollout,
// asks for the signals summary of the stage's minutes, then reads the document again, judges, and writes
// the step made from the version it read, only if the rollout is still where it was when the summary was
// asked for. Two ticks at once: one writes first; the other's write is stale, and reading again it finds
// the stage moved and does nothing.
import { change, entryOf } from './commands.mjs';
import { releaseRef, validateDeploymentShape } from './deployment-document.mjs';
import { StaleRelease } from './release-store.mjs';
import { aborted, advanced, applyDecision, decideTick, judgedWindow } from './rollout-decision.mjs';
import { describeStage, isActive } from './rollout-plan.mjs';

/** Starts a rolling release: `version` becomes the canary at the first stage's share. */
export async function startRollout(config, remote, version, plan, { now = new Date() } = {}) {
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
  );
}

function activeRollout(doc, remote) {
  const entry = entryOf(doc, remote);
  if (!isActive(entry.rollout)) throw new Error(`${remote} has no rolling release in progress (npm run release -- status)`);
  return entry;
}

/** The document with the remote's rollout, waiting for approval, let into its next stage (a pure step: the API's approve too). */
export function approvedDocument(doc, remote, now) {
  const entry = activeRollout(doc, remote);
  if (entry.rollout.status !== 'waiting-approval')
    throw new Error(
      `${remote} ${entry.rollout.version} is not waiting for approval (${entry.rollout.status} at ${describeStage(entry.rollout)})`,
    );
  doc.remotes[remote] = advanced(entry, now);
  return doc;
}

/** The document with the remote's rollout stopped: the canary dropped, the reason kept (the API's abort too). */
export function abortedDocument(doc, remote, reason, now) {
  const entry = activeRollout(doc, remote);
  doc.remotes[remote] = aborted(entry, now, reason, entry.rollout.lastVerdict?.signals);
  return doc;
}

/** Lets a rollout waiting for approval into its next stage (or, at the last, promotes the canary). */
export async function approveRollout(config, remote, { now = new Date() } = {}) {
  return change(config, ['approve', remote], (doc) => approvedDocument(doc, remote, now), []);
}

/** Stops a rollout by hand: the canary is dropped, everyone gets stable, the reason is kept. */
export async function abortRollout(config, remote, reason, { now = new Date() } = {}) {
  const why = reason || `aborted by ${config.user}`;
  return change(config, ['abort', remote, ...(reason ? ['--reason', reason] : [])], (doc) => abortedDocument(doc, remote, why, now), []);
}

const sameStep = (a, b) =>
  a?.version === b?.version && a?.stage === b?.stage && a?.stageStartedAt === b?.stageStartedAt && a?.status === b?.status;

const STEP_COMMANDS = { abort: 'abort', advance: 'advance', approval: 'wait-for-approval' };

/** How many times a tick reads again after another change came first, before it says so. */
const TICK_ATTEMPTS = 10;

/** Writes one tick's decision on `remote`, made from the step it saw, unless the rollout moved meanwhile. */
async function stepUnlessMoved(store, remote, seen, decide, at) {
  for (let attempt = 1; ; attempt++) {
    const { version, document: before } = await store.read();
    const current = before?.remotes?.[remote];
    if (!sameStep(current?.rollout, seen)) return undefined; // another tick or command moved it meanwhile
    const decision = decide(current);
    const after = structuredClone(before);
    after.remotes[remote] = applyDecision(current, decision, at);
    validateDeploymentShape(after);
    // A step changes who gets which release: it is history. A wait only notes the verdict for the screen.
    const step = STEP_COMMANDS[decision.action];
    try {
      await store.write({ version, command: step ? ['tick', remote, step, '--reason', decision.reason] : null, document: after, at });
      return decision;
    } catch (error) {
      if (!(error instanceof StaleRelease) || attempt >= TICK_ATTEMPTS) throw error;
    }
  }
}

/**
 * One tick over every active rollout of the store's document.
 * @param {{ read: Function, write: Function }} store  release-store.mjs
 * @param {{ fetchSummary: (query: { remote: string, from: Date, to: Date }) => Promise<object>, now?: () => Date, options?: object, log?: (line: string) => void }} deps
 * @returns {Promise<Array<{ remote: string, action: 'advance'|'approval'|'abort'|'wait'|'none', verdict?: string, reason: string, applied: boolean }>>}
 */
export async function tick(store, { fetchSummary, now = () => new Date(), options = {}, log = () => {} }) {
  const results = [];
  const { document: doc } = await store.read();
  for (const [remote, entry] of Object.entries(doc?.remotes ?? {})) {
    if (!isActive(entry.rollout)) continue;
    const at = now();
    const window = judgedWindow(entry.rollout, at);
    const summary = window ? await fetchSummary({ remote, ...window }) : undefined;
    const decision = await stepUnlessMoved(store, remote, entry.rollout, (current) => decideTick(current, summary, at, options), at);
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

/** Rows for `status` of a document: one per remote with a rolling release (running or ended). */
export function rolloutRows(doc, now = new Date()) {
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
