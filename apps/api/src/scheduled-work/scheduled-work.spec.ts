import { readApiEnvironment } from '../config';
import { signInEveryRole, type ConsoleRole } from '../testing/role-tokens';
import { startTestApi, type Json, type TestApi } from '../testing/test-api';
import { startLocalScheduler } from './local-scheduler';
import { periodic, type ScheduledJob } from './scheduled-jobs';
import type { RunningSchedule } from './start-scheduled-work';

let api: TestApi;
let tokens: Record<ConsoleRole, string>;
const running: RunningSchedule[] = [];

beforeAll(async () => {
  api = await startTestApi({
    scheduledWork: {
      runner: 'in-process',
      jobs: [
        { name: 'release-tick', everySeconds: 1 },
        { name: 'activity-retention', everySeconds: 86400 },
      ],
    },
  });
  tokens = await signInEveryRole(api);
});

afterEach(async () => {
  await Promise.all(running.splice(0).map((schedule) => schedule.stop()));
  await api.db.query('DELETE FROM scheduled_work_runs');
});

afterAll(async () => {
  await api?.close();
});

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function start(jobs: ScheduledJob[]) {
  const schedule = startLocalScheduler({ db: api.db, jobs, log: quiet });
  running.push(schedule);
  return schedule;
}

async function runsOf(job: string) {
  return api.db.query<{ startedAt: Date; finishedAt: Date | null; failure: string | null }>(
    `SELECT started_at AS "startedAt", finished_at AS "finishedAt", failure FROM scheduled_work_runs WHERE job = $1 ORDER BY run_id`,
    [job],
  );
}

async function scheduledWork(): Promise<Json> {
  const answer = await api.call('GET', '/scheduled-work', { token: tokens.superAdmin });
  expect(answer.status).toBe(200);
  return answer.body;
}

describe('scheduled work on PGlite (timers of the one process)', () => {
  it('runs a job once at start and then once in each slot of its period', async () => {
    let runs = 0;
    const schedule = start([
      periodic('release-tick', 1, async () => {
        runs++;
        return undefined;
      }),
    ]);

    await sleep(3_600);
    // The run of the last slot may still be writing its end on a busy machine: stopping waits for it.
    await schedule.stop();

    const recorded = await runsOf('release-tick');
    // At start, then at the start (+100 ms) of each of the next three seconds.
    expect(runs).toBeGreaterThanOrEqual(3);
    expect(runs).toBeLessThanOrEqual(5);
    expect(recorded).toHaveLength(runs);
    expect(recorded.every((run) => run.finishedAt && run.failure === null)).toBe(true);
    const seconds = recorded.slice(1).map((run) => Math.floor(run.startedAt.getTime() / 1000));
    expect(new Set(seconds).size).toBe(seconds.length);
  });

  it('tries a failed run again, and the screen shows the failure, its count and the run that then succeeded', async () => {
    let attempts = 0;
    start([
      {
        ...periodic('release-tick', 3600, async () => {
          attempts++;
          if (attempts <= 2) throw new Error(`The release state could not be read (attempt ${attempts})`);
          return undefined;
        }),
        retryDelaySeconds: 0.2,
      },
    ]);

    await sleep(1_200);

    expect(attempts).toBe(3);
    expect((await runsOf('release-tick')).map((run) => run.failure)).toEqual([
      'The release state could not be read (attempt 1)',
      'The release state could not be read (attempt 2)',
      null,
    ]);
    const tick = (await scheduledWork()).jobs.find((job: Json) => job.job === 'release-tick');
    expect(tick).toMatchObject({
      title: 'Rolling releases tick',
      every: 1,
      lastRun: { outcome: 'succeeded' },
      lastFailure: { message: 'The release state could not be read (attempt 2)' },
      recentFailures: 2,
    });
    expect(Date.parse(tick.nextRunAt)).toBeGreaterThan(Date.now() - 1000);
  });

  it('gives a run up after its retries, and the next period runs it again', async () => {
    let attempts = 0;
    start([
      {
        ...periodic('release-tick', 1, async () => {
          attempts++;
          throw new Error('PostgreSQL is restarting');
        }),
        retryLimit: 1,
        retryDelaySeconds: 0.1,
      },
    ]);

    // Two attempts at start (the first and its one retry), then two in the next second's slot: within
    // about 1.3 s, later on a busy machine (a run begun late in a second waits for the slot after).
    const deadline = Date.now() + 5_000;
    while (attempts < 4 && Date.now() < deadline) await sleep(50);

    await Promise.all(running.splice(0).map((schedule) => schedule.stop()));
    const runs = await runsOf('release-tick');
    expect(runs.length).toBeGreaterThanOrEqual(4);
    expect(runs.every((run) => run.finishedAt && run.failure === 'PostgreSQL is restarting')).toBe(true);
    expect(attempts).toBe(runs.length);
    const tick = (await scheduledWork()).jobs.find((job: Json) => job.job === 'release-tick');
    expect(tick).toMatchObject({ lastRun: { outcome: 'failed' }, recentFailures: runs.length });
  });

  it('lists every job: those this host runs with their period, the others off', async () => {
    const work = await scheduledWork();

    expect(work.runner).toBe('in-process');
    expect(work.jobs.map((job: Json) => [job.job, job.every])).toEqual([
      ['release-tick', 1],
      ['activity-retention', 86400],
      ['release-signal-pruning', null],
      ['image-sweep', null],
    ]);
    expect(work.jobs.find((job: Json) => job.job === 'image-sweep')).toMatchObject({ lastRun: null, nextRunAt: null, lastFailure: null });
  });

  it('is for super admins only', async () => {
    const answers = await Promise.all([tokens.admin, tokens.restaurant].map((token) => api.call('GET', '/scheduled-work', { token })));

    expect(answers.map((answer) => answer.status)).toEqual([403, 403]);
  });
});

describe('RELEASE_TICK_EVERY and SWEEP_EVERY', () => {
  it('are a minute and a day when unset, a duration, or off', () => {
    expect(readApiEnvironment({})).toMatchObject({ releaseTickSeconds: 60, sweepSeconds: 86400 });
    expect(readApiEnvironment({ RELEASE_TICK_EVERY: '5s', SWEEP_EVERY: 'off' })).toMatchObject({
      releaseTickSeconds: 5,
      sweepSeconds: null,
    });
  });

  it('refuse anything else, naming the variable', () => {
    expect(() => readApiEnvironment({ RELEASE_TICK_EVERY: 'often' })).toThrow(
      'RELEASE_TICK_EVERY must be a duration like 30s, 5m, 1h or 1d (at most 7d), or off: often',
    );
    expect(() => readApiEnvironment({ SWEEP_EVERY: '8d' })).toThrow('SWEEP_EVERY must be a duration');
  });
});
