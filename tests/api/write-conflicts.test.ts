import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { startTestApp, type TestApp } from './support/test-app';
import { API, type ApiClient, create, expectStatus, getJson } from './support/api';

// Writes that take several records claim them in ascending order of id, so two bulk updates of
// the same records wait for each other instead of deadlocking (issue 34, finding 3). A deadlock
// or serialization failure that still happens is retried once, then answered 503, never 500.

let t: TestApp;
let admin: ApiClient;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.as('admin');
});
afterAll(() => t.close());

const ROUNDS = 8;
const newClients = async (n: number) => {
  const ids: number[] = [];
  for (let i = 0; i < n; i++)
    ids.push((await create(admin, 'clients', { client: { organization_name: `C${i}` } })).id);
  return ids;
};

describe('bulk writes of the same records at once', () => {
  it('two bulk updates in opposite orders both succeed, round after round', async () => {
    const ids = await newClients(20);
    for (let round = 0; round < ROUNDS; round++) {
      const answers = await Promise.all(
        [ids, [...ids].reverse()].map((order, i) =>
          admin.post(`${API}/clients/bulk-update`, {
            ids: order,
            changes: { client: { city: `City ${round}-${i}` } },
          }),
        ),
      );
      for (const answer of answers) expectStatus(answer, 200);
      const cities = new Set(
        await Promise.all(ids.map(async (id) => (await getJson(admin, `clients/${id}`)).city)),
      );
      expect(cities.size, 'one of the two wrote last, for every record').toBe(1);
    }
  });

  it('a bulk delete and a bulk update in opposite orders never answer 500', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const ids = await newClients(10);
      const [deleted, updated] = await Promise.all([
        admin.post(`${API}/clients/bulk-delete`, { ids }),
        admin.post(`${API}/clients/bulk-update`, {
          ids: [...ids].reverse(),
          changes: { client: { city: 'Oslo' } },
        }),
      ]);
      expectStatus(deleted, 200);
      // After the delete, the update finds them gone (422 naming one); before it, it applies.
      expect([200, 422]).toContain(updated.statusCode);
    }
  });
});

describe.runIf(process.env.TEST_DIALECT === 'postgres')('a deadlock that still happens', () => {
  // A trigger stands in for the other transaction: it fails an update the way PostgreSQL fails
  // a deadlock's victim, `tries` times; a sequence, which no rollback undoes, counts the tries.
  async function failUpdates(tries: number) {
    await sql`drop trigger if exists deadlock on clients`.execute(t.db);
    await sql`drop sequence if exists deadlock_tries`.execute(t.db);
    await sql`create sequence deadlock_tries`.execute(t.db);
    await sql
      .raw(
        `create or replace function deadlock() returns trigger language plpgsql as $$
         begin
           if nextval('deadlock_tries') <= ${tries} then
             raise exception 'deadlock detected' using errcode = '40P01';
           end if;
           return new;
         end $$`,
      )
      .execute(t.db);
    await sql`create trigger deadlock before update on clients for each row execute function deadlock()`.execute(
      t.db,
    );
  }
  const tried = async () =>
    Number(
      (await sql<{ n: number }>`select last_value as n from deadlock_tries`.execute(t.db)).rows[0]!
        .n,
    );
  afterAll(() => sql`drop trigger if exists deadlock on clients`.execute(t.db));

  it('is retried inside the server: the write passes the second time', async () => {
    const [id] = await newClients(1);
    await failUpdates(1);
    const res = await admin.put(`${API}/clients/${id}`, { client: { city: 'Oslo' } });
    expectStatus(res, 200);
    expect((await getJson(admin, `clients/${id}`)).city).toBe('Oslo');
  });

  it('twice running is a 503 with Retry-After, and nothing is saved', async () => {
    const [id] = await newClients(1);
    await failUpdates(2);
    const res = await admin.post(`${API}/clients/bulk-update`, {
      ids: [id],
      changes: { client: { city: 'Bergen' } },
    });
    expectStatus(res, 503);
    expect(res.headers['retry-after']).toBe('1');
    expect(res.json().message).toMatch(/try again/);
    expect(await tried(), 'tried twice: once, and once again').toBe(2);
    expect((await getJson(admin, `clients/${id}`)).city).toBe('');
  });
});
