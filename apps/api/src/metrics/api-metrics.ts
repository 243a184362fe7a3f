import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, collectDefaultMetrics, type Registry } from 'prom-client';
import type { Database } from '../db/database';

/** Seconds: from a cached read (a few ms) to a merge of restaurants (tens of seconds). */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/** Every route not in the contract nor the API's own (a 404): one label, so a scan adds no series. */
const UNKNOWN_OPERATION = 'unknown';

/**
 * The request's operation, a bounded label: the contract's operationId, else the route's pattern (the
 * health and image routes), else 'unknown'.
 */
function operationOf(request: { routeOptions: { url?: string; config: unknown } }): string {
  const operationId = (request.routeOptions.config as { operationId?: string } | undefined)?.operationId;
  return operationId ?? request.routeOptions.url ?? UNKNOWN_OPERATION;
}

const statusClass = (status: number) => `${Math.floor(status / 100)}xx`;

/**
 * The API's metrics on `registry`: each request's latency by operation and status class, the failed ones
 * counted by status class, this process's database pool, and, read from the database at each scrape, the
 * job queue (pg-boss's table, when it exists) and the audit trail's backlog (activity/activity-composer.ts
 * composes it). `db` is the database as opened, whose pool is counted. In a cluster the primary sums the
 * workers' series (metrics-server.ts); the database's own figures are the same from every worker, so
 * they are taken once ('max').
 */
export function registerApiMetrics(app: FastifyInstance, registry: Registry, db: Database): void {
  collectDefaultMetrics({ register: registry, prefix: 'console_api_' });
  const latency = new Histogram({
    name: 'console_api_request_duration_seconds',
    help: 'Time to answer a request, by contract operation and status class',
    labelNames: ['operation', 'status_class'],
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const errors = new Counter({
    name: 'console_api_request_errors_total',
    help: 'Requests answered with a 4xx or 5xx, by contract operation and status class',
    labelNames: ['operation', 'status_class'],
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    const labels = { operation: operationOf(request), status_class: statusClass(reply.statusCode) };
    latency.observe(labels, reply.elapsedTime / 1000);
    if (reply.statusCode >= 400) errors.inc(labels);
  });

  const stats = db.poolStats;
  if (stats) {
    new Gauge({
      name: 'console_api_database_pool_connections',
      help: "This process's PostgreSQL connections, by state (total, idle)",
      labelNames: ['state'],
      registers: [registry],
      collect() {
        const { total, idle } = stats();
        this.set({ state: 'total' }, total);
        this.set({ state: 'idle' }, idle);
      },
    });
    new Gauge({
      name: 'console_api_database_pool_waiting',
      help: 'Queries of this process waiting for a free PostgreSQL connection',
      registers: [registry],
      collect() {
        this.set(stats().waiting);
      },
    });
  }

  new Gauge({
    name: 'console_api_jobs',
    help: 'Jobs of the job queue (pg-boss) waiting, running or failed, by queue and state',
    labelNames: ['queue', 'state'],
    aggregator: 'max',
    registers: [registry],
    async collect() {
      const rows = await readQuietly(
        db,
        `SELECT name AS queue, state::text AS state, count(*)::int AS jobs FROM pgboss.job
          WHERE state::text IN ('created', 'retry', 'active', 'failed') GROUP BY 1, 2`,
        `SELECT to_regclass('pgboss.job') IS NOT NULL AS present`,
      );
      this.reset();
      for (const row of (rows ?? []) as Array<{ queue: string; state: string; jobs: number }>) {
        this.set({ queue: row.queue, state: row.state }, row.jobs);
      }
    },
  });

  // One read of the table for both figures: a scrape collects every metric at once.
  let reading: Promise<{ transactions: number; oldest: number } | undefined> | undefined;
  const readBacklog = () =>
    (reading ??= readQuietly(
      db,
      `SELECT count(DISTINCT tx)::int AS transactions,
              coalesce(extract(epoch FROM now() - min(occurred_at)), 0)::float8 AS oldest FROM audit_raw_changes`,
    )
      .then((rows) => rows?.[0] as { transactions: number; oldest: number } | undefined)
      .finally(() => (reading = undefined)));
  new Gauge({
    name: 'console_api_audit_backlog_transactions',
    help: 'Committed changes whose activity events are not composed yet',
    aggregator: 'max',
    registers: [registry],
    async collect() {
      const row = await readBacklog();
      if (row) this.set(row.transactions);
    },
  });
  new Gauge({
    name: 'console_api_audit_backlog_oldest_seconds',
    help: 'Age of the oldest change waiting to be composed into an activity event (0 when none waits)',
    aggregator: 'max',
    registers: [registry],
    async collect() {
      const row = await readBacklog();
      if (row) this.set(row.oldest);
    },
  });
}

/**
 * A scrape must answer while the database is away: a failed read leaves the figure out. `onlyIf`, a query
 * answering `present`, guards a table another part may not have made (pg-boss makes its own schema).
 */
async function readQuietly(db: Database, sql: string, onlyIf?: string): Promise<unknown[] | undefined> {
  try {
    if (onlyIf) {
      const [guard] = await db.query<{ present: boolean }>(onlyIf);
      if (!guard?.present) return [];
    }
    return await db.query(sql);
  } catch {
    return undefined;
  }
}
