import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../repo-root';
import type { Database, Queryable } from './database';
import { withStartupLock } from './startup-lock';

// From the checkout's root, so the compiled bundle (dist/apps/api) reads the same files.
export const MIGRATIONS_DIR = path.join(REPO_ROOT, 'apps/api/src/db/migrations');
/** The current definition of each SQL function, once (functions/README.md). */
export const FUNCTIONS_DIR = path.join(REPO_ROOT, 'apps/api/src/db/functions');
const FILE_NAME = /^(\d{3})_([a-z0-9_]+)\.sql$/;
const DEFINITIONS_NAME = /^[a-z0-9-]+\.sql$/;

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

/** A file of function definitions: applied again whenever its content (its checksum) changes. */
export interface Definitions {
  /** As migrate() reports it: functions/<name>.sql. */
  file: string;
  checksum: string;
  sql: string;
}

export function readDefinitions(dir = FUNCTIONS_DIR): Definitions[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.sql'))
    .sort()
    .map((file) => {
      if (!DEFINITIONS_NAME.test(file)) throw new Error(`Function definition file names look like audit-composer.sql: ${file}`);
      const sql = readFileSync(path.join(dir, file), 'utf8');
      return { file: `functions/${file}`, checksum: createHash('sha256').update(sql).digest('hex'), sql };
    });
}

/** The last migration a build knows: a definition file applied by a build knowing a later one is a newer build's. */
const lastVersion = (migrations: Migration[]) => migrations.at(-1)?.version ?? '000';

type Recorded = Map<string, { checksum: string; byMigration: string }>;

/** What the database does with each definition file of this build: never had it, has an older or a newer version. */
function compareDefinitions(definitions: Definitions[], recorded: Recorded, buildLast: string) {
  const differing = definitions.filter((file) => recorded.has(file.file) && recorded.get(file.file)?.checksum !== file.checksum);
  const newer = (file: Definitions) => (recorded.get(file.file)?.byMigration ?? '') > buildLast;
  return {
    missing: definitions.filter((file) => !recorded.has(file.file)),
    older: differing.filter((file) => !newer(file)),
    newer: differing.filter(newer),
  };
}

async function recordedDefinitions(db: Queryable): Promise<Recorded> {
  const rows = await db.query<{ file: string; checksum: string; by_migration: string }>(
    'SELECT file, checksum, by_migration FROM schema_definitions',
  );
  return new Map(rows.map((row) => [row.file, { checksum: row.checksum, byMigration: row.by_migration }]));
}

/**
 * Applies the migrations not applied yet, in order, each in its own transaction, and the function
 * definition files the database lacks or has in an older version: a file it never had before the
 * migrations (they may create triggers naming its functions; the bodies bind their tables when run), a
 * changed file after them (its new bodies may use what the migrations add). A file a newer
 * build applied (one that knew a later migration) is left as it is. Returns what it applied.
 * Processes migrating one database at once take turns (withStartupLock); the later ones apply nothing.
 */
export function migrate(db: Database, migrations = readMigrations(), definitions = readDefinitions()): Promise<string[]> {
  return withStartupLock(db, () => applyMigrations(db, migrations, definitions));
}

async function applyMigrations(db: Database, migrations: Migration[], definitions: Definitions[]): Promise<string[]> {
  await db.exec(`
    CREATE TABLE IF NOT EXISTS schema_migrations (
      version text PRIMARY KEY,
      name text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE TABLE IF NOT EXISTS schema_definitions (
      file text PRIMARY KEY,
      checksum text NOT NULL,
      by_migration text NOT NULL,   -- the last migration of the build that applied it
      applied_at timestamptz NOT NULL DEFAULT now()
    );
  `);
  const rows = await db.query<{ version: string }>('SELECT version FROM schema_migrations');
  const applied = new Set(rows.map((row) => row.version));
  const buildLast = lastVersion(migrations);
  const { missing, older } = compareDefinitions(definitions, await recordedDefinitions(db), buildLast);
  const done: string[] = [];
  const define = async (file: Definitions, beforeMigrations: boolean) => {
    // Before the migrations the tables a body names may not exist yet: as pg_dump restores functions
    // before tables, the bodies are then checked when first run rather than when created.
    const unchecked = beforeMigrations ? 'SET LOCAL check_function_bodies = off;\n' : '';
    // The file name is checked, the checksum is hex and the version digits, so all are safe to inline.
    await db.exec(
      `BEGIN;\n${unchecked}${file.sql}\n;INSERT INTO schema_definitions (file, checksum, by_migration) VALUES ('${file.file}', '${file.checksum}', '${buildLast}')
       ON CONFLICT (file) DO UPDATE SET checksum = EXCLUDED.checksum, by_migration = EXCLUDED.by_migration, applied_at = now();\nCOMMIT;`,
    );
    done.push(file.file);
  };
  for (const file of missing) await define(file, true);
  for (const migration of migrations) {
    if (applied.has(migration.version)) continue;
    // Version and name come from a checked file name, so they are safe to inline.
    await db.exec(
      `BEGIN;\n${migration.sql}\n;INSERT INTO schema_migrations (version, name) VALUES ('${migration.version}', '${migration.name}');\nCOMMIT;`,
    );
    done.push(`${migration.version}_${migration.name}.sql`);
  }
  for (const file of older) await define(file, false);
  return done;
}

/** The migrations of this build the database lacks, and the ones it has that this build does not know. */
export interface MigrationState {
  /** Migrations, then function definition files, the database lacks or has in an older version. */
  pending: string[];
  /** Applied by a newer build (a roll back of hosts after a migrate): file names as they were recorded. */
  unknown: string[];
  /** Function definition files a newer build applied (a roll back of hosts after a migrate). */
  newerDefinitions: string[];
}

/** Compares the database with `migrations` by version, as migrate() does; a database never migrated lacks them all. */
export async function migrationState(
  db: Queryable,
  migrations = readMigrations(),
  definitions = readDefinitions(),
): Promise<MigrationState> {
  // Asked first rather than caught: a failed query would end the transaction a caller may hold.
  const [tables] = await db.query<{ migrations: boolean; definitions: boolean }>(
    `SELECT to_regclass('schema_migrations') IS NOT NULL AS migrations, to_regclass('schema_definitions') IS NOT NULL AS definitions`,
  );
  const rows = tables.migrations
    ? await db.query<{ version: string; name: string }>('SELECT version, name FROM schema_migrations ORDER BY version')
    : [];
  const recorded: Recorded = tables.definitions ? await recordedDefinitions(db) : new Map();
  const { missing, older, newer } = compareDefinitions(definitions, recorded, lastVersion(migrations));
  const applied = new Set(rows.map((row) => row.version));
  const known = new Set(migrations.map((migration) => migration.version));
  return {
    pending: [
      ...migrations.filter((migration) => !applied.has(migration.version)).map(({ version, name }) => `${version}_${name}.sql`),
      ...[...missing, ...older].map((file) => file.file),
    ],
    unknown: rows.filter((row) => !known.has(row.version)).map(({ version, name }) => `${version}_${name}.sql`),
    newerDefinitions: newer.map((file) => file.file),
  };
}
