import type { FastifyInstance } from 'fastify';
import net, { type AddressInfo } from 'node:net';
import { buildApi } from '../app';
import type { Database } from '../db/database';
import { openPostgresDatabase } from '../db/postgres-database';
import { loadContract } from '../http/contract';
// The one free-port probe of the test tooling (typed by free-port.d.mts); it is no Nx project to import.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { freePort } from '../../../../tools/testing/free-port.mjs';
import { DEMO_ACCOUNTS } from '../seed/demo-plan';
import { DEMO_PASSWORD } from '../seed/demo-catalog';
import { createResponseValidator } from '../testing/contract-responses';
import { TEST_TOKEN_SECRET, contractCaller } from '../testing/test-api';
import { READINESS_TIMEOUT_MS } from './health-routes';

/*
 * The API with its PostgreSQL out of reach, through the real pool and real sockets: a port nothing
 * listens on (a server that is down or restarting refuses at once), and a server that accepts and never
 * answers (a host gone, a firewall dropping packets), where only the timeouts end the wait. Every call
 * answers within seconds, 503 with a message; liveness stays 200. No PostgreSQL is needed.
 */
const CONNECT_TIMEOUT_MS = 3_000;
const timeouts = { connectMs: CONNECT_TIMEOUT_MS, statementMs: 5_000, idleInTransactionMs: 5_000 };
const UNAVAILABLE = { message: 'The database is not available. Try again in a moment.' };
const validator = createResponseValidator(loadContract());

interface Served {
  app: FastifyInstance;
  db: Database;
  call: ReturnType<typeof contractCaller>['call'];
  baseUrl: string;
  token: string;
}

async function serveOver(databasePort: number, connectMs = CONNECT_TIMEOUT_MS): Promise<Served> {
  const db = openPostgresDatabase(`postgres://postgres@127.0.0.1:${databasePort}/console`, {
    max: 3,
    timeouts: { ...timeouts, connectMs },
  });
  const app = await buildApi({ db, tokenSecret: TEST_TOKEN_SECRET });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const now = Math.floor(Date.now() / 1000);
  // A well-signed token: the guard must ask the database about its session.
  const token = app.jwt.sign({ sub: '1', jti: 'session', iat: now, exp: now + 600 });
  return { app, db, baseUrl, token, call: contractCaller(baseUrl, validator).call };
}

/** Twelve calls at once: public ones, a guarded one, one stopped in a hook before its handler. */
function callsAtOnce(api: Served) {
  const login = { emailAddress: DEMO_ACCOUNTS.admin, password: DEMO_PASSWORD, userType: 'Administrator' };
  const calls = [
    () => api.call('POST', '/auth/login', { body: login }),
    () => api.call('POST', '/auth/forgot-password', { body: { emailAddress: DEMO_ACCOUNTS.admin, userType: 'Administrator' } }),
    () => api.call('GET', '/admin/restaurant/get-restaurants', { token: api.token }),
  ];
  return Promise.all(
    Array.from({ length: 12 }, async (_, i) => {
      const started = performance.now();
      const answer = await calls[i % calls.length]();
      return { ms: performance.now() - started, status: answer.status, body: answer.body, retryAfter: answer.headers.get('retry-after') };
    }),
  );
}

async function probe(baseUrl: string, path: string) {
  const started = performance.now();
  const response = await fetch(`${baseUrl}${path}`);
  return { ms: performance.now() - started, status: response.status, body: await response.json() };
}

describe('a database server that is down (connection refused)', () => {
  let api: Served;

  // A connect timeout far above what these calls may take: an answer that waited for it fails plainly,
  // and a busy machine's slower answers (12 at once) do not.
  const REFUSED_CONNECT_TIMEOUT_MS = 30_000;

  beforeAll(async () => {
    api = await serveOver(await freePort(), REFUSED_CONNECT_TIMEOUT_MS);
  });

  afterAll(async () => {
    await api?.app.close();
    await api?.db.close();
  });

  it('answers every call at once 503 with a message and Retry-After, within a few seconds', async () => {
    const answers = await callsAtOnce(api);

    for (const answer of answers) {
      expect(answer).toMatchObject({ status: 503, body: UNAVAILABLE, retryAfter: '5' });
      // At once, in fact (a refused connection is known at once); never after the connect timeout.
      expect(answer.ms).toBeLessThan(REFUSED_CONNECT_TIMEOUT_MS / 3);
    }
  });

  it('is not ready (503), and still live (200, no database call)', async () => {
    const [ready, live] = await Promise.all([probe(api.baseUrl, '/health/ready'), probe(api.baseUrl, '/health/live')]);

    expect(ready).toMatchObject({ status: 503, body: { status: 'not ready', message: 'The database is not answering' } });
    expect(live).toMatchObject({ status: 200, body: { status: 'ok' } });
  });
});

describe('a database server that accepts and never answers', () => {
  let api: Served;
  let silent: net.Server;
  const sockets = new Set<net.Socket>();

  beforeAll(async () => {
    silent = net.createServer((socket) => {
      sockets.add(socket);
      socket.on('error', () => undefined);
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    api = await serveOver((silent.address() as AddressInfo).port);
  });

  afterAll(async () => {
    await api?.app.close();
    await api?.db.close();
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => silent?.close(resolve));
  });

  it(`answers every call at once 503 once DATABASE_CONNECT_TIMEOUT (${CONNECT_TIMEOUT_MS / 1000} s) has passed, not later`, async () => {
    const answers = await callsAtOnce(api);

    for (const answer of answers) {
      expect(answer).toMatchObject({ status: 503, body: UNAVAILABLE });
      expect(answer.ms).toBeGreaterThan(CONNECT_TIMEOUT_MS - 100);
      expect(answer.ms).toBeLessThan(CONNECT_TIMEOUT_MS + 2_500);
    }
  });

  it(`answers the readiness probe 503 within its own ${READINESS_TIMEOUT_MS / 1000} s`, async () => {
    const ready = await probe(api.baseUrl, '/health/ready');

    expect(ready).toMatchObject({ status: 503, body: { status: 'not ready', message: 'The database is not answering within 2 s' } });
    expect(ready.ms).toBeLessThan(READINESS_TIMEOUT_MS + 1_500);
  });
});
