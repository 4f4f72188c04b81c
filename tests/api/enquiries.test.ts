import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/test-app';
import { API, type ApiClient, expectInvalid, expectStatus } from './support/api';
import { ENQUIRY_SENT } from '../../src/shared/enquiry-words';

let t: TestApp;
let admin: ApiClient;
let user: ApiClient;
beforeAll(async () => {
  t = await startTestApp();
  [admin, user] = [await t.as('admin'), await t.as('user')];
});
afterAll(() => t.close());

const valid = {
  name: 'Dana Visitor',
  email_address: 'dana@example.com',
  service: 'cctv',
  message: 'Four cameras for a warehouse, please.',
};

/** Each visitor from an address of its own unless told, so the per-address limit stays out of the way. */
let nextAddress = 1;
async function send(enquiry: unknown, remoteAddress = `10.2.0.${nextAddress++}`) {
  const c = t.client();
  await c.get('/session');
  return c.send({ method: 'POST', url: `${API}/enquiries`, payload: { enquiry }, remoteAddress });
}
type Listed = { id: number; name: string; status: string; service: string };
const list = async (query = '') => {
  const res = await admin.get(`${API}/enquiries${query}`);
  expectStatus(res, 200);
  return { rows: res.json() as Listed[], total: Number(res.headers['x-total-count']) };
};

describe('POST /enquiries', () => {
  it('takes an anonymous enquiry: 201 with the thank-you, listed for staff as new', async () => {
    const res = await send(valid);
    expectStatus(res, 201);
    expect(res.json()).toEqual({ message: ENQUIRY_SENT });
    const { rows } = await list('?q=dana@example');
    expect(rows).toEqual([
      {
        id: expect.any(Number),
        ...valid,
        status: 'new',
        created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        updated_at: expect.any(String),
        updated_by: null,
      },
    ]);
  });

  it('"Something else" is an empty service, and the default', async () => {
    expectStatus(await send({ ...valid, name: 'No service', service: undefined }), 201);
    expect((await list('?q=No%20service')).rows[0]!.service).toBe('');
  });

  it.each([
    ['name', { ...valid, name: '' }],
    ['name', { ...valid, name: 'x'.repeat(201) }],
    ['email_address', { ...valid, email_address: 'not an email' }],
    ['email_address', { ...valid, email_address: undefined }],
    ['service', { ...valid, service: 'plumbing' }],
    ['message', { ...valid, message: '   ' }],
    ['message', { ...valid, message: 'x'.repeat(5001) }],
  ])('a bad %s is a 422 naming it', async (field, body) => {
    expectInvalid(await send(body), field);
  });

  it('a filled honeypot is answered alike and kept nowhere', async () => {
    const res = await send({ ...valid, name: 'Honey Bot', website: 'http://spam.example' });
    expectStatus(res, 201);
    expect(res.json()).toEqual({ message: ENQUIRY_SENT });
    expect((await list('?q=Honey%20Bot')).total).toBe(0);
  });

  it('is rate-limited per address as the waitlist is: 429 with Retry-After', async () => {
    const address = '10.2.9.9';
    for (let i = 0; i < 10; i++) expectStatus(await send(valid, address), 201);
    const blocked = await send(valid, address);
    expectStatus(blocked, 429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expectStatus(await send(valid, '10.2.9.10'), 201);
  });

  it('files an "enquiry" notification for staff, linking to it; not for an ordinary user', async () => {
    expectStatus(await send({ ...valid, name: 'Belle Notify' }), 201);
    const [enquiry] = (await list('?q=Belle')).rows;
    const until = Date.now() + 10_000;
    let found: { type: string; resource: string; record_id: number } | undefined;
    while (!found && Date.now() < until) {
      const bell = (await admin.get(`${API}/notifications`)).json() as {
        items: { type: string; resource: string; record_id: number; text: string }[];
      };
      found = bell.items.find((n) => n.text === 'New enquiry from Belle Notify');
      if (!found) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(found).toMatchObject({ type: 'enquiry', resource: 'enquiries', record_id: enquiry!.id });
    const theirs = (await user.get(`${API}/notifications`)).json() as { items: unknown[] };
    expect(theirs.items).toEqual([]);
  });
});

describe('staff', () => {
  it('list newest first, paged, searched and filtered by status; change the status over its version', async () => {
    for (const name of ['Paged One', 'Paged Two', 'Paged Three'])
      expectStatus(await send({ ...valid, name, message: 'paging test' }), 201);
    const page = await list('?q=paging%20test&limit=2');
    expect(page.rows.map((r) => r.name)).toEqual(['Paged Three', 'Paged Two']);
    expect(page.total).toBe(3);
    expect((await list('?q=paging%20test&limit=2&offset=2')).rows.map((r) => r.name)).toEqual([
      'Paged One',
    ]);

    const id = page.rows[0]!.id;
    const loaded = await admin.get(`${API}/enquiries/${id}`);
    expectStatus(loaded, 200);
    const etag = loaded.headers.etag as string;
    const answered = await admin.send({
      method: 'PUT',
      url: `${API}/enquiries/${id}`,
      payload: { enquiry: { status: 'answered' } },
      headers: { 'if-match': etag },
    });
    expectStatus(answered, 200);
    expect(answered.json()).toMatchObject({ status: 'answered', updated_by: 'admin' });
    // A second writer over the same version loses nothing silently: 412 with the record as it is.
    const stale = await admin.send({
      method: 'PUT',
      url: `${API}/enquiries/${id}`,
      payload: { enquiry: { status: 'closed' } },
      headers: { 'if-match': etag },
    });
    expectStatus(stale, 412);
    expect(stale.json().current).toMatchObject({ status: 'answered' });

    const history = await admin.get(`${API}/enquiries/${id}/history`);
    expectStatus(history, 200);
    expect(history.json()).toEqual([
      expect.objectContaining({
        actor: 'admin',
        action: 'update',
        changes: [expect.objectContaining({ field: 'status', from: 'new', to: 'answered' })],
      }),
    ]);
    expect((await list('?q=paging%20test&status=answered')).rows.map((r) => r.id)).toEqual([id]);
    expect((await list('?q=paging%20test&status=new')).total).toBe(2);
    expectInvalid(await admin.get(`${API}/enquiries?status=lost`), 'status');
    expectInvalid(
      await admin.put(`${API}/enquiries/${id}`, { enquiry: { status: 'x' } }),
      'status',
    );
    expectStatus(
      await admin.put(`${API}/enquiries/999999`, { enquiry: { status: 'closed' } }),
      404,
    );
  });

  it('the overview counts the new ones', async () => {
    const before = (await admin.get(`${API}/overview`)).json().new_enquiries as number;
    expectStatus(await send({ ...valid, name: 'Overview Count' }), 201);
    expect((await admin.get(`${API}/overview`)).json().new_enquiries).toBe(before + 1);
  });

  it('export the list as CSV, searched and filtered as listed', async () => {
    expectStatus(await send({ ...valid, name: 'Csv Person', message: '=SUM(A1)' }), 201);
    const res = await admin.get(`${API}/enquiries.csv?q=Csv%20Person&status=new`);
    expectStatus(res, 200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe(
      '"Received","Name","Email address","Service","Message","Status","Last changed","Changed by"',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('"Csv Person","dana@example.com","cctv"');
    // A value a spreadsheet would run as a formula is written as text.
    expect(lines[1]).not.toContain('"=SUM');
  });

  it('an admin deletes one for good when its sender asks; the history names no one', async () => {
    expectStatus(await send({ ...valid, name: 'Forget Me' }), 201);
    const [row] = (await list('?q=Forget%20Me')).rows;
    expectStatus(await admin.delete(`${API}/enquiries/${row!.id}`), 200);
    expect((await list('?q=Forget%20Me')).total).toBe(0);
    expectStatus(await admin.get(`${API}/enquiries/${row!.id}`), 404);
    expectStatus(await admin.delete(`${API}/enquiries/${row!.id}`), 404);
  });

  it('an ordinary user gets 403 and a visitor 401 on every staff route', async () => {
    for (const c of [user, t.client()]) {
      const status = c === user ? 403 : 401;
      expectStatus(await c.get(`${API}/enquiries`), status);
      expectStatus(await c.get(`${API}/enquiries/1`), status);
      expectStatus(await c.get(`${API}/enquiries.csv`), status);
      expectStatus(await c.delete(`${API}/enquiries/1`), status);
      expectStatus(await c.put(`${API}/enquiries/1`, { enquiry: { status: 'closed' } }), status);
    }
  });
});
