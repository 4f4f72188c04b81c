import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/test-app';
import {
  API,
  type ApiClient,
  create,
  createProject,
  expectInvalid,
  expectStatus,
  ids,
} from './support/api';
import { encodeCursor } from '../../src/shared/resources/list-cursor';

let t: TestApp;
let admin: ApiClient;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.as('admin');
});
afterAll(() => t.close());

const FUNDING = { source: 'Grant', description: 'Counted', amount: 1 };

/** Follows X-Next-Cursor from the first page to the last; every page must agree on the total. */
async function walk(path: string, limit: number) {
  const pages: number[][] = [];
  const totals = new Set<string>();
  let after = '';
  for (;;) {
    const sep = path.includes('?') ? '&' : '?';
    const res = await admin.get(`${path}${sep}limit=${limit}${after && `&after=${after}`}`);
    expectStatus(res, 200);
    totals.add(String(res.headers['x-total-count']));
    pages.push(ids(res));
    const next = res.headers['x-next-cursor'];
    if (next === undefined) break;
    expect(pages.at(-1)).toHaveLength(limit); // only a full page has a next one
    after = String(next);
    if (pages.length > 100) throw new Error('the walk does not end');
  }
  expect(totals.size).toBe(1);
  return { pages, all: pages.flat(), total: Number([...totals][0]) };
}

/** The same list in one answer: the order the walk must reproduce. */
const whole = async (path: string) =>
  ids(await admin.get(`${path}${path.includes('?') ? '&' : '?'}limit=500`));

describe('?after= keyset paging', () => {
  beforeAll(async () => {
    // Names that tie once lowercased, so only the id breaks the tie.
    for (const name of ['Keyset tie', 'KEYSET TIE', 'keyset tie', 'Keyset Tie', 'keyset TIE'])
      await create(admin, 'clients', { client: { organization_name: name } });
    for (let i = 0; i < 14; i++) {
      const name = `${i % 2 ? 'keyset' : 'KEYSET'} ${String.fromCharCode(122 - i)} ${i}`;
      await create(admin, 'clients', { client: { organization_name: name } });
    }
    await create(admin, 'clients', { client: { organization_name: 'Other org' } });
  });

  it('walks every client once, in list order, names tied or not', async () => {
    const expected = await whole(`${API}/clients`);
    expect(expected).toHaveLength(20);
    for (const limit of [1, 3, 5, 20]) {
      const { all, pages, total } = await walk(`${API}/clients`, limit);
      expect(all).toEqual(expected);
      expect(new Set(all).size).toBe(all.length);
      expect(total).toBe(20);
      expect(pages).toHaveLength(Math.ceil(20 / limit)); // a last full page sends no cursor
    }
  });

  it('walks a search: only its matches, in order', async () => {
    const expected = await whole(`${API}/clients?q=SET TIE`);
    expect(expected).toHaveLength(5);
    const { all, total } = await walk(`${API}/clients?q=SET TIE`, 2);
    expect(all).toEqual(expected);
    expect(total).toBe(5);
  });

  it('continues after a row deleted meanwhile: no row skipped or repeated', async () => {
    const expected = await whole(`${API}/clients?q=keyset`);
    const first = await admin.get(`${API}/clients?q=keyset&limit=4`);
    const last = ids(first).at(-1)!;
    expectStatus(await admin.delete(`${API}/clients/${last}`), 200);
    const next = await admin.get(
      `${API}/clients?q=keyset&limit=4&after=${first.headers['x-next-cursor']}`,
    );
    expect(ids(next)).toEqual(expected.slice(4, 8));
  });

  it('walks pages newest first, and fundings of one project by date', async () => {
    for (const title of ['Keyset page 1', 'Keyset page 2', 'Keyset page 3'])
      await create(admin, 'pages', { page: { title } });
    const pages = await whole(`${API}/pages`);
    expect((await walk(`${API}/pages`, 2)).all).toEqual(pages);

    const project = await createProject(admin);
    for (const date of ['2024-05-01', '2024-01-01', '2024-05-01', '2023-12-31'])
      await create(admin, 'fundings', { ...FUNDING, date, project_id: project.id });
    const fundings = await whole(`${API}/fundings?project_id=${project.id}`);
    expect(fundings).toHaveLength(4);
    expect((await walk(`${API}/fundings?project_id=${project.id}`, 1)).all).toEqual(fundings);
  });

  it('a cursor that is not one answers 422, naming after', async () => {
    const pagesCursor = (await admin.get(`${API}/pages?limit=1`)).headers['x-next-cursor'];
    expect(pagesCursor).toBeTypeOf('string');
    for (const after of [
      'not a cursor!',
      'bm90IGpzb24', // "not json"
      encodeCursor([]),
      encodeCursor(['name']), // one value for a two-column order
      encodeCursor([1.5, 2]),
      String(pagesCursor), // [created_at, id]: numbers where clients sort by a name
      'A'.repeat(5000),
    ]) {
      const res = await admin.get(`${API}/clients?after=${encodeURIComponent(after)}`);
      expectInvalid(res, 'after');
      expect(res.json().message).toMatch(/cursor/);
    }
  });

  it('?offset= keeps working beside it', async () => {
    const expected = await whole(`${API}/clients`);
    expect(ids(await admin.get(`${API}/clients?limit=3&offset=6`))).toEqual(expected.slice(6, 9));
    const page = await admin.get(`${API}/clients?limit=3&offset=${expected.length - 3}`);
    expect(ids(page)).toEqual(expected.slice(-3));
    expect(page.headers['x-next-cursor']).toBeUndefined();
  });
});
