import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/test-app';
import { API, type ApiClient, create, expectInvalid, expectStatus, getJson } from './support/api';
import { purgeExpired } from '../../src/server/trash/erase';
import { MAX_QUANTITY } from '../../src/shared/limits';
import type { Movement } from '../../src/shared/stock';
import type { TrashEntry } from '../../src/shared/trash';

// The edges of stock and the trash, pinned: the largest quantity and one past it, one movement
// per record of a bulk quantity change, and the purge just past TRASH_DAYS (kept that long).

let t: TestApp;
let admin: ApiClient;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.as('admin');
});
afterAll(() => t.close());

const DAY = 24 * 60 * 60 * 1000;
const move = (id: number, movement: object) =>
  admin.post(`${API}/inventory/${id}/movements`, { movement });

describe('the largest quantity', () => {
  it('a movement may reach it exactly, and not one past it', async () => {
    const item = await create(admin, 'inventory', { item: { name: 'Bolts', quantity: 1 } });
    expectStatus(await move(item.id, { amount: MAX_QUANTITY - 1, reason: 'received' }), 201);
    expect((await getJson(admin, `${API}/inventory/${item.id}`)).quantity).toBe(MAX_QUANTITY);
    expectInvalid(await move(item.id, { amount: 1, reason: 'received' }), 'amount');
    expectInvalid(await move(item.id, { set_to: MAX_QUANTITY + 1, reason: 'counted' }), 'set_to');
    expect((await getJson(admin, `${API}/inventory/${item.id}`)).quantity).toBe(MAX_QUANTITY);
  });
});

describe('a bulk update of the quantity', () => {
  it('records one counted movement per record', async () => {
    const ids: number[] = [];
    for (const quantity of [1, 5, 9])
      ids.push((await create(admin, 'inventory', { item: { name: 'Q', quantity } })).id);
    const res = await admin.post(`${API}/inventory/bulk-update`, {
      ids,
      changes: { item: { quantity: 4 } },
    });
    expectStatus(res, 200);
    for (const [i, id] of ids.entries()) {
      const movements = await getJson<Movement[]>(admin, `${API}/inventory/${id}/movements`);
      expect(movements.map((m) => [m.reason, m.amount, m.quantity_after])).toEqual([
        ['counted', 4 - [1, 5, 9][i]!, 4],
        ['counted', [1, 5, 9][i], [1, 5, 9][i]],
      ]);
    }
  });
});

describe('the trash purge', () => {
  it('keeps an entry for exactly TRASH_DAYS and erases it a millisecond past', async () => {
    const item = await create(admin, 'inventory', { item: { name: 'Edge' } });
    expectStatus(await admin.delete(`${API}/inventory/${item.id}`), 200);
    const [entry] = await getJson<TrashEntry[]>(admin, `${API}/trash?resource=inventory`);
    const deletedAt = Date.parse(entry!.deleted_at);
    const inTrash = async () =>
      (await getJson<TrashEntry[]>(admin, `${API}/trash?resource=inventory`)).some(
        (e) => e.id === item.id,
      );
    expect(await purgeExpired(t.db, deletedAt + 30 * DAY, 30)).toBe(0);
    expect(await inTrash()).toBe(true);
    expect(await purgeExpired(t.db, deletedAt + 30 * DAY + 1, 30)).toBe(1);
    expect(await inTrash()).toBe(false);
  });
});
