import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/test-app';
import { API, type Res } from './support/api';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ ALLOW_REGISTRATION: 'on' });
});
afterAll(() => t.close());

/** `count` concurrent POSTs from one client address; their statuses, sorted. */
async function burst(url: string, count: number, body: (i: number) => object) {
  const c = t.client();
  await c.get('/session');
  const remoteAddress = '10.3.0.1';
  const answers: Res[] = await Promise.all(
    Array.from({ length: count }, (_, i) =>
      c.send({ method: 'POST', url, payload: body(i), remoteAddress }),
    ),
  );
  for (const r of answers.filter((a) => a.statusCode === 429))
    expect(Number(r.headers['retry-after'])).toBeGreaterThan(0);
  return answers.map((a) => a.statusCode).sort();
}

const times = (n: number, status: number) => Array<number>(n).fill(status);

describe('the per-address limit of the public forms (10 an hour) under a concurrent burst', () => {
  it('lets exactly 10 of 15 concurrent waitlist sign-ups through', async () => {
    const statuses = await burst(`${API}/waitlist`, 15, (i) => ({
      email_address: `burst${i}@example.com`,
    }));
    expect(statuses).toEqual([...times(10, 200), ...times(5, 429)]);
  });

  it('lets exactly 10 of 15 concurrent registrations through', async () => {
    const statuses = await burst(`${API}/registration`, 15, (i) => ({
      username: `burst${i}`,
      email_address: `burst${i}@example.com`,
      password: 'long enough password',
    }));
    expect(statuses).toEqual([...times(10, 201), ...times(5, 429)]);
  });
});
