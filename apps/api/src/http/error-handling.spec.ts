// An error's answer is `{ message }` even where the operation's schema for that status asks for more:
// before, such a body failed the route's serializer and a 400 became a 500.
import Fastify, { type FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { markDatabaseTrouble } from '../db/errors';
import { openPostgresDatabase } from '../db/postgres-database';
import { DEMO_ACCOUNTS } from '../seed/demo-plan';
import { startTestApi, type TestApi } from '../testing/test-api';
// The one free-port probe of the test tooling (typed by free-port.d.mts); it is no Nx project to import.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { freePort } from '../../../../tools/testing/free-port.mjs';
import { loadContract, readOperations } from './contract';
import { registerErrorHandling } from './error-handling';

let api: TestApi;

beforeAll(async () => {
  // The contract as it was when a CSV refusal had to list row errors: `errors` required on the 400.
  const { document } = loadContract();
  const strict = structuredClone(document) as typeof document & { components: { schemas: Record<string, { required: string[] }> } };
  strict.components.schemas.CsvImportError.required = ['message', 'errors'];
  api = await startTestApi({ contract: { document: strict, operations: readOperations(strict) } });
});

afterAll(() => api?.close());

it('answers a refusal without the fields its status schema requires as a 400 with the message', async () => {
  const token = await api.login(DEMO_ACCOUNTS.superAdmin, 'Administrator');

  const response = await fetch(`${api.baseUrl}/admin/restaurant/import-restaurants-from-csv`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: '{"oops":',
  });

  expect(response.status).toBe(400);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  expect(await response.json()).toEqual({ message: 'The request body is not valid JSON' });
});

describe('errors of the database', () => {
  // A bare app with the API's error handling: each route throws what it is given, as a handler would.
  let app: FastifyInstance;
  let refused: unknown;

  beforeAll(async () => {
    const db = openPostgresDatabase(`postgres://postgres@127.0.0.1:${await freePort()}/console`, { max: 1 });
    refused = await db.query('SELECT 1').catch((error: unknown) => error);
    await db.close();

    app = Fastify();
    registerErrorHandling(app);
    const throwing = (error: unknown) => async () => {
      throw error;
    };
    app.get('/refused', throwing(refused));
    // node-postgres's error for a statement PostgreSQL cancelled at statement_timeout, as the pool marks it.
    const cancelled = Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014', severity: 'ERROR' });
    app.get('/statement-timeout', throwing(markDatabaseTrouble(cancelled)));
    // The same socket error from something else (an SMTP server refusing): not the database's fault.
    app.get('/smtp-refused', throwing(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:25'), { code: 'ECONNREFUSED' })));
    await app.listen({ port: 0, host: '127.0.0.1' });
  });

  afterAll(() => app?.close());

  it.each([
    ['/refused', 503, 'The database is not available. Try again in a moment.'],
    ['/statement-timeout', 503, 'The database took too long to answer. Try again in a moment.'],
    // With the request's id, which finds its log line.
    ['/smtp-refused', 500, expect.stringMatching(/^Something went wrong, please try again later \(reference: [\w.:-]+\)$/)],
  ])('GET %s answers %i with a sentence', async (url, status, message) => {
    const response = await fetch(`http://127.0.0.1:${(app.server.address() as AddressInfo).port}${url}`);

    expect(response.status).toBe(status);
    expect(await response.json()).toEqual({ message });
    expect(response.headers.get('retry-after')).toBe(status === 503 ? '5' : null);
  });

  it('throws the /refused route a real refusal, from node-postgres', () => {
    expect((refused as { code?: string }).code).toBe('ECONNREFUSED');
  });
});
