import { activityAction } from '../activity/activity-actions';
import { releaseSignalActions } from '../release-signals/release-signal-actions';
import { releaseStateStore } from '../releases/release-state-store';
import { signInEveryRole } from '../testing/role-tokens';
import { startTestApi, type Json, type TestApi } from '../testing/test-api';
import { startLocalScheduler } from './local-scheduler';
import { scheduledReleaseTick } from './release-tick-job';
import { periodic } from './scheduled-jobs';

// The release-tick job as the scheduler runs it: a rolling release whose canary errs for many people is
// aborted by the job, with nobody running `release tick`, and the step is in the trail by the Scheduler.

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

const release = (version: string) => ({
  version,
  manifestUrl: `/releases/menu/${version}/mf-manifest.json`,
  container: `menu__v${version.replaceAll('.', '_')}`,
});

it('aborts a failing canary on its own and records the step as the Scheduler', async () => {
  const store = releaseStateStore(api.db, { who: () => 'operator@example.com', now: () => new Date() });
  const startedAt = new Date(Date.now() - 120_000).toISOString();
  const { version } = await store.read();
  await store.write({
    version,
    command: ['rollout', 'menu', '1.1.0'],
    document: {
      remotes: {
        menu: {
          ...release('1.0.0'),
          stable: release('1.0.0'),
          canary: { ...release('1.1.0'), share: 5 },
          rollout: {
            version: '1.1.0',
            stages: [5, 25, 50, 100],
            stage: 0,
            stageStartedAt: startedAt,
            startedAt,
            minMinutes: 0,
            minViews: 40,
            status: 'running',
          },
        },
      },
    },
  });
  const signals = releaseSignalActions(api.db, () => new Date());
  for (let person = 0; person < 25; person++) {
    for (const [prefix, seen] of [
      ['stable', { version: '1.0.0', canary: false, errors: 0 }],
      ['canary', { version: '1.1.0', canary: true, errors: 1 }],
    ] as const) {
      const view = { remote: 'menu' as const, ...seen, inp: 120, lcp: 1500 };
      await signals.record([view, view], `${prefix}-${person}`);
    }
  }
  const said: string[] = [];

  const schedule = startLocalScheduler({
    db: api.db,
    jobs: [periodic('release-tick', 3600, scheduledReleaseTick(api.db))],
    log: { info: (_fields, line) => said.push(line), warn: () => undefined, error: () => undefined },
  });
  for (let waited = 0; said.length === 0 && waited < 10_000; waited += 100) await new Promise((resolve) => setTimeout(resolve, 100));
  await schedule.stop();

  expect(said).toEqual([expect.stringMatching(/^rolling releases stepped: menu abort \(/)]);
  const { document } = await store.read();
  expect((document as Json).remotes.menu.canary).toBeUndefined();
  const { superAdmin } = await signInEveryRole(api);
  const events = await api.call('GET', '/admin/activity/get-events', { token: superAdmin, query: { action: 'tickRollingReleases' } });
  expect(events.body.events.map((event: Json) => [event.actionLabel, event.actor])).toEqual([
    [activityAction('tickRollingReleases')?.label, { userId: null, name: 'Scheduler', role: 'system' }],
  ]);
});
