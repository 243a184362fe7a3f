import { parse } from 'csv-parse/sync';
/** The byte order mark an export starts with (UTF-8). */
export const BOM = Buffer.from([0xef, 0xbb, 0xbf]);

/** RFC 4180 lines of a CSV text (quoted cells may hold commas, quotes and line breaks). */
export function parseCsv(text: string): string[][] {
  return parse(text, { relax_column_count: true }) as string[][];
}

/**
 * An export as sent: its bytes (a text decoder would drop the byte order mark), the text after the mark,
 * and its rows. Query values repeat their name once per item, as the contract's arrays do.
 */
export async function fetchCsv(baseUrl: string, path: string, token: string, query: Record<string, unknown> = {}) {
  const url = new URL(path, baseUrl);
  for (const [name, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) url.searchParams.append(name, String(item));
  }
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  const bytes = Buffer.from(await response.arrayBuffer());
  const hasBom = bytes.subarray(0, BOM.length).equals(BOM);
  const text = bytes.subarray(hasBom ? BOM.length : 0).toString('utf8');
  return { response, bytes, hasBom, text, rows: response.ok ? parseCsv(text) : [] };
}
