import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/test-app';
import { rowsOf } from './support/csv';
import {
  API,
  type ApiClient,
  create,
  createProject,
  expectInvalid,
  expectStatus,
  getJson,
} from './support/api';
import { RESOURCE_EXPORTS } from '../../src/shared/exports';
import { EXPORT_BATCH } from '../../src/server/resource-engine/export-route';
import { guardCell } from '../../src/server/csv';

// Every dashboard list leaves the product as a CSV file: what the same search and filters select,
// every page of it, read back here with a CSV library and compared with the JSON list.

let t: TestApp;
let admin: ApiClient;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.as('admin');
});
afterAll(() => t.close());

/** A JSON list, every page of it. */
async function everyPage(url: string) {
  const items = [];
  let next = `${url}${url.includes('?') ? '&' : '?'}limit=500`;
  for (;;) {
    const res = await admin.get(next);
    expectStatus(res, 200);
    items.push(...res.json());
    const cursor = res.headers['x-next-cursor'];
    if (!cursor) return items;
    next = `${url}${url.includes('?') ? '&' : '?'}limit=500&after=${String(cursor)}`;
  }
}

describe('CSV exports', () => {
  it('writes what the JSON list selects, every page, with the labels, a BOM and safe cells', async () => {
    const tricky = [
      'Åsa & Söhne, “quoted” 🚀',
      '=HYPERLINK("http://x")',
      '+1 555 0100',
      '-2+3',
      '@SUM(A1)',
      'Line\nbreak, "and quotes"',
    ];
    for (const [i, name] of tricky.entries())
      await create(admin, 'clients', {
        client: {
          organization_name: `Export ${name}`,
          city: i % 2 ? 'Oslo' : 'Bergen',
          phone_number: name,
        },
      });
    // More than one batch of matches, so the export reads several pages.
    for (let i = 0; i < EXPORT_BATCH + 20; i++)
      await create(admin, 'clients', { client: { organization_name: `Export bulk ${i}` } });
    await create(admin, 'clients', { client: { organization_name: 'Not this one' } });

    const res = await admin.get(`${API}/clients.csv?q=export`);
    expectStatus(res, 200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="clients-\d{4}-\d\d-\d\d\.csv"$/,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.rawPayload.subarray(0, 3).equals(Buffer.from([0xef, 0xbb, 0xbf]))).toBe(true);
    expect(res.body).toMatch(/\r\n$/);

    const [header, ...rows] = rowsOf(res.body);
    expect(header).toEqual(RESOURCE_EXPORTS.clients!.map((c) => c.label));
    expect(header![0]).toBe('Name of organization');
    const json = await everyPage(`${API}/clients?q=export`);
    expect(rows.length).toBe(json.length);
    expect(rows.length).toBe(tricky.length + EXPORT_BATCH + 20);
    rows.forEach((row, i) => {
      const client = json[i];
      expect(row.slice(0, 8)).toEqual(
        [
          'organization_name',
          'phone_number',
          'email_address',
          'website',
          'country',
          'state',
          'city',
          'street',
        ].map((f) => guardCell(client[f])),
      );
      expect(row[8]).toBe(String(client.projects.length));
      expect(row[9]).toBe(client.updated_at.slice(0, 10));
    });
    const phones = rows.map((r) => r[1]);
    expect(phones).toContain('\'=HYPERLINK("http://x")');
    // A phone number is no formula: it leaves as typed (csv-libreoffice.test.ts opens one).
    expect(phones).toContain('+1 555 0100');
    expect(phones).toContain("'-2+3");
    expect(phones).toContain("'@SUM(A1)");
    expect(phones).toContain('Line\nbreak, "and quotes"');
    expect(rows.map((r) => r[0])).toContain('Export Åsa & Söhne, “quoted” 🚀');
  });

  it('takes the same filters: a project’s tasks have no CSV, inventory narrows to low stock', async () => {
    const low = await create(admin, 'inventory', {
      item: { name: 'Low', quantity: 1, low_stock_threshold: 5 },
    });
    await create(admin, 'inventory', {
      item: { name: 'Plenty', quantity: 9, low_stock_threshold: 5 },
    });
    const res = await admin.get(`${API}/inventory.csv?low_stock=true`);
    expectStatus(res, 200);
    const [, ...rows] = rowsOf(res.body);
    expect(rows.map((r) => r[0])).toEqual(
      (await getJson(admin, `${API}/inventory?low_stock=true`)).map(
        (i: { name: string }) => i.name,
      ),
    );
    expect(rows[0]).toEqual([
      'Low',
      '',
      '1',
      '5',
      expect.stringMatching(/^\d{4}-\d\d-\d\d$/),
      String(low.id),
      '1',
    ]);
    expectInvalid(await admin.get(`${API}/inventory.csv?low_stock=perhaps`), 'low_stock');
    expectStatus(await admin.get(`${API}/tasks.csv`), 404);
  });

  it('writes money and numbers plainly, an empty list as its header alone', async () => {
    const client = await create(admin, 'clients', { client: { organization_name: '@Owner' } });
    const project = await createProject(admin, {
      name: '=cmd|calc',
      project_class: 'Web',
      client_id: client.id,
    });
    await create(admin, 'fundings', {
      date: '2025-01-02',
      source: 'Bank',
      description: 'In',
      amount: 10.5,
      project_id: project.id,
    });
    await create(admin, 'expenses', {
      date: '2025-01-03',
      description: 'Line',
      unit_cost_price: 20,
      quantity: 1,
      logistics_cost: 0,
      unit_selling_price: 0,
      project_id: project.id,
    });
    await create(admin, 'tasks', { task: { name: 'Do', description: '', project_id: project.id } });
    const [header, ...rows] = rowsOf((await admin.get(`${API}/projects.csv?q=cmd`)).body);
    expect(header!.slice(4, 8)).toEqual(['Client', 'Tasks done', 'Tasks', 'Balance']);
    expect(rows).toEqual([
      [
        "'=cmd|calc",
        'Web',
        '',
        String(client.id),
        "'@Owner",
        '0',
        '1',
        '-9.5',
        expect.any(String),
        'admin',
        // Its ID and Version, for an edited export to come back (imports).
        String(project.id),
        '1',
      ],
    ]);
    expect(project.id).toBeGreaterThan(0);
    const empty = await admin.get(`${API}/tools.csv?q=nothing-like-this`);
    expect(rowsOf(empty.body)).toEqual([
      ['Name', 'Specification', 'Last changed', 'ID', 'Version'],
    ]);
  });

  it('has the access of its list: admins for staff lists, anyone for the public pages', async () => {
    const user = await t.as('user');
    const anonymous = await t.as('anonymous');
    for (const name of ['clients', 'projects', 'notes', 'inventory', 'stickers', 'tools']) {
      expectStatus(await user.get(`${API}/${name}.csv`), 403);
      expectStatus(await anonymous.get(`${API}/${name}.csv`), 401);
    }
    expectStatus(await anonymous.get(`${API}/pages.csv`), 200);
  });

  it('exports the accounts (superusers) and the activity log with its filters', async () => {
    const su = await t.as('superuser');
    const res = await su.get(`${API}/users.csv?q=admin`);
    expectStatus(res, 200);
    const [header, ...rows] = rowsOf(res.body);
    expect(header).toEqual(['Username', 'Email address', 'Role', 'Disabled', 'Created']);
    expect(rows).toEqual([
      ['admin', 'admin@example.com', 'admin', 'no', expect.stringMatching(/^\d{4}-/)],
    ]);
    expectStatus(await admin.get(`${API}/users.csv`), 403);

    const item = await create(admin, 'inventory', { item: { name: 'Logged', quantity: 1 } });
    await admin.put(`${API}/inventory/${item.id}`, { item: { name: 'Logged 2' } });
    const log = await admin.get(`${API}/activity.csv?resource=inventory&action=update`);
    expectStatus(log, 200);
    const [logHeader, ...entries] = rowsOf(log.body);
    expect(logHeader).toEqual([
      'Date',
      'Time (UTC)',
      'Who',
      'Action',
      'Resource',
      'Record',
      'Title',
      'Changes',
      'Address',
    ]);
    const json = await getJson(admin, `${API}/activity?resource=inventory&action=update&limit=100`);
    expect(entries.length).toBe(json.length);
    expect(entries[0]).toEqual([
      expect.stringMatching(/^\d{4}-\d\d-\d\d$/),
      expect.stringMatching(/^\d\d:\d\d:\d\d$/),
      'admin',
      'update',
      'inventory',
      String(item.id),
      'Logged 2',
      'name: Logged → Logged 2',
      '',
    ]);
    expectInvalid(await admin.get(`${API}/activity.csv?action=nope`), 'action');
  });
});
