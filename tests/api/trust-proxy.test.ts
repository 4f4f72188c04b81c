import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/test-app';
import { API } from './support/api';

/** A client-chosen first hop, different every time: what a spoofer puts in X-Forwarded-For. */
const spoofed = () => `198.18.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;

type Via = { remoteAddress: string; forwarded: () => string };

/** Sends `count` requests through `via` and answers how many were not refused with 429. */
async function passed(t: TestApp, count: number, via: Via, send: (i: number) => object) {
  const c = t.client();
  await c.get('/session');
  let ok = 0;
  for (let i = 0; i < count; i++) {
    const res = await c.send({
      ...send(i),
      remoteAddress: via.remoteAddress,
      headers: { 'x-forwarded-for': via.forwarded() },
    });
    if (res.statusCode !== 429) ok++;
  }
  return ok;
}

let n = 0;
const join = () => ({
  method: 'POST' as const,
  url: `${API}/waitlist`,
  payload: { email_address: `join${n++}@example.com` },
});

/** Waitlist sign-ups (10 an hour per address) that get through: which address the server saw. */
const signUps = (t: TestApp, via: Via, count = 12) => passed(t, count, via, join);

describe('TRUST_PROXY=on trusts one hop: the proxy in front', () => {
  let t: TestApp;
  afterAll(() => t.close());
  // The proxy (10.0.0.1) appends the address it saw; everything before it is the client's say.
  const through = (client: string): Via => ({
    remoteAddress: '10.0.0.1',
    forwarded: () => `${spoofed()}, ${client}`,
  });

  it('a spoofed X-Forwarded-For does not dodge the failed-login limit (20 per address)', async () => {
    t = await startTestApp({ TRUST_PROXY: 'on', ALLOW_REGISTRATION: 'on' });
    const checked = await passed(t, 40, through('203.0.113.7'), (i) => ({
      method: 'POST',
      url: '/session',
      payload: { username: `nobody-${i}`, password: 'wrong password' },
    }));
    expect(checked).toBe(20);
  });

  it('nor the registration limit (10 per address)', async () => {
    const made = await passed(t, 15, through('203.0.113.8'), (i) => ({
      method: 'POST',
      url: `${API}/registration`,
      payload: { username: `r${i}`, email_address: `r${i}@example.com`, password: 'long enough' },
    }));
    expect(made).toBe(10);
  });

  it('while each real client, as the proxy reports it, has a budget of its own', async () => {
    expect(await signUps(t, through('203.0.113.9'))).toBe(10);
    expect(await signUps(t, through('203.0.113.10'), 1)).toBe(1);
  });
});

describe('TRUST_PROXY=2 trusts two hops', () => {
  let t: TestApp;
  afterAll(() => t.close());

  it('the address the second proxy reports is the client', async () => {
    t = await startTestApp({ TRUST_PROXY: '2' });
    const via = (client: string): Via => ({
      remoteAddress: '10.0.0.1',
      forwarded: () => `${spoofed()}, ${client}, 10.0.0.2`,
    });
    expect(await signUps(t, via('203.0.113.20'))).toBe(10);
    expect(await signUps(t, via('203.0.113.21'), 1)).toBe(1);
  });
});

describe('TRUST_PROXY with addresses trusts only those proxies', () => {
  let t: TestApp;
  afterAll(() => t.close());

  it('believes X-Forwarded-For from a listed proxy only', async () => {
    t = await startTestApp({ TRUST_PROXY: '10.0.0.1, 10.0.1.0/24' });
    const proxied = (client: string): Via => ({
      remoteAddress: '10.0.1.5',
      forwarded: () => `${spoofed()}, ${client}`,
    });
    expect(await signUps(t, proxied('203.0.113.30'))).toBe(10);
    expect(await signUps(t, proxied('203.0.113.31'), 1)).toBe(1);
    // A direct client's header, even one naming a listed proxy, is not believed.
    const direct = { remoteAddress: '192.0.2.1', forwarded: () => `${spoofed()}, 10.0.0.1` };
    expect(await signUps(t, direct)).toBe(10);
  });
});
