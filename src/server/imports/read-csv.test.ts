import { describe, expect, it } from 'vitest';
import { csvRows } from './read-csv';
import { readTable } from './read-table';

const rows = (text: string) => [...csvRows(Buffer.from(text))].map((row) => row.cells);
const table = (text: string | Buffer) =>
  readTable(typeof text === 'string' ? Buffer.from(text) : text, 'csv');
const refusal = (text: string | Buffer) =>
  table(text).then(
    () => 'read',
    (error: Error) => error.message,
  );

describe('CSV cells', () => {
  it('splits on commas, and ends lines at CRLF, LF or CR', () => {
    expect(rows('a,b\r\n1,2\r\n')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
    expect(rows('a,b\n1,2\n')).toEqual(rows('a,b\r\n1,2\r\n'));
    expect(rows('a,b\r1,2')).toEqual(rows('a,b\r\n1,2\r\n'));
  });

  it('takes a last line with or without a line break after it', () => {
    expect(rows('a,b\n1,2')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
    expect(rows('a,b\n1,')).toEqual([
      ['a', 'b'],
      ['1', ''],
    ]);
  });

  it('keeps commas, doubled quotes and line breaks inside quoted cells', () => {
    const text = 'name,note\r\n"Smith, Jo","said ""hi""\r\nthen left"\r\n"",x\r\n';
    expect(rows(text)).toEqual([
      ['name', 'note'],
      ['Smith, Jo', 'said "hi"\r\nthen left'],
      ['', 'x'],
    ]);
  });

  it('keeps cells as written: spaces, a quote inside an unquoted cell, text after a closing quote', () => {
    expect(rows(' a , 5" pipe,"x"y,\t')).toEqual([[' a ', ' 5" pipe', 'xy', '\t']]);
  });

  it('numbers rows as a spreadsheet shows them: blank lines count, a quoted line break does not', () => {
    const numbers = [...csvRows(Buffer.from('a\n"1\n2"\n\n3\n'))].map((row) => row.number);
    expect(numbers).toEqual([1, 2, 3, 4]);
  });

  it('reads semicolons when the header has no comma but a semicolon (European Excel)', () => {
    expect(rows('name;price\n"Tea; green";1,50\n')).toEqual([
      ['name', 'price'],
      ['Tea; green', '1,50'],
    ]);
    // A comma in the header, even after a semicolon, keeps commas; quoted ones do not count.
    expect(rows('a;b,c\n')).toEqual([['a;b', 'c']]);
    expect(rows('"a,b";c\n')).toEqual([['a,b', 'c']]);
    // The header line is the first with anything on it.
    expect(rows('\n\na;b\n')).toEqual([[''], [''], ['a', 'b']]);
  });

  it('drops a UTF-8 byte-order mark and keeps accents and emoji', async () => {
    const bom = Buffer.from([0xef, 0xbb, 0xbf]);
    const body = Buffer.concat([bom, Buffer.from('Name,City\nZoë,Zürich 🏔\n')]);
    expect(await table(body)).toEqual({
      headers: ['Name', 'City'],
      rows: [['Zoë', 'Zürich 🏔']],
      numbers: [2],
    });
  });
});

describe('CSV files refused', () => {
  it('names the line of a quote that is never closed', async () => {
    expect(await refusal('a,b\n1,2\n"3\n4,5\n')).toBe(
      'The quoted cell that starts on line 3 has no closing quote (").',
    );
    expect(await refusal('a,b\n"x\ny",2\n3,"oops\n')).toBe(
      'The quoted cell that starts on line 4 has no closing quote (").',
    );
  });

  it('refuses text that is not UTF-8, saying how to save it so', async () => {
    // "Café" in Windows-1252: é is the single byte E9.
    const body = Buffer.from([...Buffer.from('Name\nCaf'), 0xe9, 0x0a]);
    expect(await refusal(body)).toBe(
      'This file is not UTF-8 text. If it was saved as Windows-1252 (Excel\'s "CSV" on Windows), ' +
        'save it again as "CSV UTF-8 (Comma delimited)", or in LibreOffice choose the character ' +
        'set Unicode (UTF-8).',
    );
  });

  it('refuses UTF-16 text (Excel\'s "Unicode Text")', async () => {
    const body = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('Name\n', 'utf16le')]);
    expect(await refusal(body)).toMatch(/^This file is UTF-16 text, not UTF-8: save it again as/);
  });

  it('refuses a binary file, and says when it looks like a workbook', async () => {
    expect(await refusal(Buffer.from('a,b\n1,\0\n'))).toBe(
      'This file is not a CSV file. Choose a .csv or .xlsx file.',
    );
    expect(await refusal(Buffer.from('PK\x03\x04\x14\0\0\0'))).toBe(
      'This file is not a CSV file: it looks like an XLSX workbook. Send it as an .xlsx file.',
    );
    expect(await refusal(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))).toMatch(
      /^This file is not a CSV file: it looks like an older Excel workbook \(\.xls\)/,
    );
  });

  it('calls a file of nothing but a byte-order mark, spaces or line breaks empty', async () => {
    for (const text of ['', '\uFEFF', '  \r\n\n', ',,\n ,\n'])
      expect(await refusal(text)).toBe('The file is empty.');
  });
});

describe('CSV speed', () => {
  // A ceiling against a parser that slows with the file's length (about 25 ms here).
  it('reads 10,000 rows of ten cells in well under a second', async () => {
    const line = 'Ada Lovelace,ada@example.com,"12 Main St, Flat 3",0123 456,2024-01-31,yes,,x,y,z';
    const body = Buffer.from(['a,b,c,d,e,f,g,h,i,j', ...Array(10_000).fill(line)].join('\r\n'));
    const started = performance.now();
    const read = await table(body);
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(read.rows).toHaveLength(10_000);
    expect(read.rows[9_999]![2]).toBe('12 Main St, Flat 3');
  });
});
