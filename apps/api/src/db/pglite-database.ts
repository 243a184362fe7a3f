import { mkdirSync } from 'node:fs';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { TYPE_OIDS, keepDateText, type Database, type Queryable, type TransactionOptions } from './database';

export interface PgliteOptions {
  /** Folder kept across restarts; in memory when absent. */
  dataDir?: string;
  /** A tarball from dumpDataDir() to start from (test templates). */
  loadDataDir?: Blob;
}

export interface PgliteDatabase extends Database {
  /** The data folder as a tarball, for test templates. */
  dumpDataDir(): Promise<Blob>;
}

export async function openPgliteDatabase(options: PgliteOptions = {}): Promise<PgliteDatabase> {
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const pglite = await PGlite.create({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    parsers: { [TYPE_OIDS.date]: keepDateText },
  });

  // QueryOptions.prepared asks nothing of PGlite: one session in this process, its planning is the query's.
  const queryOn =
    (target: PGlite | Transaction) =>
    async <T>(sql: string, params: readonly unknown[] = []): Promise<T[]> => {
      const result = await target.query<T>(sql, params as unknown[]);
      return result.rows;
    };

  return {
    engine: 'pglite',
    query: queryOn(pglite),
    async exec(sql) {
      try {
        await pglite.exec(sql);
      } catch (error) {
        // A failed script may leave its BEGIN open; the single PGlite session must not stay aborted.
        await pglite.exec('ROLLBACK').catch(() => undefined);
        throw error;
      }
    },
    transaction<T>(fn: (tx: Queryable) => Promise<T>, options?: TransactionOptions) {
      return pglite.transaction(async (tx) => {
        const entries = Object.entries(options?.settings ?? {});
        // In process: a statement of its own costs no round trip.
        if (entries.length > 0) {
          await tx.query(`SELECT ${entries.map((_, i) => `set_config($${2 * i + 1}, $${2 * i + 2}, true)`).join(', ')}`, entries.flat());
        }
        return fn({ query: queryOn(tx) });
      });
    },
    async close() {
      if (!pglite.closed) await pglite.close();
    },
    async dumpDataDir() {
      return pglite.dumpDataDir('gzip');
    },
  };
}
