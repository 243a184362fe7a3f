import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { buildApi, type BuildApiOptions } from '../app';
import type { Database } from '../db/database';
import { openPostgresDatabase } from '../db/postgres-database';
import { databaseUrlFor } from './template-database';
import { TEST_TOKEN_SECRET, type CallOptions, type CallResult, type TestApi } from './test-api';

/** Another API process's view of a test API's database: its own app, and on PostgreSQL its own pool. */
export interface SecondApi {
  baseUrl: string;
  app: FastifyInstance;
  /** A real HTTP call (JSON or form body), answer not checked against the contract: the first API's calls are. */
  call(method: string, path: string, options?: CallOptions): Promise<CallResult>;
  close(): Promise<void>;
}

/**
 * Starts a second API over the same database as `first`, as a second process would: PGlite is one
 * in-process database, so both share its object; PostgreSQL gets a second connection pool.
 */
export async function startSecondApi(first: TestApi, options: Partial<BuildApiOptions> = {}): Promise<SecondApi> {
  let db: Database = first.db;
  let ownPool = false;
  if (first.db.engine === 'postgres') {
    const [{ name }] = await first.db.query<{ name: string }>('SELECT current_database() AS name');
    db = openPostgresDatabase(databaseUrlFor(String(process.env.DATABASE_URL), name), { max: 3 });
    ownPool = true;
  }
  const app = await buildApi({ db, tokenSecret: TEST_TOKEN_SECRET, contract: first.contract, now: first.clock.now, ...options });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

  return {
    baseUrl,
    app,
    async call(method, path, callOptions = {}) {
      const url = new URL(path, baseUrl);
      for (const [name, value] of Object.entries(callOptions.query ?? {})) {
        for (const item of Array.isArray(value) ? value : [value]) url.searchParams.append(name, String(item));
      }
      const headers: Record<string, string> = { ...callOptions.headers };
      if (callOptions.token) headers.authorization = `Bearer ${callOptions.token}`;
      let body: FormData | string | undefined = callOptions.form;
      if (!body && callOptions.body !== undefined) {
        headers['content-type'] = 'application/json';
        body = JSON.stringify(callOptions.body);
      }
      const response = await fetch(url, { method, headers, body });
      const text = await response.text();
      return { status: response.status, body: text ? JSON.parse(text) : undefined, headers: response.headers };
    },
    async close() {
      await app.close();
      if (ownPool) await db.close();
    },
  };
}
