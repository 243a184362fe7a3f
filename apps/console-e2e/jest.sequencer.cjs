// Splits the e2e files into shards of about the same duration (npm test runs two side by side, each with
// its own API and ports), from the seconds each file took in a fresh-clone run of the whole suite. Jest's
// own split goes by a hash of the path and gave one shard 461 s and the other 338 s. Both shards compute
// the same split: it depends on the list of files only, never on what ran before.
const path = require('node:path');
const Sequencer = require('@jest/test-sequencer').default;

/**
 * Seconds per file in a fresh-clone `npm test` (the two shards side by side; release-signals since it
 * starts from the seeded template, admin-daily-use without that run's two timeouts); a file not listed
 * counts as MEDIAN_SECONDS.
 */
const SECONDS = {
  'canary.e2e.ts': 136,
  'release-signals.e2e.ts': 90,
  'accessibility.e2e.ts': 81,
  'screen-sizes.e2e.ts': 72,
  'dark-theme.e2e.ts': 55,
  'sign-in.e2e.ts': 53,
  // Its own PostgreSQL cluster and production API start (measured alone, not in a fresh-clone run).
  'production-menu.e2e.ts': 50,
  'federation.e2e.ts': 44,
  'export.e2e.ts': 38,
  'owner-deal-publish.e2e.ts': 38,
  'owner-restaurant.e2e.ts': 36,
  'bulk-actions.e2e.ts': 36,
  'owner-menu.e2e.ts': 35,
  'owner-menu-categories.e2e.ts': 34,
  'activity.e2e.ts': 32,
  'admin-daily-use.e2e.ts': 30,
  'focus-return.e2e.ts': 30,
  'admin-restaurants.e2e.ts': 27,
  'owner-deals.e2e.ts': 25,
  'admin-accounts.e2e.ts': 22,
  'admin-catalog.e2e.ts': 21,
  'command-palette.e2e.ts': 19,
  'address-providers.e2e.ts': 18,
  'read-failures.e2e.ts': 18,
  'releases-screen.e2e.ts': 18,
  'daily-use-notifications-auth.e2e.ts': 11,
  'admin-notifications.e2e.ts': 11,
  'address-provider-stubs.e2e.ts': 10,
  'remote-down.e2e.ts': 8,
  'response-headers.e2e.ts': 4,
};
const MEDIAN_SECONDS = 30;

const secondsOf = (test) => SECONDS[path.basename(test.path)] ?? MEDIAN_SECONDS;

class DurationShards extends Sequencer {
  /** Longest file first, each to the shard with the fewest seconds so far (ties: the lower shard). */
  shard(tests, { shardIndex, shardCount }) {
    const ordered = [...tests].sort((a, b) => secondsOf(b) - secondsOf(a) || a.path.localeCompare(b.path));
    const totals = new Array(shardCount).fill(0);
    const mine = [];
    for (const test of ordered) {
      const lightest = totals.indexOf(Math.min(...totals));
      totals[lightest] += secondsOf(test);
      if (lightest === shardIndex - 1) mine.push(test);
    }
    return mine;
  }
}

module.exports = DurationShards;
module.exports.SECONDS = SECONDS;
