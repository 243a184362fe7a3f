// The rollout's rules are tools/release's public module (release-state.mjs), the one the API may import.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { TICK_DEFAULTS, tick, type TickResult } from '../../../../tools/release/release-state.mjs';
import type { Database } from '../db/database';
import { releaseSignalActions } from '../release-signals/release-signal-actions';
import type { ContractSchema } from '../http/contract-types';
import { releaseStateStore } from './release-state-store';

export interface TickReleasesOptions {
  db: Database;
  now?: () => Date;
  log?: (line: string) => void;
  /** The judging settings of tools/release/src/rollout-decision.mjs (confidence, minPeople…); its defaults when absent. */
  judging?: Record<string, number>;
  /** Who the history names for a step; 'scheduler' when absent. */
  who?: string;
}

/**
 * One tick of every rolling release (the rules of tools/release/src/rollout*.mjs): each active rollout
 * judged on the release signals of its stage's minutes, read from this database, and its step written
 * through the one-writer store. Safe to run on several hosts at once: a step is made from the version it
 * read, so of two ticks one steps and the other finds the stage moved. The scheduler's job calls it.
 */
export function tickReleases({
  db,
  now = () => new Date(),
  log = () => undefined,
  judging = {},
  who = 'scheduler',
}: TickReleasesOptions): Promise<TickResult[]> {
  const signals = releaseSignalActions(db, now);
  return tick(releaseStateStore(db, { who: () => who, now }), {
    fetchSummary: async ({ remote, from, to }) => ({
      remote,
      from: from.toISOString(),
      to: to.toISOString(),
      releases: await signals.summary(remote as ContractSchema<'RemoteName'>, from, to, 1),
    }),
    now,
    options: { ...TICK_DEFAULTS, ...judging },
    log,
  });
}
