/**
 * CSV (RFC 4180) for spreadsheet downloads. Every cell is quoted, with quotes doubled, so commas,
 * quotes and line breaks stay inside their cell. A cell that a spreadsheet would read as a formula
 * (starting with = + - @, or a tab or carriage return before one) gets a leading apostrophe, so
 * opening the file never runs what a visitor typed (OWASP "CSV injection").
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** Rows joined with CRLF, the header first, ending with a line break. */
export function toCsv(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
