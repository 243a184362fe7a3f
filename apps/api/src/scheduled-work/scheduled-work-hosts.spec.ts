import { migrate } from '../db/migrate';
import { openPostgresDatabase } from '../db/postgres-database';
import {
  createEmptyDatabase,
  describeWithPostgres,
  startApiProcess,
  type ApiProcess,
  type ThrowawayDatabase,
} from '../testing/api-processes';
import { jobStatuses } from './job-runs';
import { startQueueScheduler } from './queue-scheduler';
import { periodic } from './scheduled-jobs';

/*
 * The scheduled work on PostgreSQL, where several hosts share one queue (pg-boss): two real API processes
 * on one database each ask for every slot's run, and each slot is run once; a failure is retried by the
 * queue, whichever host takes the retry, and shows.
 */

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

interface Run {
  job: string;
  slot: number;
  runner: string;
  failure: string | null;
  finished: boolean;
}

describeWithPostgres('scheduled work on two API processes and one PostgreSQL', () => {
  let database: ThrowawayDatabase;
  let hosts: ApiProcess[] = [];

  beforeAll(async () => {
    database = await createEmptyDatabase('scheduled_work');
  }, 60_000);

  afterAll(async () => {
    await Promise.all(hosts.map((host) => host.stop()));
    await database?.drop();
  }, 60_000);

  it('runs the release tick and each sweep once per period, not once per host', async () => {
    // The first start migrates and seeds; the second finds it done.
    const env = { SWEEP_EVERY: '2s', RELEASE_TICK_EVERY: '2s' };
    hosts = [await startApiProcess(database.url, env)];
    hosts.push(await startApiProcess(database.url, env));
    const db = openPostgresDatabase(database.url, { max: 1 });
    try {
      const since = new Date();
      await sleep(9_000);
      const runs = await db.query<Run>(
        `SELECT job, floor(extract(epoch FROM started_at) / 2)::int AS slot, runner, failure, finished_at IS NOT NULL AS finished
           FROM scheduled_work_runs WHERE started_at >= $1 ORDER BY run_id`,
        [since],
      );

      for (const job of ['release-tick', 'activity-retention', 'release-signal-pruning', 'image-sweep']) {
        const ofJob = runs.filter((run) => run.job === job);
        const slots = ofJob.map((run) => run.slot);
        // Four or five 2-second slots in 9 seconds, each run by one of the two hosts, and only once.
        expect(new Set(slots).size).toBe(slots.length);
        expect(slots.length).toBeGreaterThanOrEqual(4);
        expect(ofJob.every((run) => run.failure === null)).toBe(true);
      }
      // Both hosts run the scheduler (which of them ran a slot is the queue's choice) and see the same runs.
      const answers = await Promise.all(
        hosts.map(async (host) => {
          const token = await host.login('super@example.com', 'Administrator');
          return (await host.call('GET', '/scheduled-work', { token })).body;
        }),
      );
      for (const work of answers) {
        expect(work.runner).toBe('job-queue');
        expect(work.jobs.find((job: { job: string }) => job.job === 'image-sweep')).toMatchObject({ every: 2, recentFailures: 0 });
      }
      expect(answers[0].jobs.find((job: { job: string }) => job.job === 'release-tick')).toMatchObject({ every: 2, lastFailure: null });
    } finally {
      await db.close();
    }
  }, 240_000);
});

describeWithPostgres('a failing scheduled job on the queue of two hosts', () => {
  let database: ThrowawayDatabase;

  beforeAll(async () => {
    database = await createEmptyDatabase('scheduled_retry');
    const setup = openPostgresDatabase(database.url, { max: 2 });
    await migrate(setup);
    await setup.close();
  }, 60_000);

  afterAll(async () => {
    await database?.drop();
  }, 60_000);

  it('is tried again by the queue until it succeeds, once in its slot, and its failures show', async () => {
    const db = openPostgresDatabase(database.url, { max: 4 });
    let attempts = 0;
    // Each host has its own queue client, as two API processes do; the attempts are counted across both.
    const job = () => ({
      ...periodic('release-tick', 3600, async () => {
        attempts++;
        if (attempts <= 2) throw new Error(`Rollout step refused (attempt ${attempts})`);
        return undefined;
      }),
      retryDelaySeconds: 1,
    });
    const schedules = await Promise.all(
      [1, 2].map(() => startQueueScheduler({ connectionString: database.url, db, jobs: [job()], log: quiet })),
    );
    try {
      const deadline = Date.now() + 30_000;
      let runs: Run[] = [];
      while (Date.now() < deadline) {
        runs = await db.query<Run>(
          `SELECT job, 0 AS slot, runner, failure, finished_at IS NOT NULL AS finished FROM scheduled_work_runs ORDER BY run_id`,
        );
        if (runs.some((run) => run.finished && run.failure === null)) break;
        await sleep(250);
      }

      expect(runs.map((run) => run.failure)).toEqual(['Rollout step refused (attempt 1)', 'Rollout step refused (attempt 2)', null]);
      expect(attempts).toBe(3);
      const status = (await jobStatuses(db, [{ name: 'release-tick', everySeconds: 3600 }], new Date())).get('release-tick');
      expect(status).toMatchObject({
        lastRun: { outcome: 'succeeded' },
        lastFailure: { message: 'Rollout step refused (attempt 2)' },
        recentFailures: 2,
      });
      // One job for the slot, made once whichever host asked first, completed after its retries.
      const jobs = await db.query<{ state: string; retryCount: number }>(
        `SELECT state, retry_count AS "retryCount" FROM pgboss.job WHERE name = 'release-tick'`,
      );
      expect(jobs).toEqual([{ state: 'completed', retryCount: 2 }]);
    } finally {
      await Promise.all(schedules.map((schedule) => schedule.stop()));
      await db.close();
    }
  }, 120_000);
});
