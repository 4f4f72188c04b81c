import { configureStore } from '@reduxjs/toolkit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Movement } from '../../shared/stock';
import { adjustStock, loadMovements, stockKey, stockReducer } from './stock-slice';

const movement = (id: number): Movement => ({
  id,
  at: '2026-11-25T10:00:00.000Z',
  actor: 'chief',
  amount: -1,
  reason: 'used',
  project: null,
  note: '',
  quantity_after: id,
});

const answer = (body: unknown, headers: Record<string, string> = {}, status = 200) =>
  new Response(JSON.stringify(body), { status, headers });

const makeStore = () => configureStore({ reducer: { stock: stockReducer } });

afterEach(() => vi.unstubAllGlobals());

describe('the stock slice', () => {
  it('keeps one feed of movements per record and pages it with the cursor', async () => {
    const mock = vi
      .fn()
      .mockResolvedValueOnce(answer([movement(9), movement(8)], { 'X-Next-Cursor': 'c8' }))
      .mockResolvedValueOnce(answer([movement(7)]));
    vi.stubGlobal('fetch', mock);
    const store = makeStore();
    await store.dispatch(loadMovements({ resource: 'stickers', id: 3 }));
    expect(mock.mock.calls[0]?.[0]).toBe('/api/v1/stickers/3/movements?limit=20');
    await store.dispatch(loadMovements({ resource: 'stickers', id: 3, after: 'c8' }));
    expect(mock.mock.calls[1]?.[0]).toBe('/api/v1/stickers/3/movements?limit=20&after=c8');
    const feed = store.getState().stock.movements[stockKey('stickers', 3)];
    expect(feed?.items.map((m) => m.id)).toEqual([9, 8, 7]);
    expect(feed?.next).toBeNull();
    expect(store.getState().stock.movements[stockKey('inventory', 3)]).toBeUndefined();
  });

  it('posts a movement wrapped, and a 422 rejects with its messages by field', async () => {
    const mock = vi
      .fn()
      .mockResolvedValueOnce(answer(movement(4), {}, 201))
      .mockResolvedValueOnce(
        answer(
          {
            message: 'Validation failed: amount would take 5, but only 3 are left',
            errors: { amount: ['would take 5, but only 3 are left'] },
          },
          {},
          422,
        ),
      );
    vi.stubGlobal('fetch', mock);
    const store = makeStore();
    const body = { amount: -1, reason: 'used', project_id: 7, note: '' } as const;
    const done = await store.dispatch(
      adjustStock({ resource: 'inventory', id: 2, movement: body }),
    );
    expect(adjustStock.fulfilled.match(done) && done.payload.id).toBe(4);
    const [url, init] = mock.mock.calls[0] as [string, RequestInit];
    expect([url, init.method, JSON.parse(String(init.body))]).toEqual([
      '/api/v1/inventory/2/movements',
      'POST',
      { movement: body },
    ]);
    const refused = await store.dispatch(
      adjustStock({ resource: 'inventory', id: 2, movement: { ...body, amount: -5 } }),
    );
    expect(adjustStock.rejected.match(refused)).toBe(true);
    expect(refused.meta).toMatchObject({
      errors: { amount: ['would take 5, but only 3 are left'] },
      status: 422,
    });
  });
});
