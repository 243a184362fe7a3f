// Types of release-state.mjs for TypeScript projects without allowJs (the API).

/** The deployment document: per remote stable, canary and a rolling release (tools/release/src/deployment-document.mjs). */
export interface DeploymentDocument {
  remotes: Record<string, DeploymentEntry>;
  [key: string]: unknown;
}
export interface DeploymentEntry {
  stable: { version: string; manifestUrl: string; container: string };
  canary?: { version: string; manifestUrl: string; container: string; share: number };
  rollout?: { version: string; status: string; stage: number; stages: number[]; [key: string]: unknown };
  [key: string]: unknown;
}

export interface ReleaseChange {
  seq: number;
  at: string;
  who: string;
  command: string[];
  before: DeploymentDocument | null;
  after: DeploymentDocument | null;
  undoes?: number;
}

export interface ReleaseStore {
  read(): Promise<{ version: number; document: DeploymentDocument | null }>;
  write(change: {
    version: number;
    command: string[] | null;
    document: DeploymentDocument | null;
    undoes?: number;
    at?: Date;
    /** A deployment file's history moved in with it (import-deployment); only into a state without one. */
    imported?: ReleaseChange[];
  }): Promise<{ version: number; change?: ReleaseChange }>;
  history(): Promise<ReleaseChange[]>;
}

export interface TickResult {
  remote: string;
  action: 'advance' | 'approval' | 'abort' | 'wait' | 'none';
  verdict?: string;
  reason: string;
  applied: boolean;
  signals?: unknown;
}

/** Throws an Error naming what is wrong unless the document is well formed. */
export function validateDeploymentShape(document: unknown): DeploymentDocument;
export function servedDeployment(document: DeploymentDocument | null, fromEnvironment: object): object;
export class StaleRelease extends Error {
  constructor(message: string, currentVersion?: number);
  currentVersion?: number;
}
export const TICK_DEFAULTS: Readonly<Record<string, number>>;
export function isActive(rollout: unknown): boolean;
export function approvedDocument(document: DeploymentDocument, remote: string, now: Date): DeploymentDocument;
export function abortedDocument(document: DeploymentDocument, remote: string, reason: string, now: Date): DeploymentDocument;
export function tick(
  store: ReleaseStore,
  deps: {
    fetchSummary: (query: { remote: string; from: Date; to: Date }) => Promise<object>;
    now?: () => Date;
    options?: object;
    log?: (line: string) => void;
  },
): Promise<TickResult[]>;
