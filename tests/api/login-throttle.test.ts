import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PASSWORD, startTestApp, type TestApp } from './support/test-app';
import type { Res } from './support/api';

// Counts every argon2 verification (the hash check itself), to prove a throttled attempt never
// reaches it and an unknown name still does. vi.mock takes effect only in a module graph of this
// file's own: vitest.config.ts runs this file in the api-*-isolated projects (isolate: true).
const verifications = vi.hoisted(() => ({ hashes: [] as string[] }));
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@node-rs/argon2')>();
  return {
    ...actual,
    verify: (...args: Parameters<typeof actual.verify>) => {
      verifications.hashes.push(String(args[0]));
      return actual.verify(...args);
    },
  };
});
/** The hashes verified while `run` ran. */
async function verifiedDuring(run: () => Promise<unknown>) {
  const before = verifications.hashes.length;
  await run();
  return verifications.hashes.slice(before);
}

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** Each test signs in from an address of its own, so the per-address budget is its own too. */
let nextAddress = 1;
async function from(remoteAddress = `10.1.0.${nextAddress++}`) {
  const c = t.client();
  await c.get('/session');
  const attempt = (login: Record<string, string>, password = 'wrong password') =>
    c.send({ method: 'POST', url: '/session', payload: { ...login, password }, remoteAddress });
  return { c, attempt };
}

const statuses = (answers: Res[]) => answers.map((r) => r.statusCode).sort();
const times = (n: number, status: number) => Array<number>(n).fill(status);

describe('the account limit', () => {
  it('lets exactly 5 of 20 concurrent wrong passwords reach the password check', async () => {
    await t.createUser('user', 'rita');
    const { attempt } = await from();
    let answers: Res[] = [];
    const verified = await verifiedDuring(async () => {
      answers = await Promise.all(Array.from({ length: 20 }, () => attempt({ username: 'rita' })));
    });
    expect(verified).toHaveLength(5);
    expect(statuses(answers)).toEqual([...times(5, 401), ...times(15, 429)]);
    for (const blocked of answers.filter((r) => r.statusCode === 429))
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // Still locked for the right password, which is not even checked.
    expect(
      await verifiedDuring(async () =>
        expect((await attempt({ username: 'rita' }, PASSWORD)).statusCode).toBe(429),
      ),
    ).toEqual([]);
  });

  it('checks one account’s password at most 5 times through its username and email together', async () => {
    const uli = await t.createUser('user', 'uli');
    const { attempt } = await from();
    const verified = await verifiedDuring(async () => {
      for (let i = 0; i < 3; i++) expect((await attempt({ username: 'ULI' })).statusCode).toBe(401);
      for (let i = 0; i < 2; i++)
        expect((await attempt({ email_address: 'uli@example.com' })).statusCode).toBe(401);
      // The account's five are spent: through either name, even the right password is answered as
      // a wrong one (not a 429, which would tell that the two names are one account's).
      expect((await attempt({ email_address: 'Uli@Example.com' }, PASSWORD)).statusCode).toBe(401);
      expect((await attempt({ username: 'uli' }, PASSWORD)).statusCode).toBe(401);
    });
    // One verification per attempt, so the time does not tell either; only 5 against its hash.
    expect(verified).toHaveLength(7);
    expect(verified.filter((hash) => hash === uli.password_hash)).toHaveLength(5);
  });

  it('answers the same whether or not a username and an email address are one account’s', async () => {
    await t.createUser('user', 'sam');
    await t.createUser('user', 'tom');
    const { attempt } = await from();
    for (let i = 0; i < 5; i++) expect((await attempt({ username: 'sam' })).statusCode).toBe(401);
    expect((await attempt({ username: 'sam' })).statusCode).toBe(429);
    // sam's email address, and another account's, each from an address of its own.
    const own = await (await from()).attempt({ email_address: 'sam@example.com' });
    const other = await (await from()).attempt({ email_address: 'tom@example.com' });
    expect([own.statusCode, own.json()]).toEqual([other.statusCode, other.json()]);
    expect(own.statusCode).toBe(401);
    expect(own.headers['retry-after']).toBeUndefined();

    // The other way round: the email address locked, the username still answers as ever.
    await t.createUser('user', 'ann');
    const second = await from();
    for (let i = 0; i < 5; i++)
      expect((await second.attempt({ email_address: 'ann@example.com' })).statusCode).toBe(401);
    expect((await second.attempt({ email_address: 'ann@example.com' })).statusCode).toBe(429);
    const byName = await (await from()).attempt({ username: 'ann' });
    const byOtherName = await (await from()).attempt({ username: 'tom' });
    expect([byName.statusCode, byName.json()]).toEqual([
      byOtherName.statusCode,
      byOtherName.json(),
    ]);
  });

  it('limits an unknown name the same way, by its normalised spelling', async () => {
    const { attempt } = await from();
    for (let i = 0; i < 5; i++)
      expect((await attempt({ username: i % 2 ? 'Ghost' : ' ghost ' })).statusCode).toBe(401);
    expect((await attempt({ username: 'GHOST' })).statusCode).toBe(429);
  });

  it('starts afresh after a successful sign-in', async () => {
    await t.createUser('user', 'una');
    const { attempt } = await from();
    for (let i = 0; i < 4; i++) expect((await attempt({ username: 'una' })).statusCode).toBe(401);
    expect((await attempt({ username: 'una' }, PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < 5; i++) expect((await attempt({ username: 'una' })).statusCode).toBe(401);
    expect((await attempt({ username: 'una' })).statusCode).toBe(429);
  });
});

describe('the dummy hash', () => {
  it('verifies an unknown name against a real argon2id hash, once, as for a known one', async () => {
    await t.createUser('user', 'wendy');
    const { attempt } = await from();
    const logins: Record<string, string>[] = [
      { username: 'nobody-here' },
      { email_address: 'nobody@example.com' },
    ];
    for (const login of logins) {
      let res: Res | undefined;
      const verified = await verifiedDuring(async () => void (res = await attempt(login)));
      expect(res!.statusCode).toBe(401);
      expect(verified).toHaveLength(1);
      expect(verified[0]).toMatch(/^\$argon2id\$/);
    }
    const known = await verifiedDuring(() => attempt({ username: 'wendy' }));
    expect(known).toHaveLength(1);
  });
});

describe('the address limit (20 failed checks in 15 minutes)', () => {
  it('is not spent by successful sign-ins', async () => {
    await t.createUser('user', 'vic');
    const { attempt } = await from();
    for (let i = 0; i < 25; i++)
      expect((await attempt({ username: 'vic' }, PASSWORD)).statusCode).toBe(200);
    expect((await attempt({ username: 'vic' })).statusCode).toBe(401);
  });

  it('is not spent by attempts the account limit refused; 20 wrong checks spend it', async () => {
    const { attempt } = await from();
    const all = await Promise.all(
      Array.from({ length: 20 }, () => attempt({ username: 'locked-out' })),
    );
    expect(statuses(all)).toEqual([...times(5, 401), ...times(15, 429)]);
    // 15 of the address's 20 checks are left, whatever account they go to.
    for (let i = 0; i < 15; i++)
      expect((await attempt({ username: `other-${i % 3}` })).statusCode).toBe(401);
    const blocked = await attempt({ username: 'fresh-name' });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await (await from()).attempt({ username: 'fresh-name' })).statusCode).toBe(401);
  });
});
