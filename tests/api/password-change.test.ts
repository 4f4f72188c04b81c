import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenId } from '../../src/server/auth/tokens';
import { hashPassword } from '../../src/server/auth/passwords';
import { usersRepository } from '../../src/server/repositories/users';
import { startTestApp, type TestApp } from './support/test-app';
import { API, type ApiClient } from './support/api';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function signedIn(username: string) {
  const c = t.client();
  expect((await c.login(username)).statusCode).toBe(200);
  return c;
}
const isSignedIn = async (c: ApiClient) => (await c.get('/session')).json().active as boolean;

describe('changing a password ends the sessions', () => {
  it('every session of that user, and no one else’s', async () => {
    const ada = await t.createUser('admin', 'ada');
    await t.createUser('admin', 'bea');
    const [laptop, phone, other] = [
      await signedIn('ada'),
      await signedIn('ada'),
      await signedIn('bea'),
    ];
    await usersRepository(t.db).changePassword(ada.id, await hashPassword('a new password'));
    for (const c of [laptop, phone]) {
      expect(await isSignedIn(c)).toBe(false);
      expect((await c.get(`${API}/overview`)).statusCode).toBe(401);
    }
    expect(await isSignedIn(other)).toBe(true);
    expect((await t.client().login('ada', 'a new password')).statusCode).toBe(200);
  });

  it('all but the session that made the change, when asked to keep it', async () => {
    const cleo = await t.createUser('admin', 'cleo');
    const [current, elsewhere] = [await signedIn('cleo'), await signedIn('cleo')];
    await usersRepository(t.db).changePassword(cleo.id, await hashPassword('a new password'), {
      keepSession: tokenId(current.jar.get('sid')!),
    });
    expect(await isSignedIn(current)).toBe(true);
    expect(await isSignedIn(elsewhere)).toBe(false);
  });
});
