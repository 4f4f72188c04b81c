import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/test-app';
import { API, type ApiClient, expectStatus } from './support/api';

// Its own app and database: the rule counts every superuser, so no other test's may exist here.
let t: TestApp;
let ids: { ann: number; bob: number };
let ann: ApiClient;
let bob: ApiClient;
beforeAll(async () => {
  t = await startTestApp();
  ids = {
    ann: (await t.createUser('superuser', 'ann')).id,
    bob: (await t.createUser('superuser', 'bob')).id,
  };
  [ann, bob] = [t.client(), t.client()];
  expectStatus(await ann.login('ann'), 200);
  expectStatus(await bob.login('bob'), 200);
});
afterAll(() => t.close());

/** Enabled superusers, as `c` (a superuser) lists them. */
const superusers = async (c: ApiClient = ann) =>
  (await c.get(`${API}/users`))
    .json()
    .filter((u: { role: string; disabled: boolean }) => u.role === 'superuser' && !u.disabled)
    .length as number;

describe('the last enabled superuser', () => {
  it('cannot demote themselves when alone, but can when another superuser remains', async () => {
    expectStatus(await ann.put(`${API}/users/${ids.bob}/role`, { role: 'admin' }), 200);
    const alone = await ann.put(`${API}/users/${ids.ann}/role`, { role: 'ordinary' });
    expectStatus(alone, 409);
    expect(alone.json().message).toMatch(/At least one superuser must stay enabled/);
    expect(await superusers()).toBe(1);
    expectStatus(await ann.put(`${API}/users/${ids.bob}/role`, { role: 'superuser' }), 200);
    expect(await superusers()).toBe(2);
  });

  it('a disabled superuser does not count as the one that stays', async () => {
    expectStatus(await ann.put(`${API}/users/${ids.bob}/disabled`, { disabled: true }), 200);
    expectStatus(await ann.put(`${API}/users/${ids.ann}/role`, { role: 'admin' }), 409);
    expectStatus(await ann.put(`${API}/users/${ids.bob}/disabled`, { disabled: false }), 200);
    expectStatus(await bob.login('bob'), 200);
  });

  // On PostgreSQL the two requests run on separate connections at once: without the row lock
  // both would see the other still a superuser and both would pass, leaving none. What must hold
  // is one winner and one superuser left; how the loser is refused depends on timing: 409 when
  // its request was authorized before the winner's change (the rule refuses it), 403 when the
  // winner had already demoted it (it is no longer a superuser when its request is authorized).
  it('two superusers demoting each other at once: exactly one wins, ten times over', async () => {
    for (let round = 0; round < 10; round++) {
      const answers = await Promise.all([
        ann.put(`${API}/users/${ids.bob}/role`, { role: 'admin' }),
        bob.put(`${API}/users/${ids.ann}/role`, { role: 'admin' }),
      ]);
      const bodies = answers.map((a) => `${a.statusCode} ${a.body}`).join('\n');
      const winners = answers.filter((a) => a.statusCode === 200);
      expect(winners, bodies).toHaveLength(1);
      const loser = answers.find((a) => a !== winners[0])!;
      expect([403, 409], bodies).toContain(loser.statusCode);
      const winner = answers[0] === winners[0] ? ann : bob;
      expect(await superusers(winner)).toBe(1);
      // Whoever is still a superuser promotes the other back for the next round.
      const demoted = winner === ann ? ids.bob : ids.ann;
      expectStatus(await winner.put(`${API}/users/${demoted}/role`, { role: 'superuser' }), 200);
    }
  });

  // The same race: the loser hears 409 from the rule, or 401 when the winner had already
  // disabled it (a disabled account's session no longer signs anyone in).
  it('two superusers disabling each other at once: exactly one wins', async () => {
    const answers = await Promise.all([
      ann.put(`${API}/users/${ids.bob}/disabled`, { disabled: true }),
      bob.put(`${API}/users/${ids.ann}/disabled`, { disabled: true }),
    ]);
    const bodies = answers.map((a) => `${a.statusCode} ${a.body}`).join('\n');
    const winners = answers.filter((a) => a.statusCode === 200);
    expect(winners, bodies).toHaveLength(1);
    const loser = answers.find((a) => a !== winners[0])!;
    expect([401, 409], bodies).toContain(loser.statusCode);
    const winner = answers[0] === winners[0] ? ann : bob;
    const list = (await winner.get(`${API}/users`)).json() as { disabled: boolean }[];
    expect(list.filter((u) => !u.disabled)).toHaveLength(1);
  });
});
