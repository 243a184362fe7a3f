import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Database } from '../db/database';
import { openPgliteDatabase } from '../db/pglite-database';
import { openPostgresDatabase } from '../db/postgres-database';
import { databaseUrlFor, ensurePgliteTemplate, ensurePostgresTemplate } from './template-database';

export interface TestDatabase {
  db: Database;
  /** Closes the database and throws it away. */
  dispose(): Promise<void>;
}

/** A private copy of the migrated, seeded template: PGlite in memory, or a new PostgreSQL database. */
export async function openTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const tarball = readFileSync(await ensurePgliteTemplate());
    const db = await openPgliteDatabase({ loadDataDir: new Blob([tarball]) });
    return { db, dispose: () => db.close() };
  }

  const template = await ensurePostgresTemplate(serverUrl);
  return throwawayPostgresDatabase(serverUrl, 'api_test', (admin, name) => createFromTemplate(admin, name, template));
}

/** A new database on the DATABASE_URL server, made by `create`, dropped again on dispose. */
async function throwawayPostgresDatabase(
  serverUrl: string,
  prefix: string,
  create: (admin: Database, name: string) => Promise<void>,
): Promise<TestDatabase> {
  const name = `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = openPostgresDatabase(serverUrl, { max: 1 });
  try {
    await create(admin, name);
  } finally {
    await admin.close();
  }
  const db = openPostgresDatabase(databaseUrlFor(serverUrl, name), { max: 5 });
  return {
    db,
    async dispose() {
      await db.close();
      const cleanup = openPostgresDatabase(serverUrl, { max: 1 });
      try {
        await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await cleanup.close();
      }
    },
  };
}

/** CREATE DATABASE … TEMPLATE fails while another copy is being made; try again shortly. */
async function createFromTemplate(admin: Database, name: string, template: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
      return;
    } catch (error) {
      const busy = /being accessed by other users/.test(String((error as Error).message));
      if (!busy || attempt >= 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
}

/** An empty database (no migrations): in-memory PGlite, or a new database on the DATABASE_URL server. */
export async function openEmptyDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const db = await openPgliteDatabase();
    return { db, dispose: () => db.close() };
  }
  return throwawayPostgresDatabase(serverUrl, 'api_empty', async (admin, name) => {
    await admin.query(`CREATE DATABASE ${name}`);
  });
}
