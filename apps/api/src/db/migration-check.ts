import { ConfigError } from '../config-error';
import type { Queryable } from './database';
import { migrationState, type MigrationState } from './migrate';

/** The deploy step that migrates a production database (admin/cli.ts), named in the refusal. */
export const MIGRATE_COMMAND = 'node dist/apps/api/admin.js migrate';

/** At most this many file names in a one-line message; the rest are counted. */
const NAMED = 3;

function fileList(files: string[]): string {
  const named = files.slice(0, NAMED).join(', ');
  return files.length > NAMED ? `${named} and ${files.length - NAMED} more` : named;
}

/**
 * A production host never migrates by itself: hosts starting at once would race the deploy step, and a
 * migration is taken after a backup, by the operator. So a database behind this build refuses the start.
 */
export async function refuseBehindDatabase(db: Queryable): Promise<MigrationState> {
  const state = await migrationState(db);
  if (state.pending.length) {
    throw new ConfigError(
      `The database lacks ${state.pending.length} migration(s) of this build (${fileList(state.pending)}): run \`${MIGRATE_COMMAND}\` first (deploy/README.md, "Upgrading")`,
    );
  }
  return state;
}

/**
 * A database migrated by a newer build (its hosts rolled back after a migrate) is served, not refused:
 * a roll back of hosts must stay possible without restoring the backup, so a migration keeps the
 * previous release working (it adds; what it removes goes in a later release), and so does a function's
 * new definition. Said at every start.
 */
export function newerDatabaseWarning(unknown: string[], newerDefinitions: string[] = []): string | undefined {
  const newer = [...unknown, ...newerDefinitions];
  if (!newer.length) return undefined;
  const what = newerDefinitions.length ? 'migration(s) or function definition(s)' : 'migration(s)';
  return `The database has ${newer.length} ${what} this build does not know (${fileList(newer)}): a newer build migrated it; serving anyway, as a release's migrations keep the previous release working (deploy/README.md, "Upgrading")`;
}
