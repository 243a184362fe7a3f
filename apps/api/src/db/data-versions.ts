import type { Queryable } from './database';

/*
 * The versions of data_versions (migration 007: bumped by triggers in the writing transaction), as the
 * list cache keys its answers by them (http/list-cache.ts). Read alone, or as one more column of another
 * statement (the session's read, auth/sessions.ts), so a signed-in cached list costs one round trip.
 */

/**
 * A scalar subquery: `table=version` of the tables named by the text[] parameter $param, by table name
 * (NULL when none matches).
 */
export function dataVersionsColumn(param: number): string {
  return `(SELECT array_agg(v.table_name || '=' || v.version ORDER BY v.table_name)
             FROM data_versions v WHERE v.table_name = ANY($${param}::text[]))`;
}

/** `table=version,…` from that column; throws when a table has no row (a read naming a table no trigger bumps). */
export function dataVersionsText(found: readonly string[] | null, tables: readonly string[]): string {
  const list = found ?? [];
  if (list.length !== tables.length) {
    const known = new Set(list.map((entry) => entry.slice(0, entry.lastIndexOf('='))));
    throw new Error(`data_versions has no row for ${tables.filter((table) => !known.has(table)).join(', ')}`);
  }
  return list.join(',');
}

/** `table=version,…` of the given tables, in one indexed read. */
export async function readDataVersions(db: Queryable, tables: readonly string[]): Promise<string> {
  const [row] = await db.query<{ versions: string[] | null }>(`SELECT ${dataVersionsColumn(1)} AS versions`, [tables], { prepared: true });
  return dataVersionsText(row?.versions ?? null, tables);
}
