import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queueDueNotices } from '../../src/server/notifications/due-dates';
import { startTestApp, type TestApp } from './support/test-app';
import { API, type ApiClient, create, expectStatus } from './support/api';

let t: TestApp;
let su: ApiClient;
let admin: ApiClient;
beforeAll(async () => {
  t = await startTestApp();
  [su, admin] = [await t.as('superuser'), await t.as('admin')];
});
afterAll(() => t.close());

type Listed = { items: { type: string; text: string; record_id: number }[] };
async function told(c: ApiClient, count: number): Promise<Listed['items']> {
  const until = Date.now() + 10_000;
  for (;;) {
    const { items } = (await c.get(`${API}/notifications`)).json() as Listed;
    const due = items.filter((n) => n.type === 'due_soon' || n.type === 'overdue');
    if (due.length >= count || Date.now() > until) return due;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('due-date notices', () => {
  it('tell an assignee once that a task is due tomorrow, or overdue, in TIME_ZONE’s day', async () => {
    const staff = (await su.get(`${API}/staff`)).json() as { id: number; username: string }[];
    const adminId = staff.find((s) => s.username === 'admin')!.id;
    const project = await create<{ id: number }>(su, 'projects', { project: { name: 'Install' } });
    const task = (name: string, fields: Record<string, unknown>) =>
      create<{ id: number }>(su, 'tasks', {
        task: { name, project_id: project.id, ...fields },
      });
    const soon = await task('Pull cable', { assignee_id: adminId, due_on: '2099-01-16' });
    await task('Order parts', { assignee_id: adminId, due_on: '2099-01-10' });
    await task('Later', { assignee_id: adminId, due_on: '2099-01-20' });
    const done = await task('Done already', { assignee_id: adminId, due_on: '2099-01-09' });
    expectStatus(await su.put(`${API}/tasks/${done.id}`, { completed: true }), 200);
    await task('Nobody’s', { due_on: '2099-01-09' });

    // 23:30 UTC on the 14th is 00:30 on the 15th in Berlin: tomorrow there is the 16th. (In 2099,
    // so that the server's own look each minute, on the real clock, finds none of them due.)
    const now = Date.parse('2099-01-14T23:30:00Z');
    expect(await queueDueNotices(t.db, 'Europe/Berlin', now)).toBe(2);
    expect(await queueDueNotices(t.db, 'Europe/Berlin', now + 60_000)).toBe(0);
    const notices = await told(admin, 2);
    expect(notices.map((n) => [n.type, n.text, n.record_id]).sort()).toEqual([
      ['due_soon', '“Pull cable” is due tomorrow', project.id],
      ['overdue', '“Order parts” is overdue: it was due 2099-01-10', project.id],
    ]);
    // In UTC the same moment is still the 14th: nothing is due tomorrow (the 15th).
    expect(await queueDueNotices(t.db, 'UTC', now)).toBe(0);

    // A new due date, now past: overdue once more; the next day, nothing again.
    expectStatus(await su.put(`${API}/tasks/${soon.id}`, { task: { due_on: '2099-01-12' } }), 200);
    expect(await queueDueNotices(t.db, 'Europe/Berlin', now)).toBe(1);
    expect(await queueDueNotices(t.db, 'Europe/Berlin', now + 24 * 3600_000)).toBe(0);
    expect((await told(admin, 3)).map((n) => n.text)).toContain(
      '“Pull cable” is overdue: it was due 2099-01-12',
    );
    expect(
      ((await su.get(`${API}/notifications`)).json() as Listed).items.filter((n) =>
        ['due_soon', 'overdue'].includes(n.type),
      ),
    ).toEqual([]);
  });
});
