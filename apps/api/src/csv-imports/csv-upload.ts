import { CHANGE_MESSAGES } from '@console/rules';
import { parse } from 'csv-parse';
import type { FastifyRequest } from 'fastify';

/** One problem of an uploaded file, as the contract's `CsvImportRowError` says it. */
export interface CsvProblem {
  row: number;
  column?: string;
  reason: string;
}

export interface CsvRow {
  /** Line number as a spreadsheet shows it: the header is row 1. */
  row: number;
  values: Record<string, string>;
}

/** The rows of a file with a good header, and the rows that could not be read (wrong number of values). */
export interface CsvUpload {
  rows: CsvRow[];
  problems: CsvProblem[];
}

/** The file could not be used; `errors` lists why (empty when no file came). */
export class CsvRefusal extends Error {
  constructor(
    message: string,
    public readonly errors: CsvProblem[] = [],
  ) {
    super(message);
    this.name = 'CsvRefusal';
  }
}

export const csvMessages = {
  uploaded: CHANGE_MESSAGES.fileUploaded,
  noFile: 'Please select a file',
  empty: 'The file has no rows to import',
  notCsv: 'The file is not a valid CSV file',
  refused: (count: number) => `The file has ${count} ${count === 1 ? 'problem' : 'problems'}; nothing was imported`,
  missingColumn: 'This column is missing',
  unknownColumn: 'Unknown column',
  repeatedColumn: 'This column appears more than once',
  columnCount: (expected: number, actual: number) => `The row has ${actual} values instead of ${expected}`,
} as const;

/**
 * Reads the multipart part `fieldName` through csv-parse as it streams in, and checks the header against
 * the expected columns (any order, exact names, none unknown). Other parts are read and ignored.
 */
export async function readCsvUpload(
  request: FastifyRequest,
  fieldName: string,
  columns: { required: readonly string[]; optional: readonly string[] },
): Promise<CsvUpload> {
  if (!request.isMultipart()) throw new CsvRefusal(csvMessages.noFile);
  let upload: CsvUpload | undefined;
  for await (const part of request.parts()) {
    if (part.type !== 'file') continue;
    if (part.fieldname !== fieldName || upload) {
      part.file.resume();
      continue;
    }
    upload = await parseRows(part.file, columns);
  }
  if (!upload) throw new CsvRefusal(csvMessages.noFile);
  if (upload.rows.length + upload.problems.length === 0) throw new CsvRefusal(csvMessages.empty, [{ row: 1, reason: csvMessages.empty }]);
  return upload;
}

/** Refuses the file when there is any problem, listed by row. */
export function refuseIfProblems(problems: CsvProblem[]): void {
  if (problems.length === 0) return;
  const sorted = [...problems].sort((a, b) => a.row - b.row);
  throw new CsvRefusal(csvMessages.refused(sorted.length), sorted);
}

async function parseRows(
  stream: NodeJS.ReadableStream,
  columns: { required: readonly string[]; optional: readonly string[] },
): Promise<CsvUpload> {
  const parser = stream.pipe(parse({ bom: true, skip_empty_lines: true, relax_column_count: true }));
  const rows: CsvRow[] = [];
  const problems: CsvProblem[] = [];
  let header: string[] | undefined;
  let headerIsBad = false;
  let rowNumber = 0;
  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      rowNumber += 1;
      if (!header) {
        header = record.map((name) => name.trim());
        problems.push(...headerProblems(header, columns));
        headerIsBad = problems.length > 0;
        continue;
      }
      if (record.length !== header.length) {
        problems.push({ row: rowNumber, reason: csvMessages.columnCount(header.length, record.length) });
        continue;
      }
      const values: Record<string, string> = {};
      header.forEach((name, i) => (values[name] = record[i]));
      rows.push({ row: rowNumber, values });
    }
  } catch (error) {
    // Too large a file is the multipart limit's 413, not a CSV problem.
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw error;
    // Keep reading the upload to its end, so the connection can answer.
    stream.resume();
    const detail = error instanceof Error ? error.message : String(error);
    throw new CsvRefusal(csvMessages.notCsv, [...problems, { row: rowNumber + 1, reason: `${csvMessages.notCsv}: ${detail}` }]);
  }
  if (!header) throw new CsvRefusal(csvMessages.empty, [{ row: 1, reason: csvMessages.empty }]);
  // Rows cannot be checked against a bad header; a good header's rows are checked by the importer.
  if (headerIsBad) refuseIfProblems(problems);
  return { rows, problems };
}

function headerProblems(header: string[], columns: { required: readonly string[]; optional: readonly string[] }): CsvProblem[] {
  const known = new Set([...columns.required, ...columns.optional]);
  const problems: CsvProblem[] = [];
  const seen = new Set<string>();
  for (const name of header) {
    if (!known.has(name)) problems.push({ row: 1, column: name, reason: csvMessages.unknownColumn });
    else if (seen.has(name)) problems.push({ row: 1, column: name, reason: csvMessages.repeatedColumn });
    seen.add(name);
  }
  for (const name of columns.required) {
    if (!seen.has(name)) problems.push({ row: 1, column: name, reason: csvMessages.missingColumn });
  }
  return problems;
}

/** Semicolon-separated list cell: trimmed, empty items dropped. */
export function listCell(value: string | undefined): string[] {
  return (value ?? '')
    .split(';')
    .map((item) => item.trim())
    .filter(Boolean);
}
