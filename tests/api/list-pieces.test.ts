import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/test-app';
import { API, type ApiClient, type Res, create, createProject, expectStatus } from './support/api';

// A list rebuilt after a write reuses its records' kept pieces (ADR 0049): what it answers must
// be what a list built from nothing answers, and only what changed is made again.
let t: TestApp;
let admin: ApiClient;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.as('admin');
  for (let i = 0; i < 12; i++)
    await create(admin, 'clients', { client: { organization_name: `Pieces ${i}`, city: 'Oslo' } });
});
afterAll(() => t.close());

const LIST = `${API}/clients?limit=5&q=pieces`;
const answerOf = (res: Res) => ({
  status: res.statusCode,
  body: res.body,
  etag: res.headers.etag,
  total: res.headers['x-total-count'],
  next: res.headers['x-next-cursor'],
});

/** The list now, then the same list built with nothing kept: they must be the same answer. */
async function listAsIfFromNothing(url = LIST) {
  const kept = answerOf(await admin.get(url));
  t.app.responses.clear();
  const fresh = answerOf(await admin.get(url));
  expectStatus(await admin.get(url), 200);
  expect(kept).toEqual(fresh);
  return JSON.parse(kept.body) as { id: number; city: string; projects: { name: string }[] }[];
}

/** How many records' pieces `action` made. */
async function piecesMadeBy(action: () => Promise<unknown>) {
  const before = t.app.responses.pieces.made;
  await action();
  return t.app.responses.pieces.made - before;
}

describe('a list rebuilt from its records’ pieces', () => {
  it('after a record’s change makes that record’s piece only, and answers as if built from nothing', async () => {
    const first = await listAsIfFromNothing();
    await admin.get(LIST); // a warm list: its pieces are kept
    const changed = first[2]!;
    expectStatus(
      await admin.put(`${API}/clients/${changed.id}`, { client: { city: 'Bergen' } }),
      200,
    );
    expect(await piecesMadeBy(() => admin.get(LIST))).toBe(1);
    const after = await listAsIfFromNothing();
    expect(after.map((c) => c.id)).toEqual(first.map((c) => c.id));
    expect(after.find((c) => c.id === changed.id)!.city).toBe('Bergen');
  });

  it('after a change to a table its records embed, makes every piece again', async () => {
    const first = await listAsIfFromNothing();
    await admin.get(LIST);
    const owner = first[0]!;
    await createProject(admin, { name: 'Pieces project', client_id: owner.id });
    expect(await piecesMadeBy(() => admin.get(LIST))).toBe(first.length);
    const after = await listAsIfFromNothing();
    expect(after[0]!.projects.map((p) => p.name)).toContain('Pieces project');
  });

  it('after a delete leaves the record out, with the next one in its place and the total one less', async () => {
    const first = await listAsIfFromNothing();
    const total = Number((await admin.get(LIST)).headers['x-total-count']);
    expectStatus(await admin.delete(`${API}/clients/${first[1]!.id}`), 200);
    const res = await admin.get(LIST);
    expect(Number(res.headers['x-total-count'])).toBe(total - 1);
    const after = await listAsIfFromNothing();
    expect(after.map((c) => c.id)).not.toContain(first[1]!.id);
    expect(after).toHaveLength(first.length);
  });

  it('shares the pieces between pages and sorts, each as if built from nothing', async () => {
    const first = await admin.get(LIST);
    const next = `${LIST}&after=${encodeURIComponent(String(first.headers['x-next-cursor']))}`;
    const sorted = `${API}/clients?limit=5&q=pieces&sort=-city`;
    await admin.get(next);
    await admin.get(sorted);
    const [one] = JSON.parse(first.body) as { id: number }[];
    expectStatus(await admin.put(`${API}/clients/${one!.id}`, { client: { city: 'Tromsø' } }), 200);
    // The changed record's piece is made once, and the other lists reuse it.
    expect(
      await piecesMadeBy(async () => {
        await admin.get(LIST);
        await admin.get(next);
        await admin.get(sorted);
      }),
    ).toBe(1);
    for (const url of [LIST, next, sorted]) await listAsIfFromNothing(url);
    expect((await listAsIfFromNothing(sorted))[0]!.city).toBe('Tromsø');
  });
});
