import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, renameSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { Database } from '../db/database';
import { FUNCTIONS_DIR, MIGRATIONS_DIR, migrate } from '../db/migrate';
import { openPgliteDatabase } from '../db/pglite-database';
import { openPostgresDatabase } from '../db/postgres-database';
import { buildDemoPlan } from '../seed/demo-plan';
import { seedDemoData } from '../seed/seed-database';

/*
 * Tests start from one migrated and seeded template per run: a fresh PGlite takes seconds and
 * hundreds of MB, loading a dumped data folder about one second. The template is cached in the temp
 * folder under a key of the migrations, the function definitions, the seed sources and the day (seeded deals are relative to today).
 * It is kept as a plain tar: gunzipping its 40 MB took a third of every test database's opening.
 * With DATABASE_URL the template is a PostgreSQL database and each test file gets a copy of it.
 */

const SOURCE_ROOT = path.resolve(__dirname, '..');
/** Seed sources the template does not depend on (the bench data's, in apps/api/bench/seed-data, are not listed either). */
const NOT_IN_TEMPLATE = new Set(['cli.ts']);
const DAY_MS = 86_400_000;

export function templateKey(): string {
  const hash = createHash('sha256');
  const files = [
    ...readdirSync(MIGRATIONS_DIR).map((file) => path.join(MIGRATIONS_DIR, file)),
    ...readdirSync(FUNCTIONS_DIR).map((file) => path.join(FUNCTIONS_DIR, file)),
    ...readdirSync(path.join(SOURCE_ROOT, 'seed'))
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.spec.ts') && !NOT_IN_TEMPLATE.has(file))
      .map((file) => path.join(SOURCE_ROOT, 'seed', file)),
    path.join(SOURCE_ROOT, 'db', 'insert-rows.ts'),
    path.join(SOURCE_ROOT, 'auth', 'password-hash.ts'),
  ].sort();
  for (const file of files) hash.update(file.slice(SOURCE_ROOT.length)).update(readFileSync(file));
  hash.update(new Date().toISOString().slice(0, 10));
  // How the template is made (its dump taken after a checkpoint).
  hash.update('template-format-2');
  // The PGlite version decides the data folder format (its package.json is not exported, hence the path).
  hash.update(readFileSync(path.resolve(path.dirname(require.resolve('@electric-sql/pglite')), '../package.json')));
  return hash.digest('hex').slice(0, 16);
}

/** Migrates and seeds an empty database exactly as a first start does (demo plan of today). */
export async function prepareDatabase(db: Database, afterMigrations?: () => Promise<void>): Promise<void> {
  await migrate(db);
  await afterMigrations?.();
  await seedDemoData(db, buildDemoPlan(new Date()));
}

// ── PGlite ──────────────────────────────────────────────────────────────────

/** 'migrated' is the same database before the seed: an empty one as the admin command finds it. */
export type PgliteTemplateStage = 'seeded' | 'migrated';

export function pgliteTemplatePath(key = templateKey(), stage: PgliteTemplateStage = 'seeded'): string {
  return path.join(os.tmpdir(), `console-api-template-${key}${stage === 'migrated' ? '-migrated' : ''}.tar`);
}

/** The cached template tarball of that stage, built with the other when missing. Returns its path. */
export async function ensurePgliteTemplate(stage: PgliteTemplateStage = 'seeded'): Promise<string> {
  const key = templateKey();
  const file = pgliteTemplatePath(key, stage);
  if (existsSync(file)) return file;
  const db = await openPgliteDatabase();
  const dumpTo = async (target: string) => {
    // A checkpoint first: each test database opening from the dump then starts from it instead of
    // replaying the migrations' and the seed's WAL (a fifth of every opening).
    await db.exec('CHECKPOINT');
    const dump = await db.dumpDataDir();
    // Written aside then renamed, so a parallel reader never sees half a file.
    const partial = `${target}.${process.pid}.partial`;
    writeFileSync(partial, gunzipSync(Buffer.from(await dump.arrayBuffer())));
    renameSync(partial, target);
  };
  try {
    await prepareDatabase(db, () => dumpTo(pgliteTemplatePath(key, 'migrated')));
    await dumpTo(pgliteTemplatePath(key, 'seeded'));
  } finally {
    await db.close();
  }
  pruneOldTemplates(key);
  return file;
}

/** Templates of other days or sources pile up in the temp folder; drop those unused for a day. */
function pruneOldTemplates(keepKey: string): void {
  const dir = os.tmpdir();
  for (const name of readdirSync(dir)) {
    const candidate = path.join(dir, name);
    const match = /^console-api-template-([0-9a-f]+)(-migrated)?\.(tgz|tar)$/.exec(name);
    if (!match || match[1] === keepKey) continue;
    try {
      if (Date.now() - statSync(candidate).mtimeMs > DAY_MS) unlinkSync(candidate);
    } catch {
      // Another run removed it first.
    }
  }
}

// ── PostgreSQL ──────────────────────────────────────────────────────────────

export function postgresTemplateName(key = templateKey()): string {
  return `api_template_${key}`;
}

export function databaseUrlFor(baseUrl: string, database: string): string {
  const url = new URL(baseUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** Creates the template database on the server of DATABASE_URL when it is missing. */
export async function ensurePostgresTemplate(serverUrl: string): Promise<string> {
  const name = postgresTemplateName();
  const admin = openPostgresDatabase(serverUrl, { max: 1 });
  try {
    const [exists] = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (exists) return name;
    const building = `${name}_building_${process.pid}`;
    await admin.query(`CREATE DATABASE ${building}`);
    const db = openPostgresDatabase(databaseUrlFor(serverUrl, building), { max: 2 });
    try {
      await prepareDatabase(db);
    } finally {
      await db.close();
    }
    await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
    return name;
  } finally {
    await admin.close();
  }
}
