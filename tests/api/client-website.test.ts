import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchHit } from '../../src/shared/search';
import { rowsOf } from './support/csv';
import { startTestApp, type TestApp } from './support/test-app';
import { API, type ApiClient, create, expectInvalid, expectStatus, getJson } from './support/api';

// A client's website (product.md §2): an https address or nothing, shown in the list, written to
// the CSV and found by the search.

let t: TestApp;
let admin: ApiClient;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.as('admin');
});
afterAll(() => t.close());

const newClient = (organization_name: string, website?: string) =>
  create(admin, 'clients', { client: { organization_name, website } });

describe("a client's website", () => {
  it('takes an https address, trimmed, and answers it on create, show and update', async () => {
    const client = await newClient('Kestrel Freight', '  https://kestrel-freight.example/about ');
    expect(client.website).toBe('https://kestrel-freight.example/about');
    const shown = await getJson(admin, `${API}/clients/${client.id}`);
    expect(shown.website).toBe('https://kestrel-freight.example/about');
    const res = await admin.put(`${API}/clients/${client.id}`, {
      client: { website: 'https://www.kestrel.example' },
    });
    expectStatus(res, 200);
    expect(res.json().website).toBe('https://www.kestrel.example');
  });

  it('is empty when left out, and a PUT of "" clears it', async () => {
    expect((await newClient('No site yet')).website).toBe('');
    const client = await newClient('Clearing Co', 'https://clearing.example');
    const res = await admin.put(`${API}/clients/${client.id}`, { client: { website: '' } });
    expectStatus(res, 200);
    expect(res.json().website).toBe('');
  });

  const refused: [string, string, string][] = [
    ['an http:// address', 'http://plain.example', 'must start with https://, not http://'],
    ['an HTTP:// address', 'HTTP://PLAIN.EXAMPLE', 'must start with https://, not http://'],
    ['text that is no address', 'our website', 'must be a web address such as https://example.com'],
    [
      'a host without a dot',
      'https://intranet',
      'must be a web address such as https://example.com',
    ],
    ['another scheme', 'ftp://files.example', 'must be a web address such as https://example.com'],
    ['a space inside', 'https://a b.example', 'must be a web address such as https://example.com'],
    [
      '2,049 characters',
      `https://x.example/${'a'.repeat(2_031)}`,
      'must be at most 2048 characters',
    ],
  ];
  it.each(refused)('refuses %s with a 422 that says what to write', async (_, website, message) => {
    const res = await admin.post(`${API}/clients`, { client: { organization_name: 'x', website } });
    expectInvalid(res, 'website');
    expect(res.json().errors.website).toEqual([message]);
    const client = await newClient('Valid');
    const put = await admin.put(`${API}/clients/${client.id}`, { client: { website } });
    expectInvalid(put, 'website');
  });

  it('is in the list, the CSV (after the email) and the search', async () => {
    const client = await newClient('Osprey Lighting', 'https://kittiwake-lamps.example');
    const [listed] = await getJson(admin, `${API}/clients?q=osprey`);
    expect(listed).toMatchObject({ id: client.id, website: 'https://kittiwake-lamps.example' });

    const csv = await admin.get(`${API}/clients.csv?q=osprey`);
    expectStatus(csv, 200);
    const [header, row] = rowsOf(csv.body);
    expect(header!.slice(2, 5)).toEqual(['Contact email', 'Website', 'Location (Country)']);
    expect(row![3]).toBe('https://kittiwake-lamps.example');

    const hits = await getJson<SearchHit[]>(admin, `${API}/search?q=kittiwake%20lamps`);
    expect(hits.map((h) => `${h.resource}:${h.id}`)).toEqual([`clients:${client.id}`]);
    // A changed website is found by its new words only.
    await admin.put(`${API}/clients/${client.id}`, {
      client: { website: 'https://heron.example' },
    });
    const now = async (q: string) =>
      (await getJson<SearchHit[]>(admin, `${API}/search?q=${q}`)).map((h) => h.id);
    expect(await now('heron')).toEqual([client.id]);
    expect(await now('kittiwake')).toEqual([]);
  });
});
