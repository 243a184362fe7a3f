import type { Database } from '../db/database';
import { releaseSignalActions } from '../release-signals/release-signal-actions';
import { openTestDatabase, type TestDatabase } from '../testing/test-database';
import { releaseStateStore } from './release-state-store';
import { tickReleases } from './tick-releases';

const release = (remote: string, version: string) => ({
  version,
  manifestUrl: `/releases/${remote}/${version}/mf-manifest.json`,
  container: `${remote}__v${version.replaceAll('.', '_')}`,
});

/** menu 1.0.0 stable, 1.1.0 in a rolling release at 5 % since two minutes, judged without a minimum time. */
function rollingMenu(startedAt: Date) {
  const stable = release('menu', '1.0.0');
  return {
    remotes: {
      menu: {
        manifestUrl: stable.manifestUrl,
        version: stable.version,
        stable,
        canary: { ...release('menu', '1.1.0'), share: 5 },
        rollout: {
          version: '1.1.0',
          stages: [5, 25, 50, 100],
          stage: 0,
          stageStartedAt: startedAt.toISOString(),
          startedAt: startedAt.toISOString(),
          minMinutes: 0,
          minViews: 40,
          status: 'running',
        },
      },
    },
  };
}

/** `people` people, two views each of one release, as the report route stores them. */
async function views(db: Database, prefix: string, people: number, view: { version: string; canary: boolean; errors: number }) {
  const signals = releaseSignalActions(db, () => new Date());
  for (let person = 0; person < people; person++) {
    const seen = { remote: 'menu' as const, ...view, inp: 120, lcp: 1500 };
    await signals.record([seen, seen], `${prefix}-${person}`);
  }
}

describe('tickReleases: one tick inside the API, on the signals in its database', () => {
  let database: TestDatabase;
  let db: Database;
  beforeEach(async () => {
    database = await openTestDatabase();
    db = database.db;
  });
  afterEach(() => database.dispose());

  const store = () => releaseStateStore(db, { who: () => 'operator@example.com', now: () => new Date() });

  it('does nothing without a rolling release', async () => {
    expect(await tickReleases({ db })).toEqual([]);
    expect(await store().read()).toEqual({ version: 1, document: null });
  });

  it('two ticks at once abort a canary that errs for many people once: one step in the document and the history', async () => {
    const { version } = await store().read();
    await store().write({ version, command: ['rollout', 'menu', '1.1.0'], document: rollingMenu(new Date(Date.now() - 120_000)) });
    await views(db, 'stable', 25, { version: '1.0.0', canary: false, errors: 0 });
    await views(db, 'canary', 25, { version: '1.1.0', canary: true, errors: 1 });

    const printed: string[] = [];
    const [first, second] = await Promise.all([
      tickReleases({ db, log: (line) => printed.push(line) }),
      tickReleases({ db, log: (line) => printed.push(line) }),
    ]);

    // One of them aborts. The other either read the rollout before that step (and finds it moved: 'none')
    // or after it, on a busy machine (nothing active any more: no result at all).
    const outcomes = [...first, ...second].map(({ action, applied }) => ({ action, applied }));
    expect(outcomes.filter((outcome) => outcome.applied)).toEqual([{ action: 'abort', applied: true }]);
    expect(outcomes.filter((outcome) => !outcome.applied)).toEqual(outcomes.length === 2 ? [{ action: 'none', applied: false }] : []);
    const { document } = await store().read();
    expect(document?.remotes.menu.canary).toBeUndefined();
    expect(document?.remotes.menu.rollout).toMatchObject({ status: 'aborted', lastVerdict: { verdict: 'abort' } });
    expect((document?.remotes.menu.rollout?.lastVerdict as { reason: string }).reason).toMatch(
      /^5% for 2 min: worse than stable: error views 100\.00% vs 0\.00%/,
    );
    const history = await store().history();
    expect(history.map((change) => [change.who, ...change.command.slice(0, 3)])).toEqual([
      ['operator@example.com', 'rollout', 'menu', '1.1.0'],
      ['scheduler', 'tick', 'menu', 'abort'],
    ]);
    expect(history[1].before?.remotes.menu.canary).toMatchObject({ version: '1.1.0', share: 5 });
    expect(printed.filter((line) => /^menu 1\.1\.0 at 1\/4 \(5%\): abort \(/.test(line))).toHaveLength(1);
  });

  it('a wait notes the verdict in the document without a history line', async () => {
    const { version } = await store().read();
    await store().write({ version, command: ['rollout', 'menu', '1.1.0'], document: rollingMenu(new Date(Date.now() - 120_000)) });
    const [result] = await tickReleases({ db });
    expect(result).toMatchObject({ action: 'wait', verdict: 'too little data', applied: true });
    const state = await store().read();
    expect(state.version).toBe(3);
    expect(state.document?.remotes.menu.rollout).toMatchObject({ status: 'running', lastVerdict: { verdict: 'too little data' } });
    expect(await store().history()).toHaveLength(1);
  });
});

describe('the release state store: one writer', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.dispose());

  it('of two changes made from the same version at once, writes one and refuses the other as stale', async () => {
    const store = releaseStateStore(database.db, { who: () => 'a', now: () => new Date() });
    const { version } = await store.read();
    const document = rollingMenu(new Date());
    const outcomes = await Promise.allSettled([
      store.write({ version, command: ['first'], document }),
      store.write({ version, command: ['second'], document }),
    ]);
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refused = outcomes.find((outcome) => outcome.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toMatchObject({ name: 'StaleRelease', currentVersion: version + 1 });
    expect((await store.history()).map((change) => change.command[0])).toHaveLength(1);
    expect((await store.read()).version).toBe(version + 1);
  });

  it('refuses a malformed document and a rollback of a change undone already, writing nothing', async () => {
    const store = releaseStateStore(database.db, { who: () => 'a', now: () => new Date() });
    const before = await store.read();
    await expect(store.write({ version: before.version, command: ['x'], document: { remotes: { pizza: {} } } as never })).rejects.toThrow(
      "Unknown remote 'pizza'",
    );
    const [first] = await store.history();
    await store.write({ version: before.version, command: ['rollback'], document: null, undoes: first.seq });
    await expect(store.write({ version: before.version + 1, command: ['rollback'], document: null, undoes: first.seq })).rejects.toThrow(
      `Change #${first.seq} was rolled back already`,
    );
    expect((await store.read()).version).toBe(before.version + 1);
  });
});
