import type { Database } from './database';
import { openPgliteDatabase } from './pglite-database';
import { openPostgresDatabase } from './postgres-database';

/** PostgreSQL when a URL is given, else PGlite in dataDir. */
export async function openDatabase(config: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  if (config.databaseUrl) return openPostgresDatabase(config.databaseUrl);
  return openPgliteDatabase({ dataDir: config.dataDir });
}
