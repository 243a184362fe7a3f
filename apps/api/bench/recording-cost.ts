import type { FastifyInstance } from 'fastify';
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { buildApi } from '../src/app';
import type { PasswordCost } from '../src/auth/password-hash';
import type { Database } from '../src/db/database';
import { composePendingActivity, holdComposing } from '../src/activity/activity-composer';
import { DEMO_PASSWORD } from '../src/seed/demo-catalog';
import { DEMO_ACCOUNTS } from '../src/seed/demo-plan';

/** What recording the audit trail adds to a write-heavy call. */
export interface RecordingCost {
  /** The call measured, N times each way. */
  call: string;
  calls: number;
  /** Median and mean time of one call, milliseconds, with the trail recorded and without. */
  withRecording: { medianMs: number; meanMs: number };
  withoutRecording: { medianMs: number; meanMs: number };
  /** (with − without) / without of the medians, in percent: the issue allows at most 10. */
  overheadPercent: number;
  /**
   * The processor time one call takes, milliseconds (mean): this process (client and API) and the
   * database's server processes, when they run on this machine (PGlite runs in this process). Unlike
   * the wall time it barely moves when other work shares the machine. Absent when not measurable.
   */
  cpu?: { withMs: number; withoutMs: number; overheadPercent: number };
  /** Events the measured calls recorded (one per call with recording, none without). */
  eventsRecorded: number;
  /**
   * What composing those events cost afterwards, outside the writes (migrations/024): the calls are
   * measured with composing held off, so that it lands on neither side; then the waiting events are
   * composed at once. Milliseconds an event, wall and processor time (as `cpu`, when measurable).
   */
  composing?: { events: number; wallMsPerEvent: number; cpuMsPerEvent?: number };
}

/**
 * The write measured: one menu item updated by its owner (a one-row change, the most common kind), or a
 * notification sent by the super admin to every app user in the database (a bulk change: one event for
 * tens of thousands of rows).
 */
export type MeasuredWrite = 'updateFood' | 'sendNotification';

export interface RecordingCostOptions {
  /** A migrated database with the demo seed (or at least `owner`'s restaurant with a categorised menu item). */
  db: Database;
  /** updateFood by default. */
  write?: MeasuredWrite;
  /** Calls each way; 500 by default. */
  calls?: number;
  /** The calls alternate between the two APIs in blocks of this many (1: every other call), which goes first alternating too, so drift and a busy machine hit both alike. */
  block?: number;
  /** The restaurant owner who updates their menu item. */
  owner?: { emailAddress: string; password: string };
  passwordCost?: PasswordCost;
}

const TOKEN_SECRET = 'recording-cost-0123456789abcdef0123456789abcdef';

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
const round = (value: number) => Math.round(value * 1000) / 1000;

/**
 * Makes the measured write (a menu item update, or a notification to every app user) `calls` times through an API that records the trail and as many times through
 * one that does not (buildApi's recordActivity: false), over the same database, over HTTP, alternating
 * in blocks, and compares the medians. For `npm run bench` and recording-cost-cli.ts beside it.
 */
export async function measureRecordingCost(options: RecordingCostOptions): Promise<RecordingCost> {
  const calls = options.calls ?? 500;
  const block = options.block ?? 1;
  const owner = options.owner ?? { emailAddress: DEMO_ACCOUNTS.owner, password: DEMO_PASSWORD };
  const apps: FastifyInstance[] = [];
  try {
    const start = async (recordActivity: boolean) => {
      const app = await buildApi({
        db: options.db,
        tokenSecret: TOKEN_SECRET,
        recordActivity,
        passwordCost: options.passwordCost,
        listCacheBytes: 0,
      });
      apps.push(app);
      await app.listen({ port: 0, host: '127.0.0.1' });
      return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    };
    const recorded = await start(true);
    const plain = await start(false);

    const signIn = async (account: { emailAddress: string; password: string }, userType: 'Restaurant' | 'Administrator') => {
      const response = await fetch(`${recorded}/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...account, userType }),
      });
      if (response.status !== 200) throw new Error(`${account.emailAddress} could not sign in: ${response.status}`);
      return ((await response.json()) as { token: string }).token;
    };
    const write = options.write ?? 'updateFood';
    const measure =
      write === 'updateFood'
        ? await menuItemUpdate(options.db, await signIn(owner, 'Restaurant'), owner.emailAddress)
        : await notificationToEveryAppUser(
            options.db,
            await signIn({ emailAddress: DEMO_ACCOUNTS.superAdmin, password: DEMO_PASSWORD }, 'Administrator'),
          );

    // Warm both (JIT, plans, caches) before measuring.
    for (let i = 0; i < Math.min(20, calls); i++) {
      await measure.call(recorded);
      await measure.call(plain);
    }
    await composePendingActivity(options.db, { wait: true });
    const [{ before }] = await options.db.query<{ before: number }>('SELECT coalesce(max(event_id), 0)::int AS before FROM audit_events');
    const withTimes: number[] = [];
    const withoutTimes: number[] = [];
    const cpuTime = await processorTime(options.db);
    const cpuSpent = { with: 0, without: 0 };
    const timedCall = async (baseUrl: string, times: number[], kind: 'with' | 'without') => {
      const stop = await cpuTime?.();
      times.push(await measure.call(baseUrl));
      if (stop) cpuSpent[kind] += stop();
    };
    // Which goes first alternates too: the first call after the other API's costs this process more
    // (measured with two APIs that both do not record: 0.4 ms of processor time a call).
    const measured = async () => {
      for (let done = 0, round = 0; done < calls; done += block, round++) {
        const size = Math.min(block, calls - done);
        const withBlock = async () => {
          for (let i = 0; i < size; i++) await timedCall(recorded, withTimes, 'with');
        };
        const withoutBlock = async () => {
          for (let i = 0; i < size; i++) await timedCall(plain, withoutTimes, 'without');
        };
        if (round % 2 === 0) {
          await withBlock();
          await withoutBlock();
        } else {
          await withoutBlock();
          await withBlock();
        }
      }
    };
    // The recording API's background composing would land on whichever call it overlaps, either side:
    // held off while the calls are measured, then the events are composed here, and measured.
    const { composed, composeWall, composeCpu } = await holdComposing(options.db, async (composer) => {
      await measured();
      const composeStarted = performance.now();
      const stopComposing = await cpuTime?.();
      const count = await composePendingActivity(composer, { wait: true });
      return { composed: count, composeCpu: stopComposing?.(), composeWall: performance.now() - composeStarted };
    });
    const [{ events }] = await options.db.query<{ events: number }>(
      'SELECT count(*)::int AS events FROM audit_events WHERE event_id > $1',
      [before],
    );

    const withMedian = median(withTimes);
    const withoutMedian = median(withoutTimes);
    return {
      call: measure.name,
      calls,
      withRecording: { medianMs: round(withMedian), meanMs: round(mean(withTimes)) },
      withoutRecording: { medianMs: round(withoutMedian), meanMs: round(mean(withoutTimes)) },
      overheadPercent: Math.round(((withMedian - withoutMedian) / withoutMedian) * 1000) / 10,
      ...(cpuTime
        ? {
            cpu: {
              withMs: round(cpuSpent.with / calls),
              withoutMs: round(cpuSpent.without / calls),
              overheadPercent: Math.round(((cpuSpent.with - cpuSpent.without) / cpuSpent.without) * 1000) / 10,
            },
          }
        : {}),
      eventsRecorded: events,
      ...(composed > 0
        ? {
            composing: {
              events: composed,
              wallMsPerEvent: round(composeWall / composed),
              ...(composeCpu !== undefined ? { cpuMsPerEvent: round(composeCpu / composed) } : {}),
            },
          }
        : {}),
    };
  } finally {
    for (const app of apps) await app.close();
  }
}

/**
 * Processor time spent between start() and the stop() it returns, milliseconds: this process's
 * (process.cpuUsage: client and API) plus, on PostgreSQL on this machine, its server processes' for this
 * database (/proc/<pid>/schedstat: nanoseconds on a CPU). start() first asks which server processes
 * there are (the pool closes idle connections and opens new ones); asking and reading are kept out of
 * what is counted. Undefined when the server's processes cannot be read (another machine).
 */
async function processorTime(db: Database): Promise<(() => Promise<() => number>) | undefined> {
  const own = () => {
    const { user, system } = process.cpuUsage();
    return (user + system) / 1000;
  };
  const serverProcesses = async () =>
    db.engine === 'postgres'
      ? (await db.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE datname = current_database()')).map((row) => row.pid)
      : [];
  /** Milliseconds on a CPU of each process still there (one that ended meanwhile was idle). */
  const server = (pids: number[]) => {
    const spent = new Map<number, number>();
    for (const pid of pids) {
      try {
        spent.set(pid, Number(readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ')[0]) / 1e6);
      } catch {
        // Ended since it was listed.
      }
    }
    return spent;
  };
  const first = await serverProcesses();
  if (db.engine === 'postgres' && (first.length === 0 || server(first).size === 0)) return undefined;
  return async () => {
    const pids = await serverProcesses();
    const serverBefore = server(pids);
    const ownBefore = own();
    return () => {
      const ownSpent = own() - ownBefore;
      let serverSpent = 0;
      for (const [pid, after] of server(pids)) serverSpent += after - (serverBefore.get(pid) ?? after);
      return ownSpent + serverSpent;
    };
  };
}

interface MeasuredCall {
  name: string;
  /** Makes the call once against the API at baseUrl; its time in milliseconds. */
  call: (baseUrl: string) => Promise<number>;
}

async function timed(url: string, init: RequestInit, expected: number): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, init);
  await response.arrayBuffer();
  const elapsed = performance.now() - started;
  if (response.status !== expected) throw new Error(`${init.method} ${url} answered ${response.status}`);
  return elapsed;
}

async function menuItemUpdate(db: Database, token: string, ownerEmail: string): Promise<MeasuredCall> {
  const [food] = await db.query<{ id: number; category: number; name: string; tags: string[] }>(
    `SELECT f.food_id AS id, f.food_category_id AS category, f.food_item_name AS name, f.tags
         FROM foods f JOIN restaurants r USING (restaurant_id) JOIN users u ON u.user_id = r.owner_user_id
        WHERE lower(u.email_address) = lower($1) AND f.food_category_id IS NOT NULL ORDER BY f.food_id LIMIT 1`,
    [ownerEmail],
  );
  if (!food) throw new Error(`${ownerEmail}'s restaurant has no menu item in a category to update`);

  let price = 10;
  return {
    name: 'updateFood (PATCH /food/update-food/{id}, multipart, as the owner: one row)',
    call: (baseUrl) => {
      price = price >= 99 ? 10 : price + 0.25; // a real change every time, so every call writes
      const form = new FormData();
      form.append('foodCategoryId', String(food.category));
      form.append('foodItemName', food.name);
      form.append('description', 'Measured');
      form.append('price', price.toFixed(2));
      for (const tag of food.tags.length > 0 ? food.tags : ['American']) form.append('tags', tag);
      return timed(
        `${baseUrl}/food/update-food/${food.id}`,
        { method: 'PATCH', headers: { authorization: `Bearer ${token}` }, body: form },
        200,
      );
    },
  };
}

async function notificationToEveryAppUser(db: Database, token: string): Promise<MeasuredCall> {
  const users = await db.query<{ id: number }>(`SELECT user_id AS id FROM users WHERE user_type = 'Customer' ORDER BY user_id`);
  if (users.length === 0) throw new Error('There is no app user to notify');
  const body = JSON.stringify({
    title: 'Measured',
    description: 'What recording costs a bulk change',
    userIds: users.map((user) => user.id),
  });
  return {
    name: `sendNotification (POST /admin/admin-notification/send-notification, to ${users.length.toLocaleString('en')} app users: one event for the bulk change)`,
    call: (baseUrl) =>
      timed(
        `${baseUrl}/admin/admin-notification/send-notification`,
        { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body },
        201,
      ),
  };
}
