// What the Releases screen shows, worked out from the deployment file and the signals summary: pure
// functions, so the page and its charts stay drawings of numbers decided here.
import type { ReleaseSignalMinute, ReleaseSignalRelease, ReleaseSignalSummaryResponse, ReleaseSignalTotals } from '@console/api-client';
import type { RemoteRollout, RolloutStatus, RolloutVerdict, RolloutVerdictRecord } from '@console/remote-contract';

/** GET /release-signals/summary's figures of one release, one minute, one release's whole window: the contract's. */
export type SignalTotals = ReleaseSignalTotals;
export type SignalMinute = ReleaseSignalMinute;
export type ReleaseSignals = ReleaseSignalRelease;
/** The summary of one remote, as the screen uses it (the window and its releases). */
export type SignalSummary = Pick<ReleaseSignalSummaryResponse, 'from' | 'to' | 'releases'>;

export type { RolloutStatus };
export type Verdict = RolloutVerdict;

/** A verdict as the screen shows it: the contract's, with the window it judged (not the compared figures). */
export type VerdictShown = Pick<RolloutVerdictRecord, 'at' | 'verdict' | 'reason'> & { judged?: { from: string; to: string } };

/** A remote's rolling release as the screen shows it: the contract's RemoteRollout, its verdicts as VerdictShown. */
export type Rollout = Omit<RemoteRollout, 'lastVerdict' | 'lastDecision'> & { lastVerdict?: VerdictShown; lastDecision?: VerdictShown };

/** One remote of the deployment file, as the screen reads it. */
export interface RemoteReleases {
  remote: string;
  stableVersion: string;
  canary?: { version: string; share: number };
  rollout?: Rollout;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
const count = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);
const STATUSES: readonly RolloutStatus[] = ['running', 'waiting-approval', 'completed', 'aborted'];
const VERDICTS: readonly Verdict[] = ['advance', 'wait', 'abort', 'too little data'];

function verdictOf(value: unknown): VerdictShown | undefined {
  if (!isRecord(value)) return undefined;
  const verdict = VERDICTS.find((each) => each === value.verdict);
  if (!verdict) return undefined;
  const signals = isRecord(value.signals) ? value.signals : {};
  const [from, to] = [text(signals.from), text(signals.to)];
  return { at: text(value.at) ?? '', verdict, reason: text(value.reason) ?? '', ...(from && to ? { judged: { from, to } } : {}) };
}

function rolloutOf(value: unknown): Rollout | undefined {
  if (!isRecord(value)) return undefined;
  const version = text(value.version);
  const stages = Array.isArray(value.stages) ? value.stages.filter((stage): stage is number => count(stage) !== undefined) : [];
  const stage = count(value.stage);
  const status = STATUSES.find((each) => each === value.status);
  if (!version || !stages.length || stage === undefined || !status) return undefined;
  return {
    version,
    stages,
    stage: Math.min(Math.max(0, Math.trunc(stage)), stages.length - 1),
    stageStartedAt: text(value.stageStartedAt) ?? '',
    startedAt: text(value.startedAt) ?? '',
    minMinutes: count(value.minMinutes) ?? 0,
    minViews: count(value.minViews) ?? 0,
    approveAt: Array.isArray(value.approveAt) ? value.approveAt.filter((each): each is number => count(each) !== undefined) : undefined,
    status,
    lastVerdict: verdictOf(value.lastVerdict),
    lastDecision: verdictOf(value.lastDecision),
  };
}

/**
 * The remotes of /deployment.json, in its order. The file is written by the release tool, not by this
 * screen, so it is read field by field: a remote or a rollout it cannot read is left out, not guessed.
 */
export function remotesOfDeployment(deployment: unknown): RemoteReleases[] {
  const remotes = isRecord(deployment) && isRecord(deployment.remotes) ? deployment.remotes : {};
  return Object.entries(remotes).flatMap(([remote, entry]) => {
    if (!isRecord(entry)) return [];
    const stableVersion = text(isRecord(entry.stable) ? entry.stable.version : undefined) ?? text(entry.version);
    if (!stableVersion) return [];
    const canaryVersion = isRecord(entry.canary) ? text(entry.canary.version) : undefined;
    const share = isRecord(entry.canary) ? count(entry.canary.share) : undefined;
    const rollout = rolloutOf(entry.rollout);
    return [
      {
        remote,
        stableVersion,
        ...(canaryVersion ? { canary: { version: canaryVersion, share: share ?? 0 } } : {}),
        ...(rollout ? { rollout } : {}),
      },
    ];
  });
}

/** A remote whose signals are worth comparing: it has a canary, or a rollout (even one that ended). */
export const hasSignalsToCompare = (remote: RemoteReleases) => Boolean(remote.canary || remote.rollout);

/** The version the canary is or was: today's canary, else the rollout's (an aborted one no longer has a canary). */
export const canaryVersionOf = (remote: RemoteReleases) => remote.canary?.version ?? remote.rollout?.version;

/** The summary's stable and canary releases of a remote (the summary lists every version that had views). */
export function releasesToCompare(remote: RemoteReleases, summary: SignalSummary) {
  const canaryVersion = canaryVersionOf(remote);
  return {
    stable: summary.releases.find((each) => !each.canary && each.version === remote.stableVersion),
    canary: summary.releases.find((each) => each.canary && each.version === canaryVersion),
  };
}

/** The windows the screen offers (`?window=`), each drawn as about 60-100 points. */
export const SIGNAL_WINDOWS = {
  '1h': { label: 'Last hour', minutes: 60, binMinutes: 1 },
  '6h': { label: '6 hours', minutes: 6 * 60, binMinutes: 5 },
  '24h': { label: '24 hours', minutes: 24 * 60, binMinutes: 15 },
  '7d': { label: '7 days', minutes: 7 * 24 * 60, binMinutes: 120 },
} as const;
export type SignalWindow = keyof typeof SIGNAL_WINDOWS;
export const DEFAULT_SIGNAL_WINDOW: SignalWindow = '1h';
export const isSignalWindow = (value: unknown): value is SignalWindow => typeof value === 'string' && Object.hasOwn(SIGNAL_WINDOWS, value);

const MINUTE = 60_000;

/** The window ending at the current minute's end, so the current minute is in it; whole minutes, so it changes once a minute. */
export function windowRange(window: SignalWindow, now: number) {
  const to = Math.floor(now / MINUTE) * MINUTE + MINUTE;
  return { from: new Date(to - SIGNAL_WINDOWS[window].minutes * MINUTE).toISOString(), to: new Date(to).toISOString() };
}

export type SignalKey = 'errorRate' | 'failedLoadRate' | 'inpP75' | 'lcpP75';

export interface SignalDefinition {
  key: SignalKey;
  title: string;
  unit: '%' | 'ms';
}

/** The charts, in the order the release tool judges them. */
export const SIGNALS: readonly SignalDefinition[] = [
  { key: 'errorRate', title: 'Error views', unit: '%' },
  { key: 'failedLoadRate', title: 'Failed loads', unit: '%' },
  { key: 'inpP75', title: 'INP p75', unit: 'ms' },
  { key: 'lcpP75', title: 'LCP p75', unit: 'ms' },
];

/** One point of a chart: the bin's start, and its value (null: no views, or no sample, in that bin). */
export interface SignalPoint {
  at: number;
  value: number | null;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/**
 * A release's points for one signal, a bin of `binMinutes` each from `from` to `to`. The screen asks the
 * summary in steps of the bin, so each bin holds one item, added up by the API (its p75 from the
 * histograms); should a bin hold several, rates are added up exactly (error views over views, in %) and
 * a p75, which does not add up, is the median of theirs.
 */
export function signalPoints(
  release: ReleaseSignals | undefined,
  key: SignalKey,
  from: string,
  to: string,
  binMinutes: number,
): SignalPoint[] {
  const start = Date.parse(from);
  const binMs = binMinutes * MINUTE;
  const bins = Math.max(1, Math.ceil((Date.parse(to) - start) / binMs));
  const minutesIn: SignalMinute[][] = Array.from({ length: bins }, () => []);
  for (const minute of release?.minutes ?? []) {
    const bin = Math.floor((Date.parse(minute.minute) - start) / binMs);
    if (bin >= 0 && bin < bins) minutesIn[bin].push(minute);
  }
  return minutesIn.map((minutes, bin) => ({ at: start + bin * binMs, value: binValue(minutes, key) }));
}

function binValue(minutes: SignalMinute[], key: SignalKey): number | null {
  const views = minutes.reduce((sum, minute) => sum + minute.views, 0);
  if (!views) return null;
  if (key === 'errorRate') return (100 * minutes.reduce((sum, minute) => sum + minute.errorViews, 0)) / views;
  if (key === 'failedLoadRate') return (100 * minutes.reduce((sum, minute) => sum + minute.failedLoads, 0)) / views;
  const p75s = minutes.map((minute) => minute[key]).filter((value): value is number => value !== null);
  return p75s.length ? median(p75s) : null;
}

/** The window's figure of a release for one signal, from its totals (null: nothing to show). */
export function totalOf(totals: SignalTotals | undefined, key: SignalKey): number | null {
  if (!totals) return null;
  if (key === 'errorRate') return totals.views ? (100 * totals.errorViews) / totals.views : null;
  if (key === 'failedLoadRate') return totals.views ? (100 * totals.failedLoads) / totals.views : null;
  return totals[key];
}

export function formatSignal(value: number | null, unit: SignalDefinition['unit']) {
  if (value === null) return 'no data';
  return unit === '%' ? `${value.toFixed(1)} %` : `${Math.round(value)} ms`;
}

/** '1 h 12 min', '45 min', '3 d 4 h': how long something has lasted ('–' when unknown). */
export function formatDuration(ms: number) {
  if (!Number.isFinite(ms)) return '–';
  const minutes = Math.max(0, Math.floor(ms / MINUTE));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
  return hours % 24 ? `${Math.floor(hours / 24)} d ${hours % 24} h` : `${Math.floor(hours / 24)} d`;
}

export const ROLLOUT_STATUS_TEXT: Record<RolloutStatus, string> = {
  running: 'Running',
  'waiting-approval': 'Waiting for approval',
  completed: 'Completed',
  aborted: 'Aborted',
};

export const VERDICT_TEXT: Record<Verdict, string> = {
  advance: 'Advance',
  wait: 'Wait',
  abort: 'Abort',
  'too little data': 'Too little data',
};

/** A command of the release tool, the one writer of the deployment file. */
export interface ReleaseCommand {
  label: string;
  command: string;
}

/**
 * The commands that move this remote's release on, as the release tool takes them (by remote: a remote
 * has one rollout at a time; the version is in the label). The screen shows them to run rather than
 * running them: the release tool is the deployment file's one writer.
 */
export function releaseCommandsFor(remote: RemoteReleases): ReleaseCommand[] {
  const run = (...words: string[]) => ['npm run release --', ...words].join(' ');
  const { rollout, canary } = remote;
  if (rollout && (rollout.status === 'running' || rollout.status === 'waiting-approval')) {
    return [
      ...(rollout.status === 'waiting-approval'
        ? [{ label: `Approve the next stage of ${rollout.version}`, command: run('approve', remote.remote) }]
        : []),
      // Runs as shown (the history keeps who aborted); `--reason <text>` adds why, as the tool's help says.
      { label: `Abort the rollout of ${rollout.version}`, command: run('abort', remote.remote) },
    ];
  }
  if (canary) {
    return [
      { label: `Promote the canary ${canary.version}`, command: run('promote', remote.remote) },
      { label: `Drop the canary ${canary.version}`, command: run('drop-canary', remote.remote) },
    ];
  }
  return [];
}
