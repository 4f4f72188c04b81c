import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/test-app';
import { WAITLIST_JOINED } from '../../src/shared/waitlist';
import {
  API,
  type ApiClient,
  create,
  createProject,
  expectInvalid,
  expectStatus,
} from './support/api';

let t: TestApp;
let admin: ApiClient;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.as('admin');
});
afterAll(() => t.close());

/** Each sign-up comes from its own address unless told, so the per-address limit stays out of the way. */
let nextAddress = 1;
async function join(payload: unknown, remoteAddress = `10.0.0.${nextAddress++}`) {
  const c = t.client();
  await c.get('/session');
  return c.send({
    method: 'POST',
    url: `${API}/waitlist`,
    payload: payload as object,
    remoteAddress,
  });
}

describe('GET /overview', () => {
  it('answers the seven counts, and the money, open tasks and projects changed last', async () => {
    const zero = await admin.get(`${API}/overview`);
    expectStatus(zero, 200);
    expect(zero.json()).toEqual({
      clients_count: 0,
      projects_count: 0,
      pages_count: 0,
      notes_count: 0,
      inventory_items_count: 0,
      stickers_count: 0,
      tools_count: 0,
      low_stock: { inventory: 0, stickers: 0 },
      money: { funding: 0, costs: 0, profit: 0 },
      open_tasks: 0,
      new_enquiries: 0,
      // An admin's steps (tests/api/overview-attention.test.ts has the rest).
      start: [
        { step: 'client', done: false },
        { step: 'import', done: false },
      ],
      overdue_tasks: 0,
      failed_sends: null,
      recent_projects: [],
    });

    await create(admin, 'clients', { client: { organization_name: 'C' } });
    for (let i = 0; i < 2; i++) await createProject(admin);
    for (let i = 0; i < 3; i++) await create(admin, 'pages', { page: { title: `P${i}` } });
    for (let i = 0; i < 4; i++) await create(admin, 'notes', { note: { title: `N${i}` } });
    for (let i = 0; i < 5; i++) await create(admin, 'inventory', { item: { name: `I${i}` } });
    for (let i = 0; i < 6; i++) await create(admin, 'stickers', { sticker: { name: `S${i}` } });
    for (let i = 0; i < 7; i++) await create(admin, 'tools', { tool: { name: `T${i}` } });
    expect((await admin.get(`${API}/overview`)).json()).toEqual({
      clients_count: 1,
      projects_count: 2,
      pages_count: 3,
      notes_count: 4,
      inventory_items_count: 5,
      stickers_count: 6,
      tools_count: 7,
      low_stock: { inventory: 0, stickers: 0 },
      money: { funding: 0, costs: 0, profit: 0 },
      open_tasks: 0,
      new_enquiries: 0,
      start: [
        { step: 'client', done: true },
        { step: 'import', done: false },
      ],
      overdue_tasks: 0,
      failed_sends: null,
      recent_projects: [expect.objectContaining({ name: 'Project' }), expect.anything()],
    });
  });

  it('is for admins only', async () => {
    expectStatus(await t.client().get(`${API}/overview`), 401);
    expectStatus(await (await t.as('user')).get(`${API}/overview`), 403);
    expectStatus(await (await t.as('superuser')).get(`${API}/overview`), 200);
  });
});

describe('the waitlist', () => {
  it('answers a new and an already-listed address alike (membership does not leak); stored once', async () => {
    const first = await join({ email_address: 'Reader@Example.com' });
    expectStatus(first, 200);
    expect(first.json()).toEqual({ message: WAITLIST_JOINED });
    for (const repeat of ['reader@example.com', 'READER@EXAMPLE.COM', '  Reader@example.COM ']) {
      const res = await join({ email_address: repeat });
      expect({ status: res.statusCode, body: res.body }).toEqual({
        status: first.statusCode,
        body: first.body,
      });
    }
    const list = await admin.get(`${API}/waitlist`);
    expectStatus(list, 200);
    expect(list.json()).toEqual([
      {
        id: expect.any(Number),
        email_address: 'Reader@Example.com',
        created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        confirmed: false,
      },
    ]);
    expect(list.headers['x-total-count']).toBe('1');
  });

  it.each([
    ['a malformed address', { email_address: 'not an email' }],
    ['an address without a domain', { email_address: 'someone@' }],
    ['an empty address', { email_address: '' }],
    ['a missing address', {}],
    ['a numeric address', { email_address: 42 }],
    ['an address of 255 characters', { email_address: `${'a'.repeat(243)}@example.com` }],
  ])('%s is a 422 naming email_address', async (_name, body) => {
    expectInvalid(await join(body), 'email_address');
  });

  it('admins list it newest first with X-Total-Count and paging', async () => {
    for (const n of [1, 2, 3])
      expectStatus(await join({ email_address: `paged${n}@example.com` }), 200);
    const res = await admin.get(`${API}/waitlist?limit=2`);
    expectStatus(res, 200);
    expect(res.json().map((e: { email_address: string }) => e.email_address)).toEqual([
      'paged3@example.com',
      'paged2@example.com',
    ]);
    const total = Number(res.headers['x-total-count']);
    expect(total).toBeGreaterThanOrEqual(3);
    const rest = await admin.get(`${API}/waitlist?limit=2&offset=1`);
    expect(rest.json()[0].email_address).toBe('paged2@example.com');
  });

  it('a non-admin gets 403, an anonymous visitor 401', async () => {
    expectStatus(await (await t.as('user')).get(`${API}/waitlist`), 403);
    expectStatus(await t.client().get(`${API}/waitlist`), 401);
  });

  it('sign-ups are rate-limited per address: 429 with Retry-After', async () => {
    const address = '10.9.9.9';
    for (let i = 0; i < 10; i++) {
      expectStatus(await join({ email_address: `burst${i}@example.com` }, address), 200);
    }
    const blocked = await join({ email_address: 'burst-last@example.com' }, address);
    expectStatus(blocked, 429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expectStatus(await join({ email_address: 'elsewhere@example.com' }, '10.9.9.10'), 200);
  });
});
