import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/test-app';
import { API, type ApiClient, expectStatus } from './support/api';

// Usernames and email addresses compare with Unicode case folded, the same on SQLite (whose
// lower() folds only ASCII) and PostgreSQL: one account per name, whatever its case.

let t: TestApp;
let su: ApiClient;
beforeAll(async () => {
  t = await startTestApp();
  su = await t.as('superuser');
});
afterAll(() => t.close());

const PASSWORD = 'a long enough password';
const account = (username: string, email_address: string) =>
  su.post(`${API}/users`, { username, email_address, role: 'ordinary', password: PASSWORD });

describe('usernames and emails fold Unicode case on both databases', () => {
  it('"Ärne" signs in as "ärne" and "ÄRNE", by email in any case too', async () => {
    expectStatus(await account('Ärne-Öst', 'Arne.Ost@Example.com'), 201);
    for (const username of ['ärne-öst', 'ÄRNE-ÖST', 'Ärne-Öst']) {
      const res = await t.client().login(username, PASSWORD);
      expect(res.statusCode, username).toBe(200);
    }
    const byEmail = t.client();
    await byEmail.get('/session');
    const res = await byEmail.send({
      method: 'POST',
      url: '/session',
      payload: { email_address: 'arne.OST@example.COM', password: PASSWORD },
    });
    expect(res.statusCode).toBe(200);
  });

  it('refuses a second account whose name or email differs only by case', async () => {
    expectStatus(await account('Ülla', 'ulla@example.com'), 201);
    const sameName = await account('üLLA', 'other@example.com');
    expectStatus(sameName, 422);
    expect(sameName.json().errors.username).toEqual(['is already taken']);
    const sameEmail = await account('someone-else', 'ULLA@EXAMPLE.COM');
    expectStatus(sameEmail, 422);
    expect(sameEmail.json().errors.email_address).toEqual(['is already registered']);
  });

  it('the same name in composed and decomposed form is one name', async () => {
    expectStatus(await account('Zoë', 'zoe@example.com'), 201);
    expectStatus(await account('Zoe\u0308', 'zoe2@example.com'), 422);
  });

  it('the accounts search finds a name by any case of its letters', async () => {
    expectStatus(await account('Åsa-Lind', 'asa@example.com'), 201);
    const found = (await su.get(`${API}/users?q=åSA-l`)).json() as { username: string }[];
    expect(found.map((u) => u.username)).toEqual(['Åsa-Lind']);
  });
});
