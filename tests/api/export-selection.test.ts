import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/test-app';
import { rowsOf } from './support/csv';
import { API, type ApiClient, create, expectInvalid, expectStatus, getJson } from './support/api';
import { BULK_MAX } from '../../src/shared/limits';
import { EXPORT_BATCH } from '../../src/server/resource-engine/export-route';

// "Export CSV" of a list's selection: `?ids=` narrows the list's CSV to those records, still in
// the list's order, with the ids a bulk action takes (at most BULK_MAX; a bad one is a 422).

let t: TestApp;
let admin: ApiClient;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.as('admin');
});
afterAll(() => t.close());

const names = async (url: string) => {
  const res = await admin.get(url);
  expectStatus(res, 200);
  return rowsOf(res.body)
    .slice(1)
    .map((row) => row[0]);
};
const clientsNamed = async (prefix: string, n: number) => {
  const made: { id: number; organization_name: string }[] = [];
  for (let i = 0; i < n; i++)
    made.push(await create(admin, 'clients', { client: { organization_name: `${prefix} ${i}` } }));
  return made;
};

describe('the CSV of a selection (?ids=)', () => {
  it('holds only those records, in the list’s order, whatever order the ids come in', async () => {
    // Names that sort unlike their ids: the list's order is by name.
    const made = [];
    for (const name of ['Pick Delta', 'Pick alpha', 'Pick Charlie', 'Pick bravo', 'Pick echo'])
      made.push(await create(admin, 'clients', { client: { organization_name: name } }));
    const picked = [made[0], made[3], made[1]].map((c) => c.id);
    const expected = (await getJson(admin, `${API}/clients?q=pick`))
      .filter((c: { id: number }) => picked.includes(c.id))
      .map((c: { organization_name: string }) => c.organization_name);
    expect(expected).toEqual(['Pick alpha', 'Pick bravo', 'Pick Delta']);
    expect(await names(`${API}/clients.csv?ids=${picked.join(',')}`)).toEqual(expected);
    // The same id twice is once; an id that is no longer there is simply not in the file.
    expect(await names(`${API}/clients.csv?ids=${picked[0]},${picked[0]},999999`)).toEqual([
      'Pick Delta',
    ]);
    // With ?q= too, the file holds those of them that match it.
    expect(await names(`${API}/clients.csv?q=delta&ids=${picked.join(',')}`)).toEqual([
      'Pick Delta',
    ]);
  });

  it('reads a selection larger than a batch a batch at a time, and takes BULK_MAX ids', async () => {
    const made = await clientsNamed('Many', EXPORT_BATCH + 3);
    const picked = made.slice(1).map((c) => c.id);
    const rows = await names(`${API}/clients.csv?ids=${picked.join(',')}`);
    const first = await admin.get(`${API}/clients?q=many&limit=500`);
    const rest = await getJson(
      admin,
      `${API}/clients?q=many&limit=500&after=${String(first.headers['x-next-cursor'])}`,
    );
    const listed = [...first.json(), ...rest].filter((c: { id: number }) => picked.includes(c.id));
    expect(rows).toEqual(listed.map((c: { organization_name: string }) => c.organization_name));
    expect(rows.length).toBe(picked.length);
    // Ids no record has fill it up to the most one selection holds: the file is the same.
    const unknown = Array.from({ length: BULK_MAX - picked.length }, (_, i) => 2 ** 31 - 1 - i);
    const most = [...picked, ...unknown].join(',');
    expect(await names(`${API}/clients.csv?ids=${most}`)).toEqual(rows);
  });

  it('refuses more than BULK_MAX ids, none, and anything that is not an id (422 naming ids)', async () => {
    const tooMany = Array.from({ length: BULK_MAX + 1 }, (_, i) => i + 1).join(',');
    const bad = ['', 'x', '0', '-1', '2.0', '02', '1,,2', '1, 2', String(2 ** 31), '%00'];
    for (const ids of [tooMany, ...bad]) {
      const res = await admin.get(`${API}/clients.csv?ids=${ids}`);
      expectInvalid(res, 'ids');
    }
    const quoted = (await admin.get(`${API}/clients.csv?ids=3,x7,9`)).json();
    expect(quoted.errors.ids).toEqual(['"x7" is not an id']);
    expectInvalid(await admin.get(`${API}/clients.csv?ids=1&ids=2`), 'ids');
  });

  it('has the access of its list', async () => {
    const [client] = await clientsNamed('Access', 1);
    const user = await t.as('user');
    const anonymous = await t.as('anonymous');
    expectStatus(await user.get(`${API}/clients.csv?ids=${client!.id}`), 403);
    expectStatus(await anonymous.get(`${API}/clients.csv?ids=${client!.id}`), 401);
    const page = await create(admin, 'pages', { page: { title: 'Public pick' } });
    const res = await anonymous.get(`${API}/pages.csv?ids=${page.id}`);
    expectStatus(res, 200);
    expect(rowsOf(res.body).slice(1)).toEqual([
      ['Public pick', '', '', expect.any(String), String(page.id), '1'],
    ]);
  });
});
