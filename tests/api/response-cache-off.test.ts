import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/test-app';
import { API } from './support/api';

// RESPONSE_CACHE=off: what the benchmarks use to time the queries themselves.
let on: TestApp;
let off: TestApp;
beforeAll(async () => {
  [on, off] = await Promise.all([startTestApp(), startTestApp({ RESPONSE_CACHE: 'off' })]);
});
afterAll(() => Promise.all([on.close(), off.close()]));

describe('RESPONSE_CACHE', () => {
  it('on (the default): a read is kept; off: nothing is kept and reads still answer', async () => {
    for (const t of [on, off]) {
      const admin = await t.as('admin');
      expect(
        (await admin.post(`${API}/clients`, { client: { organization_name: 'Acme' } })).statusCode,
      ).toBe(201);
      const res = await admin.get(`${API}/clients`);
      expect(res.statusCode).toBe(200);
      expect(res.json().map((c: { organization_name: string }) => c.organization_name)).toEqual([
        'Acme',
      ]);
    }
    expect(on.app.responses.size).toBeGreaterThan(0);
    expect(off.app.responses.size).toBe(0);
  });
});
