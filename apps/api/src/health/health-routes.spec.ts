import { readMigrations } from '../db/migrate';
import { DEMO_ACCOUNTS } from '../seed/demo-plan';
import { startTestApi, type Json, type TestApi } from '../testing/test-api';

/*
 * The probes a load balancer and a supervisor call, on the API over its real (migrated, seeded) database.
 * Health routes are not contract operations, so they are read with fetch, not the contract-checking call().
 */
let api: TestApi;
const logLines: Array<Record<string, unknown>> = [];

beforeAll(async () => {
  api = await startTestApi({
    logger: { level: 'info', stream: { write: (line: string) => logLines.push(JSON.parse(line) as Record<string, unknown>) } },
  });
});

afterAll(() => api?.close());

async function probe(path: string) {
  const response = await fetch(`${api.baseUrl}${path}`);
  return { status: response.status, cacheControl: response.headers.get('cache-control'), body: (await response.json()) as Json };
}

const lastMigration = readMigrations().at(-1)!;

it('GET /health/live answers 200 ok, never cached', async () => {
  expect(await probe('/health/live')).toEqual({ status: 200, cacheControl: 'no-store', body: { status: 'ok' } });
});

it('GET /health/ready answers 200 ready on a migrated database, never cached', async () => {
  expect(await probe('/health/ready')).toEqual({ status: 200, cacheControl: 'no-store', body: { status: 'ready' } });
});

it('GET /health/ready answers 503 while a migration is not recorded, and 200 again once it is', async () => {
  const [row] = await api.db.query<{ name: string }>('DELETE FROM schema_migrations WHERE version = $1 RETURNING name', [
    lastMigration.version,
  ]);
  try {
    expect(await probe('/health/ready')).toEqual({
      status: 503,
      cacheControl: 'no-store',
      body: { status: 'not ready', message: `Migrations not applied: ${lastMigration.version}_${lastMigration.name}.sql` },
    });
  } finally {
    await api.db.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [lastMigration.version, row.name]);
  }
  expect((await probe('/health/ready')).status).toBe(200);
});

it('GET /health/ready answers 503 on a database that was never migrated', async () => {
  await api.db.query('ALTER TABLE schema_migrations RENAME TO schema_migrations_aside');
  try {
    const { status, body } = await probe('/health/ready');
    expect(status).toBe(503);
    expect(body.message).toBe(
      `Migrations not applied: ${readMigrations()
        .map((m) => `${m.version}_${m.name}.sql`)
        .join(', ')}`,
    );
  } finally {
    await api.db.query('ALTER TABLE schema_migrations_aside RENAME TO schema_migrations');
  }
});

it('needs no sign-in, and a HEAD probe answers too', async () => {
  const head = await fetch(`${api.baseUrl}/health/ready`, { method: 'HEAD', headers: { authorization: 'Bearer not-a-token' } });
  expect(head.status).toBe(200);
});

it('writes no request log line at info level for probes, while other calls still log theirs', async () => {
  logLines.length = 0;
  const probes = await Promise.all(Array.from({ length: 20 }, (_, i) => probe(i % 2 ? '/health/live' : '/health/ready')));
  expect(probes.map((answer) => answer.status)).toEqual(Array(20).fill(200));
  await api.login(DEMO_ACCOUNTS.superAdmin, 'Administrator');

  const urls = logLines.map((line) => String((line.req as { url?: string } | undefined)?.url ?? ''));
  expect(urls).toContain('/auth/login'); // the capture works: an ordinary call is logged at info
  expect(logLines.filter((line) => JSON.stringify(line).includes('/health/'))).toEqual([]);
});
