import type { Workbook } from 'exceljs';
import { describe, expect, it } from 'vitest';
import { readTable } from './read-table';
import { cellText, dateText, numberText } from './read-xlsx';

type ExcelJS = typeof import('exceljs');

/** A workbook written by ExcelJS, as bytes an upload would carry. */
async function xlsx(build: (workbook: Workbook) => void): Promise<Buffer> {
  const { default: excel } = (await import('exceljs')) as unknown as { default: ExcelJS };
  const workbook = new excel.Workbook();
  build(workbook);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const sheetOf = (rows: unknown[][]) =>
  xlsx((workbook) => workbook.addWorksheet('Data').addRows(rows));
const refusal = (body: Buffer, maxRows?: number) =>
  readTable(body, 'xlsx', maxRows).then(
    () => 'read',
    (error: Error) => error.message,
  );

describe('XLSX cells', () => {
  it('reads each kind of cell as the text a user would type', async () => {
    const body = await xlsx((workbook) => {
      const sheet = workbook.addWorksheet('Clients');
      sheet.addRow(['Name', 'Phone', 'Visits', 'Since', 'Seen', 'Double', 'Guess', 'Site', 'VIP']);
      sheet.addRow([
        { richText: [{ text: 'Ada ', font: { bold: true } }, { text: 'Lovelace' }] },
        '0123 456 789',
        5,
        new Date(Date.UTC(2024, 0, 31)),
        new Date(Date.UTC(2024, 0, 31, 14, 30)),
        { formula: 'C2*2', result: 10 },
        { formula: 'C2*3' },
        { text: 'example.com', hyperlink: 'https://example.com' },
        true,
      ]);
      sheet.addRow([
        'Bob',
        '',
        0.1 + 0.2,
        null,
        null,
        { formula: 'NA()', result: { error: '#N/A' } },
      ]);
    });
    expect(await readTable(body, 'xlsx')).toEqual({
      headers: ['Name', 'Phone', 'Visits', 'Since', 'Seen', 'Double', 'Guess', 'Site', 'VIP'],
      rows: [
        [
          'Ada Lovelace',
          '0123 456 789',
          '5',
          '2024-01-31',
          '2024-01-31 14:30',
          '10',
          '',
          'example.com',
          'yes',
        ],
        // The trailing empty cells are padded.
        ['Bob', '', '0.3', '', '', '#N/A', '', '', ''],
      ],
      numbers: [2, 3],
    });
  });

  it('keeps text as written and gives a merged range its value once', async () => {
    const body = await xlsx((workbook) => {
      const sheet = workbook.addWorksheet('Data');
      sheet.addRows([
        ['Name', 'Note', 'Extra'],
        ['  Ada  ', 'two\nlines', ''],
        ['Team', null, null],
      ]);
      sheet.mergeCells('A3:B3');
    });
    expect((await readTable(body, 'xlsx')).rows).toEqual([
      ['  Ada  ', 'two\nlines', ''],
      ['Team', '', ''],
    ]);
  });

  it('reads the first visible sheet with anything on it', async () => {
    const body = await xlsx((workbook) => {
      workbook.addWorksheet('Empty');
      workbook.addWorksheet('Hidden', { state: 'hidden' }).addRows([['Secret'], ['1']]);
      workbook.addWorksheet('People').addRows([['Name'], ['Ada']]);
      workbook.addWorksheet('Later').addRows([['Other'], ['2']]);
    });
    expect(await readTable(body, 'xlsx')).toEqual({
      headers: ['Name'],
      rows: [['Ada']],
      numbers: [2],
    });
  });

  it('skips blank rows and numbers rows as the sheet does', async () => {
    const body = await xlsx((workbook) => {
      const sheet = workbook.addWorksheet('Data');
      sheet.getCell('A2').value = 'Name';
      sheet.getCell('B2').value = 'Email';
      sheet.getCell('A4').value = 'Ada';
      sheet.getCell('A5').value = '   ';
      sheet.getCell('A7').value = 'Bob';
      sheet.getCell('D7').value = 'stray';
    });
    expect(await refusal(body)).toBe('Row 7 has 4 cells, but the header has 2.');
  });
});

describe('XLSX files refused', () => {
  it('refuses a body that is not a ZIP', async () => {
    for (const body of [Buffer.from('Name,Email\nAda,a@x\n'), Buffer.from('PK')])
      expect(await refusal(body)).toBe(
        'This file is not an XLSX workbook. Choose a .csv or .xlsx file.',
      );
  });

  it('says when it is an old .xls workbook or a password-protected one', async () => {
    const ole = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0]);
    expect(await refusal(ole)).toMatch(
      /^This file is not an XLSX workbook: it looks like an older/,
    );
  });

  it('calls a cut-off workbook damaged', async () => {
    const body = await sheetOf([['Name'], ['Ada']]);
    expect(await refusal(body.subarray(0, body.length - 40))).toBe(
      'This XLSX file could not be read: it may be damaged. Open it in your spreadsheet, save ' +
        'it again as "Excel Workbook (.xlsx)" and send it again.',
    );
  });

  it('calls a workbook without a cell empty, and one with a header alone so', async () => {
    expect(await refusal(await sheetOf([]))).toBe('The file is empty.');
    expect(await refusal(await sheetOf([['Name', 'Email']]))).toBe(
      'The file has a header row but no rows to import.',
    );
  });

  it('counts every row of a sheet with more than maxRows', async () => {
    const body = await sheetOf([['Name'], ...Array.from({ length: 1_500 }, (_, i) => [`P${i}`])]);
    expect(await refusal(body, 1_000)).toBe(
      'The file has 1,500 rows; an import takes at most 1,000. Split it into smaller files.',
    );
    expect((await readTable(body, 'xlsx', 1_500)).rows).toHaveLength(1_500);
  });
});

describe('XLSX values', () => {
  it('writes numbers in at most 15 significant digits, integers whole', () => {
    expect(
      [0, -2, 1.5, 0.1 + 0.2, 1 / 3, 1234567890123456, 2 ** 53 + 2, 1e-7].map(numberText),
    ).toEqual([
      '0',
      '-2',
      '1.5',
      '0.3',
      '0.333333333333333',
      '1234567890123456',
      '9007199254740990',
      '1e-7',
    ]);
  });

  it('writes dates as YYYY-MM-DD, a time of day as HH:MM, seconds only when there are some', () => {
    const utc = (...parts: [number, number, number, number?, number?, number?, number?]) =>
      dateText(new Date(Date.UTC(...parts)));
    expect(utc(2024, 1, 29)).toBe('2024-02-29');
    expect(utc(1955, 10, 5, 6, 7)).toBe('1955-11-05 06:07');
    expect(utc(2024, 1, 29, 6, 7, 8)).toBe('2024-02-29 06:07:08');
    // A fraction of a day read back a millisecond short.
    expect(utc(2024, 1, 29, 14, 29, 59, 999)).toBe('2024-02-29 14:30');
    // A time alone: ExcelJS dates it on Excel's day 0.
    expect(utc(1899, 11, 30, 9, 15)).toBe('09:15');
    expect(dateText(new Date(NaN))).toBe('');
  });

  it('reads a link whose text is rich text, and a formula that gave a date', () => {
    const richLink = { text: { richText: [{ text: 'a' }, { text: 'b' }] }, hyperlink: 'x' };
    expect(cellText(richLink as never)).toBe('ab');
    const formula = { formula: 'TODAY()', result: new Date(Date.UTC(2024, 4, 1)) };
    expect(cellText(formula)).toBe('2024-05-01');
    expect(cellText(false)).toBe('no');
  });
});

describe('XLSX speed', () => {
  // A ceiling against a slowdown of our own (ExcelJS's load is most of the time: about 0.6 s
  // here at a load of 6), not the speed measurement, which a shared machine cannot make.
  it('reads 10,000 rows of ten cells in seconds', async () => {
    const row = ['Ada', 'ada@x.com', 12.5, new Date(Date.UTC(2024, 0, 31)), 'x', 'y', 1, 2, 3, 4];
    const body = await sheetOf([row.map((_, i) => `H${i}`), ...Array(10_000).fill(row)]);
    const started = performance.now();
    const table = await readTable(body, 'xlsx');
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(table.rows).toHaveLength(10_000);
    expect(table.rows[9_999]).toEqual([
      'Ada',
      'ada@x.com',
      '12.5',
      '2024-01-31',
      'x',
      'y',
      '1',
      '2',
      '3',
      '4',
    ]);
  });
});
