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

/**
 * A file of function definitions. Its first line says its version (`-- version: 3`), moved on with every
 * change: a database that has a higher one was migrated by a newer build, a lower one by an older build.
 */
export interface Definitions {
  /** As migrate() reports it: functions/<name>.sql. */
  file: string;
  version: number;
  checksum: string;
  sql: string;
}

const VERSION_LINE = /^-- version: (\d+)\n/;

export function readDefinitions(dir = FUNCTIONS_DIR): Definitions[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.sql'))
    .sort()
    .map((file) => {
      if (!DEFINITIONS_NAME.test(file)) throw new Error(`Function definition file names look like audit-composer.sql: ${file}`);
      const sql = readFileSync(path.join(dir, file), 'utf8');
      const version = VERSION_LINE.exec(sql)?.[1];
      if (!version) throw new Error(`functions/${file} must start with its version: -- version: 1`);
      return { file: `functions/${file}`, version: Number(version), checksum: createHash('sha256').update(sql).digest('hex'), sql };
    });
}

type Recorded = Map<string, { checksum: string; version: number }>;

/** What the database has of each definition file of this build: nothing, an older version, a newer one. */
function compareDefinitions(definitions: Definitions[], recorded: Recorded) {
  const missing: Definitions[] = [];
  const older: Definitions[] = [];
  const newer: Definitions[] = [];
  /** The same version with other content: two builds would take turns re-creating it, a roll back could not tell which is newer. */
  const unversioned: Definitions[] = [];
  for (const file of definitions) {
    const kept = recorded.get(file.file);
    if (!kept) missing.push(file);
    else if (kept.version < file.version) older.push(file);
    else if (kept.version > file.version) newer.push(file);
    else if (kept.checksum !== file.checksum) unversioned.push(file);
  }
  return { missing, older, newer, unversioned };
}

async function recordedDefinitions(db: Queryable): Promise<Recorded> {
  const rows = await db.query<{ file: string; checksum: string; version: number }>(
    'SELECT file, checksum, version FROM schema_definitions',
  );
  return new Map(rows.map((row) => [row.file, { checksum: row.checksum, version: Number(row.version) }]));
}

/**
 * Applies, in one transaction, the migrations not applied yet, in order, and the function definition
 * files the database lacks or has in an older version: each such file before the migrations (they may
 * create triggers naming its functions; its bodies are checked when first run, as pg_dump restores
 * functions before tables) and again after them (checked then, against what the migrations add). A file
 * a newer build applied is left as it is. Returns what it applied. A failure leaves the database as it
 * was. Processes migrating one database at once take turns (withStartupLock); the later ones apply nothing.
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
      version integer NOT NULL,
      checksum text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    );
  `);
  const rows = await db.query<{ version: string }>('SELECT version FROM schema_migrations');
  const applied = new Set(rows.map((row) => row.version));
  const { missing, older, unversioned } = compareDefinitions(definitions, await recordedDefinitions(db));
  const [changed] = unversioned;
  if (changed) throw new Error(`${changed.file} changed without its version line moving on: make it -- version: ${changed.version + 1}`);
  const files = [...missing, ...older];
  const pending = migrations.filter((migration) => !applied.has(migration.version));
  if (!files.length && !pending.length) return [];
  // File names and versions come from checked file names and lines, the checksum is hex: safe to inline.
  const define = (file: Definitions, checked: boolean) =>
    `SET LOCAL check_function_bodies = ${checked ? 'on' : 'off'};\n${file.sql}\n;SET LOCAL check_function_bodies = on;
     INSERT INTO schema_definitions (file, version, checksum) VALUES ('${file.file}', ${file.version}, '${file.checksum}')
     ON CONFLICT (file) DO UPDATE SET version = EXCLUDED.version, checksum = EXCLUDED.checksum, applied_at = now();`;
  const steps = [
    ...files.map((file) => define(file, false)),
    ...pending.map(
      (migration) =>
        `${migration.sql}\n;INSERT INTO schema_migrations (version, name) VALUES ('${migration.version}', '${migration.name}');`,
    ),
    // Again once the schema is this build's, with the bodies checked as PostgreSQL checks a function it creates.
    ...(pending.length ? files.map((file) => define(file, true)) : []),
  ];
  await db.exec(`BEGIN;\n${steps.join('\n')}\nCOMMIT;`);
  return [...files.map((file) => file.file), ...pending.map(({ version, name }) => `${version}_${name}.sql`)];
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
  const { missing, older, newer, unversioned } = compareDefinitions(definitions, recorded);
  const applied = new Set(rows.map((row) => row.version));
  const known = new Set(migrations.map((migration) => migration.version));
  return {
    pending: [
      ...migrations.filter((migration) => !applied.has(migration.version)).map(({ version, name }) => `${version}_${name}.sql`),
      // A file changed without its version is this build's to settle: migrate says what to do.
      ...[...missing, ...older, ...unversioned].map((file) => file.file),
    ],
    unknown: rows.filter((row) => !known.has(row.version)).map(({ version, name }) => `${version}_${name}.sql`),
    newerDefinitions: newer.map((file) => file.file),
  };
}
