import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../repo-root';
import type { Database, Queryable } from './database';
import { withStartupLock } from './startup-lock';

// From the checkout's root, so the compiled bundle (dist/apps/api) reads the same files.
export const MIGRATIONS_DIR = path.join(REPO_ROOT, 'apps/api/src/db/migrations');
const FILE_NAME = /^(\d{3})_([a-z0-9_]+)\.sql$/;

export interface Migration {
  version: string;
  name: string;
  sql: string;
}

export function readMigrations(dir = MIGRATIONS_DIR): Migration[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.sql'))
    .sort()
    .map((file) => {
      const match = FILE_NAME.exec(file);
      if (!match) throw new Error(`Migration file names look like 001_name.sql: ${file}`);
      return { version: match[1], name: match[2], sql: readFileSync(path.join(dir, file), 'utf8') };
    });
}

/**
 * Applies the migrations not applied yet, in order, each in its own transaction. Returns their file names.
 * Processes migrating one database at once take turns (withStartupLock); the later ones apply nothing.
 */
export function migrate(db: Database, migrations = readMigrations()): Promise<string[]> {
  return withStartupLock(db, () => applyMigrations(db, migrations));
}

async function applyMigrations(db: Database, migrations: Migration[]): Promise<string[]> {
  await db.exec(`
    CREATE TABLE IF NOT EXISTS schema_migrations (
      version text PRIMARY KEY,
      name text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    );
  `);
  const rows = await db.query<{ version: string }>('SELECT version FROM schema_migrations');
  const applied = new Set(rows.map((row) => row.version));
  const done: string[] = [];
  for (const migration of migrations) {
    if (applied.has(migration.version)) continue;
    // Version and name come from a checked file name, so they are safe to inline.
    await db.exec(
      `BEGIN;\n${migration.sql}\n;INSERT INTO schema_migrations (version, name) VALUES ('${migration.version}', '${migration.name}');\nCOMMIT;`,
    );
    done.push(`${migration.version}_${migration.name}.sql`);
  }
  return done;
}

/** The migrations of this build the database lacks, and the ones it has that this build does not know. */
export interface MigrationState {
  pending: string[];
  /** Applied by a newer build (a roll back of hosts after a migrate): file names as they were recorded. */
  unknown: string[];
}

/** Compares the database with `migrations` by version, as migrate() does; a database never migrated lacks them all. */
export async function migrationState(db: Queryable, migrations = readMigrations()): Promise<MigrationState> {
  let rows: Array<{ version: string; name: string }>;
  try {
    rows = await db.query<{ version: string; name: string }>('SELECT version, name FROM schema_migrations ORDER BY version');
  } catch (error) {
    // undefined_table: nothing was ever applied.
    if ((error as { code?: string }).code !== '42P01') throw error;
    rows = [];
  }
  const applied = new Set(rows.map((row) => row.version));
  const known = new Set(migrations.map((migration) => migration.version));
  return {
    pending: migrations.filter((migration) => !applied.has(migration.version)).map(({ version, name }) => `${version}_${name}.sql`),
    unknown: rows.filter((row) => !known.has(row.version)).map(({ version, name }) => `${version}_${name}.sql`),
  };
}
