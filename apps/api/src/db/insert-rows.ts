import type { Queryable } from './database';

/** PostgreSQL takes at most 65535 parameters per statement; stay well below. */
const MAX_PARAMETERS = 30_000;

/**
 * Multi-row INSERT in batches. Returns the `returning` columns of every row, in the order of `rows`
 * (PostgreSQL returns the rows of an INSERT … VALUES in the order of its VALUES list).
 */
export async function insertRows<T = Record<string, unknown>>(
  db: Queryable,
  table: string,
  columns: readonly string[],
  rows: ReadonlyArray<readonly unknown[]>,
  returning?: string,
): Promise<T[]> {
  const results: T[] = [];
  const batchSize = Math.max(1, Math.floor(MAX_PARAMETERS / columns.length));
  for (let start = 0; start < rows.length; start += batchSize) {
    const batch = rows.slice(start, start + batchSize);
    const params: unknown[] = [];
    const values = batch.map((row) => {
      if (row.length !== columns.length) throw new Error(`insertRows(${table}): a row has ${row.length} values, not ${columns.length}`);
      const placeholders = row.map((value) => {
        params.push(value);
        return `$${params.length}`;
      });
      return `(${placeholders.join(', ')})`;
    });
    const sql = `INSERT INTO ${table} (${columns.join(', ')}) VALUES ${values.join(', ')}${returning ? ` RETURNING ${returning}` : ''}`;
    results.push(...(await db.query<T>(sql, params)));
  }
  return results;
}
