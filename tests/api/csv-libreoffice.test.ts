import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SOFFICE_PATH, checkRequirement } from '../../scripts/test-requirements.mjs';
import { RESOURCE_EXPORTS } from '../../src/shared/exports';
import { API, type ApiClient, create, expectStatus } from './support/api';
import { startTestApp, type TestApp } from './support/test-app';

// The clients' CSV opened by a real spreadsheet, LibreOffice Calc, as a user opens it: phone
// numbers come back exactly as typed (no apostrophe, not numbers) and a formula typed as a name
// stays text. Without soffice this is skipped with a line saying what to install; under CI=true
// it fails (scripts/test-requirements.mjs).
const soffice = checkRequirement('libreoffice', 'CSV exports opened in LibreOffice');

// UTF-8, comma, double quote, from line 1; the tokens left out take their defaults, which
// evaluate formulas (an "=" start) and detect special numbers: the most a reader would run.
const CSV_IMPORT = 'CSV:44,34,76,1';
const PHONES = ['+44 20 7946 0000', '+1 (555) 010-9999', '020 7946 0000'];
const HOSTILE = '=HYPERLINK("http://x","y")';

let t: TestApp;
let admin: ApiClient;
let dir: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.as('admin');
  dir = await mkdtemp(join(tmpdir(), 'csv-libreoffice-'));
});
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

/** Each CSV in `dir` converted to an XLSX beside it, by one soffice run with a profile of its own. */
async function openInLibreOffice(names: string[]): Promise<void> {
  await promisify(execFile)(
    SOFFICE_PATH,
    [
      `-env:UserInstallation=file://${join(dir, 'profile')}`,
      '--headless',
      `--infilter=${CSV_IMPORT}`,
      '--convert-to',
      'xlsx',
      '--outdir',
      dir,
      ...names.map((name) => join(dir, name)),
    ],
    { timeout: 60_000 },
  );
}

async function firstSheet(name: string) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(join(dir, name));
  return workbook.worksheets[0]!;
}

describe.skipIf(soffice === false)('the clients’ CSV opened in LibreOffice', () => {
  it('reads phone numbers back as typed and a formula-like name as text', async () => {
    expect(soffice, `${SOFFICE_PATH} is missing and CI=true allows no skipped test`).toBe(true);
    for (const [i, phone_number] of PHONES.entries())
      await create(admin, 'clients', {
        client: { organization_name: `Phone ${i}`, phone_number },
      });
    await create(admin, 'clients', { client: { organization_name: HOSTILE } });
    const res = await admin.get(`${API}/clients.csv`);
    expectStatus(res, 200);
    await writeFile(join(dir, 'clients.csv'), res.rawPayload);
    // The control: the same import runs a formula that nothing guarded.
    await writeFile(join(dir, 'control.csv'), `"${HOSTILE.replace(/"/g, '""')}"\r\n`);

    await openInLibreOffice(['clients.csv', 'control.csv']);

    const control = (await firstSheet('control.xlsx')).getCell(1, 1);
    expect(control.type).toBe(ExcelJS.ValueType.Formula);
    expect(control.formula).toBe('HYPERLINK("http://x","y")');

    const sheet = await firstSheet('clients.xlsx');
    const fields = RESOURCE_EXPORTS.clients!.map((c) => c.field);
    const nameColumn = fields.indexOf('organization_name') + 1;
    const phoneColumn = fields.indexOf('phone_number') + 1;
    const rows = sheet.getRows(2, sheet.rowCount - 1) ?? [];
    const phoneOf = (name: string) =>
      rows.find((row) => row.getCell(nameColumn).value === name)?.getCell(phoneColumn);
    for (const [i, phone] of PHONES.entries()) {
      const cell = phoneOf(`Phone ${i}`);
      expect(cell?.type, phone).toBe(ExcelJS.ValueType.String);
      expect(cell?.value).toBe(phone);
    }
    // Whatever the hostile name became, it is the one row not named "Phone …".
    const names = rows.map((row) => row.getCell(nameColumn));
    expect(names).toHaveLength(PHONES.length + 1);
    const hostile = names.find((cell) => !String(cell.value).startsWith('Phone '))!;
    expect(hostile.type).toBe(ExcelJS.ValueType.String);
    // LibreOffice shows the guard's apostrophe; what matters is that nothing runs.
    expect(hostile.value).toBe(`'${HOSTILE}`);
  }, 90_000);
});
