// A rolling release of one remote, kept in the deployment file under the remote as `rollout` (served
// with /deployment.json, so the Releases screen reads it there):
//
// "rollout": { "version", "stages": [5, 25, 50, 100], "stage": 0 (index), "stageStartedAt", "startedAt",
//              "minMinutes": 30, "minViews": 200, "approveAt"?: [50],
//              "status": "running" | "waiting-approval" | "completed" | "aborted",
//              "lastVerdict"?: { "at", "verdict": "advance"|"wait"|"abort"|"too little data", "reason", "signals" },
//              "lastDecision"?: the last advance or abort, the same shape, kept while later ticks only wait }
//
// While running (or waiting for approval) the canary is the rollout's version with the current stage's
// share. Reaching the last stage (100) promotes the canary: completed. Aborted: the canary is dropped.
// Pure functions over one remote entry; rollout.mjs reads, locks and writes.
import { assertVersion } from './naming.mjs';

export const ROLLOUT_DEFAULTS = Object.freeze({ stages: [5, 25, 50, 100], minMinutes: 30, minViews: 200 });
export const ROLLOUT_STATUSES = ['running', 'waiting-approval', 'completed', 'aborted'];
export const VERDICTS = ['advance', 'wait', 'abort', 'too little data'];

/** Running or waiting for approval: the canary is the rollout's, and `tick` judges it. */
export const isActive = (rollout) => rollout?.status === 'running' || rollout?.status === 'waiting-approval';

/** '5,25,50,100' -> [5, 25, 50, 100]: rising whole percents, the last 100 (the promotion). */
export function parseStages(text) {
  const parts = String(text).split(',');
  if (!parts.every((part) => /^\d{1,3}$/.test(part.trim()))) throw new Error(`--stages must be percents like 5,25,50,100 (got '${text}')`);
  return checkStages(parts.map(Number));
}

function checkStages(stages) {
  if (!Array.isArray(stages) || stages.length < 2) throw new Error('A rollout needs at least one stage below 100 and the last at 100');
  stages.forEach((stage, i) => {
    if (!Number.isInteger(stage) || stage < 1 || stage > 100) throw new Error(`A stage is a whole percent from 1 to 100 (got ${stage})`);
    if (i > 0 && stage <= stages[i - 1]) throw new Error(`Stages must rise (${stages.join(',')})`);
  });
  if (stages.at(-1) !== 100) throw new Error(`The last stage must be 100, the promotion (got ${stages.join(',')})`);
  return stages;
}

const wholeNumber = (name, text, min, max) => {
  if (!/^\d+$/.test(String(text)) || Number(text) < min || Number(text) > max)
    throw new Error(`${name} must be a whole number from ${min} to ${max} (got '${text}')`);
  return Number(text);
};

/** The plan of `rollout <remote> <version> [--stages ..] [--min-minutes ..] [--min-views ..] [--approve-at 50,..]`. */
export function parseRolloutArgs(args) {
  const plan = { ...ROLLOUT_DEFAULTS, stages: [...ROLLOUT_DEFAULTS.stages] };
  const positional = [];
  for (let at = 0; at < args.length; at++) {
    const name = args[at];
    if (!name.startsWith('--')) {
      positional.push(name);
      continue;
    }
    if (at + 1 >= args.length || args[at + 1].startsWith('--')) throw new Error(`${name} needs a value`);
    const value = args[++at];
    if (name === '--stages') plan.stages = parseStages(value);
    else if (name === '--min-minutes') plan.minMinutes = wholeNumber(name, value, 0, 10080);
    else if (name === '--min-views') plan.minViews = wholeNumber(name, value, 1, 10_000_000);
    else if (name === '--approve-at') plan.approveAt = value.split(',').map((part) => wholeNumber(name, part.trim(), 1, 100));
    else throw new Error(`Unknown option ${name} (rollout takes --stages, --min-minutes, --min-views, --approve-at)`);
  }
  if (positional.length !== 2)
    throw new Error(
      'Usage: npm run release -- rollout <remote> <version> [--stages 5,25,50,100] [--min-minutes 30] [--min-views 200] [--approve-at 50]',
    );
  checkApproveAt(plan.approveAt, plan.stages);
  return { remote: positional[0], version: positional[1], plan };
}

function checkApproveAt(approveAt, stages) {
  if (approveAt === undefined) return;
  if (!Array.isArray(approveAt)) throw new Error('approveAt must be a list of stages');
  for (const stage of approveAt) {
    if (!stages.slice(1).includes(stage))
      throw new Error(`--approve-at ${stage} is not one of the later stages (${stages.slice(1).join(',')})`);
  }
}

const isTime = (text) => typeof text === 'string' && !Number.isNaN(Date.parse(text));

/** Throws unless `entry.rollout` is well formed and agrees with the entry's canary. */
export function validateRollout(remote, entry) {
  const rollout = entry.rollout;
  const fail = (what) => {
    throw new Error(`${remote} rollout: ${what}`);
  };
  if (!rollout || typeof rollout !== 'object') fail('not an object');
  assertVersion(rollout.version);
  try {
    checkStages(rollout.stages);
    checkApproveAt(rollout.approveAt, rollout.stages);
  } catch (error) {
    fail(error.message);
  }
  if (!Number.isInteger(rollout.stage) || rollout.stage < 0 || rollout.stage >= rollout.stages.length)
    fail(`stage ${rollout.stage} is not an index of the stages`);
  if (!ROLLOUT_STATUSES.includes(rollout.status)) fail(`unknown status '${rollout.status}'`);
  if (!isTime(rollout.startedAt) || !isTime(rollout.stageStartedAt)) fail('startedAt and stageStartedAt must be times');
  if (!Number.isInteger(rollout.minMinutes) || rollout.minMinutes < 0) fail('minMinutes must be a whole number');
  if (!Number.isInteger(rollout.minViews) || rollout.minViews < 1) fail('minViews must be a whole number from 1');
  for (const key of ['lastVerdict', 'lastDecision']) {
    const verdict = rollout[key];
    if (verdict === undefined) continue;
    if (!isTime(verdict?.at) || !VERDICTS.includes(verdict.verdict) || typeof verdict.reason !== 'string')
      fail(`${key} needs at, verdict and reason`);
  }
  if (isActive(rollout)) {
    if (entry.canary?.version !== rollout.version)
      fail(`${rollout.status}, but the canary is ${entry.canary?.version ?? 'none'}, not ${rollout.version}`);
    if (rollout.stage === rollout.stages.length - 1) fail(`${rollout.status} at the last stage (it promotes)`);
    if (entry.canary.share !== rollout.stages[rollout.stage])
      fail(`the canary's share ${entry.canary.share} is not stage ${rollout.stages[rollout.stage]}`);
  }
  return rollout;
}

/** A verdict as lastVerdict keeps it: the compared figures of both releases and the window. */
export function verdictRecord(at, verdict, reason, signals = undefined) {
  return { at: at.toISOString(), verdict, reason, ...(signals ? { signals } : {}) };
}

/** Describes the rollout in one line for `status`. */
export function describeStage(rollout) {
  return `${rollout.stage + 1}/${rollout.stages.length} (${rollout.stages[rollout.stage]}%)`;
}
