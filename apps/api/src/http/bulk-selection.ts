import type { Queryable } from '../db/database';
import { badRequest, conflict, notFound } from './api-error';

/*
 * The selection of a bulk call (issue 26; the contract's BulkIds): rows chosen one by one (`ids`), or
 * "select all N matching", the list's filters (`matching`) with the count the person saw (`expectedCount`).
 * The rows are read and locked in the call's transaction, so what is checked is what is changed; a
 * selection that no longer matches what was shown changes nothing.
 */

/** How a message names the rows: 'restaurant', 'restaurants'. */
export interface RowNoun {
  one: string;
  many: string;
}

export const bulkMessages = {
  selectionShape: 'Select the rows by ids or by matching with expectedCount, not both',
  selectionChanged: (noun: RowNoun, now: number, expected: number) =>
    `The selection changed: ${countOf(now, noun)} ${now === 1 ? 'matches' : 'match'} now, not ${formatCount(expected)}. Review it and try again.`,
} as const;

/** 1204 → '1,204', as people read counts. */
export function formatCount(count: number): string {
  return count.toLocaleString('en-US');
}

/** '1 restaurant', '1,204 restaurants'. */
export function countOf(count: number, noun: RowNoun): string {
  return `${formatCount(count)} ${count === 1 ? noun.one : noun.many}`;
}

export interface BulkBody<Matching> {
  ids?: number[];
  matching?: Matching;
  expectedCount?: number;
}

export type Selection<Matching> = { ids: number[] } | { matching: Matching; expectedCount: number };

/** Exactly one of the two ways, whole: `ids` alone, or `matching` with `expectedCount`. */
export function readSelection<Matching>(body: BulkBody<Matching>): Selection<Matching> {
  const byIds = body.ids !== undefined;
  const byMatching = body.matching !== undefined && body.expectedCount !== undefined;
  if (byIds === byMatching || (byIds && (body.matching !== undefined || body.expectedCount !== undefined))) {
    throw badRequest(bulkMessages.selectionShape);
  }
  return byIds ? { ids: body.ids ?? [] } : { matching: body.matching as Matching, expectedCount: body.expectedCount as number };
}

/** A row as a bulk call reads it: its id and the words that name it in a message. */
export interface SelectedRow {
  id: number;
  label: string;
}

export interface SelectionQuery<Matching> {
  noun: RowNoun;
  /** The 404 when a chosen id is none of the rows the caller may change: 'Restaurant 12 not found'. */
  notFound(id: number): string;
  /** The chosen ids among the rows the caller may change, locked (FOR UPDATE). */
  byIds(tx: Queryable, ids: readonly number[]): Promise<SelectedRow[]>;
  /** Every row the list's filters select now, locked. */
  byMatching(tx: Queryable, matching: Matching): Promise<SelectedRow[]>;
}

/**
 * The selected rows, locked in the transaction `tx`: every chosen id must be a row the caller may change
 * (404 naming the first that is not), and `matching` must select exactly `expectedCount` rows (409).
 */
export async function selectRows<Matching>(
  tx: Queryable,
  selection: Selection<Matching>,
  query: SelectionQuery<Matching>,
): Promise<SelectedRow[]> {
  if ('ids' in selection) {
    const rows = await query.byIds(tx, selection.ids);
    if (rows.length !== selection.ids.length) {
      const found = new Set(rows.map((row) => row.id));
      const missing = selection.ids.find((id) => !found.has(id)) as number;
      throw notFound(query.notFound(missing));
    }
    return rows;
  }
  const rows = await query.byMatching(tx, selection.matching);
  if (rows.length !== selection.expectedCount) {
    throw conflict(bulkMessages.selectionChanged(query.noun, rows.length, selection.expectedCount));
  }
  return rows;
}

/** The ids of rows, for `= ANY($n::int[])`. */
export const idsOf = (rows: readonly SelectedRow[]) => rows.map((row) => row.id);
