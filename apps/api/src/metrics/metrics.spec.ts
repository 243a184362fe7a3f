import PgBoss from 'pg-boss';
import { composePendingActivity } from '../activity/activity-composer';
import { ConfigError } from '../config-error';
import { DEMO_ACCOUNTS } from '../seed/demo-plan';
import {
  createEmptyDatabase,
  describeWithPostgres,
  startApiProcess,
  type ApiProcess,
  type ThrowawayDatabase,
} from '../testing/api-processes';
import { startTestApi, type TestApi } from '../testing/test-api';
// The one free-port probe of the test tooling (typed by free-port.d.mts); it is no Nx project to import.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { freePort } from '../../../../tools/testing/free-port.mjs';
import { processMetrics, type ProcessMetrics } from './metrics-server';
import { readMetricsSettings } from './metrics-settings';

/** One sample of Prometheus's text format: `name{labels} value`, or undefined when the scrape lacks it. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  const line = text.split('\n').find((entry) => {
    const match = /^([a-z_:]+)(?:\{(.*)\})? (\S+)$/.exec(entry);
    if (!match || match[1] !== name) return false;
    const have = match[2] ? match[2].split(',') : [];
    return wanted.every((label) => have.includes(label)) && have.length === wanted.length;
  });
  return line === undefined ? undefined : Number(line.split(' ').pop());
}

async function scrape(url: string): Promise<string> {
  const response = await fetch(url);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return response.text();
}

describe('METRICS_PORT and METRICS_HOST', () => {
  it('are off unless METRICS_PORT is set, and on 127.0.0.1 by default', () => {
    expect(readMetricsSettings({}, 'production')).toBeUndefined();
    expect(readMetricsSettings({ METRICS_PORT: '9464' }, 'production')).toEqual({ port: 9464, host: '127.0.0.1' });
  });

  it.each([
    [{ METRICS_PORT: 'nine' }, 'development', 'METRICS_PORT is not a port: nine'],
    [
      { METRICS_PORT: '3333', API_PORT: '3333' },
      'development',
      'METRICS_PORT must differ from API_PORT (3333): the metrics have a port of their own',
    ],
    [
      { METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0' },
      'production',
      'METRICS_HOST=0.0.0.0 serves the metrics beyond this host: keep 127.0.0.1, or set METRICS_ALLOW_REMOTE=1 when only your scraper can reach it',
    ],
  ])('%j (%s) is refused in one line naming the variable', (env, nodeEnv, message) => {
    expect(() => readMetricsSettings(env, nodeEnv)).toThrow(new ConfigError(message));
  });

  it('serve another address in production only when METRICS_ALLOW_REMOTE says so', () => {
    expect(readMetricsSettings({ METRICS_PORT: '9464', METRICS_HOST: '10.0.0.4', METRICS_ALLOW_REMOTE: '1' }, 'production')).toEqual({
      port: 9464,
      host: '10.0.0.4',
    });
  });
});

describe('the metrics of one API process, scraped after real requests', () => {
  let api: TestApi;
  let metrics: ProcessMetrics;
  let url: string;

  beforeAll(async () => {
    const port = await freePort();
    metrics = processMetrics({ port, host: '127.0.0.1' });
    api = await startTestApi({ metrics: metrics.registry });
    await metrics.start();
    url = `http://127.0.0.1:${port}/metrics`;
  });

  afterAll(async () => {
    await metrics?.close();
    await api?.close();
  });

  it('count each operation by status class, and every unknown route under one label', async () => {
    const token = await api.login(DEMO_ACCOUNTS.superAdmin, 'Administrator');
    await Promise.all([
      ...Array.from({ length: 5 }, () => fetch(`${api.baseUrl}/auth/me`, { headers: { authorization: `Bearer ${token}` } })),
      ...Array.from({ length: 3 }, () => fetch(`${api.baseUrl}/auth/me`)),
      fetch(`${api.baseUrl}/no/such/route`),
      fetch(`${api.baseUrl}/wp-admin/setup.php`),
    ]);
    const text = await scrape(url);

    expect(sample(text, 'console_api_request_duration_seconds_count', { operation: 'getMe', status_class: '2xx' })).toBe(5);
    expect(sample(text, 'console_api_request_duration_seconds_count', { operation: 'getMe', status_class: '4xx' })).toBe(3);
    expect(sample(text, 'console_api_request_duration_seconds_count', { operation: 'login', status_class: '2xx' })).toBe(1);
    expect(sample(text, 'console_api_request_errors_total', { operation: 'getMe', status_class: '4xx' })).toBe(3);
    expect(sample(text, 'console_api_request_errors_total', { operation: 'unknown', status_class: '4xx' })).toBe(2);
    expect(sample(text, 'console_api_request_errors_total', { operation: 'getMe', status_class: '2xx' })).toBeUndefined();
    expect(text).not.toContain('wp-admin');
    // The latency's buckets: every request under 30 s.
    expect(sample(text, 'console_api_request_duration_seconds_bucket', { operation: 'getMe', status_class: '2xx', le: '30' })).toBe(5);
  });

  it("show the audit trail's backlog: the changes whose events are not composed yet, and the oldest one's age", async () => {
    await composePendingActivity(api.db, { wait: true });
    const composed = await scrape(url);
    // A change committed a minute ago whose event nobody composed (as a composer that stopped would leave it).
    await api.db.query(
      `INSERT INTO audit_raw_changes (occurred_at, context, table_name, op, row_id) VALUES (now() - interval '1 minute', '{}', 'restaurants', 'UPDATE', 1)`,
    );
    let waiting: string;
    try {
      waiting = await scrape(url);
    } finally {
      await api.db.query(`DELETE FROM audit_raw_changes WHERE context = '{}'`);
    }

    expect(sample(composed, 'console_api_audit_backlog_transactions')).toBe(0);
    expect(sample(composed, 'console_api_audit_backlog_oldest_seconds')).toBe(0);
    expect(sample(waiting, 'console_api_audit_backlog_transactions')).toBe(1);
    expect(sample(waiting, 'console_api_audit_backlog_oldest_seconds')).toBeGreaterThanOrEqual(60);
    // PGlite has no pool to count.
    expect(sample(waiting, 'console_api_database_pool_waiting')).toBe(api.db.engine === 'postgres' ? 0 : undefined);
  });

  it('answer only GET /metrics', async () => {
    const response = await fetch(url.replace('/metrics', '/'));

    expect(response.status).toBe(404);
  });
});

describeWithPostgres('the metrics of a two-process cluster on PostgreSQL', () => {
  let database: ThrowawayDatabase;
  let api: ApiProcess;
  let url: string;

  beforeAll(async () => {
    database = await createEmptyDatabase('api_metrics');
    const port = await freePort();
    url = `http://127.0.0.1:${port}/metrics`;
    api = await startApiProcess(database.url, { API_PROCESSES: '2', METRICS_PORT: String(port) });
  }, 200_000);

  afterAll(async () => {
    await api?.stop({ wholeGroup: true });
    await database?.drop();
  }, 60_000);

  it("are the workers' summed, served by the primary", async () => {
    // A worker still starting answers no scrape (503 after prom-client's 5 s): wait until both answer.
    for (let tries = 0; (await fetch(url)).status !== 200; tries++) {
      if (tries > 20) throw new Error('the cluster never answered a scrape');
    }
    // Kept-alive connections stick to one worker: each request on a connection of its own, so both serve.
    const answers = await Promise.all(
      Array.from({ length: 40 }, () =>
        fetch(`${api.baseUrl}/auth/me`, { headers: { connection: 'close' } }).then((response) => response.status),
      ),
    );
    const text = await scrape(url);

    expect(answers.every((status) => status === 401)).toBe(true);
    // startApiProcess waited for 401s on /auth/me before this test: at least the 40 of it.
    expect(sample(text, 'console_api_request_duration_seconds_count', { operation: 'getMe', status_class: '4xx' })).toBeGreaterThanOrEqual(
      40,
    );
    expect(sample(text, 'console_api_database_pool_connections', { state: 'total' })).toBeGreaterThan(0);
    expect(sample(text, 'console_api_database_pool_waiting')).toBe(0);
    expect(sample(text, 'console_api_audit_backlog_transactions')).toBeGreaterThanOrEqual(0);
  }, 60_000);

  it("count the job queue's jobs by queue and state, from pg-boss's table", async () => {
    const boss = new PgBoss({ connectionString: database.url, max: 2 });
    boss.on('error', () => undefined);
    await boss.start();
    try {
      await boss.createQueue('metrics-probe');
      await Promise.all([boss.send('metrics-probe', { n: 1 }), boss.send('metrics-probe', { n: 2 })]);
      const text = await scrape(url);

      expect(sample(text, 'console_api_jobs', { queue: 'metrics-probe', state: 'created' })).toBe(2);
    } finally {
      await boss.stop({ graceful: false });
    }
  }, 60_000);

  it('change between scrapes by exactly the requests made', async () => {
    const before =
      sample(await scrape(url), 'console_api_request_duration_seconds_count', { operation: 'getMe', status_class: '4xx' }) ?? 0;
    await Promise.all(Array.from({ length: 12 }, () => fetch(`${api.baseUrl}/auth/me`, { headers: { connection: 'close' } })));
    const after = sample(await scrape(url), 'console_api_request_duration_seconds_count', { operation: 'getMe', status_class: '4xx' });

    expect(after).toBe(before + 12);
  }, 60_000);
});
