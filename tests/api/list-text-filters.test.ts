import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/test-app';
import { API, type ApiClient, create, expectInvalid, expectStatus, ids } from './support/api';

// A definition's text filters (`textFilters`): the clients list narrowed to one country
// (`?country=Norway`), matched whole and in any case, in its JSON, its CSV and a saved view.
let t: TestApp;
let admin: ApiClient;
/** The Norwegian clients' ids, by name (their own order). */
let norwegian: number[];
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.as('admin');
  const clients: [name: string, country: string, city: string][] = [
    ['Fjord Tech', 'Norway', 'Oslo'],
    ['Aker Nord', 'norway', 'Bergen'],
    ['Hav AS', 'NORWAY', 'Alta'],
    ['Bergen Bits', 'Norway', 'Bergen'],
    ['Viking Data', 'Norway', 'Molde'],
    ['Thames Ltd', 'United Kingdom', 'London'],
    ['Norway Street Co', 'Sweden', 'Norway'],
    ['Nowhere', '', ''],
  ];
  const made = [];
  for (const [organization_name, country, city] of clients)
    made.push(await create(admin, 'clients', { client: { organization_name, country, city } }));
  norwegian = made
    .filter((c) => c.country.toLowerCase() === 'norway')
    .sort((a, b) =>
      a.organization_name.toLowerCase() < b.organization_name.toLowerCase() ? -1 : 1,
    )
    .map((c) => c.id as number);
});
afterAll(() => t.close());

const list = async (query: string) => {
  const res = await admin.get(`${API}/clients?${query}`);
  expectStatus(res, 200);
  return res;
};

/** Follows X-Next-Cursor from the first page to the last. */
async function walk(query: string, limit: number) {
  const all: number[] = [];
  let after = '';
  for (let pages = 0; pages < 20; pages++) {
    const res = await list(`${query}&limit=${limit}${after && `&after=${after}`}`);
    expect(res.headers['x-total-count']).toBe(String(norwegian.length));
    all.push(...ids(res));
    const next = res.headers['x-next-cursor'];
    if (next === undefined) return all;
    after = String(next);
  }
  throw new Error('the walk does not end');
}

describe('?country= on the clients list', () => {
  it('narrows to the clients of that country, in any case, the field only', async () => {
    for (const country of ['Norway', 'norway', 'NORWAY', 'nOrWaY', ' Norway ']) {
      const res = await list(`country=${encodeURIComponent(country)}`);
      expect(ids(res), country).toEqual(norwegian);
      expect(res.headers['x-total-count']).toBe(String(norwegian.length));
    }
    // Whole values only: no part of a name, and not the city or the street.
    expect(ids(await list('country=Nor'))).toEqual([]);
    expect(ids(await list('country=United%20Kingdom'))).toHaveLength(1);
    // Empty, the list is not narrowed.
    expect(ids(await list('country=')).length).toBe(8);
  });

  it('combines with ?q= and with ?sort=, and pages past the first page by cursor', async () => {
    expect(ids(await list('country=norway&q=bergen'))).toHaveLength(1);
    for (const sort of ['city', '-city', '-organization_name']) {
      const whole = ids(await list(`country=norway&sort=${sort}`));
      expect([...whole].sort((a, b) => a - b)).toEqual([...norwegian].sort((a, b) => a - b));
      for (const limit of [1, 2])
        expect(await walk(`country=norway&sort=${sort}`, limit)).toEqual(whole);
    }
    expect(await walk('country=NORWAY', 2)).toEqual(norwegian);
  });

  it('narrows the CSV export too', async () => {
    const csv = await admin.get(`${API}/clients.csv?country=norway&sort=-organization_name`);
    expectStatus(csv, 200);
    const names = csv.body
      .split('\r\n')
      .slice(1)
      .filter(Boolean)
      .map((line) => line.split(',')[0]!.replace(/"/g, ''));
    expect(names).toEqual(['Viking Data', 'Hav AS', 'Fjord Tech', 'Bergen Bits', 'Aker Nord']);
  });

  it('answers 422 for a value longer than a country can be, in the list and the CSV', async () => {
    const long = 'N'.repeat(201);
    for (const path of [`${API}/clients?country=${long}`, `${API}/clients.csv?country=${long}`]) {
      const res = await admin.get(path);
      expectInvalid(res, 'country');
      expect(res.json().errors.country[0]).toBe('must be at most 200 characters');
    }
    expectStatus(await admin.get(`${API}/clients?country=${'N'.repeat(200)}`), 200);
  });

  it('is a filter a saved view keeps, and refuses as the list does', async () => {
    const query = 'country=Norway&sort=city';
    const view = { resource: 'clients', name: 'Clients in Norway', query };
    const saved = await admin.post(`${API}/views`, { view });
    expectStatus(saved, 201);
    expect(saved.json().query).toBe(query);
    const long = { ...view, name: 'Too long', query: `country=${'N'.repeat(201)}` };
    expectInvalid(await admin.post(`${API}/views`, { view: long }), 'query.country');
  });

  it('is in the OpenAPI document, on the list and its CSV only for clients', async () => {
    const doc = (await admin.get('/openapi.json')).json();
    const names = (path: string) =>
      (doc.paths[path].get.parameters as { name: string; in: string }[])
        .filter((p) => p.in === 'query')
        .map((p) => p.name);
    expect(names('/api/v1/clients')).toContain('country');
    expect(names('/api/v1/clients.csv')).toContain('country');
    expect(names('/api/v1/projects')).not.toContain('country');
  });
});
