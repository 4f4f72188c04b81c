import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/test-app';
import {
  API,
  type ApiClient,
  create,
  createProject,
  expectInvalid,
  expectStatus,
  getJson,
  ids,
} from './support/api';
import type { Movement } from '../../src/shared/stock';

// Stock that adds up: every change of a quantity is a movement with a reason, in the same
// transaction, and the movements of a record always sum to its quantity.

let t: TestApp;
let admin: ApiClient;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.as('admin');
});
afterAll(() => t.close());

const move = (name: string, id: number, movement: object) =>
  admin.post(`${API}/${name}/${id}/movements`, { movement });
const movementsOf = (name: string, id: number) =>
  getJson<Movement[]>(admin, `${API}/${name}/${id}/movements`);
const quantityOf = async (name: string, id: number) =>
  (await getJson(admin, `${API}/${name}/${id}`)).quantity as number;
const sum = (movements: Movement[]) => movements.reduce((n, m) => n + m.amount, 0);

describe('stock movements', () => {
  it('adjust by a signed amount or to a count, with a reason, and always add up', async () => {
    const item = await create(admin, 'inventory', { item: { name: 'Cable', quantity: 10 } });
    const project = await createProject(admin, { name: 'Harbour' });
    const used = await move('inventory', item.id, {
      amount: -2,
      reason: 'used',
      project_id: project.id,
      note: 'Two for the mast',
    });
    expectStatus(used, 201);
    expect(used.json()).toMatchObject({
      amount: -2,
      reason: 'used',
      actor: 'admin',
      project: { id: project.id, name: 'Harbour' },
      note: 'Two for the mast',
      quantity_after: 8,
    });
    expectStatus(await move('inventory', item.id, { set_to: 5, reason: 'counted' }), 201);
    const url = `${API}/inventory/${item.id}`;
    expectStatus(await admin.put(url, { item: { quantity: 7 } }), 200);
    expectStatus(await admin.put(url, { item: { name: 'Cable 2m' } }), 200);

    const movements = await movementsOf('inventory', item.id);
    expect(movements.map((m) => [m.reason, m.amount, m.quantity_after])).toEqual([
      ['counted', 2, 7],
      ['counted', -3, 5],
      ['used', -2, 8],
      ['counted', 10, 10],
    ]);
    expect(sum(movements)).toBe(await quantityOf('inventory', item.id));
    const [latest] = await getJson(admin, `${url}/history`);
    expect(latest.changes).toEqual([{ field: 'name', from: 'Cable', to: 'Cable 2m' }]);

    // The project's screen lists what was used on it.
    const detail = await getJson(admin, `${API}/projects/${project.id}`);
    expect(detail.stock_used).toEqual([
      { resource: 'inventory', id: item.id, name: 'Cable 2m', quantity: 2 },
    ]);
  });

  it('never goes below zero: the refusal says how many are left, and nothing changes', async () => {
    const sticker = await create(admin, 'stickers', { sticker: { name: 'Logo', quantity: 3 } });
    const res = await move('stickers', sticker.id, { amount: -5, reason: 'damaged_or_lost' });
    expectInvalid(res, 'amount');
    expect(res.json().errors.amount).toEqual(['would take 5, but only 3 are left']);
    expect(await quantityOf('stickers', sticker.id)).toBe(3);
    expect((await movementsOf('stickers', sticker.id)).length).toBe(1);
  });

  it('refuses a movement that is not one (422 naming the field), or of no record (404)', async () => {
    const item = await create(admin, 'inventory', { item: { name: 'Bolt', quantity: 1 } });
    const project = await createProject(admin);
    for (const [movement, field] of [
      [{ reason: 'received' }, 'amount'],
      [{ amount: 1, set_to: 2, reason: 'received' }, 'amount'],
      [{ amount: 0, reason: 'received' }, 'amount'],
      [{ amount: 1.5, reason: 'received' }, 'amount'],
      [{ amount: 1, reason: 'stolen' }, 'reason'],
      [{ set_to: -1, reason: 'counted' }, 'set_to'],
      [{ amount: 1, reason: 'received', project_id: project.id }, 'project_id'],
      [{ amount: -1, reason: 'used', project_id: 999_999 }, 'project_id'],
      [{ amount: 1, reason: 'other', note: 'x'.repeat(1001) }, 'note'],
    ] as const)
      expectInvalid(await move('inventory', item.id, movement), field);
    expect(await quantityOf('inventory', item.id)).toBe(1);
    expectStatus(await move('inventory', 999_999, { amount: 1, reason: 'received' }), 404);
    expectStatus(await admin.get(`${API}/inventory/999999/movements`), 404);
  });

  it('20 concurrent movements of −1 on 10: exactly 10 succeed and it ends at 0', async () => {
    const item = await create(admin, 'inventory', { item: { name: 'Fuse', quantity: 10 } });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => move('inventory', item.id, { amount: -1, reason: 'used' })),
    );
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 422)).toHaveLength(10);
    expect(await quantityOf('inventory', item.id)).toBe(0);
    const movements = await movementsOf('inventory', item.id);
    expect(sum(movements)).toBe(0);
    expect(movements.filter((m) => m.reason === 'used')).toHaveLength(10);
  });

  it('pages movements newest first by cursor', async () => {
    const item = await create(admin, 'inventory', { item: { name: 'Nut', quantity: 1 } });
    for (let i = 0; i < 4; i++) await move('inventory', item.id, { amount: 1, reason: 'received' });
    const first = await admin.get(`${API}/inventory/${item.id}/movements?limit=3`);
    expect(first.json().map((m: Movement) => m.quantity_after)).toEqual([5, 4, 3]);
    const after = String(first.headers['x-next-cursor']);
    const rest = await getJson<Movement[]>(
      admin,
      `${API}/inventory/${item.id}/movements?limit=3&after=${after}`,
    );
    expect(rest.map((m) => m.quantity_after)).toEqual([2, 1]);
  });
});

describe('quantities typed as the lists show them', () => {
  it('take "1,000" for a quantity, a threshold and a movement; "1 000" is a 422 naming the format', async () => {
    const item = await create(admin, 'inventory', {
      item: { name: 'Washers', quantity: '1,000', low_stock_threshold: '1,200' },
    });
    expect(item).toMatchObject({ quantity: 1000, low_stock_threshold: 1200 });
    expectStatus(await move('inventory', item.id, { amount: '-1,000', reason: 'used' }), 201);
    expectStatus(await move('inventory', item.id, { set_to: '2,500', reason: 'counted' }), 201);
    expect(await quantityOf('inventory', item.id)).toBe(2500);
    for (const [item, field] of [
      [{ name: 'Nuts', quantity: '1 000' }, 'quantity'],
      [{ name: 'Nuts', quantity: 1, low_stock_threshold: '1.000,5' }, 'low_stock_threshold'],
    ] as const) {
      const res = await admin.post(`${API}/stickers`, { sticker: item });
      expectInvalid(res, field);
      expect(res.json().errors[field]).toEqual(['must be a whole number written like 1,000']);
    }
  });
});

describe('low stock', () => {
  it('lists narrow to ?low_stock=true, and the overview counts them', async () => {
    const before = (await getJson(admin, `${API}/overview`)).low_stock;
    const low = await create(admin, 'inventory', {
      item: { name: 'Low', quantity: 2, low_stock_threshold: 2 },
    });
    const fine = await create(admin, 'inventory', {
      item: { name: 'Fine', quantity: 3, low_stock_threshold: 2 },
    });
    await create(admin, 'inventory', { item: { name: 'None', quantity: 0 } });
    expect(low.low_stock_threshold).toBe(2);
    const res = await admin.get(`${API}/inventory?low_stock=true&limit=500`);
    expectStatus(res, 200);
    expect(ids(res)).toContain(low.id);
    expect(ids(res)).not.toContain(fine.id);
    expect(
      res
        .json()
        .every(
          (i: { quantity: number; low_stock_threshold: number | null }) =>
            i.low_stock_threshold !== null && i.quantity <= i.low_stock_threshold,
        ),
    ).toBe(true);
    expect(Number(res.headers['x-total-count'])).toBe(res.json().length);
    expect(ids(await admin.get(`${API}/inventory?low_stock=false&limit=500`))).toContain(fine.id);
    expectInvalid(await admin.get(`${API}/inventory?low_stock=maybe`), 'low_stock');
    expect((await getJson(admin, `${API}/overview`)).low_stock).toEqual({
      ...before,
      inventory: before.inventory + 1,
    });

    // A movement that takes it down to the threshold makes it low; a threshold of null, never.
    expectStatus(await move('inventory', fine.id, { amount: -1, reason: 'used' }), 201);
    expect(ids(await admin.get(`${API}/inventory?low_stock=true&limit=500`))).toContain(fine.id);
    const off = await admin.put(`${API}/inventory/${fine.id}`, {
      item: { low_stock_threshold: null },
    });
    expectStatus(off, 200);
    expect(ids(await admin.get(`${API}/inventory?low_stock=true&limit=500`))).not.toContain(
      fine.id,
    );
    const sticker = await create(admin, 'stickers', {
      sticker: { name: 'Low sticker', quantity: 0, low_stock_threshold: 0 },
    });
    expect(ids(await admin.get(`${API}/stickers?low_stock=true`))).toContain(sticker.id);
  });
});
