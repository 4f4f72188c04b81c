import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../src/server/db/database';
import { migrateToLatest, migrations } from '../../src/server/db/migrate';
import { createTestDatabase } from './support/test-database';
import { startTestApp, type TestApp } from './support/test-app';
import { API, type ApiClient, create, createProject, expectStatus } from './support/api';

// A funding's money check reads its project's total from project_totals, kept by triggers
// (migration 034), not a sum of the project's fundings: every way a funding changes must keep it.

let t: TestApp;
let admin: ApiClient;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.as('admin');
});
afterAll(() => t.close());

/** Each project's total as kept, and as the fundings sum it: they must agree (zeros aside). */
async function totals(db: Database) {
  const kept = await db.selectFrom('project_totals').selectAll().execute();
  const summed = await db
    .selectFrom('fundings')
    .select(['project_id', (e) => e.fn.sum<number | string>('amount_cents').as('cents')])
    .groupBy('project_id')
    .execute();
  const byProject = (rows: { project_id: number; cents: number | string }[]) =>
    Object.fromEntries(
      rows.filter((r) => Number(r.cents) !== 0).map((r) => [r.project_id, Number(r.cents)]),
    );
  return {
    kept: byProject(kept.map((r) => ({ project_id: r.project_id, cents: r.funding_cents }))),
    summed: byProject(summed),
  };
}

const funding = (project_id: number, amount: number) => ({
  date: '2024-01-01',
  source: 'S',
  description: 'D',
  amount,
  project_id,
});

describe("a project's funding total", () => {
  it('follows every write: create, update, a move to another project, delete, trash and restore', async () => {
    const [a, b] = [await createProject(admin), await createProject(admin)];
    const first = await create(admin, 'fundings', funding(a.id, 10));
    const second = await create(admin, 'fundings', funding(a.id, 2.5));
    expect((await totals(t.db)).kept[a.id]).toBe(1250);

    const put = (id: number, body: object) => admin.put(`${API}/fundings/${id}`, body);
    expectStatus(await put(first.id, { ...funding(a.id, 20), version: first.version }), 200);
    expectStatus(await put(second.id, { ...funding(b.id, 2.5), version: second.version }), 200);
    let now = await totals(t.db);
    expect([now.kept[a.id], now.kept[b.id]]).toEqual([2000, 250]);

    expectStatus(await admin.delete(`${API}/fundings/${first.id}`), 200);
    expect((await totals(t.db)).kept[a.id]).toBeUndefined();
    expectStatus(await admin.post(`${API}/trash/fundings/${first.id}/restore`), 200);
    expect((await totals(t.db)).kept[a.id]).toBe(2000);

    // A project to the trash takes its fundings with it; restored, they count again.
    expectStatus(await admin.delete(`${API}/projects/${b.id}`), 200);
    expect((await totals(t.db)).kept[b.id]).toBeUndefined();
    expectStatus(await admin.post(`${API}/trash/projects/${b.id}/restore`), 200);
    now = await totals(t.db);
    expect(now.kept[b.id]).toBe(250);
    expect(now.kept).toEqual(now.summed);
  });

  it('follows statements of many rows, as an import or a bulk delete writes them', async () => {
    const [a, b] = [await createProject(admin), await createProject(admin)];
    const rows = [a.id, b.id, a.id].map((project_id, i) => ({
      project_id,
      date: '2024-01-01',
      source: 'S',
      description: `Bulk ${i}`,
      amount_cents: 100 * (i + 1),
    }));
    await t.db.insertInto('fundings').values(rows).execute();
    expect((await totals(t.db)).kept).toMatchObject({ [a.id]: 400, [b.id]: 200 });
    await t.db
      .updateTable('fundings')
      .set({ amount_cents: sql`amount_cents * 2` })
      .where('project_id', 'in', [a.id, b.id])
      .execute();
    expect((await totals(t.db)).kept).toMatchObject({ [a.id]: 800, [b.id]: 400 });
    await t.db.deleteFrom('fundings').where('project_id', '=', b.id).execute();
    const now = await totals(t.db);
    expect(now.kept[b.id]).toBeUndefined();
    expect(now.kept).toEqual(now.summed);
  });

  it('is filled by the migration from the fundings already there', async () => {
    const database = await createTestDatabase();
    const { db } = openDatabase(database.url);
    try {
      const result = await new Migrator({
        db: db as Database,
        provider: { getMigrations: async () => migrations },
      }).migrateTo('033-outbox-webhook-partial');
      expect(result.error).toBeUndefined();
      await sql`insert into projects (id, name, project_class, updated_at)
        values (1, 'One', 'Internal', 0), (2, 'Two', 'Internal', 0)`.execute(db);
      await sql`insert into fundings (project_id, date, source, description, amount_cents)
        values (1, '2024-01-01', 'S', 'D', 500), (1, '2024-01-02', 'S', 'D', 250),
        (2, '2024-01-01', 'S', 'D', 7)`.execute(db);
      expect(await migrateToLatest(db)).toContain('034-project-funding-totals');
      expect((await totals(db)).kept).toEqual({ 1: 750, 2: 7 });
    } finally {
      await db.destroy();
      await database.drop();
    }
  });
});
