import type { DomainName } from './domain-props';

/**
 * The deployment manifest served next to the shell as /deployment.json. It is read at start-up, so a
 * remote's URL or version changes with no shell rebuild (the base of per-remote canary releases).
 */
/** One release of a remote: where its mf-manifest.json is, and its federation container's name. */
export interface RemoteRelease {
  manifestUrl: string;
  version: string;
  /** The container's global name; the remote's own name ('menu') for a normal build. */
  container?: string;
}

/**
 * A remote in the manifest: today's fields (its stable release), and when released with
 * `npm run release`, `stable` and an optional `canary` seen by `share` percent of the staff.
 */
export interface RemoteDeployment extends RemoteRelease {
  stable?: RemoteRelease & { container: string };
  canary?: RemoteRelease & { container: string; share: number };
  /** The remote's rolling release, when one was started (`npm run release -- rollout`); kept once it ends. */
  rollout?: RemoteRollout;
}

export type RolloutStatus = 'running' | 'waiting-approval' | 'completed' | 'aborted';
export type RolloutVerdict = 'advance' | 'wait' | 'abort' | 'too little data';

/**
 * A canary taken through rising shares by the release tool's `tick` on real users' signals (GET
 * /release-signals/summary), written only by the tool (tools/release/src/rollout-plan.mjs); the Releases
 * screen shows it. While running or waiting for approval the canary is `version` at `stages[stage]`
 * percent; completed: promoted to stable; aborted: the canary dropped, everyone on stable.
 */
export interface RemoteRollout {
  version: string;
  /** Rising whole percents, the last 100 (the promotion). */
  stages: number[];
  /** Index into `stages`. */
  stage: number;
  stageStartedAt: string;
  startedAt: string;
  /** Minutes a stage lasts at least before it advances (a clear regression aborts earlier). */
  minMinutes: number;
  /** Views each release needs in the stage before any verdict. */
  minViews: number;
  /** Stages that wait for `npm run release -- approve` before they start. */
  approveAt?: number[];
  status: RolloutStatus;
  lastVerdict?: RolloutVerdictRecord;
  /** The last advance or abort (an advance waiting for approval too): kept while the ticks after it only wait. */
  lastDecision?: RolloutVerdictRecord;
}

/** The last tick's verdict (or a manual abort's), why, and the figures it compared. */
export interface RolloutVerdictRecord {
  at: string;
  verdict: RolloutVerdict;
  reason: string;
  /** The judged window (absent when nothing could be read) and both releases' figures over it. */
  signals?: { from?: string; to?: string; canary: RolloutReleaseFigures; stable: RolloutReleaseFigures };
}

/** One release's figures in a verdict: the summary's totals, with its error view and failed load rates per view. */
export interface RolloutReleaseFigures {
  views: number;
  people: number;
  errorViews: number;
  failedLoads: number;
  /** Of `people`, those with an error view or a failed load (absent in verdicts made before the summary counted them). */
  errorPeople?: number;
  failedLoadPeople?: number;
  crashes: number;
  errorViewRate: number;
  failedLoadRate: number;
  inpP75: number | null;
  inpSamples: number;
  lcpP75: number | null;
  lcpSamples: number;
  clsP75: number | null;
  clsSamples: number;
}

export interface DeploymentManifest {
  apiBaseUrl: string;
  remotes: Record<DomainName, RemoteDeployment>;
  /** Address inputs use Google Places (Maps JS API) with this key; the API's US gazetteer without it. */
  googleMapsApiKey?: string;
  /**
   * Without a Google key, address inputs ask the Photon-compatible geocoder at this URL (its root; the
   * browser calls `${geocoderUrl}/api`), for street-level places; the API's US gazetteer without either.
   */
  geocoderUrl?: string;
  /** Release signals (issue 25): the share of visitors (0 to 1) whose pages send them; every page when absent. */
  releaseSignals?: { sampleRate?: number };
}

export async function fetchDeploymentManifest(url = '/deployment.json'): Promise<DeploymentManifest> {
  const response = await fetch(url, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`Could not read the deployment manifest (${response.status})`);
  return (await response.json()) as DeploymentManifest;
}
