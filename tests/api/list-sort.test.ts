import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/test-app';
import {
  API,
  type ApiClient,
  create,
  expectInvalid,
  expectStatus,
  ids,
  seedOneOfEach,
} from './support/api';
import { SERVER_RESOURCES } from '../../src/server/resources/registry';

let t: TestApp;
let admin: ApiClient;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.as('admin');
  await seedOneOfEach(admin);
  // Cities that tie once lowercased (only the id breaks the tie), and clients with none.
  const cities = ['Oslo', 'bergen', 'OSLO', 'Tromso', '', 'oslo', 'Alta', 'bergen', '', 'Molde'];
  for (const [i, city] of cities.entries())
    await create(admin, 'clients', {
      client: { organization_name: `Sorted ${String.fromCharCode(106 - i)}`, city },
    });
  for (const [i, quantity] of [5, 0, 12, 5, 3].entries())
    await create(admin, 'inventory', { item: { name: `Counted ${i}`, quantity } });
});
afterAll(() => t.close());

type Row = Record<string, unknown> & { id: number };
const rows = async (path: string): Promise<Row[]> => {
  const res = await admin.get(path);
  expectStatus(res, 200);
  return res.json() as Row[];
};

/** The order `?sort=` must give: the key (lowercased text), then the id, one direction. */
function expected(list: Row[], key: (row: Row) => string | number, direction: 'asc' | 'desc') {
  const sign = direction === 'asc' ? 1 : -1;
  return [...list]
    .sort((a, b) => {
      const [x, y] = [key(a), key(b)];
      return sign * (x < y ? -1 : x > y ? 1 : a.id - b.id);
    })
    .map((row) => row.id);
}
const lowered = (field: string) => (row: Row) => String(row[field] ?? '').toLowerCase();

/** Follows X-Next-Cursor from the first page to the last. */
async function walk(path: string, limit: number) {
  const all: number[] = [];
  let after = '';
  for (let pages = 0; pages < 100; pages++) {
    const res = await admin.get(`${path}&limit=${limit}${after && `&after=${after}`}`);
    expectStatus(res, 200);
    all.push(...ids(res));
    const next = res.headers['x-next-cursor'];
    if (next === undefined) return all;
    after = String(next);
  }
  throw new Error('the walk does not end');
}

describe('?sort= on every list', () => {
  it('takes each field a list allows, ascending and descending: the same rows', async () => {
    for (const resource of Object.values(SERVER_RESOURCES)) {
      const base = `${API}/${resource.definition.name}`;
      const all = (await rows(`${base}?limit=500`)).map((r) => r.id).sort((a, b) => a - b);
      expect(Object.keys(resource.sorts).length, base).toBeGreaterThan(0);
      for (const field of Object.keys(resource.sorts))
        for (const sort of [field, `-${field}`]) {
          const sorted = (await rows(`${base}?limit=500&sort=${sort}`)).map((r) => r.id);
          expect(
            [...sorted].sort((a, b) => a - b),
            `${base}?sort=${sort}`,
          ).toEqual(all);
        }
    }
  });

  it('sorts by a text field case-insensitively, then by id, both ways', async () => {
    const clients = await rows(`${API}/clients?limit=500`);
    for (const direction of ['asc', 'desc'] as const) {
      const sort = direction === 'asc' ? 'city' : '-city';
      const sorted = await rows(`${API}/clients?limit=500&sort=${sort}`);
      expect(sorted.map((r) => r.id)).toEqual(expected(clients, lowered('city'), direction));
    }
  });

  it('sorts by a number, and tasks by due date with no date after every date', async () => {
    const items = await rows(`${API}/inventory?limit=500`);
    const byQuantity = await rows(`${API}/inventory?limit=500&sort=-quantity`);
    expect(byQuantity.map((r) => r.id)).toEqual(expected(items, (r) => Number(r.quantity), 'desc'));

    const project = await create(admin, 'projects', { project: { name: 'Due' } });
    for (const due_on of ['2025-03-01', null, '2024-12-31', null, '2025-03-01'])
      await create(admin, 'tasks', { task: { name: 'Due', project_id: project.id, due_on } });
    const due = await rows(`${API}/tasks?project_id=${project.id}&sort=due_on`);
    expect(due.map((r) => r.due_on ?? null)).toEqual([
      '2024-12-31',
      '2025-03-01',
      '2025-03-01',
      null,
      null,
    ]);
    const late = await rows(`${API}/tasks?project_id=${project.id}&sort=-due_on`);
    expect(late.map((r) => r.id)).toEqual(due.map((r) => r.id).reverse());
  });

  it('pages by X-Next-Cursor under a sort: every row once, in the sorted order', async () => {
    for (const sort of ['city', '-city', 'country', '-organization_name']) {
      const whole = ids(await admin.get(`${API}/clients?limit=500&sort=${sort}`));
      for (const limit of [1, 3, 4])
        expect(await walk(`${API}/clients?sort=${sort}`, limit)).toEqual(whole);
    }
    // With a search and a filter beside it.
    const whole = ids(await admin.get(`${API}/inventory?limit=500&q=counted&sort=-quantity`));
    expect(whole).toHaveLength(5);
    expect(await walk(`${API}/inventory?q=counted&sort=-quantity`, 2)).toEqual(whole);
  });

  it('answers 422 for a field the list does not sort by, naming the ones it does', async () => {
    for (const sort of ['phone_number', '-street', 'id', '', '--city', 'city,country']) {
      const res = await admin.get(`${API}/clients?sort=${encodeURIComponent(sort)}`);
      expectInvalid(res, 'sort');
      expect(res.json().errors.sort[0]).toMatch(/organization_name, city, country, email_address/);
    }
    expectInvalid(await admin.get(`${API}/clients.csv?sort=street`), 'sort');
  });

  it('refuses a cursor made under another order', async () => {
    const cursor = async (path: string) =>
      String((await admin.get(`${API}/clients?limit=2${path}`)).headers['x-next-cursor']);
    const byCity = await cursor('&sort=city');
    const byCountry = await cursor('&sort=country');
    const own = await cursor('');
    for (const [sort, after] of [
      ['&sort=country', byCity],
      ['&sort=-city', byCity],
      ['', byCity],
      ['&sort=city', own],
      ['&sort=city', byCountry],
    ]) {
      const res = await admin.get(`${API}/clients?limit=2${sort}&after=${after}`);
      expectInvalid(res, 'after');
      expect(res.json().message).toMatch(/cursor from the list sorted/);
    }
    expectStatus(await admin.get(`${API}/clients?limit=2&sort=city&after=${byCity}`), 200);
    expectStatus(await admin.get(`${API}/clients?limit=2&after=${own}`), 200);
  });

  it('exports the CSV in the sort asked for', async () => {
    for (const sort of ['city', '-city']) {
      const names = (await rows(`${API}/clients?q=sorted&limit=500&sort=${sort}`)).map(
        (r) => r.organization_name,
      );
      const csv = await admin.get(`${API}/clients.csv?q=sorted&sort=${sort}`);
      expectStatus(csv, 200);
      const exported = csv.body
        .split('\r\n')
        .slice(1)
        .filter(Boolean)
        .map((line) => line.split(',')[0]!.replace(/"/g, ''));
      expect(exported).toEqual(names);
    }
  });
});
