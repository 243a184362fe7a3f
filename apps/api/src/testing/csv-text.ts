/** The byte order mark an export starts with (UTF-8). */
export const BOM = Buffer.from([0xef, 0xbb, 0xbf]);

/** RFC 4180 lines of a CSV text (quoted cells may hold commas, quotes and line breaks). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const character = text[i];
    if (quoted) {
      if (character === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (character === '"') quoted = false;
      else cell += character;
    } else if (character === '"') quoted = true;
    else if (character === ',') {
      row.push(cell);
      cell = '';
    } else if (character === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += character;
  }
  if (cell || row.length) rows.push([...row, cell]);
  return rows;
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
