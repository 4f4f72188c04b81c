import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/test-app';
import { API, type ApiClient, createProject, expectInvalid, expectStatus } from './support/api';
import { WRITE_ROWS_MAX } from '../../src/shared/limits';

// A restore of several records is bounded like the delete that took them (issue 34, finding
// 10): at most WRITE_ROWS_MAX records with what they took along, so that no single request holds
// the database for long, while the Undo of any delete those bounds let through still fits.

let t: TestApp;
let admin: ApiClient;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.as('admin');
});
afterAll(() => t.close());

/** A project with `count` tasks, the tasks straight into the table: the API would take minutes. */
async function projectWithTasks(name: string, count: number) {
  const project = await createProject(admin, { name });
  const rows = Array.from({ length: count }, (_, i) => ({
    ...{ project_id: project.id, name: `T${i}`, description: '', completed: 0 },
  }));
  for (let i = 0; i < rows.length; i += 500)
    await t.db
      .insertInto('tasks')
      .values(rows.slice(i, i + 500) as never)
      .execute();
  return project.id;
}
const bulkRestore = (ids: number[]) => admin.post(`${API}/trash/projects/bulk-restore`, { ids });
const inTrash = async (id: number) =>
  (await t.db
    .selectFrom('trash')
    .select('record_id')
    .where('resource', '=', 'projects')
    .where('record_id', '=', id)
    .executeTakeFirst()) !== undefined;

describe('how much one restore of several records brings back', () => {
  it(`undoes a bulk delete of exactly ${WRITE_ROWS_MAX} rows`, async () => {
    // Two projects and their tasks: WRITE_ROWS_MAX rows in all, the most one delete may move.
    const half = WRITE_ROWS_MAX / 2 - 1;
    const ids = [
      await projectWithTasks('Largest A', half),
      await projectWithTasks('Largest B', half),
    ];
    expectStatus(await admin.post(`${API}/projects/bulk-delete`, { ids }), 200);
    expectStatus(await bulkRestore(ids), 200);
    const tasks = await t.db
      .selectFrom('tasks')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('project_id', 'in', ids)
      .executeTakeFirstOrThrow();
    expect(Number(tasks.n)).toBe(2 * half);
  });

  it(`refuses to bring back ${WRITE_ROWS_MAX + 1} rows at once, and restores none`, async () => {
    const a = await projectWithTasks('Over A', WRITE_ROWS_MAX / 2);
    const b = await projectWithTasks('Over B', WRITE_ROWS_MAX / 2 - 1);
    // Each delete alone fits; together they are one record over the bound.
    expectStatus(await admin.delete(`${API}/projects/${a}`), 200);
    expectStatus(await admin.delete(`${API}/projects/${b}`), 200);
    const refused = await bulkRestore([a, b]);
    expectInvalid(refused, 'ids');
    expect(refused.json().errors.ids[0]).toMatch(
      new RegExp(`would bring back ${WRITE_ROWS_MAX + 1} records.*at most ${WRITE_ROWS_MAX}`),
    );
    expect([await inTrash(a), await inTrash(b)]).toEqual([true, true]);
    expectStatus(await admin.get(`${API}/projects/${a}`), 404);
    // One at a time, each comes back.
    expectStatus(await bulkRestore([a]), 200);
    expectStatus(await admin.post(`${API}/trash/projects/${b}/restore`), 200);
  });
});
