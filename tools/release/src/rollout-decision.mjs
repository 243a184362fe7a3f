// What one `tick` does to one rolling release, as pure functions: the window it judges, the verdict on
// the signals summary of that window, and the entry after the step (advance, wait for approval,
// promote, abort). rollout.mjs fetches, locks and writes around them.
import { COMPARISON_DEFAULTS, compareReleases } from './release-comparison.mjs';
import { remoteEntry } from './deployment-document.mjs';
import { isActive, verdictRecord } from './rollout-plan.mjs';

export const TICK_DEFAULTS = Object.freeze({
  ...COMPARISON_DEFAULTS,
  /**
   * Before the stage's minimum time a canary is aborted only at this stricter confidence: tick looks
   * every minute, and each early look is one more chance of a false alarm.
   */
  earlyConfidence: 0.999,
});

const MINUTE = 60_000;
/** The summary's longest window. */
const MAX_WINDOW = 7 * 24 * 60 * MINUTE;

/**
 * The minutes a tick judges: from the minute the stage began (the API counts whole minutes; the seconds
 * of it before the stage began hold a few of the previous share's views, which are views of the same two
 * releases) to now, at most the summary's 7 days. Undefined only when there is no time to judge yet.
 */
export function judgedWindow(rollout, now) {
  const started = Date.parse(rollout.stageStartedAt);
  const from = Math.max(Math.floor(started / MINUTE) * MINUTE, Math.floor((now.getTime() - MAX_WINDOW) / MINUTE) * MINUTE + MINUTE);
  if (from >= now.getTime()) return undefined;
  return { from: new Date(from), to: now };
}

const totalsOf = (summary, version, canary) =>
  summary?.releases?.find((release) => release.version === version && release.canary === canary)?.totals;

const minutesBetween = (from, to) => Math.floor((to.getTime() - Date.parse(from)) / MINUTE);

/**
 * The verdict of one tick on an active rollout.
 * @returns {{ action: 'advance'|'approval'|'abort'|'wait', verdict: string, reason: string, signals?: object }}
 */
export function decideTick(entry, summary, now, options = {}) {
  const settings = { ...TICK_DEFAULTS, ...options };
  const rollout = entry.rollout;
  const share = rollout.stages[rollout.stage];
  const inStage = minutesBetween(rollout.stageStartedAt, now);
  const timeUp = inStage >= rollout.minMinutes;
  const window = summary ? { from: summary.from, to: summary.to } : undefined;
  const comparison = compareReleases(totalsOf(summary, rollout.version, true), totalsOf(summary, entry.stable.version, false), {
    ...settings,
    confidence: timeUp ? settings.confidence : settings.earlyConfidence,
    minViews: rollout.minViews,
  });
  const signals = { ...window, canary: comparison.canary, stable: comparison.stable };
  const at = `${share}% for ${inStage} min`;
  if (comparison.decision === 'worse') return { action: 'abort', verdict: 'abort', reason: `${at}: ${comparison.reason}`, signals };
  if (comparison.decision === 'too little data')
    return { action: 'wait', verdict: 'too little data', reason: `${at}: ${comparison.reason}`, signals };
  const next = rollout.stages[rollout.stage + 1];
  if (!timeUp) return { action: 'wait', verdict: 'wait', reason: `${at} of ${rollout.minMinutes}: ${comparison.reason}`, signals };
  if (rollout.status === 'waiting-approval' || rollout.approveAt?.includes(next)) {
    const reason = `${at}: ${comparison.reason}; ${next}% waits for approve`;
    return { action: 'approval', verdict: 'advance', reason, signals };
  }
  return { action: 'advance', verdict: 'advance', reason: `${at}: ${comparison.reason}`, signals };
}

/** The entry at the rollout's next stage: the canary's share raised, or, at the last stage, the canary promoted. */
export function advanced(entry, now, lastVerdict = entry.rollout.lastVerdict) {
  // The advance is the last decision until another: the next stage's first ticks only wait ("too little data").
  const lastDecision = lastVerdict?.verdict === 'advance' ? lastVerdict : entry.rollout.lastDecision;
  const rollout = {
    ...entry.rollout,
    stage: entry.rollout.stage + 1,
    stageStartedAt: now.toISOString(),
    lastVerdict,
    ...(lastDecision ? { lastDecision } : {}),
  };
  if (rollout.stage === rollout.stages.length - 1) {
    const { version, manifestUrl, container } = entry.canary;
    return { ...remoteEntry({ version, manifestUrl, container }), rollout: { ...rollout, status: 'completed' } };
  }
  return { ...entry, canary: { ...entry.canary, share: rollout.stages[rollout.stage] }, rollout: { ...rollout, status: 'running' } };
}

/** The entry with the canary dropped (everyone on stable) and the rollout aborted with its reason. */
export function aborted(entry, now, reason, signals) {
  const lastVerdict = verdictRecord(now, 'abort', reason, signals);
  return {
    ...remoteEntry(entry.stable),
    rollout: { ...entry.rollout, status: 'aborted', lastVerdict, lastDecision: lastVerdict },
  };
}

/** The entry after one tick's decision: the step, or only the verdict noted (a wait changes no release). */
export function applyDecision(entry, decision, now) {
  if (!isActive(entry.rollout)) return entry;
  const lastVerdict = verdictRecord(now, decision.verdict, decision.reason, decision.signals);
  switch (decision.action) {
    case 'abort':
      return aborted(entry, now, decision.reason, decision.signals);
    case 'advance':
      return advanced(entry, now, lastVerdict);
    case 'approval':
      return { ...entry, rollout: { ...entry.rollout, status: 'waiting-approval', lastVerdict, lastDecision: lastVerdict } };
    default:
      // A wait notes the tick's verdict; the last decision (lastDecision) stays beside it.
      return { ...entry, rollout: { ...entry.rollout, lastVerdict } };
  }
}
