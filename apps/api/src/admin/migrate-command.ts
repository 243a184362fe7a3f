import type { Database } from '../db/database';
import { migrate, migrationState, readMigrations } from '../db/migrate';
import { newerDatabaseWarning } from '../db/migration-check';

/**
 * `admin migrate`, the deploy step before the hosts of a new build start: applies the migrations the
 * database lacks under the start-up lock (db/startup-lock.ts: two at once take turns, the second applies
 * nothing) and says what it applied. Answers the lines to print.
 */
export async function migrateDatabase(db: Database): Promise<string[]> {
  const applied = await migrate(db);
  const { unknown } = await migrationState(db);
  const total = readMigrations().length;
  const lines = applied.map((file) => `Applied ${file}`);
  lines.push(
    applied.length
      ? `Applied ${applied.length} migration(s): the database has all ${total} migrations of this build.`
      : `Nothing to apply: the database has all ${total} migrations of this build.`,
  );
  const newer = newerDatabaseWarning(unknown);
  if (newer) lines.push(newer);
  return lines;
}
