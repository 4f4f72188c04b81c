import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/test-app';
import { API, type ApiClient, expectStatus } from './support/api';

let t: TestApp;
let admin: ApiClient;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.as('admin');
});
afterAll(() => t.close());

let nextAddress = 1;
async function join(email_address: string) {
  const c = t.client();
  await c.get('/session');
  const res = await c.send({
    method: 'POST',
    url: `${API}/waitlist`,
    payload: { email_address },
    remoteAddress: `10.1.0.${nextAddress++}`,
  });
  expectStatus(res, 200);
}

describe('the Waitlist screen’s calls', () => {
  beforeAll(async () => {
    // Valid addresses that a spreadsheet would read as formulas: + and - may start one.
    for (const address of [
      'first@example.com',
      '+1@example.com',
      '-2+3@example.com',
      'quote@example.com',
    ])
      await join(address);
  });

  it('searches the list by address, with the total', async () => {
    const res = await admin.get(`${API}/waitlist?q=EXAMPLE.COM&limit=2`);
    expectStatus(res, 200);
    expect(res.headers['x-total-count']).toBe('4');
    expect(res.json()).toHaveLength(2);
    const one = await admin.get(`${API}/waitlist?q=quote`);
    expect(one.json()).toEqual([
      {
        id: expect.any(Number),
        email_address: 'quote@example.com',
        created_at: expect.any(String),
        confirmed: false,
      },
    ]);
    expect(one.headers['x-total-count']).toBe('1');
    expect((await admin.get(`${API}/waitlist?q=_`)).json()).toEqual([]);
  });

  it('downloads the list as CSV: an attachment, newest first, quoted, formulas defused', async () => {
    const res = await admin.get(`${API}/waitlist.csv`);
    expectStatus(res, 200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="waitlist-\d{4}-\d\d-\d\d\.csv"$/,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const lines = res.body.slice(1).split('\r\n');
    expect(lines.at(-1)).toBe('');
    const today = new Date().toISOString().slice(0, 10);
    expect(lines.slice(0, -1).map((line) => line.replace(today, 'DATE'))).toEqual([
      '"Email address","Joined","Confirmed"',
      '"quote@example.com",DATE,no',
      `"'-2+3@example.com",DATE,no`,
      `"'+1@example.com",DATE,no`,
      '"first@example.com",DATE,no',
    ]);
    // The screen's search narrows it as it narrows the list.
    const one = await admin.get(`${API}/waitlist.csv?q=quote`);
    expect(one.body.slice(1).split('\r\n')).toEqual([
      '"Email address","Joined","Confirmed"',
      `"quote@example.com",${today},no`,
      '',
    ]);
  });

  it('is refused to ordinary users (403) and signed out (401)', async () => {
    for (const path of ['/waitlist', '/waitlist.csv']) {
      expectStatus(await (await t.as('user')).get(`${API}${path}`), 403);
      expectStatus(await (await t.as('anonymous')).get(`${API}${path}`), 401);
    }
  });
});
