import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/test-app';
import { API, type ApiClient, create, getJson } from './support/api';
import { csvText, sendImport } from './support/imports';

// The overview's "Start here" (steps decided by the server, gone once done) and "Needs attention
// today" (the caller's overdue tasks, and for superusers what failed to send).

let t: TestApp;
let su: ApiClient;
beforeAll(async () => {
  t = await startTestApp();
  su = await t.as('superuser');
});
afterAll(() => t.close());

const overview = (c: ApiClient) => getJson(c, `${API}/overview`);
const steps = async (c: ApiClient) =>
  Object.fromEntries(
    ((await overview(c)).start as { step: string; done: boolean }[]).map((s) => [s.step, s.done]),
  );

function failedRow(channel: 'mail' | 'webhook' | 'notification') {
  return t.db
    .insertInto('outbox')
    .values({
      channel,
      recipient: 'someone@example.com',
      subject: 'S',
      body: 'B',
      payload: JSON.stringify({ html: '', headers: {} }),
      links: '[]',
      state: 'failed',
      next_attempt_at: 0,
      created_at: 0,
      queued_at: 0,
    })
    .execute();
}

describe('GET /overview: where to start, and what needs attention', () => {
  it('offers a superuser four steps, each done once the server sees it done', async () => {
    // Alone on a new installation, without SMTP_URL: nothing done yet.
    expect(await steps(su)).toEqual({
      client: false,
      import: false,
      colleague: false,
      mail: false,
    });

    await create(su, 'clients', { client: { organization_name: 'First' } });
    expect(await steps(su)).toMatchObject({ client: true, import: false });

    const file = csvText([['organization_name'], ['Imported Co']]);
    expect((await sendImport(su, 'clients', file, { file_name: 'c.csv' })).statusCode).toBe(200);
    expect(await steps(su)).toMatchObject({ import: true, colleague: false });

    // A second account (here an admin's) is a colleague.
    const admin = await t.as('admin');
    expect(await steps(su)).toMatchObject({ colleague: true, mail: false });
    // An admin can neither invite nor set up mail: only the first two steps are theirs.
    expect(await steps(admin)).toEqual({ client: true, import: true });
  });

  it("counts the caller's own overdue open tasks, not others' or done or future ones", async () => {
    const admin = await t.as('admin');
    const staff = await getJson<{ id: number; username: string }[]>(su, `${API}/staff`);
    const id = (name: string) => staff.find((s) => s.username === name)!.id;
    const project = await create<{ id: number }>(su, 'projects', { project: { name: 'Late' } });
    const task = (fields: Record<string, unknown>) =>
      create(su, 'tasks', { task: { name: 'T', project_id: project.id, ...fields } });
    await task({ assignee_id: id('superuser'), due_on: '2001-01-01' });
    await task({ assignee_id: id('superuser'), due_on: '2001-01-02' });
    const done = await task({ assignee_id: id('superuser'), due_on: '2001-01-03' });
    expect((await su.put(`${API}/tasks/${done.id}`, { completed: true })).statusCode).toBe(200);
    await task({ assignee_id: id('superuser'), due_on: '2999-01-01' });
    await task({ assignee_id: id('admin'), due_on: '2001-01-01' });
    await task({ due_on: '2001-01-01' });
    expect((await overview(su)).overdue_tasks).toBe(2);
    expect((await overview(admin)).overdue_tasks).toBe(1);
  });

  it('counts failed mail and webhook deliveries for superusers only', async () => {
    const admin = await t.as('admin');
    expect((await overview(su)).failed_sends).toEqual({ mail: 0, webhooks: 0 });
    await failedRow('mail');
    await failedRow('mail');
    await failedRow('webhook');
    // A notification is not something that failed to send to anyone outside.
    await failedRow('notification');
    expect((await overview(su)).failed_sends).toEqual({ mail: 2, webhooks: 1 });
    expect((await overview(admin)).failed_sends).toBeNull();
  });
});

describe('GET /overview with mail configured', () => {
  it('counts the mail step done', async () => {
    const configured = await startTestApp({ SMTP_URL: 'smtp://127.0.0.1:9' });
    try {
      const c = await configured.as('superuser');
      expect(await steps(c)).toMatchObject({ mail: true });
    } finally {
      await configured.close();
    }
  });
});
