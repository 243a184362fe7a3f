// Splits the e2e files into shards of about the same duration (npm test runs two side by side, each with
// its own API and ports), from the seconds each file took in a fresh-clone run of the whole suite. Jest's
// own split goes by a hash of the path and gave one shard 461 s and the other 338 s. Both shards compute
// the same split: it depends on the list of files only, never on what ran before.
const path = require('node:path');
const Sequencer = require('@jest/test-sequencer').default;

/** Seconds per file (fresh clone, `npm test`, e2e in band); a file not listed counts as MEDIAN_SECONDS. */
const SECONDS = {
  'release-signals.e2e.ts': 198,
  'canary.e2e.ts': 83,
  'accessibility.e2e.ts': 61,
  'screen-sizes.e2e.ts': 52,
  'dark-theme.e2e.ts': 41,
  'sign-in.e2e.ts': 39,
  'owner-restaurant.e2e.ts': 30,
  'owner-menu.e2e.ts': 24,
  'federation.e2e.ts': 23,
  'activity.e2e.ts': 22,
  'owner-menu-categories.e2e.ts': 19,
  'owner-deal-publish.e2e.ts': 19,
  'command-palette.e2e.ts': 19,
  'owner-deals.e2e.ts': 19,
  'focus-return.e2e.ts': 16,
  'admin-catalog.e2e.ts': 16,
  'admin-daily-use.e2e.ts': 13,
  'admin-accounts.e2e.ts': 13,
  'address-providers.e2e.ts': 13,
  'releases-screen.e2e.ts': 13,
  'admin-restaurants.e2e.ts': 12,
  'admin-notifications.e2e.ts': 12,
  'daily-use-notifications-auth.e2e.ts': 12,
  'read-failures.e2e.ts': 11,
  'remote-down.e2e.ts': 9,
  'address-provider-stubs.e2e.ts': 4,
  'response-headers.e2e.ts': 4,
};
const MEDIAN_SECONDS = 16;

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
