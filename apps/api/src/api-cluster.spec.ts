import http from 'node:http';
import { openPostgresDatabase } from './db/postgres-database';
import {
  describeWithPostgres,
  createEmptyDatabase,
  runApiProcessToExit,
  startApiProcess,
  type ApiProcess,
  type ThrowawayDatabase,
} from './testing/api-processes';

/** A GET on a connection of its own: the cluster primary hands each new connection to the next worker. */
function getOnNewConnection(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false }, (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      })
      .on('error', reject);
  });
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describeWithPostgres('API_PROCESSES=2: one port, two workers', () => {
  let database: ThrowawayDatabase;
  let api: ApiProcess;
  let poolSize: number;

  beforeAll(async () => {
    database = await createEmptyDatabase('api_cluster');
    const db = openPostgresDatabase(database.url, { max: 1 });
    const [{ max }] = await db.query<{ max: number }>(`SELECT current_setting('max_connections')::int AS max`).finally(() => db.close());
    // info: the workers' pino lines name the pid that completed each request. Pools of half of
    // max_connections each: two of them do not fit, which the primary must say. No demo seed: nobody
    // signs in here, and the primary prepares the database as a single process does (two-api-processes).
    poolSize = Math.ceil(max / 2);
    api = await startApiProcess(database.url, {
      API_PROCESSES: '2',
      LOG_LEVEL: 'info',
      DATABASE_POOL_SIZE: String(poolSize),
      API_DEMO_SEED: '',
    });
  }, 200_000);

  afterAll(async () => {
    await api?.stop();
    await database?.drop();
  }, 60_000);

  it('answers on one URL from two worker processes, and stops them all on SIGTERM', async () => {
    const servedBy = () =>
      new Set(
        api
          .logLines()
          .filter((line) => line.msg === 'request completed' && line.pid !== api.pid)
          .map((line) => line.pid as number),
      );
    // The primary is reachable once one worker listens; the other may still be starting.
    const ready = () => api.logLines().filter((line) => line.msg === 'API ready').length;
    for (const started = Date.now(); ready() < 2 && Date.now() - started < 45_000;)
      await new Promise((resolve) => setTimeout(resolve, 200));
    expect(ready()).toBe(2);
    for (let i = 0; i < 20 && servedBy().size < 2; i++) {
      expect(await getOnNewConnection(`${api.baseUrl}/auth/me`)).toBe(401);
      await new Promise((resolve) => setTimeout(resolve, 20)); // the log line follows the response
    }
    const workers = [...servedBy()];
    expect(workers).toHaveLength(2);

    expect(await api.stop()).toBe(0);
    expect(workers.filter(isRunning)).toEqual([]);
    expect(
      api
        .logLines()
        .filter((line) => line.msg === 'SIGTERM: closing')
        .map((line) => line.pid),
    ).toEqual(expect.arrayContaining(workers));
  });

  it("warns when the workers' pools would not fit the server's max_connections", () => {
    const warnings = api.logLines().filter((line) => line.pid === api.pid && line.level === 40);
    expect(warnings.map((line) => line.msg)).toContainEqual(
      expect.stringContaining(`API_PROCESSES × DATABASE_POOL_SIZE = ${2 * poolSize} connections, but the server's max_connections is`),
    );
  });
});

describe('API_PROCESSES on PGlite', () => {
  it('refuses to start: PGlite is one process', async () => {
    const { code, stderr } = await runApiProcessToExit({ API_PROCESSES: '2', API_PORT: '0' });
    expect(code).toBe(1);
    expect(stderr).toContain('Cannot start the API: API_PROCESSES=2 needs DATABASE_URL: PGlite is an embedded database');
  }, 60_000);
});
