// The activity part of `npm run bench` (issue 24), run by activity.mjs inside tools/postgres/with-postgres.sh
// (which gives DATABASE_URL):
//   bash tools/postgres/with-postgres.sh npx tsx tools/bench/activity-runner.mts <result.json>
// Starts the API on a fresh PostgreSQL (migrated, demo seed), writes 1,000,000 audit events in one
// INSERT … SELECT generate_series (a year of them, ~10,000 restaurants, 50 actors, the contract's actions,
// 2 % security events, 1 % about administrators), then measures:
//   - each filtered first page (25 events) through the API under autocannon at 50 connections: p50/p95/p99;
//   - the same pages' SQL alone (the statements the API runs) from 50 connections of their own;
//   - a streamed CSV export of 100,000 of those events;
//   - what recording costs a write (apps/api/bench/recording-cost.ts: one menu item updated through an API that
//     records and one that does not, alternately, on this database with its million events).
import autocannon from 'autocannon';
import fs from 'node:fs';
import os from 'node:os';
import {
  activityQuery,
  readActivityRows,
  type ActivityFilters,
  type ActivityReader,
} from '../../apps/api/src/activity-reads/activity-queries';
import { ACTIVITY_ACTIONS } from '../../apps/api/src/activity/activity-actions';
import { openPostgresDatabase } from '../../apps/api/src/db/postgres-database';
import { startReferenceApi } from '../testing/reference-api.mjs';
import { signIn } from './api/calls.mjs';

const EVENTS = Number(process.env.ACTIVITY_BENCH_EVENTS ?? 1_000_000);
const RESTAURANTS = 10_000;
const ACTORS = 50;
const CONNECTIONS = 50;
const SECONDS = Number(process.env.ACTIVITY_BENCH_SECONDS ?? 8);
const SQL_ROUNDS = 40;
/** Requests a second the 50 connections send between them in the paced run (4 per connection). */
const PACED_RATE = Number(process.env.ACTIVITY_BENCH_RATE ?? 200);

const outFile = process.argv[2];
const databaseUrl = process.env.DATABASE_URL;
if (!outFile || !databaseUrl) throw new Error('usage: with-postgres.sh npx tsx tools/bench/activity-runner.mts <result.json>');

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((sorted.length * p) / 100) - 1))];
const round = (value: number) => Math.round(value * 10) / 10;
const summary = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50Ms: round(percentile(sorted, 50)),
    p95Ms: round(percentile(sorted, 95)),
    p99Ms: round(percentile(sorted, 99)),
  };
};

const api = await startReferenceApi({
  env: { ...process.env, DATABASE_POOL_SIZE: '20', LOG_LEVEL: 'warn' },
  stdio: 'ignore',
  timeoutMs: 180_000,
});
const db = openPostgresDatabase(databaseUrl, { max: CONNECTIONS });
const result: Record<string, unknown> = { events: EVENTS, restaurants: RESTAURANTS, actors: ACTORS, connections: CONNECTIONS };
try {
  // ── A year of events ──
  const ordinary = ACTIVITY_ACTIONS.filter((action) => !action.security && !action.aboutAdministrator).map((action) => action.key);
  const security = ACTIVITY_ACTIONS.filter((action) => action.security).map((action) => action.key);
  const aboutAdministrator = ACTIVITY_ACTIONS.filter((action) => action.aboutAdministrator && !action.security).map((action) => action.key);
  const [owner] = await db.query<{ restaurantId: number }>(
    `SELECT r.restaurant_id AS "restaurantId" FROM restaurants r JOIN users u ON u.user_id = r.owner_user_id WHERE u.email_address = 'owner@example.com'`,
  );
  console.log(`Writing ${EVENTS.toLocaleString('en')} audit events...`);
  let started = performance.now();
  // Spread evenly over the last year, in time order (as they are written), each field from a hash of i.
  await db.query(
    `INSERT INTO audit_events (occurred_at, actor_id, actor_name, actor_role, action, security, about_administrator,
       object_type, object_id, object_label, restaurant_id, restaurant_name, changes, search_text)
     SELECT at, actor, actor_name, role, action, kind = 's', kind = 'a', 'Menu item', (i % 50000)::integer, label,
            CASE WHEN kind = 'a' THEN NULL ELSE restaurant END, CASE WHEN kind = 'a' THEN NULL ELSE restaurant_name END,
            '[{"field":"Price","before":9.5,"after":12},{"field":"Description","before":"Old","after":"New"}]',
            concat_ws(' ', action, label, CASE WHEN kind = 'a' THEN NULL ELSE restaurant_name END, actor_name)
       FROM (
         SELECT i, now() - interval '365 days' + i * (interval '365 days' / $1::bigint) AS at,
                (1000 + (i * 7919) % $3::integer)::integer AS actor,
                CASE WHEN (i * 7919) % $3::integer < 5 THEN 'superAdmin' WHEN (i * 7919) % $3::integer < 30 THEN 'admin' ELSE 'restaurant' END AS role,
                'Actor ' || (i * 7919) % $3::integer AS actor_name,
                CASE WHEN i % 50 = 7 THEN 's' WHEN i % 100 = 13 THEN 'a' ELSE 'o' END AS kind,
                CASE WHEN i % 50 = 7 THEN ($5::text[])[(1 + i % cardinality($5::text[]))::integer]
                     WHEN i % 100 = 13 THEN ($6::text[])[(1 + i % cardinality($6::text[]))::integer]
                     ELSE ($4::text[])[(1 + (i * 31) % cardinality($4::text[]))::integer] END AS action,
                CASE WHEN i % 97 = 0 THEN $7::integer ELSE (1 + (i * 104729) % $2::integer)::integer END AS restaurant,
                (ARRAY['Pizzeria','Sushi','Burger','Taco','Curry','Noodle','Grill','Bistro','Cafe','Diner'])[(1 + (i * 104729) % 10)::integer]
                  || ' ' || (1 + (i * 104729) % $2::integer) AS restaurant_name,
                (ARRAY['Margherita','Pepperoni','Ramen','Caesar','Cheese','Chicken','Vegan','Spicy','Garlic','Lemon'])[(1 + i % 10)::integer]
                  || ' ' || (i % 50000) AS label
           FROM generate_series(1, $1::bigint) AS i
       ) generated`,
    [EVENTS, RESTAURANTS, ACTORS, ordinary, security, aboutAdministrator.length ? aboutAdministrator : ordinary, owner.restaurantId],
  );
  // What autovacuum would have done by the time anyone reads: statistics, and the search index's pending list merged.
  await db.query('VACUUM ANALYZE audit_events');
  // ...and the insert's dirty pages written out, so that no checkpoint lands in the middle of a measurement.
  await db.query('CHECKPOINT');
  result.insertSeconds = round((performance.now() - started) / 1000);
  const [{ bytes }] = await db.query<{ bytes: number }>(`SELECT pg_total_relation_size('audit_events') AS bytes`);
  result.tableAndIndexesMb = Math.round(bytes / 1024 / 1024);
  console.log(`  ${result.insertSeconds} s, ${result.tableAndIndexesMb} MB with its indexes`);

  // ── The pages ──
  const [{ from, to }] = await db.query<{ from: string; to: string }>(
    `SELECT (now() - interval '200 days')::timestamptz AS from, (now() - interval '193 days')::timestamptz AS to`,
  );
  const week = { from: new Date(from).toISOString(), to: new Date(to).toISOString() };
  const pages: Array<{
    name: string;
    path: string;
    role: 'superAdmin' | 'admin' | 'owner';
    reader: ActivityReader;
    filters: ActivityFilters;
  }> = [
    {
      name: 'newest page (super admin)',
      path: '/admin/activity/get-events',
      role: 'superAdmin',
      reader: { kind: 'superAdmin' },
      filters: {},
    },
    { name: 'newest page (admin)', path: '/admin/activity/get-events', role: 'admin', reader: { kind: 'admin' }, filters: {} },
    {
      name: 'by restaurant',
      path: '/admin/activity/get-events?restaurant_id=4242',
      role: 'admin',
      reader: { kind: 'admin' },
      filters: { restaurantId: 4242 },
    },
    {
      name: 'by actor',
      path: '/admin/activity/get-events?actor_id=1017',
      role: 'admin',
      reader: { kind: 'admin' },
      filters: { actorId: 1017 },
    },
    {
      name: `by action (${ordinary[3]})`,
      path: `/admin/activity/get-events?action=${ordinary[3]}`,
      role: 'admin',
      reader: { kind: 'admin' },
      filters: { action: ordinary[3] },
    },
    {
      name: 'by date range (a week)',
      path: `/admin/activity/get-events?from=${encodeURIComponent(week.from)}&to=${encodeURIComponent(week.to)}`,
      role: 'admin',
      reader: { kind: 'admin' },
      filters: week,
    },
    {
      name: 'keywords, common word',
      path: '/admin/activity/get-events?keywords=margherita',
      role: 'admin',
      reader: { kind: 'admin' },
      filters: { keywords: 'margherita' },
    },
    {
      name: 'keywords, rare words',
      path: '/admin/activity/get-events?keywords=sushi%204251',
      role: 'admin',
      reader: { kind: 'admin' },
      filters: { keywords: 'sushi 4251' },
    },
    {
      name: 'restaurant + action + keywords',
      path: `/admin/activity/get-events?restaurant_id=4242&action=${ordinary[3]}&keywords=lemon`,
      role: 'admin',
      reader: { kind: 'admin' },
      filters: { restaurantId: 4242, action: ordinary[3], keywords: 'lemon' },
    },
    {
      name: "owner's history",
      path: '/restaurant/activity/get-my-events',
      role: 'owner',
      reader: { kind: 'owner', restaurantId: owner.restaurantId },
      filters: {},
    },
  ];

  if (process.env.ACTIVITY_BENCH_EXPLAIN) {
    // The plans of the pages' list statements, one at a time (to tune the indexes).
    for (const page of pages) {
      const explaining = {
        query: async <T,>(text: string, params?: readonly unknown[]): Promise<T[]> => {
          if (!/FROM audit_events WHERE/.test(text)) return db.query<T>(text, params);
          const plan = await db.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${text}`, params);
          console.log(`\n${page.name}:\n${plan.map((row) => row['QUERY PLAN']).join('\n')}`);
          return [];
        },
      };
      await readActivityRows(explaining, await activityQuery(explaining, page.reader, page.filters), undefined, 26);
    }
  }

  console.log('SQL alone, one connection (what a page costs the database)...');
  const single: Record<string, unknown> = {};
  for (const page of pages) {
    const latencies: number[] = [];
    for (let round = 0; round < 200; round++) {
      const begun = performance.now();
      await readActivityRows(db, await activityQuery(db, page.reader, page.filters), undefined, 26);
      latencies.push(performance.now() - begun);
    }
    single[page.name] = summary(latencies.slice(20));
    console.log(`  ${page.name}: ${JSON.stringify(single[page.name])}`);
  }
  result.sqlOneConnection = single;

  console.log('SQL alone, 50 connections...');
  const sql: Record<string, unknown> = {};
  for (const page of pages) {
    const latencies: number[] = [];
    let rows = 0;
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async () => {
        for (let round = 0; round < SQL_ROUNDS; round++) {
          const begun = performance.now();
          const query = await activityQuery(db, page.reader, page.filters);
          rows = (await readActivityRows(db, query, undefined, 26)).length;
          latencies.push(performance.now() - begun);
        }
      }),
    );
    sql[page.name] = { ...summary(latencies), rows };
    console.log(`  ${page.name}: ${JSON.stringify(sql[page.name])}`);
  }
  result.sql = sql;

  console.log(`Through the API under autocannon, ${CONNECTIONS} connections, ${SECONDS} s each, paced and flat out...`);
  const tokens = {
    superAdmin: await signIn(api.url, 'superAdmin'),
    admin: await signIn(api.url, 'admin'),
    owner: await signIn(api.url, 'owner'),
  };
  // Each page twice. Paced: 50 people, each asking for the page every 250 ms (PACED_RATE requests a second
  // between them, far more than 50 people reading the trail click), evenly spread, over their own keep-alive
  // connections: the latency a page answers with under 50 connections. (autocannon's own pacing sends each
  // second's requests in one burst, which measures a queue of 50 instead.) Flat out (autocannon): each
  // connection asks again as soon as it is answered, which measures capacity; its latency is that queue.
  const paced = async (page: (typeof pages)[number]) => {
    const latencies: number[] = [];
    let failures = 0;
    const interval = (CONNECTIONS / PACED_RATE) * 1000;
    const started = performance.now();
    const until = started + SECONDS * 1000;
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async (_, person) => {
        for (let next = started + (interval * person) / CONNECTIONS; next < until; next += interval) {
          const wait = next - performance.now();
          if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
          const begun = performance.now();
          const response = await fetch(`${api.url}${page.path}`, {
            headers: { authorization: `Bearer ${tokens[page.role]}`, 'accept-encoding': 'gzip, br' },
          });
          await response.arrayBuffer();
          latencies.push(performance.now() - begun);
          if (response.status !== 200) failures++;
        }
      }),
    );
    return { ...summary(latencies), requestsPerSecond: round(latencies.length / SECONDS), failures };
  };
  const flatOut = async (page: (typeof pages)[number]) => {
    const latencies: number[] = [];
    const instance = autocannon({
      url: `${api.url}${page.path}`,
      connections: CONNECTIONS,
      duration: SECONDS,
      headers: { authorization: `Bearer ${tokens[page.role]}`, 'accept-encoding': 'gzip, br' },
    });
    instance.on('response', (_client: unknown, _status: number, _bytes: number, responseTime: number) => latencies.push(responseTime));
    const run = await instance;
    return { ...summary(latencies), requestsPerSecond: round(run.requests.average), failures: run.non2xx + run.errors };
  };
  // A new API process compiles its hot paths, and opens its database connections (each a new server
  // process that loads its caches) on its first requests under load: every page is asked 200 times from
  // the 50 connections before anything is measured.
  for (const page of pages) {
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async () => {
        for (let i = 0; i < 4; i++) {
          const response = await fetch(`${api.url}${page.path}`, { headers: { authorization: `Bearer ${tokens[page.role]}` } });
          await response.arrayBuffer();
        }
      }),
    );
  }
  const http: Record<string, unknown> = {};
  for (const page of pages) {
    const probe = await fetch(`${api.url}${page.path}`, { headers: { authorization: `Bearer ${tokens[page.role]}` } });
    const body = (await probe.json()) as { events?: unknown[] };
    if (probe.status !== 200) throw new Error(`${page.path}: ${probe.status} ${JSON.stringify(body)}`);
    http[page.name] = { events: body.events?.length, paced: await paced(page), flatOut: await flatOut(page) };
    console.log(`  ${page.name}: ${JSON.stringify(http[page.name])}`);
  }
  result.http = http;

  // ── The export ──
  console.log('Exporting 100,000 events as CSV...');
  const exportUrl = `${api.url}/admin/activity/export-events?from=${encodeURIComponent(new Date(Date.now() - 36.5 * 86_400_000).toISOString())}`;
  started = performance.now();
  const exported = await fetch(exportUrl, { headers: { authorization: `Bearer ${tokens.superAdmin}` } });
  const reader = exported.body!.getReader();
  let lines = 0;
  let firstByteMs = 0;
  const decoder = new TextDecoder();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (!firstByteMs) firstByteMs = performance.now() - started;
    lines += (decoder.decode(value, { stream: true }).match(/\n/g) ?? []).length;
  }
  result.export = { rows: lines - 1, firstChunkMs: round(firstByteMs), seconds: round((performance.now() - started) / 1000) };
  console.log(`  ${JSON.stringify(result.export)}`);

  // ── Recording ──
  const recordingCost = '../../apps/api/bench/recording-cost';
  const { measureRecordingCost } = (await import(recordingCost)) as typeof import('../../apps/api/bench/recording-cost');
  const measureRecording = async (write: 'updateFood' | 'sendNotification', calls: number) => {
    try {
      const cost = await measureRecordingCost({ db, calls, write });
      console.log(`  ${JSON.stringify(cost)}`);
      return cost;
    } catch (error) {
      console.log(`  recording cost not measured: ${String(error)}`);
      return { error: String(error) };
    }
  };
  console.log('What recording costs a write: a menu item updated 500 times each way...');
  result.recording = await measureRecording('updateFood', 500);
  // The platform's 20,000 app users, for the bulk change.
  await db.query(
    `INSERT INTO users (user_type, first_name, last_name, email_address)
     SELECT 'Customer', 'App', 'User ' || i, 'bench-app-user-' || i || '@example.com' FROM generate_series(1, 20000) AS i`,
  );
  console.log('...and a notification to 20,000 app users, 20 times each way...');
  result.bulkRecording = await measureRecording('sendNotification', 20);
  result.machine = { cpus: os.cpus().length, loadAverage: os.loadavg().map((load) => round(load)) };
  fs.writeFileSync(outFile, JSON.stringify(result, null, 2));
} finally {
  await db.close();
  await api.stop();
}
