import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/test-app';
import { API, type ApiClient, create, expectStatus, getJson } from './support/api';
import { csvText, sendImport } from './support/imports';
import { rowsOf } from './support/csv';
import type { ImportPreview } from '../../src/shared/imports';

// Bringing data in: a CSV's rows become records through the resource engine's one write path,
// all or none, previewed first; an export comes back as it went out; an import can be undone.

let t: TestApp;
let admin: ApiClient;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.as('admin');
});
afterAll(() => t.close());

const HEADER = ['Name of organization', 'email_address', 'Contact phone', 'Favourite colour'];
const count = async (table: 'clients' | 'history' | 'projects') =>
  Number(
    (
      await t.db
        .selectFrom(table)
        .select((e) => e.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('a preview (dry_run=true)', () => {
  it('maps columns by label and by field name, counts the rows and writes nothing', async () => {
    const before = await count('clients');
    const file = csvText([
      HEADER,
      ['Preview One', 'one@example.com', '+44 20 7946 0000', 'red'],
      ['Preview Two', '', '', 'blue'],
    ]);
    const res = await sendImport(admin, 'clients', file, { dry_run: 'true', file_name: 'c.csv' });
    expectStatus(res, 200);
    const preview = res.json() as ImportPreview;
    expect(preview.columns).toEqual([
      { header: 'Name of organization', field: 'organization_name', label: 'Name of organization' },
      { header: 'email_address', field: 'email_address', label: 'Contact email' },
      { header: 'Contact phone', field: 'phone_number', label: 'Contact phone' },
      { header: 'Favourite colour', field: null, label: null },
    ]);
    expect(preview).toMatchObject({ file_name: 'c.csv', rows: 2, create: 2, update: 0 });
    expect(preview.errors).toEqual([]);
    expect(preview.import_id).toBeUndefined();
    expect(await count('clients')).toBe(before);
  });

  it('names every problem by row and column, in the screen words', async () => {
    const file = csvText([
      HEADER,
      ['Fine', '', '', ''],
      ['Bad mail', 'not-an-address', '', ''],
      ['', '', '', ''],
    ]);
    const res = await sendImport(admin, 'clients', file, { dry_run: 'true' });
    expectStatus(res, 200);
    expect((res.json() as ImportPreview).errors).toEqual([
      {
        row: 3,
        field: 'email_address',
        column: 'email_address',
        message: 'Row 3, Contact email: must be a valid email address',
      },
    ]);
  });

  it('takes a mapping that names a column the labels do not', async () => {
    const file = csvText([
      ['Org', 'Mail'],
      ['Mapped Ltd', 'm@example.com'],
    ]);
    const unmapped = (await sendImport(admin, 'clients', file, { dry_run: 'true' })).json();
    expect(unmapped.errors[0].message).toMatch(/No column fills Name of organization/);
    const res = await sendImport(admin, 'clients', file, {
      dry_run: 'true',
      columns: JSON.stringify({ Org: 'organization_name', Mail: 'email_address' }),
    });
    expectStatus(res, 200);
    expect(res.json()).toMatchObject({ create: 1, errors: [] });
  });
});

describe('an import', () => {
  it('writes all rows in one go, each in its history as done by the import', async () => {
    const file = csvText([
      HEADER,
      ['Written A', 'a@example.com', '', ''],
      ['Written B', '', '', ''],
    ]);
    const res = await sendImport(admin, 'clients', file, { file_name: 'clients.csv' });
    expectStatus(res, 200);
    const { import_id, create: created } = res.json() as ImportPreview;
    expect(created).toBe(2);
    expect(import_id).toEqual(expect.any(Number));
    const feed = await getJson(admin, `${API}/activity?import_id=${import_id}`);
    expect(feed.map((e: { title: string }) => e.title).sort()).toEqual(['Written A', 'Written B']);
    expect(feed[0]).toMatchObject({
      action: 'create',
      actor: 'admin',
      import: { id: import_id, file_name: 'clients.csv' },
    });
    const imports = await getJson(admin, `${API}/imports?resource=clients`);
    expect(imports[0]).toMatchObject({ id: import_id, file_name: 'clients.csv', created: 2 });
  });

  it('with any row error answers 422 with the preview and writes nothing', async () => {
    const before = await count('clients');
    const file = csvText([HEADER, ['Good', '', '', ''], ['Bad', 'nope', '', '']]);
    const res = await sendImport(admin, 'clients', file);
    expectStatus(res, 422);
    expect(res.json()).toMatchObject({ create: 1, errors: [{ row: 3 }] });
    expect(await count('clients')).toBe(before);
  });

  it('refuses an ordinary user', async () => {
    const user = await t.as('user');
    const res = await sendImport(user, 'clients', csvText([HEADER, ['X', '', '', '']]));
    expectStatus(res, 403);
  });
});

describe('the round trip of an export', () => {
  it('changes nothing when the file comes back as it went out, phones and formulas included', async () => {
    await create(admin, 'clients', {
      client: { organization_name: 'Round Trip Ltd', phone_number: '+44 20 7946 0000' },
    });
    await create(admin, 'clients', {
      client: { organization_name: '=HYPERLINK("http://x","y")', phone_number: '-5' },
    });
    const exported = (await admin.get(`${API}/clients.csv`)).body;
    const historyBefore = await count('history');
    const res = await sendImport(admin, 'clients', exported);
    expectStatus(res, 200);
    const rows = rowsOf(exported).length - 1;
    expect(res.json()).toMatchObject({ rows, create: 0, update: 0, unchanged: rows, errors: [] });
    expect(await count('history')).toBe(historyBefore + 0);
  });

  it('updates only the cells that changed, and names a record changed since as a conflict', async () => {
    const a = await create(admin, 'clients', {
      client: { organization_name: 'Edit Me', city: 'Nairobi' },
    });
    const b = await create(admin, 'clients', { client: { organization_name: 'Changed Since' } });
    const rows = rowsOf((await admin.get(`${API}/clients.csv?ids=${a.id},${b.id}`)).body);
    const header = rows[0]!;
    const col = (label: string) => header.indexOf(label);
    const edit = rows.find((r) => r[col('ID')] === String(a.id))!;
    edit[col('Location (City)')] = 'Mombasa';
    const other = rows.find((r) => r[col('ID')] === String(b.id))!;
    other[col('Location (City)')] = 'Kisumu';
    const chief = await t.as('superuser');
    expectStatus(await chief.put(`${API}/clients/${b.id}`, { client: { state: 'Coast' } }), 200);

    const res = await sendImport(admin, 'clients', csvText(rows));
    expectStatus(res, 200);
    const answer = res.json() as ImportPreview;
    expect(answer).toMatchObject({ update: 1, unchanged: 0 });
    expect(answer.conflicts).toEqual([
      {
        row: rows.indexOf(other) + 1,
        id: b.id,
        message: `Row ${rows.indexOf(other) + 1}: Changed Since was changed by superuser after this file was exported`,
      },
    ]);
    const history = await getJson(admin, `${API}/activity?import_id=${answer.import_id}`);
    expect(history).toHaveLength(1);
    expect(history[0].changes).toEqual([{ field: 'city', from: 'Nairobi', to: 'Mombasa' }]);
    expect((await getJson(admin, `${API}/clients/${b.id}`)).city).toBe('');
  });

  it('names an unknown ID as an error of its row', async () => {
    const res = await sendImport(
      admin,
      'clients',
      csvText([
        ['ID', 'Name of organization'],
        ['999999', 'Ghost'],
      ]),
      { dry_run: 'true' },
    );
    expect(res.json().errors[0].message).toMatch(/^Row 2, ID: no client has ID 999999/);
  });
});

describe('references and numbers as people write them', () => {
  it("finds a project's client by its organization's name, and names one it does not know", async () => {
    const client = await create(admin, 'clients', {
      client: { organization_name: 'Named Client' },
    });
    const file = csvText([
      ['Name', 'Client'],
      ['Imported project', 'Named Client'],
      ['Orphan project', 'Nobody Inc'],
    ]);
    const preview = (await sendImport(admin, 'projects', file, { dry_run: 'true' })).json();
    expect(preview.errors).toEqual([
      expect.objectContaining({
        row: 3,
        message: 'Row 3, Client: no client is named "Nobody Inc"',
      }),
    ]);
    const ok = await sendImport(
      admin,
      'projects',
      csvText([
        ['Name', 'Client'],
        ['Imported project', 'Named Client'],
      ]),
    );
    expectStatus(ok, 200);
    const projects = await getJson(admin, `${API}/projects?client_id=${client.id}`);
    expect(projects.map((p: { name: string }) => p.name)).toEqual(['Imported project']);
  });

  it('reads quantities with the grouping the app displays, and says which format when not', async () => {
    const file = csvText([
      ['Name', 'Quantity', 'Low-stock threshold'],
      ['Grouped bolts', '1,000', ''],
      ['European bolts', '1 000', '5'],
    ]);
    const preview = (await sendImport(admin, 'inventory', file, { dry_run: 'true' })).json();
    expect(preview.errors).toHaveLength(1);
    expect(preview.errors[0]).toMatchObject({ row: 3, field: 'quantity' });
    expect(preview.errors[0].message).toMatch(/^Row 3, Quantity: .*1,000/);
    const ok = csvText([
      ['Name', 'Quantity', 'Low-stock threshold'],
      ['Grouped bolts', '1,000', ''],
    ]);
    const res = await sendImport(admin, 'inventory', ok);
    expectStatus(res, 200);
    const items = await getJson(admin, `${API}/inventory?q=Grouped`);
    expect(items[0]).toMatchObject({ quantity: 1000, low_stock_threshold: null });
  });
});

describe('undo', () => {
  it('trashes what it created, puts back what it changed, and leaves what moved since', async () => {
    const kept = await create(admin, 'clients', {
      client: { organization_name: 'Undo Keep', city: 'A' },
    });
    const moved = await create(admin, 'clients', {
      client: { organization_name: 'Undo Moved', city: 'A' },
    });
    const file = csvText([
      ['ID', 'Name of organization', 'Location (City)'],
      [String(kept.id), 'Undo Keep', 'B'],
      [String(moved.id), 'Undo Moved', 'B'],
      ['', 'Undo New', 'B'],
    ]);
    const done = (await sendImport(admin, 'clients', file)).json() as ImportPreview;
    expect(done).toMatchObject({ create: 1, update: 2 });
    expectStatus(
      await admin.put(`${API}/clients/${moved.id}`, { client: { state: 'Later' } }),
      200,
    );

    const res = await admin.post(`${API}/imports/${done.import_id}/undo`);
    expectStatus(res, 200);
    expect(res.json()).toEqual({
      id: done.import_id,
      trashed: 1,
      restored: 1,
      left: [
        {
          id: moved.id,
          title: 'Undo Moved',
          message: 'Undo Moved was changed by admin after the import, so it was left as it is.',
        },
      ],
    });
    expect((await getJson(admin, `${API}/clients/${kept.id}`)).city).toBe('A');
    expect((await getJson(admin, `${API}/clients/${moved.id}`)).city).toBe('B');
    expect(await getJson(admin, `${API}/clients?q=${encodeURIComponent('Undo New')}`)).toEqual([]);
    const trash = await getJson(admin, `${API}/trash?resource=clients`);
    expect(trash.map((e: { title: string }) => e.title)).toContain('Undo New');

    const again = await admin.post(`${API}/imports/${done.import_id}/undo`);
    expectStatus(again, 409);
    expect(again.json().message).toMatch(/^This import was undone by admin on /);
    expectStatus(await admin.post(`${API}/imports/999999/undo`), 404);
  });
});
