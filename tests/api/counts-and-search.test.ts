import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/test-app';
import { API, type ApiClient, create, createProject, expectStatus, ids } from './support/api';

let t: TestApp;
let admin: ApiClient;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.as('admin');
});
afterAll(() => t.close());

const FUNDING = { source: 'Grant', description: 'Counted', amount: 1 };

/** X-Total-Count of an unfiltered list (kept by triggers) and how many rows it really has. */
async function totals(resource: string) {
  const res = await admin.get(`${API}/${resource}?limit=500`);
  expectStatus(res, 200);
  return { header: Number(res.headers['x-total-count']), rows: res.json().length as number };
}
const overview = async () => (await admin.get(`${API}/overview`)).json();

describe('totals kept by triggers', () => {
  it('follow inserts and deletes, in lists and the overview', async () => {
    const before = await totals('clients');
    expect(before.header).toBe(before.rows);
    const made = [];
    for (let i = 0; i < 3; i++)
      made.push(await create(admin, 'clients', { client: { organization_name: `Count ${i}` } }));
    expect(await totals('clients')).toEqual({ header: before.rows + 3, rows: before.rows + 3 });
    expect((await overview()).clients_count).toBe(before.rows + 3);
    expectStatus(await admin.delete(`${API}/clients/${made[1].id}`), 200);
    expect(await totals('clients')).toEqual({ header: before.rows + 2, rows: before.rows + 2 });
    expect((await overview()).clients_count).toBe(before.rows + 2);
  });

  it('follow cascades: a deleted project takes its fundings and tasks out of the totals', async () => {
    const project = await createProject(admin);
    for (const date of ['2024-01-01', '2024-01-02'])
      await create(admin, 'fundings', { ...FUNDING, date, project_id: project.id });
    await create(admin, 'tasks', { task: { name: 'Counted task', project_id: project.id } });
    const [fundings, tasks] = [await totals('fundings'), await totals('tasks')];
    expect(fundings.header).toBe(fundings.rows);
    expect(tasks.header).toBe(tasks.rows);
    const projects = (await overview()).projects_count;

    expectStatus(await admin.delete(`${API}/projects/${project.id}`), 200);
    expect(await totals('fundings')).toEqual({
      header: fundings.rows - 2,
      rows: fundings.rows - 2,
    });
    expect(await totals('tasks')).toEqual({ header: tasks.rows - 1, rows: tasks.rows - 1 });
    expect((await overview()).projects_count).toBe(projects - 1);
  });

  it('a filtered list counts its own matches', async () => {
    await create(admin, 'clients', { client: { organization_name: 'Filtered total A' } });
    await create(admin, 'clients', { client: { organization_name: 'Filtered total B' } });
    const res = await admin.get(`${API}/clients?q=filtered total&limit=1`);
    expect(res.headers['x-total-count']).toBe('2');
    expect(res.json()).toHaveLength(1);
  });
});

describe('search on the indexed lists (clients, projects)', () => {
  const client = (organization_name: string) =>
    create(admin, 'clients', { client: { organization_name } });
  const search = async (q: string) =>
    ids(await admin.get(`${API}/clients?q=${encodeURIComponent(q)}`));

  it('matches a substring anywhere, whatever its case, short or long', async () => {
    const a = await client('Northwind TRADERS Ltd');
    const b = await client('Southwind traders');
    const c = await client('Windmill');
    expect(await search('TRADERS')).toEqual([a.id, b.id]);
    expect(await search('hwind tr')).toEqual([a.id, b.id]);
    expect(await search('rthwind')).toEqual([a.id]);
    expect(await search('ND')).toEqual([a.id, b.id, c.id]); // under three characters
    expect(await search('s l')).toEqual([a.id]);
    expect(await search('northwind traders ltd and more')).toEqual([]);
  });

  it('takes % _ \\ and " literally', async () => {
    const percent = await client('Growth 100% Inc');
    const underscore = await client('snake_case Labs');
    const quoted = await client('The "Quoted" Co\\op');
    await client('Growth 1000 Inc, snakeXcase Labs, The Quoted Coop');
    expect(await search('100%')).toEqual([percent.id]);
    expect(await search('0%')).toEqual([percent.id]);
    expect(await search('e_case')).toEqual([underscore.id]);
    expect(await search('e_c')).toEqual([underscore.id]);
    expect(await search('"quoted"')).toEqual([quoted.id]);
    expect(await search('co\\op')).toEqual([quoted.id]);
    expect(await search('%')).toEqual([percent.id]);
    expect(await search('___')).toEqual([]);
  });

  it('needs q in one piece, not its parts anywhere in the name', async () => {
    const whole = await client('Omega Sigma Works');
    await client('Sigmaga Omega Works'); // holds each of "ome", "ga ", "sig", "gma", not q
    expect(await search('omega sigma')).toEqual([whole.id]);
  });

  it('finds characters beyond the Basic Multilingual Plane', async () => {
    const rocket = await client('Rocket 🚀 Labs');
    expect(await search('🚀 la')).toEqual([rocket.id]);
    expect(await search('T 🚀')).toEqual([rocket.id]);
  });

  it('answers the total on any page of a search, past its end too', async () => {
    const first = await client('Paged search Alpha');
    const second = await client('Paged search Beta');
    const page = async (query: string) => {
      const res = await admin.get(`${API}/clients?q=paged%20search&${query}`);
      expectStatus(res, 200);
      return { ids: ids(res), total: res.headers['x-total-count'] };
    };
    expect(await page('limit=1')).toEqual({ ids: [first.id], total: '2' });
    expect(await page('limit=1&offset=1')).toEqual({ ids: [second.id], total: '2' });
    expect(await page('limit=1&offset=2')).toEqual({ ids: [], total: '2' });
  });

  it('follows renames and deletes', async () => {
    const renamed = await client('Before rename Corp');
    expectStatus(
      await admin.put(`${API}/clients/${renamed.id}`, {
        client: { organization_name: 'Afterwards Corp' },
      }),
      200,
    );
    expect(await search('before rename')).toEqual([]);
    expect(await search('afterwards')).toEqual([renamed.id]);
    expectStatus(await admin.delete(`${API}/clients/${renamed.id}`), 200);
    expect(await search('afterwards')).toEqual([]);
  });

  it('searches projects by name the same way', async () => {
    const project = await createProject(admin, { name: 'Fibre_Backbone 50%' });
    await createProject(admin, { name: 'FibreXBackbone 500' });
    const found = await admin.get(`${API}/projects?q=${encodeURIComponent('RE_BACKBONE 50%')}`);
    expect(ids(found)).toEqual([project.id]);
  });
});
