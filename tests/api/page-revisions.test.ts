import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/test-app';
import { API, type ApiClient, create, expectStatus, getJson } from './support/api';

let t: TestApp;
let admin: ApiClient;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.as('admin');
});
afterAll(() => t.close());

async function update(id: number, page: Record<string, unknown>) {
  const res = await admin.put(`${API}/pages/${id}`, { id, page });
  expectStatus(res, 200);
  return res;
}

describe('page revisions', () => {
  it('every create and update keeps its text, listed newest first with its history entry', async () => {
    const page = await create(admin, 'pages', { page: { title: 'Launch', content: 'one\ntwo' } });
    await update(page.id, { title: 'Launch', content: 'one\n2\nthree' });
    await update(page.id, { title: 'Launch day', content: 'one\n2\nthree', description: 'Soon' });
    const revisions = await getJson(admin, `${API}/pages/${page.id}/revisions`);
    expect(revisions.map((r: { version: number }) => r.version)).toEqual([3, 2, 1]);
    expect(revisions[2]).toMatchObject({ title: 'Launch', content: 'one\ntwo', actor: 'admin' });
    expect(revisions[0]).toMatchObject({
      title: 'Launch day',
      description: 'Soon',
      slug: 'launch',
    });
    const history = await getJson(admin, `${API}/pages/${page.id}/history`);
    // Each version names the entry of its write, which is at the same time.
    expect(revisions.map((r: { entry: number }) => r.entry)).toEqual(
      history.map((h: { id: number }) => h.id),
    );
    expect(revisions.map((r: { at: string }) => r.at)).toEqual(
      history.map((h: { at: string }) => h.at),
    );
  });

  it('restoring the first version is a new write: the text back, a new entry, the version bumped', async () => {
    const page = await create(admin, 'pages', { page: { title: 'Old title', content: 'first' } });
    await update(page.id, { title: 'Old title', content: 'second' });
    await update(page.id, { title: 'New title', content: 'third' });
    const history = await getJson(admin, `${API}/pages/${page.id}/history`);
    const first = history.at(-1);
    expect(first.action).toBe('create');

    const res = await admin.post(`${API}/pages/${page.id}/history/${first.id}/restore`);
    expectStatus(res, 200);
    expect(res.json()).toMatchObject({ id: page.id, title: 'Old title', content: 'first' });
    expect(res.headers.etag).toBeDefined();
    expect(await getJson(admin, `${API}/pages/${page.id}`)).toMatchObject({ content: 'first' });

    const after = await getJson(admin, `${API}/pages/${page.id}/history`);
    expect(after).toHaveLength(4);
    expect(after[0]).toMatchObject({ action: 'update', actor: 'admin' });
    // The past stays as it was.
    expect(after.slice(1)).toEqual(history);
    const revisions = await getJson(admin, `${API}/pages/${page.id}/revisions`);
    expect(revisions[0]).toMatchObject({ version: 4, content: 'first', entry: after[0].id });
    expect(revisions).toHaveLength(4);
  });

  it('an entry that is not a write of this page is a 404, and so is a page not there', async () => {
    const page = await create(admin, 'pages', { page: { title: 'Mine' } });
    const other = await create(admin, 'pages', { page: { title: 'Other' } });
    const [otherEntry] = await getJson(admin, `${API}/pages/${other.id}/history`);
    await admin.delete(`${API}/pages/${other.id}`);
    const [deleted] = await getJson(admin, `${API}/pages/${other.id}/history`);
    expect(deleted.action).toBe('delete');
    for (const entry of [otherEntry.id, deleted.id, 999_999])
      expectStatus(await admin.post(`${API}/pages/${page.id}/history/${entry}/restore`), 404);
    expectStatus(await admin.get(`${API}/pages/999999/revisions`), 404);
  });

  it('a page in the trash keeps its versions; erased for good, they go with it', async () => {
    const su = await t.as('superuser');
    const page = await create(admin, 'pages', { page: { title: 'Gone', content: 'secret' } });
    expectStatus(await admin.delete(`${API}/pages/${page.id}`), 200);
    expect(await getJson(admin, `${API}/pages/${page.id}/revisions`)).toHaveLength(1);
    expectStatus(await su.delete(`${API}/trash/pages/${page.id}`), 200);
    const left = await t.db
      .selectFrom('page_revisions')
      .select('id')
      .where('page_id', '=', page.id)
      .execute();
    expect(left).toEqual([]);
    expectStatus(await admin.get(`${API}/pages/${page.id}/revisions`), 404);
  });

  it('only admins read versions and restore them', async () => {
    const page = await create(admin, 'pages', { page: { title: 'Guarded', content: 'a' } });
    const [entry] = await getJson(admin, `${API}/pages/${page.id}/history`);
    for (const c of [t.client(), await t.as('user')]) {
      expect((await c.get(`${API}/pages/${page.id}/revisions`)).statusCode).toBeGreaterThanOrEqual(
        401,
      );
      const res = await c.post(`${API}/pages/${page.id}/history/${entry.id}/restore`);
      expect(res.statusCode).toBeGreaterThanOrEqual(401);
    }
  });
});
