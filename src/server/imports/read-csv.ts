import { ImportFileError } from './import-file-error';

/*
 * CSV as RFC 4180 writes it, and as spreadsheets save it: a comma (or, in Excel set to a European
 * locale, a semicolon) between cells, any cell in double quotes with its quotes doubled, quoted
 * cells holding separators and line breaks, CRLF, LF or CR line ends, the last one optional.
 * Hand-rolled over the decoded string: a 10,000-row file takes milliseconds.
 */

const QUOTE = 34;
const COMMA = 44;
const SEMICOLON = 59;
const LF = 10;
const CR = 13;

const NOT_CSV = 'This file is not a CSV file. Choose a .csv or .xlsx file.';
const LOOKS_XLSX =
  'This file is not a CSV file: it looks like an XLSX workbook. Send it as an .xlsx file.';
const LOOKS_XLS =
  'This file is not a CSV file: it looks like an older Excel workbook (.xls). Save it as ' +
  '"Excel Workbook (.xlsx)" or as "CSV UTF-8 (Comma delimited)".';
const SAVE_AS_UTF8 =
  'save it again as "CSV UTF-8 (Comma delimited)", or in LibreOffice choose the character set ' +
  'Unicode (UTF-8).';
const UTF16 = `This file is UTF-16 text, not UTF-8: ${SAVE_AS_UTF8}`;
const NOT_UTF8 =
  'This file is not UTF-8 text. If it was saved as Windows-1252 (Excel\'s "CSV" on Windows), ' +
  SAVE_AS_UTF8;

/** The file's rows, each numbered as a spreadsheet would show it (blank lines count). */
export function csvRows(body: Buffer): Generator<{ number: number; cells: string[] }> {
  const text = decode(body);
  return parseCsv(text, separatorOf(text));
}

/** The text of a UTF-8 file, its byte-order mark dropped; a binary or other-encoded file is refused. */
function decode(body: Buffer): string {
  if (startsWith(body, [0x50, 0x4b, 0x03, 0x04])) throw new ImportFileError(LOOKS_XLSX);
  // OLE2, the container of .xls workbooks (and of encrypted .xlsx ones).
  if (startsWith(body, [0xd0, 0xcf, 0x11, 0xe0])) throw new ImportFileError(LOOKS_XLS);
  if (startsWith(body, [0xff, 0xfe]) || startsWith(body, [0xfe, 0xff]))
    throw new ImportFileError(UTF16);
  if (body.includes(0)) throw new ImportFileError(NOT_CSV);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(body);
  } catch {
    throw new ImportFileError(NOT_UTF8);
  }
}

const startsWith = (body: Buffer, bytes: number[]) => bytes.every((b, i) => body[i] === b);

/**
 * A semicolon when the header line (the first with anything on it) has no comma outside quotes
 * but has a semicolon: what Excel writes where the comma is the decimal separator. Else a comma.
 */
function separatorOf(text: string): number {
  let commas = 0;
  let semicolons = 0;
  let quoted = false;
  let filled = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) quoted = !quoted;
    else if (quoted) continue;
    else if (c === COMMA) commas++;
    else if (c === SEMICOLON) semicolons++;
    else if (c === LF || c === CR) {
      if (filled) break;
      continue;
    }
    filled ||= c > 32;
  }
  return commas === 0 && semicolons > 0 ? SEMICOLON : COMMA;
}

function* parseCsv(text: string, separator: number) {
  let i = 0;
  let line = 1;
  let number = 0;
  let cells: string[] = [];
  if (text.length === 0) return;
  for (;;) {
    let end: number;
    if (text.charCodeAt(i) === QUOTE) {
      let value = '';
      let from = i + 1;
      const startLine = line;
      for (;;) {
        const quote = text.indexOf('"', from);
        if (quote < 0)
          throw new ImportFileError(
            `The quoted cell that starts on line ${startLine} has no closing quote (").`,
          );
        line += lineBreaks(text, from, quote);
        if (text.charCodeAt(quote + 1) === QUOTE) {
          value += text.slice(from, quote + 1);
          from = quote + 2;
        } else {
          value += text.slice(from, quote);
          i = quote + 1;
          break;
        }
      }
      // Anything between the closing quote and the separator is kept as written, as Excel does.
      end = cellEnd(text, i, separator);
      cells.push(end > i ? value + text.slice(i, end) : value);
    } else {
      end = cellEnd(text, i, separator);
      cells.push(text.slice(i, end));
    }
    i = end;
    const c = text.charCodeAt(i);
    if (c === separator) {
      i++;
      continue;
    }
    yield { number: ++number, cells };
    cells = [];
    if (i >= text.length) return;
    i += c === CR && text.charCodeAt(i + 1) === LF ? 2 : 1;
    line++;
    if (i >= text.length) return;
  }
}

/** Where an unquoted cell (or the rest of a quoted one) ends: a separator, a line end or the end. */
function cellEnd(text: string, from: number, separator: number): number {
  let i = from;
  for (; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === separator || c === LF || c === CR) break;
  }
  return i;
}

/** The line breaks inside a quoted cell, so an error names the line an editor shows. */
function lineBreaks(text: string, from: number, to: number): number {
  let count = 0;
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === LF || (c === CR && text.charCodeAt(i + 1) !== LF)) count++;
  }
  return count;
}
