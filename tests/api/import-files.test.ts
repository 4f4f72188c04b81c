import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/test-app';
import { API, type ApiClient, create, expectStatus, getJson } from './support/api';
import { csvText, sendImport } from './support/imports';
import { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS } from '../../src/shared/limits';

// A bad file gets a clear answer, never a 500 and never a partial write; an XLSX file's cells
// come in as a spreadsheet shows them.

let t: TestApp;
let admin: ApiClient;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.as('admin');
});
afterAll(() => t.close());

const clientCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('clients')
        .select((e) => e.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

async function refused(file: string | Buffer, status: number, type?: string) {
  const before = await clientCount();
  const res = await sendImport(admin, 'clients', file, {}, type);
  expectStatus(res, status);
  expect(await clientCount()).toBe(before);
  return (res.json() as { message: string }).message;
}

describe('a bad file', () => {
  it('of another kind is refused by its media type', async () => {
    expect(await refused('{"a":1}', 415, 'application/json')).toMatch(/^Choose a CSV or XLSX file/);
    expect(await refused('a,b', 415, 'application/vnd.ms-excel')).toMatch(
      /^Choose a CSV or XLSX file/,
    );
  });

  it('in another encoding than UTF-8 says what to do', async () => {
    const latin1 = Buffer.from('Name of organization\r\nCaf\xe9 Ltd\r\n', 'latin1');
    expect(await refused(latin1, 422, 'text/csv')).toMatch(/not UTF-8.*Windows-1252/s);
  });

  it('that is empty, or only a header, says so', async () => {
    expect(await refused(Buffer.alloc(0), 422, 'text/csv')).toBe('The file is empty.');
    expect(await refused('Name of organization\r\n', 422)).toBe(
      'The file has a header row but no rows to import.',
    );
  });

  it('with a ragged row names it', async () => {
    const file = 'Name of organization,Contact phone\r\nA,1\r\nB,2,3,4\r\n';
    expect(await refused(file, 422)).toBe('Row 3 has 4 cells, but the header has 2.');
  });

  it('over the row limit says the limit', async () => {
    const rows = Array.from({ length: IMPORT_MAX_ROWS + 1 }, (_, i) => [`Client ${i}`]);
    const message = await refused(csvText([['Name of organization'], ...rows]), 422);
    expect(message).toContain(`an import takes at most ${IMPORT_MAX_ROWS.toLocaleString('en-US')}`);
  });

  it('over the body limit is a 413 that says the limit', async () => {
    const big = Buffer.alloc(IMPORT_MAX_BYTES + 1, 'a');
    expect(await refused(big, 413, 'text/csv')).toBe(
      `Request body is too large: this address takes at most ${IMPORT_MAX_BYTES / 1024 / 1024} MiB`,
    );
  });

  it('that claims to be XLSX but is not says so', async () => {
    expect(await refused(Buffer.from('Name\r\nA\r\n'), 422)).toMatch(/not an XLSX workbook/);
  });
});

describe('an XLSX file', () => {
  it('imports text, numbers, dates and formulas by their cached values', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Stock');
    sheet.addRow(['Name', 'Specification', 'Quantity', 'Low-stock threshold']);
    sheet.addRow(['Xlsx bolts', new Date(Date.UTC(2026, 10, 27)), 1250, null]);
    sheet.addRow(['Xlsx nuts', 'M8', { formula: 'C2*2', result: 2500 }, 10]);
    const file = Buffer.from(await workbook.xlsx.writeBuffer());
    const res = await sendImport(admin, 'inventory', file, { file_name: 'stock.xlsx' });
    expectStatus(res, 200);
    expect(res.json()).toMatchObject({ create: 2, errors: [], file_name: 'stock.xlsx' });
    const items = await getJson(admin, `${API}/inventory?q=Xlsx`);
    expect(
      items.map((i: Record<string, unknown>) => [
        i.name,
        i.specification,
        i.quantity,
        i.low_stock_threshold,
      ]),
    ).toEqual([
      ['Xlsx bolts', '2026-11-27', 1250, null],
      ['Xlsx nuts', 'M8', 2500, 10],
    ]);
  });

  it('comes back unchanged when it is the export opened and saved as XLSX', async () => {
    const client = await create(admin, 'clients', {
      client: { organization_name: 'Xlsx Round Trip', phone_number: '+44 20 7946 0000' },
    });
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Clients');
    sheet.addRow(['Name of organization', 'Contact phone', 'ID', 'Version']);
    sheet.addRow(['Xlsx Round Trip', '+44 20 7946 0000', client.id, 1]);
    const res = await sendImport(admin, 'clients', Buffer.from(await workbook.xlsx.writeBuffer()));
    expectStatus(res, 200);
    expect(res.json()).toMatchObject({ rows: 1, unchanged: 1, update: 0, create: 0 });
  });
});
