
/**
 * Every row the list's filters and search select (no paging), in the list's order, streamed as CSV:
UTF-8 with a byte order mark, the header row in the screen's words, CRLF line ends, cells quoted per
RFC 4180 when they hold a comma, a quote or a line break; a cell starting with `=`, `+`, `-`, `@`, a
tab or a carriage return is prefixed with `'` so spreadsheets do not run it as a formula, except a
phone column's well-formed number (`+`, the country code, groups of digits split by single spaces:
nothing a spreadsheet can run), written as it is so it shows as the number. The API
reads the rows a batch at a time and never holds them all. `Content-Disposition` (exposed to the
console's origin) names the file `<words>-YYYY-MM-DD.csv`, the date in UTC.

 */
export type CsvExportResponse = string;
