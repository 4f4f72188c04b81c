import { describe, expect, it } from 'vitest';
import { IMPORT_MAX_ROWS } from '../../shared/limits';
import { XLSX_MEDIA_TYPE } from '../../shared/imports';
import { ImportFileError, fileKind, letter, readTable } from './read-table';

const table = (text: string, maxRows?: number) => readTable(Buffer.from(text), 'csv', maxRows);
const refusal = (text: string, maxRows?: number) =>
  table(text, maxRows).then(
    () => 'read',
    (error: Error) => error.message,
  );

describe('fileKind', () => {
  it('knows CSV, with any parameters, and XLSX by their media types', () => {
    expect(fileKind('text/csv')).toBe('csv');
    expect(fileKind('text/csv; charset=utf-8')).toBe('csv');
    expect(fileKind('Text/CSV;header=present')).toBe('csv');
    expect(fileKind(XLSX_MEDIA_TYPE)).toBe('xlsx');
  });

  it('knows nothing else', () => {
    for (const type of [undefined, '', 'application/json', 'text/plain', 'application/zip'])
      expect(fileKind(type)).toBeUndefined();
  });
});

describe('readTable', () => {
  it('gives the trimmed header and the rows, every cell as written', async () => {
    expect(await table(' Name ,Email\n Ada , ada@example.com \n')).toEqual({
      headers: ['Name', 'Email'],
      rows: [[' Ada ', ' ada@example.com ']],
      numbers: [2],
    });
  });

  it('skips blank rows, before the header too', async () => {
    expect(await table('\n,\nName,Email\n\nAda,a@x\n , \nBob,b@x\n\n')).toEqual({
      headers: ['Name', 'Email'],
      rows: [
        ['Ada', 'a@x'],
        ['Bob', 'b@x'],
      ],
      // As a spreadsheet numbers them: the header is row 3, the blank rows keep their numbers.
      numbers: [5, 7],
    });
  });

  it('pads a short row and drops empty cells past the header', async () => {
    expect((await table('a,b,c\n1\n1,2,3,,\n1,2,, \n')).rows).toEqual([
      ['1', '', ''],
      ['1', '2', '3'],
      ['1', '2', ''],
    ]);
  });

  it('refuses a row with more cells than the header, numbered as a spreadsheet shows it', async () => {
    expect(await refusal('a,b,c\n1,2,3\n\n1,2,3,4,,\n')).toBe(
      'Row 4 has 4 cells, but the header has 3.',
    );
  });

  it('drops blank header cells at the end, and refuses a filled cell under one', async () => {
    expect(await table('a,b, ,\n1,2\n')).toEqual({
      headers: ['a', 'b'],
      rows: [['1', '2']],
      numbers: [2],
    });
    expect(await refusal('a,b, \n1,2,3\n')).toBe('Row 2 has 3 cells, but the header has 2.');
  });

  it('drops an unheaded column with nothing in it, and refuses one with something', async () => {
    expect(await table('a,,c\n1,,3\n4, ,6\n')).toEqual({
      headers: ['a', 'c'],
      rows: [
        ['1', '3'],
        ['4', '6'],
      ],
      numbers: [2, 3],
    });
    expect(await refusal('a, ,c\n1,,3\n4,5,6\n')).toBe(
      'Column B has no header, but row 3 has a value in it.',
    );
  });

  it('refuses two columns with the same header', async () => {
    expect(await refusal('Name,Email,Phone,City, Name \n1,2,3,4,5\n')).toBe(
      'Two columns are headed "Name" (columns A and E).',
    );
  });

  it('refuses an empty file and a header alone', async () => {
    await expect(readTable(Buffer.alloc(0), 'xlsx')).rejects.toThrow('The file is empty.');
    expect(await refusal('')).toBe('The file is empty.');
    expect(await refusal('Name,Email\r\n\r\n')).toBe(
      'The file has a header row but no rows to import.',
    );
  });

  it('takes up to maxRows rows, and counts every row of a file with more', async () => {
    const file = (n: number) => ['a', ...Array.from({ length: n }, (_, i) => `${i}`)].join('\n');
    expect((await table(file(3), 3)).rows).toEqual([['0'], ['1'], ['2']]);
    expect(await refusal(file(1_234), 3)).toBe(
      'The file has 1,234 rows; an import takes at most 3. Split it into smaller files.',
    );
    expect(await refusal(file(IMPORT_MAX_ROWS + 1))).toBe(
      'The file has 10,001 rows; an import takes at most 10,000. Split it into smaller files.',
    );
  });

  it('answers every refusal as an ImportFileError, a 422', async () => {
    const error = await table('a\n"').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ImportFileError);
    expect((error as ImportFileError).status).toBe(422);
  });
});

describe('letter', () => {
  it('heads columns as a spreadsheet does', () => {
    expect([0, 1, 25, 26, 27, 51, 52, 701, 702].map(letter)).toEqual([
      'A',
      'B',
      'Z',
      'AA',
      'AB',
      'AZ',
      'BA',
      'ZZ',
      'AAA',
    ]);
  });
});
