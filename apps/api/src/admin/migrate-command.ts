import type { Database } from '../db/database';
import { migrate, migrationState, readDefinitions, readMigrations } from '../db/migrate';
import { newerDatabaseWarning } from '../db/migration-check';

/**
 * `admin migrate`, the deploy step before the hosts of a new build start: applies the migrations the
 * database lacks under the start-up lock (db/startup-lock.ts: two at once take turns, the second applies
 * nothing) and says what it applied. Answers the lines to print.
 */
export async function migrateDatabase(db: Database): Promise<string[]> {
  const applied = await migrate(db);
  const { unknown, newerDefinitions } = await migrationState(db);
  const total = readMigrations().length;
  const definitions = readDefinitions().length;
  const lines = applied.map((file) => `Applied ${file}`);
  const migrations = applied.filter((file) => !file.startsWith('functions/')).length;
  const has = `the database has all ${total} migrations and ${definitions} function definition file(s) of this build.`;
  lines.push(
    applied.length
      ? `Applied ${migrations} migration(s) and ${applied.length - migrations} definition file(s): ${has}`
      : `Nothing to apply: ${has}`,
  );
  const newer = newerDatabaseWarning(unknown, newerDefinitions);
  if (newer) lines.push(newer);
  return lines;
}
