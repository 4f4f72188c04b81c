import { request as httpRequest, type IncomingMessage } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/test-app';
import { API, type ApiClient, create, expectStatus } from './support/api';

let t: TestApp;
let su: ApiClient;
let admin: ApiClient;
let user: ApiClient;
let origin: string;
beforeAll(async () => {
  t = await startTestApp();
  [su, admin, user] = [await t.as('superuser'), await t.as('admin'), await t.as('user')];
  origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

type Listed = {
  items: { id: number; type: string; text: string; read: boolean }[];
  unread: number;
};
const mine = async (c: ApiClient): Promise<Listed> => {
  const res = await c.get(`${API}/notifications`);
  expectStatus(res, 200);
  return res.json() as Listed;
};
/** The sender files notifications each second: wait for `count` about the item named so. */
async function waitFor(c: ApiClient, name: string, count = 1): Promise<Listed> {
  const until = Date.now() + 10_000;
  for (;;) {
    const listed = await mine(c);
    const about = listed.items.filter((n) => n.text.startsWith(`${name} `));
    if (about.length >= count || Date.now() > until) return { ...listed, items: about };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function lowItem(name: string) {
  const item = await create<{ id: number }>(su, 'inventory', {
    item: { name, quantity: 10, low_stock_threshold: 3 },
  });
  const put = async (quantity: number) =>
    expectStatus(
      await su.put(`${API}/inventory/${item.id}`, {
        item: { name, quantity, low_stock_threshold: 3 },
      }),
      200,
    );
  return { item, put };
}

describe('notifications', () => {
  it('tell every admin once as an item falls to its low-stock threshold, not while it stays low', async () => {
    const { put } = await lowItem('Cable ties');
    await put(3);
    const [first] = (await waitFor(admin, 'Cable ties')).items;
    expect(first).toMatchObject({
      type: 'low_stock',
      resource: 'inventory',
      text: 'Cable ties is low on stock: 3 left (threshold 3)',
      actor: 'superuser',
      read: false,
    });
    expect((await waitFor(su, 'Cable ties')).items[0]).toMatchObject({ type: 'low_stock' });
    await put(1); // still low: no second notice
    await put(8); // back above
    await put(2); // crosses again
    expect((await waitFor(admin, 'Cable ties', 2)).items).toHaveLength(2);
    await new Promise((resolve) => setTimeout(resolve, 1_500)); // a sender's round more
    expect((await mine(admin)).items.filter((n) => n.text.startsWith('Cable ties'))).toHaveLength(
      2,
    );
  });

  it('tell whom a comment newly mentions, never its author', async () => {
    const client = await create<{ id: number }>(su, 'clients', {
      client: { organization_name: 'Mention Ltd' },
    });
    const said = await su.post(`${API}/clients/${client.id}/comments`, {
      comment: { body: 'Check the wiring, @admin (and @superuser, me).' },
    });
    expectStatus(said, 201);
    const [told] = (await waitFor(admin, 'superuser mentioned')).items;
    expect(told).toMatchObject({
      type: 'mention',
      resource: 'clients',
      record_id: client.id,
      text: 'superuser mentioned you: “Check the wiring, @admin (and @superuser, me).”',
      actor: 'superuser',
    });
    // An edit that keeps @admin tells nobody again.
    const id = (said.json() as { id: number }).id;
    expectStatus(
      await su.put(`${API}/comments/${id}`, { comment: { body: 'Still @admin, now done.' } }),
      200,
    );
    await new Promise((resolve) => setTimeout(resolve, 1_500)); // a sender's round more
    expect((await waitFor(admin, 'superuser mentioned')).items).toHaveLength(1);
    expect((await mine(su)).items.filter((n) => n.type === 'mention')).toEqual([]);
  });

  it('tell whom a task is given to, once, unless they took it themselves', async () => {
    const staff = (await su.get(`${API}/staff`)).json() as { id: number; username: string }[];
    const idOf = (name: string) => staff.find((s) => s.username === name)!.id;
    const project = await create<{ id: number }>(su, 'projects', {
      project: { name: 'Camera install' },
    });
    const task = await create<{ id: number }>(su, 'tasks', {
      task: { name: 'Mount cameras', project_id: project.id, assignee_id: idOf('admin') },
    });
    const [told] = (await waitFor(admin, 'superuser assigned')).items;
    expect(told).toMatchObject({
      type: 'assignment',
      resource: 'projects',
      record_id: project.id,
      text: 'superuser assigned you the task “Mount cameras”',
    });
    // Renamed, still admin's: no second notice; given to the superuser by themselves: none.
    expectStatus(
      await su.put(`${API}/tasks/${task.id}`, { task: { name: 'Mount cameras north' } }),
      200,
    );
    expectStatus(
      await su.put(`${API}/tasks/${task.id}`, { task: { assignee_id: idOf('superuser') } }),
      200,
    );
    await new Promise((resolve) => setTimeout(resolve, 1_500)); // a sender's round more
    expect((await waitFor(admin, 'superuser assigned')).items).toHaveLength(1);
    expect((await mine(su)).items.filter((n) => n.type === 'assignment')).toEqual([]);
  });

  it('are each person’s own: an ordinary user hears of no stock', async () => {
    const { put } = await lowItem('Solder');
    await put(0);
    expect((await waitFor(admin, 'Solder')).items).toHaveLength(1);
    expect(await mine(user)).toEqual({ items: [], unread: 0 });
    expectStatus(await t.client().get(`${API}/notifications`), 401);
  });

  it('are marked read by id (only one’s own) or all at once', async () => {
    const { put } = await lowItem('Fuses');
    await put(1);
    const listed = await waitFor(admin, 'Fuses');
    const unread = listed.unread;
    expect(unread).toBeGreaterThan(0);
    const id = listed.items[0]!.id;
    // Someone else's id changes nothing of theirs.
    const other = await su.post(`${API}/notifications/read`, { ids: [id] });
    expectStatus(other, 200);
    expect((await mine(admin)).unread).toBe(unread);
    const one = await admin.post(`${API}/notifications/read`, { ids: [id] });
    expect(one.json()).toEqual({ unread: unread - 1 });
    expect((await mine(admin)).items.find((n) => n.id === id)!.read).toBe(true);
    expectStatus(await admin.post(`${API}/notifications/read`, { all: true }), 200);
    expect((await mine(admin)).unread).toBe(0);
    expectStatus(await admin.post(`${API}/notifications/read`, { ids: [] }), 422);
    expectStatus(await admin.post(`${API}/notifications/read`, { all: false }), 422);
  });

  it('arrive live on GET /events, and a reconnect with Last-Event-ID gets what it missed', async () => {
    const cookie = [...admin.jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const events: { id: string; data: { notification: { text: string }; unread: number } }[] = [];
    const open = (lastEventId?: string) =>
      new Promise<IncomingMessage>((resolve, reject) => {
        const req = httpRequest(`${origin}/api/v1/events`, {
          headers: { cookie, ...(lastEventId ? { 'last-event-id': lastEventId } : {}) },
        });
        req.on('response', resolve).on('error', reject).end();
      });
    const counts: { unread: number }[] = [];
    const stream = await open();
    expect(stream.statusCode).toBe(200);
    expect(stream.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    let text = '';
    stream.setEncoding('utf8').on('data', (chunk: string) => {
      text += chunk;
      for (let end = text.indexOf('\n\n'); end >= 0; end = text.indexOf('\n\n')) {
        const block = text.slice(0, end);
        text = text.slice(end + 2);
        if (/^event: unread$/m.test(block))
          counts.push(JSON.parse(/^data: (.*)$/m.exec(block)![1]!));
        const id = /^id: (\d+)$/m.exec(block)?.[1];
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (id && data) events.push({ id, data: JSON.parse(data) });
      }
    });
    const { put } = await lowItem('Relays');
    const put2 = await lowItem('Diodes');
    await put(2);
    const until = Date.now() + 5_000;
    while (!events.length && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
    expect(events[0]?.data.notification.text).toMatch(/^Relays is low/);
    // The stream's first word was the unread count, before any notification.
    expect(counts).toEqual([{ unread: expect.any(Number) }]);
    stream.destroy();
    const seen = events[0]!.id;
    await put2.put(1);
    await waitFor(admin, 'Diodes');
    const again = await open(seen);
    const replayed = await new Promise<string>((resolve) => {
      let got = '';
      again.setEncoding('utf8').on('data', (chunk: string) => {
        got += chunk;
        if (got.includes('Diodes')) resolve(got);
      });
    });
    expect(replayed).toMatch(/event: notification/);
    again.destroy();
  });
});
