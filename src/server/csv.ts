/**
 * CSV (RFC 4180) for spreadsheet downloads. Every cell is quoted, with quotes doubled, so commas,
 * quotes and line breaks stay inside their cell. A cell that a spreadsheet would run as a formula
 * gets a leading apostrophe, so opening the file never runs what a visitor typed (OWASP "CSV
 * injection"); a phone number such as "+44 20 7946 0000" is not one and is written as it is.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
/**
 * A sign, then only digits, spaces and phone punctuation: no letter (no function, reference or
 * DDE "cmd|"), no second "+" and no "@". LibreOffice 7.4 reads such a text as text or as a
 * number, never as a formula (it runs only "=" starts: tests/api/csv-libreoffice.test.ts); Excel
 * runs any "+"/"-" start, but with no letter in it the most it can do is arithmetic on numbers.
 * A tab or CR before the sign is what some readers strip, so it is allowed too.
 */
const SIGNED_NUMBER_LIKE = /^[\t\r]*[+-][0-9 ()./-]*$/;

/** Whether a spreadsheet could run `value` as a formula: it then needs the apostrophe. */
export function isFormulaText(value: string): boolean {
  if (!FORMULA_START.test(value)) return false;
  return !(SIGNED_NUMBER_LIKE.test(value) && /[0-9]/.test(value));
}

// Apostrophes already at the start count as part of the guard: "'=1" is written "''=1", so
// unguardCell can take exactly one off every text that was guarded and no other.
const needsGuard = (value: string) => isFormulaText(value.replace(/^'+/, ''));

/** The text as an export writes it: with an apostrophe before it when it needs one. */
export function guardCell(value: string): string {
  return needsGuard(value) ? `'${value}` : value;
}

/**
 * The importer's inverse of guardCell: a cell starting with "'" whose remainder is formula text
 * loses that one apostrophe; any other text is returned as it is.
 */
export function unguardCell(value: string): string {
  return value.startsWith("'") && needsGuard(value.slice(1)) ? value.slice(1) : value;
}

export function csvCell(value: string): string {
  return `"${guardCell(value).replace(/"/g, '""')}"`;
}

/** Rows joined with CRLF, the header first, ending with a line break. */
export function toCsv(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
