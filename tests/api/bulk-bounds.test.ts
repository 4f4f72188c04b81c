import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/test-app';
import {
  API,
  type ApiClient,
  PNG_1X1,
  create,
  createProject,
  dataUrl,
  expectInvalid,
  expectStatus,
  getJson,
} from './support/api';
import { IMAGE_MAX_BYTES } from '../../src/shared/image';
import { BULK_MAX, WRITE_BYTES_MAX, WRITE_ROWS_MAX } from '../../src/shared/limits';

// What one write may touch (issue 34, finding 10 and its boundaries): a bulk call names 1 to
// 1,000 records, a bulk update sets plain fields only, and a delete moves at most WRITE_ROWS_MAX
// rows and WRITE_BYTES_MAX bytes to the trash with what it takes along.

let t: TestApp;
let admin: ApiClient;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.as('admin');
});
afterAll(() => t.close());

const range = (n: number) => Array.from({ length: n }, (_, i) => i);
/** Rows straight into a table, in batches a statement can bind: the API would take minutes. */
async function insert(table: 'clients' | 'tasks' | 'stickers', rows: Record<string, unknown>[]) {
  for (let i = 0; i < rows.length; i += 500)
    await t.db
      .insertInto(table)
      .values(rows.slice(i, i + 500) as never)
      .execute();
}
const clientRows = (n: number, prefix: string) =>
  range(n).map((i) => ({
    organization_name: `${prefix} ${i}`,
    ...{ phone_number: '', email_address: '', country: '', state: '', city: '', street: '' },
  }));
async function clientIds(prefix: string) {
  const rows = await t.db
    .selectFrom('clients')
    .select('id')
    .where('organization_name', 'like', `${prefix} %`)
    .orderBy('id')
    .execute();
  return rows.map((r) => r.id);
}

describe('how many records one bulk call names', () => {
  it(`updates and deletes exactly ${BULK_MAX}, and refuses ${BULK_MAX + 1} saying so`, async () => {
    await insert('clients', clientRows(BULK_MAX + 1, 'Many'));
    const ids = await clientIds('Many');
    const tooMany = await admin.post(`${API}/clients/bulk-update`, {
      ids,
      changes: { client: { city: 'Oslo' } },
    });
    expectInvalid(tooMany, 'ids');
    expect(tooMany.json().errors.ids).toEqual([`must name at most ${BULK_MAX} records`]);
    expectInvalid(await admin.post(`${API}/clients/bulk-delete`, { ids }), 'ids');

    const lot = ids.slice(0, BULK_MAX);
    const updated = await admin.post(`${API}/clients/bulk-update`, {
      ids: lot,
      changes: { client: { city: 'Oslo' } },
    });
    expectStatus(updated, 200);
    expect((await getJson(admin, `clients/${lot.at(-1)}`)).city).toBe('Oslo');
    expectStatus(await admin.post(`${API}/clients/bulk-delete`, { ids: lot }), 200);
    expect(await clientIds('Many')).toEqual(ids.slice(BULK_MAX));
  });
});

describe('what a bulk update may set', () => {
  it('refuses an image, a note’s sections and a page’s content, naming the field', async () => {
    const image = dataUrl('image/png', PNG_1X1);
    const sticker = await create(admin, 'stickers', { sticker: { name: 'S' } });
    const note = await create(admin, 'notes', { note: { title: 'N' } });
    const page = await create(admin, 'pages', { page: { title: 'P' } });
    for (const [name, changes, field] of [
      ['stickers', { sticker: { image } }, 'image'],
      ['notes', { note: { sections: [{ title: 'x' }] } }, 'sections'],
      ['pages', { page: { content: 'x' } }, 'content'],
    ] as const) {
      const id = { stickers: sticker.id, notes: note.id, pages: page.id }[name];
      const res = await admin.post(`${API}/${name}/bulk-update`, { ids: [id], changes });
      expectStatus(res, 422);
      expect(JSON.stringify(res.json().errors), name).toMatch(
        new RegExp(`"${field}":\\["cannot be changed in bulk`),
      );
    }
    expect((await getJson(admin, `stickers/${sticker.id}`)).image_url).toBeNull();
    expect((await getJson(admin, `notes/${note.id}`)).sections).toEqual([]);
  });

  it('takes the plain fields the bulk bars offer', async () => {
    const project = await createProject(admin);
    const res = await admin.post(`${API}/projects/bulk-update`, {
      ids: [project.id],
      changes: { project: { project_class: 'Research', description: 'd'.repeat(10_000) } },
    });
    expectStatus(res, 200);
  });

  it('answers an image just over 2 MiB with one status, however it is sent', async () => {
    const big = dataUrl('image/png', Buffer.concat([PNG_1X1, Buffer.alloc(IMAGE_MAX_BYTES)]));
    const sticker = await create(admin, 'stickers', { sticker: { name: 'S' } });
    const posted = await admin.post(`${API}/stickers`, { sticker: { name: 'T', image: big } });
    const put = await admin.put(`${API}/stickers/${sticker.id}`, { sticker: { image: big } });
    const bulk = await admin.post(`${API}/stickers/bulk-update`, {
      ids: [sticker.id],
      changes: { sticker: { image: big } },
    });
    for (const res of [posted, put, bulk]) expectStatus(res, 422);
    expect(posted.json()).toEqual(put.json());
    expect(posted.json().errors).toEqual({ image: ['must be at most 2 MiB'] });
  });
});

describe('what one delete may move to the trash', () => {
  const tasks = (projectId: number, n: number) =>
    range(n).map((i) => ({ project_id: projectId, name: `T${i}`, description: '', completed: 0 }));

  it(`deletes a project taking exactly ${WRITE_ROWS_MAX} rows, refuses one more`, async () => {
    const fits = await createProject(admin, { name: 'Fits' });
    const over = await createProject(admin, { name: 'Over' });
    await insert('tasks', tasks(fits.id, WRITE_ROWS_MAX - 1)); // with the project: the bound
    await insert('tasks', tasks(over.id, WRITE_ROWS_MAX));
    const refused = await admin.delete(`${API}/projects/${over.id}`);
    expectInvalid(refused, 'id');
    expect(refused.json().errors.id[0]).toMatch(/at most 10000 and 64 MiB/);
    expectInvalid(
      await admin.post(`${API}/projects/bulk-delete`, { ids: [fits.id, over.id] }),
      'ids',
    );
    expectStatus(await admin.get(`${API}/projects/${over.id}`), 200);
    expectStatus(await admin.delete(`${API}/projects/${fits.id}`), 200);
  });

  it(`refuses a bulk delete of more than ${WRITE_BYTES_MAX / 2 ** 20} MiB of images`, async () => {
    const image = Buffer.alloc(IMAGE_MAX_BYTES);
    const count = WRITE_BYTES_MAX / IMAGE_MAX_BYTES + 1;
    await insert(
      'stickers',
      range(count).map((i) => ({
        ...{ name: `Heavy ${i}`, description: '', quantity: 0 },
        ...{ image, image_type: 'image/png', image_hash: `h${i}` },
      })),
    );
    const rows = await t.db
      .selectFrom('stickers')
      .select('id')
      .where('name', 'like', 'Heavy %')
      .execute();
    const ids = rows.map((r) => r.id);
    expectInvalid(await admin.post(`${API}/stickers/bulk-delete`, { ids }), 'ids');
    expectStatus(await admin.post(`${API}/stickers/bulk-delete`, { ids: ids.slice(1) }), 200);
    // 65 MiB of images written, read and moved to the trash: the disk's time, not the code's.
  }, 120_000);
});
