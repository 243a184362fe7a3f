import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { buildApi, type BuildApiOptions } from '../app';
import type { PasswordCost } from '../auth/password-hash';
import type { Database } from '../db/database';
import type { Contract } from '../http/contract';
import type { ImageStore } from '../images/image-store';
import { DEMO_PASSWORD } from '../seed/demo-catalog';
import type { ResponseValidator } from './contract-responses';
import { sharedTestContract } from './test-contract';
import { openTestDatabase, type TestDatabase } from './test-database';

export const TEST_TOKEN_SECRET = 'test-secret-0123456789abcdef0123456789abcdef';

/**
 * The scrypt cost of the hashes a test API makes: new passwords, and the same work done for an unknown
 * address. A sixteenth of the seed's light cost, as the limit tests check hundreds of unknown addresses;
 * seeded hashes keep their cost (a lower one never replaces a stored hash), so sign-ins still check those.
 */
const TEST_PASSWORD_COST: PasswordCost = { N: 2 ** 10, r: 8, p: 1 };

/** A clock the tests move forward to expire tokens and codes. */
export class TestClock {
  private offsetMs = 0;
  private frozenAtMs: number | undefined;
  now = (): Date => new Date((this.frozenAtMs ?? Date.now()) + this.offsetMs);
  /** Stops the clock where it is (advance still moves it), so a wait of seconds does not pass while a test runs. */
  freeze(): void {
    this.frozenAtMs = Date.now();
  }
  advance(ms: number): void {
    this.offsetMs += ms;
  }
}

export interface CallOptions {
  token?: string;
  body?: unknown;
  form?: FormData;
  query?: Record<string, string | number | Array<string | number>>;
  headers?: Record<string, string>;
}

/** Response bodies are checked against the contract by call(); tests then read them freely. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any;

export interface CallResult<T = Json> {
  status: number;
  body: T;
  headers: Headers;
}

export interface TestApi {
  baseUrl: string;
  app: FastifyInstance;
  db: Database;
  clock: TestClock;
  contract: Contract;
  /** A real HTTP call; the response is checked against the contract before it is returned. */
  call<T = Json>(method: string, path: string, options?: CallOptions): Promise<CallResult<T>>;
  /** Signs in with the demo password and returns the token. */
  login(emailAddress: string, userType: 'Administrator' | 'Restaurant'): Promise<string>;
  close(): Promise<void>;
}

/**
 * Starts the API on a random port over a private copy of the seeded template database. `imageStoreOf`
 * builds the image store over that database (the database store keeps images in it).
 */
export async function startTestApi(
  options: Partial<Omit<BuildApiOptions, 'db' | 'now'>> & { imageStoreOf?: (db: Database) => ImageStore | Promise<ImageStore> } = {},
): Promise<TestApi> {
  const { contract, validator } = sharedTestContract();
  const database: TestDatabase = await openTestDatabase();
  const { imageStoreOf, ...buildOptions } = options;
  const clock = new TestClock();
  let app: FastifyInstance;
  try {
    // The tests read codes and pushes from the development outboxes, which a real start leaves off.
    // Hashes at a test cost: at PASSWORD_COST each of the suite's sign-ins would take ~0.5 s.
    app = await buildApi({
      db: database.db,
      tokenSecret: TEST_TOKEN_SECRET,
      contract,
      now: clock.now,
      devRoutes: true,
      passwordCost: TEST_PASSWORD_COST,
      ...buildOptions,
      ...(imageStoreOf ? { imageStore: await imageStoreOf(database.db) } : {}),
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
  } catch (error) {
    await database.dispose();
    throw error;
  }
  const { port } = app.server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;

  const { call, login } = contractCaller(baseUrl, validator);

  return {
    baseUrl,
    app,
    db: database.db,
    clock,
    contract,
    call,
    login,
    async close() {
      await app.close();
      await database.dispose();
    },
  };
}

/**
 * Calls an API at baseUrl as the tests do, checking every answer against the contract; `login` signs a
 * demo account in and answers its token. Shared by the in-process test API and real API processes.
 */
export function contractCaller(baseUrl: string, validator: ResponseValidator) {
  async function call<T>(method: string, path: string, options: CallOptions = {}): Promise<CallResult<T>> {
    const url = new URL(path, baseUrl);
    for (const [name, value] of Object.entries(options.query ?? {})) {
      for (const item of Array.isArray(value) ? value : [value]) url.searchParams.append(name, String(item));
    }
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body: FormData | string | undefined;
    if (options.form) body = options.form;
    else if (options.body !== undefined) {
      headers['content-type'] ??= 'application/json';
      body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
    }
    const response = await fetch(url, { method, headers, body });
    const text = await response.text();
    const contentType = response.headers.get('content-type');
    const parsed = text && contentType?.startsWith('application/json') ? JSON.parse(text) : text || undefined;
    validator.check(method, url.pathname, response.status, parsed, contentType);
    return { status: response.status, body: parsed as T, headers: response.headers };
  }

  async function login(emailAddress: string, userType: 'Administrator' | 'Restaurant'): Promise<string> {
    const response = await call<{ token: string }>('POST', '/auth/login', { body: { emailAddress, password: DEMO_PASSWORD, userType } });
    if (response.status !== 200) throw new Error(`login ${emailAddress}: ${response.status} ${JSON.stringify(response.body)}`);
    return response.body.token;
  }

  return { call, login };
}
