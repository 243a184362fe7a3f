import { spawn } from 'node:child_process';
import { chmodSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { openPostgresDatabase } from '../db/postgres-database';
import { AdminCommandError } from './create-super-admin';

/**
 * What pg_dump is given: the URL without its password, which goes in PGPASSWORD, so that it never shows
 * in the process list (a command line is readable by every user of the host).
 */
export function pgDumpConnection(databaseUrl: string): { dbname: string; env: Record<string, string> } {
  let url: URL;
  try {
    url = new URL(databaseUrl);
  } catch {
    throw new AdminCommandError('DATABASE_URL is not a URL (postgres://user:password@host:port/database)');
  }
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { dbname: url.toString(), env: password ? { PGPASSWORD: password } : {} };
}

/** Where the images are, as IMAGE_STORAGE says, and whether the database's dump holds them. */
export function imagesNote(env: NodeJS.ProcessEnv): string {
  const storage = env.IMAGE_STORAGE?.trim().toLowerCase();
  if (storage === 'filesystem') {
    return `Images are files in IMAGE_DIR (${env.IMAGE_DIR?.trim() || 'the default .data/images'}), not in this backup: copy that folder with it (deploy/README.md, "Backups")`;
  }
  if (storage === 's3')
    return 'Images are in the S3 bucket, not in this backup: back the bucket up by its own means (versioning, replication)';
  return 'Images are in the database: this backup holds them.';
}

function runPgDump(args: string[], env: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    let stderr = '';
    // Owner-only: the dump holds password hashes and the settings' secrets.
    const previous = process.umask(0o077);
    const child = spawn('pg_dump', args, { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'pipe'] });
    process.umask(previous);
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new AdminCommandError('pg_dump is not installed: apt-get install -y postgresql-client (the server’s major version or newer)')
          : error,
      ),
    );
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new AdminCommandError(`pg_dump failed (exit ${code}): ${stderr.trim().split('\n')[0]}`)),
    );
  });
}

/**
 * `admin backup --file <path>`: the whole database in pg_dump's custom format (pg_restore reads it, one
 * table at a time if need be), written beside the file and renamed when complete, so a failed backup
 * never leaves a file that looks like one. Answers the lines to print.
 */
export async function backupDatabase(databaseUrl: string, file: string, env: NodeJS.ProcessEnv = process.env): Promise<string[]> {
  const target = path.resolve(file);
  const partial = `${target}.partial`;
  const { dbname, env: passwordEnv } = pgDumpConnection(databaseUrl);
  try {
    await runPgDump(['--format=custom', `--file=${partial}`, `--dbname=${dbname}`], passwordEnv);
    chmodSync(partial, 0o600);
    renameSync(partial, target);
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  }
  const db = openPostgresDatabase(databaseUrl, { max: 1 });
  const [facts] = await db
    .query<{ restaurants: number; migration: string | null }>(
      `SELECT (SELECT count(*)::int FROM restaurants) AS restaurants,
              (SELECT max(version || '_' || name) || '.sql' FROM schema_migrations) AS migration`,
    )
    .finally(() => db.close());
  const megabytes = (statSync(target).size / 1024 / 1024).toFixed(1);
  return [
    `Backed up the database to ${target} (${megabytes} MB, pg_dump's custom format): ${facts.restaurants} restaurant(s), migrated up to ${facts.migration ?? 'nothing'}.`,
    imagesNote(env),
    'Restore it into a new, empty database with pg_restore --no-owner --exit-on-error (deploy/README.md, "Backups").',
  ];
}
