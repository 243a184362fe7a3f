import { reportAsPage } from '../testing/signal-test-pages';
import { startTestApi, type TestApi } from '../testing/test-api';
import { sweepOldReleaseSignals } from './release-signal-retention';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

const DAY_MS = 24 * 60 * 60 * 1000;
const TABLES = ['release_signal_views', 'release_signal_minutes', 'release_signal_histograms', 'release_signal_people'] as const;

/** Sends a report as if `daysAgo` days ago: one view with every vital, so every table gets rows. */
async function reportDaysAgo(daysAgo: number, version: string) {
  api.clock.advance(-daysAgo * DAY_MS);
  try {
    const views = [{ remote: 'menu', version, canary: true, errors: 1, lcp: 1200, inp: 80, cls: 0.1 }];
    expect((await reportAsPage(api, views, { visitor: version.replace('.', '_') })).status).toBe(204);
  } finally {
    api.clock.advance(daysAgo * DAY_MS);
  }
}

async function versionsIn(table: (typeof TABLES)[number]): Promise<string[]> {
  const rows = await api.db.query<{ version: string }>(`SELECT DISTINCT version FROM ${table} ORDER BY version`);
  return rows.map((row) => row.version);
}

describe('the release signals retention sweep', () => {
  it('deletes raw views after RELEASE_SIGNALS_RAW_DAYS (7) and the minutes after 8 days, keeping the newer', async () => {
    await reportDaysAgo(9, 'a-9-days');
    await reportDaysAgo(7.5, 'b-7.5-days');
    await reportDaysAgo(1, 'c-1-day');

    const deleted = await sweepOldReleaseSignals(api.db, { now: api.clock.now() });

    expect(deleted).toEqual({
      release_signal_views: 2,
      release_signal_minutes: 1,
      release_signal_histograms: 3, // one bucket for each of LCP, INP and CLS
      release_signal_people: 1,
      release_signal_person_minutes: 1,
    });
    expect(await versionsIn('release_signal_views')).toEqual(['c-1-day']);
    for (const table of TABLES.slice(1)) expect(await versionsIn(table)).toEqual(['b-7.5-days', 'c-1-day']);
    // A shorter setting for the raw views, which leaves the aggregates the summary reads.
    await sweepOldReleaseSignals(api.db, { now: api.clock.now(), rawDays: 0.5 });
    expect(await versionsIn('release_signal_views')).toEqual([]);
    expect(await versionsIn('release_signal_minutes')).toEqual(['b-7.5-days', 'c-1-day']);
  });

  it('splits the work between two sweeps at once, in batches, and deletes every expired row once', async () => {
    for (let i = 0; i < 12; i++) await reportDaysAgo(10 + i / 10, `old-${i}`);
    const [first, second] = await Promise.all([1, 2].map(() => sweepOldReleaseSignals(api.db, { now: api.clock.now(), batchSize: 5 })));

    for (const table of TABLES) {
      expect([table, first[table] + second[table]]).toEqual([table, table === 'release_signal_histograms' ? 36 : 12]);
      expect((await versionsIn(table)).filter((version) => version.startsWith('old-'))).toEqual([]);
    }
  });
});
