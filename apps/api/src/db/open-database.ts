import type { Database } from './database';
import { openPgliteDatabase } from './pglite-database';
import { openPostgresDatabase } from './postgres-database';

/** PostgreSQL when a URL is given (a pool of databasePoolSize connections), else PGlite in dataDir. */
export async function openDatabase(config: { databaseUrl?: string; dataDir: string; databasePoolSize?: number }): Promise<Database> {
  if (config.databaseUrl) return openPostgresDatabase(config.databaseUrl, { max: config.databasePoolSize });
  return openPgliteDatabase({ dataDir: config.dataDir });
}
