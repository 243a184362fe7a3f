import type { FastifyReply } from 'fastify';
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import type { Database } from '../db/database';
import { sendCsv } from './csv-reply';
import { keysetWalk, type KeysetList, type SortKey } from './keyset';

/*
 * The administrators' lists as their exports read them: each the list's own filters (shared with the list's
 * query) and its own order, keyed for the keyset walk (keyset.ts) with the id last; the columns are the
 * screen's, in its words (spec §2), with the id where a spreadsheet needs one to come back to the row.
 */

export interface ListExport<Row> {
  fileWords: string;
  header: readonly string[];
  list: KeysetList;
  line(row: Row): string;
}

/** A nullable text key in the order PostgreSQL sorts it (nulls last ascending, first descending), as never-null keys. */
export function nullableKeys(sql: string, direction: SortKey['direction']): SortKey[] {
  return [
    { sql: `(${sql} IS NULL)`, direction },
    { sql: `coalesce(${sql}, '')`, direction },
  ];
}

/** As the Admins screen shows a phone: international format, or the two parts as stored. */
export function phoneText(countryCode: string | null, number: string | null): string {
  if (!number) return '';
  const code = countryCode ?? '+1';
  return parsePhoneNumberFromString(`${code}${number}`)?.formatInternational() ?? `${code} ${number}`;
}

/** Streams a list's export as CSV: the list's query without its paging, a batch at a time. */
export function sendListExport<Row>(db: Database, now: () => Date, reply: FastifyReply, listExport: ListExport<Row>) {
  return sendCsv(reply, listExport.fileWords, now(), keysetWalk(db, listExport.list, listExport.header, listExport.line));
}
