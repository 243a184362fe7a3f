import { execFile } from 'node:child_process';
import net from 'node:net';
import { promisify } from 'node:util';
import { DEMO_ACCOUNTS } from '../seed/demo-plan';
import { createEmptyDatabase, startApiProcess, type ApiProcess, type ThrowawayDatabase } from '../testing/api-processes';

/*
 * A real API process while its PostgreSQL stops and starts again (pg_ctl on the cluster of
 * tools/postgres/with-postgres.sh): not ready and 503 within seconds while it is down, ready and serving
 * again by itself once it is back. Stopping the cluster stops every other test's database too, so
 * `nx run api:test-postgres` runs this file alone, after the others, with API_TEST_RESTART_POSTGRES=1.
 */
const { DATABASE_URL, PG_CTL, PGDATA_DIR, PG_LOG_FILE, PG_SERVER_OPTIONS, PG_CLUSTER_OWNER } = process.env;
const SKIP_REASON = !DATABASE_URL
  ? 'skipped: needs PostgreSQL (DATABASE_URL), run it with `npx nx run api:test-postgres`'
  : process.env.API_TEST_RESTART_POSTGRES !== '1' || !PG_CTL || !PGDATA_DIR
    ? 'skipped: it stops the shared PostgreSQL cluster, so `npx nx run api:test-postgres` runs it alone after the other files'
    : undefined;
const describeAlone = SKIP_REASON ? describe.skip : describe;
const title = (name: string) => (SKIP_REASON ? `${name} (${SKIP_REASON})` : name);

const SHUTDOWN_TIMEOUT_MS = 2_000;
const UNAVAILABLE = { message: 'The database is not available. Try again in a moment.' };
const run = promisify(execFile);

/** pg_ctl on the test cluster, as its owner (postgres when the tests run as root). */
async function pgCtl(...args: string[]): Promise<void> {
  const command = [String(PG_CTL), '-D', String(PGDATA_DIR), ...args];
  const [file, ...rest] = PG_CLUSTER_OWNER ? ['runuser', '-u', PG_CLUSTER_OWNER, '--', ...command] : command;
  await run(file, rest, { timeout: 90_000 });
}
const stopPostgres = () => pgCtl('stop', '-m', 'fast', '-w');
const startPostgres = () => pgCtl('start', '-w', '-t', '60', '-l', String(PG_LOG_FILE), '-o', String(PG_SERVER_OPTIONS));
const postgresRuns = () =>
  pgCtl('status').then(
    () => true,
    () => false,
  );

describeAlone(title('the API while its PostgreSQL server stops and starts again'), () => {
  let database: ThrowawayDatabase;
  let api: ApiProcess;
  let token: string;

  beforeAll(async () => {
    database = await createEmptyDatabase('api_restart');
    api = await startApiProcess(database.url, {
      LOG_LEVEL: 'info',
      DATABASE_CONNECT_TIMEOUT: '2s',
      API_SHUTDOWN_TIMEOUT: `${SHUTDOWN_TIMEOUT_MS}ms`,
    });
    token = await api.login(DEMO_ACCOUNTS.superAdmin, 'Administrator');
  }, 200_000);

  afterAll(async () => {
    // Whatever failed, the cluster is left running for the runs after this one.
    if (!(await postgresRuns())) await startPostgres();
    await api?.stop();
    await database?.drop();
  }, 120_000);

  const listRestaurants = () => api.call('GET', '/admin/restaurant/get-restaurants', { token, query: { pageNum: 1, pageSize: 5 } });
  async function timed<T>(work: () => Promise<T>): Promise<T & { ms: number }> {
    const started = performance.now();
    const result = await work();
    return { ...result, ms: performance.now() - started };
  }
  async function probe(path: string) {
    const response = await fetch(`${api.baseUrl}${path}`);
    return { status: response.status, body: await response.json() };
  }

  it('is ready and serves while PostgreSQL runs', async () => {
    expect(await probe('/health/ready')).toEqual({ status: 200, body: { status: 'ready' } });
    expect((await listRestaurants()).status).toBe(200);
  });

  it('with PostgreSQL stopped, answers within seconds: not ready, every call 503 with a message, still live', async () => {
    await stopPostgres();

    const [ready, live, ...calls] = await Promise.all([
      timed(() => probe('/health/ready')),
      timed(() => probe('/health/live')),
      ...Array.from({ length: 6 }, () => timed(listRestaurants)),
      timed(() => api.call('GET', '/auth/me', { token })),
    ]);

    expect(ready).toMatchObject({ status: 503, body: { status: 'not ready' } });
    expect(live).toMatchObject({ status: 200, body: { status: 'ok' } });
    for (const call of calls) {
      expect(call).toMatchObject({ status: 503, body: UNAVAILABLE });
      expect(call.ms).toBeLessThan(3_000);
    }
    expect(ready.ms).toBeLessThan(3_000);
  });

  it('once PostgreSQL is back, is ready and serves again within seconds, the same process with the same session', async () => {
    await startPostgres();
    const back = performance.now();

    let ready = await probe('/health/ready');
    while (ready.status !== 200 && performance.now() - back < 10_000) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      ready = await probe('/health/ready');
    }

    expect(ready).toEqual({ status: 200, body: { status: 'ready' } });
    expect(performance.now() - back).toBeLessThan(10_000);
    const list = await listRestaurants();
    expect(list.status).toBe(200);
    expect(list.body.restaurants.length).toBeGreaterThan(0);
    expect(() => process.kill(api.pid, 0)).not.toThrow();
    const lines = api.logLines();
    expect(lines.filter((line) => line.msg === 'not ready' || line.msg === 'ready again').map((line) => line.msg)).toEqual([
      'not ready',
      'ready again',
    ]);
    expect(lines.filter((line) => Number(line.level) >= 50)).toEqual([]); // no error: nothing answered 500
  });

  it(`stops within API_SHUTDOWN_TIMEOUT (${SHUTDOWN_TIMEOUT_MS / 1000} s) though a request never ends, exit code 1`, async () => {
    // A client that sends half a body and stalls: closing would wait for it until API_REQUEST_TIMEOUT.
    const stalled = net.connect(Number(new URL(api.baseUrl).port), '127.0.0.1');
    stalled.on('error', () => undefined);
    await new Promise((resolve) => stalled.once('connect', resolve));
    stalled.write(
      'POST /auth/login HTTP/1.1\r\nHost: api\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n{"emailAddress":',
    );
    await new Promise((resolve) => setTimeout(resolve, 300));

    const started = performance.now();
    const code = await api.stop();
    stalled.destroy();

    expect(code).toBe(1);
    expect(performance.now() - started).toBeGreaterThan(SHUTDOWN_TIMEOUT_MS - 100);
    expect(performance.now() - started).toBeLessThan(SHUTDOWN_TIMEOUT_MS + 3_000);
    expect(api.logLines().map((line) => line.msg)).toContain(
      `still closing after API_SHUTDOWN_TIMEOUT (${SHUTDOWN_TIMEOUT_MS} ms): exiting anyway`,
    );
  });
});
