import type { Queryable } from '../db/database';
import type { CsvWalk } from './csv';

/** One sort key of a list: an SQL expression that is never null, and its direction. The last key must be unique (an id). */
export interface SortKey {
  sql: string;
  direction: 'ASC' | 'DESC';
}

/** A list as an export reads it: its columns, its rows and filters, and its order. */
export interface KeysetList {
  /** The SELECT list of one row's fields. */
  columns: string;
  from: string;
  /** The list's filters, ANDed; their parameters are `params` ($1…). */
  where: readonly string[];
  params: readonly unknown[];
  keys: readonly SortKey[];
}

type KeyedRow = Record<string, unknown>;

/** `ORDER BY` of the keys. */
export function orderOf(keys: readonly SortKey[]): string {
  return keys.map((key) => `${key.sql} ${key.direction}`).join(', ');
}

/**
 * Rows strictly after `position` in the keys' order: a row comparison when the keys share one direction
 * (an index on them serves it, restaurants_name_idx for the name order), else (k0 after p0) OR (k0 = p0 AND
 * k1 after p1) OR …, as a row comparison cannot mix ASC and DESC.
 */
function after(keys: readonly SortKey[], position: readonly unknown[], params: unknown[]): string {
  const placeholders = position.map((value) => {
    params.push(value);
    return `$${params.length}`;
  });
  if (keys.every((key) => key.direction === keys[0].direction)) {
    return `(${keys.map((key) => key.sql).join(', ')}) ${keys[0].direction === 'ASC' ? '>' : '<'} (${placeholders.join(', ')})`;
  }
  const alternatives = keys.map((key, index) => {
    const equal = keys.slice(0, index).map((earlier, at) => `${earlier.sql} = ${placeholders[at]}`);
    return [...equal, `${key.sql} ${key.direction === 'ASC' ? '>' : '<'} ${placeholders[index]}`].join(' AND ');
  });
  return `(${alternatives.map((alternative) => `(${alternative})`).join(' OR ')})`;
}

/**
 * The list read a batch at a time by keyset: each batch continues after the last row's keys, so an
 * export holds one batch, and rows written meanwhile neither repeat nor shift the rest.
 */
export function keysetWalk<Row>(
  db: Queryable,
  list: KeysetList,
  header: readonly string[],
  line: (row: Row) => string,
): CsvWalk<Row & KeyedRow, unknown[]> {
  // As text, which the comparison parses back as the key's type: a timestamp keeps its microseconds (a Date would not).
  const keyColumns = list.keys.map((key, index) => `(${key.sql})::text AS "key${index}"`).join(', ');
  return {
    header,
    async readBatch(position, limit) {
      const params = [...list.params];
      const conditions = [...list.where];
      if (position) conditions.push(after(list.keys, position, params));
      params.push(limit);
      const where = conditions.length ? `WHERE ${conditions.join(' AND ')}` : '';
      return db.query<Row & KeyedRow>(
        `SELECT ${list.columns}, ${keyColumns} FROM ${list.from} ${where} ORDER BY ${orderOf(list.keys)} LIMIT $${params.length}`,
        params,
      );
    },
    positionOf: (row) => list.keys.map((_, index) => row[`key${index}`]),
    line,
  };
}
