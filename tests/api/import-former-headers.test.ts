import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/test-app';
import { API, type ApiClient, expectStatus, getJson } from './support/api';
import { csvText, sendImport } from './support/imports';
import type { ImportPreview } from '../../src/shared/imports';

// A project's text field was headed "Notes" before it became "Description": a file exported
// back then, or a sheet a person heads "Notes", still fills it.

let t: TestApp;
let admin: ApiClient;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.as('admin');
});
afterAll(() => t.close());

const descriptionOf = async (name: string) => {
  const found = await getJson(admin, `${API}/projects?q=${encodeURIComponent(name)}`);
  return found.map((p: { description: string }) => p.description);
};

describe('a former header', () => {
  it('maps "Notes" to the Description, in the preview and the import', async () => {
    const file = csvText([
      ['Name', 'notes'],
      ['Former header project', 'Written under the old name'],
    ]);
    const preview = (await sendImport(admin, 'projects', file, { dry_run: 'true' })).json();
    expect((preview as ImportPreview).columns).toEqual([
      { header: 'Name', field: 'name', label: 'Name' },
      { header: 'notes', field: 'description', label: 'Description' },
    ]);
    expectStatus(await sendImport(admin, 'projects', file), 200);
    expect(await descriptionOf('Former header project')).toEqual(['Written under the old name']);
  });

  it('maps "Notes" in an XLSX file too', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Projects');
    sheet.addRow(['Name', 'Notes']);
    sheet.addRow(['Former header sheet', 'From a spreadsheet']);
    const file = Buffer.from(await workbook.xlsx.writeBuffer());
    expectStatus(await sendImport(admin, 'projects', file), 200);
    expect(await descriptionOf('Former header sheet')).toEqual(['From a spreadsheet']);
  });

  it('gives way to a column headed with the current label', async () => {
    const file = csvText([
      ['Name', 'Notes', 'Description'],
      ['Both headers project', 'The old column', 'The current column'],
    ]);
    const res = await sendImport(admin, 'projects', file);
    expectStatus(res, 200);
    expect((res.json() as ImportPreview).columns).toEqual([
      { header: 'Name', field: 'name', label: 'Name' },
      { header: 'Notes', field: null, label: null },
      { header: 'Description', field: 'description', label: 'Description' },
    ]);
    expect(await descriptionOf('Both headers project')).toEqual(['The current column']);
  });
});
