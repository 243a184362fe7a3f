/*
 * CSV as every export of the API writes it (the lists' exports and the audit trail's): UTF-8 with a byte
 * order mark (so spreadsheets read accents), CRLF line ends, cells quoted per RFC 4180, and each cell
 * neutralised against formula injection first.
 */

/** Rows read per query of an export: a batch of the walk, never the whole result. */
export const EXPORT_BATCH_SIZE = 1000;

const BOM = '\uFEFF';

/*
 * A cell as CSV (RFC 4180: quoted when it holds a comma, a quote or a line break, quotes doubled), first
 * neutralised against formula injection: a spreadsheet runs a cell starting with = + - or @ (OWASP's
 * "CSV injection"), so such a cell gets a leading apostrophe. A tab or carriage return first is neutralised
 * as well, as some spreadsheets skip them before reading a formula.
 */
export function csvCell(value: string): string {
  return quoted(/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);
}

/**
 * A phone number as the lists show it in international format: `+`, the country code, then groups of
 * digits split by single spaces, and nothing else. Such a cell holds no operator a spreadsheet computes
 * (no -, *, /, ^, &), no name to call (no function, no DDE `cmd|`), no reference, quote or parenthesis: it
 * cannot run anything, so it is written as it is and a spreadsheet shows the number, not `'+1 512…`.
 */
const WELL_FORMED_PHONE = /^\+[1-9]\d{0,2}(?: \d{1,6}){1,6}$/;

/** A phone column's cell: kept as it is when well formed, neutralised like any cell otherwise (csvCell). */
export class PhoneCell {
  constructor(readonly text: string) {}
}

export type CsvValue = string | number | null | undefined | PhoneCell;

function cellText(cell: CsvValue): string {
  if (cell instanceof PhoneCell) {
    return WELL_FORMED_PHONE.test(cell.text) ? quoted(cell.text) : csvCell(cell.text);
  }
  return csvCell(cell === null || cell === undefined ? '' : String(cell));
}

function quoted(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** One line: its cells (numbers as written, absent values empty) and the CRLF that ends it. */
export function csvLine(cells: readonly CsvValue[]): string {
  return `${cells.map(cellText).join(',')}\r\n`;
}

export interface CsvWalk<Row, Position> {
  header: readonly string[];
  /** The rows after `position` (from the start when undefined), at most `limit`, in the export's order. */
  readBatch(position: Position | undefined, limit: number): Promise<Row[]>;
  /** Where the next batch starts: the last row's sort keys. */
  positionOf(row: Row): Position;
  line(row: Row): string;
}

export interface CsvChunkOptions {
  batchSize?: number;
  /** Aborted when the client has gone: the walk stops before its next query. */
  signal?: AbortSignal;
}

/**
 * The CSV of every row a walk reads, as chunks of one batch each: the byte order mark and the header
 * first, then one batch at a time, so an export of any size holds one batch of rows in memory. A consumer
 * that stops reading (a slow client) stops the walk too, as a generator runs only when asked for its next chunk.
 */
export async function* csvChunks<Row, Position>(walk: CsvWalk<Row, Position>, options: CsvChunkOptions = {}): AsyncGenerator<string> {
  const batchSize = options.batchSize ?? EXPORT_BATCH_SIZE;
  yield `${BOM}${csvLine(walk.header)}`;
  let position: Position | undefined;
  for (;;) {
    if (options.signal?.aborted) return;
    const rows = await walk.readBatch(position, batchSize);
    if (rows.length === 0) return;
    yield rows.map((row) => walk.line(row)).join('');
    if (rows.length < batchSize) return;
    position = walk.positionOf(rows[rows.length - 1]);
  }
}
