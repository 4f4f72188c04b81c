import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/test-app';
import {
  API,
  type ApiClient,
  PNG_1X1,
  create,
  dataUrl,
  expectInvalid,
  expectNotFoundTrio,
  expectStatus,
  getJson,
  stampedBy,
} from './support/api';

let t: TestApp;
let admin: ApiClient;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.as('admin');
});
afterAll(() => t.close());

const imageUrl = expect.stringMatching(/^\/api\/v1\/(stickers|tools)\/\d+\/image\?v=[\w-]+$/);

describe('inventory', () => {
  it('POST /inventory with item{name, specification, quantity} answers 201', async () => {
    const res = await admin.post(`${API}/inventory`, {
      item: { name: 'Cable', specification: 'Cat6, 305 m', quantity: 12 },
    });
    expectStatus(res, 201);
    expect(res.json()).toEqual({
      id: expect.any(Number),
      ...stampedBy('admin'),
      name: 'Cable',
      specification: 'Cat6, 305 m',
      quantity: 12,
      low_stock_threshold: null,
    });
  });

  it('quantity defaults to 0 and accepts a numeric string', async () => {
    expect((await create(admin, 'inventory', { item: { name: 'Zero' } })).quantity).toBe(0);
    expect(
      (await create(admin, 'inventory', { item: { name: 'Str', quantity: '7' } })).quantity,
    ).toBe(7);
  });

  it('GET, PUT and DELETE /inventory/{id}', async () => {
    const item = await create(admin, 'inventory', { item: { name: 'Drill', quantity: 1 } });
    expect(await getJson(admin, `inventory/${item.id}`)).toEqual(item);
    const res = await admin.put(`${API}/inventory/${item.id}`, {
      id: item.id,
      item: { quantity: 3, specification: '18 V' },
    });
    expectStatus(res, 200);
    expect(res.json()).toEqual({
      ...item,
      ...stampedBy('admin'),
      quantity: 3,
      specification: '18 V',
    });
    const del = await admin.delete(`${API}/inventory/${item.id}`);
    expectStatus(del, 200);
    expect(del.json()).toEqual({ id: item.id });
    expectStatus(await admin.get(`${API}/inventory/${item.id}`), 404);
  });

  it('an unknown id is a 404 on show, update and delete', async () => {
    await expectNotFoundTrio(admin, 'inventory', { item: { quantity: 1 } });
  });

  const invalid: [string, Record<string, unknown>, string][] = [
    ['an empty name', { name: '' }, 'name'],
    ['a name of 201 characters', { name: 'n'.repeat(201) }, 'name'],
    [
      'a specification of 10 001 characters',
      { specification: 's'.repeat(10_001) },
      'specification',
    ],
    ['a negative quantity', { quantity: -1 }, 'quantity'],
    ['a fractional quantity', { quantity: 1.5 }, 'quantity'],
    ['a non-numeric quantity', { quantity: 'many' }, 'quantity'],
    ['a quantity over a billion', { quantity: 1_000_000_001 }, 'quantity'],
  ];
  it.each(invalid)('POST with %s is a 422', async (_name, change, field) => {
    expectInvalid(
      await admin.post(`${API}/inventory`, { item: { name: 'Valid', ...change } }),
      field,
    );
  });
  it('POST with a missing name is a 422', async () => {
    expectInvalid(await admin.post(`${API}/inventory`, { item: { quantity: 1 } }), 'name');
  });
  it.each(invalid)('PUT with %s is a 422', async (_name, change, field) => {
    const item = await create(admin, 'inventory', { item: { name: 'Valid' } });
    expectInvalid(await admin.put(`${API}/inventory/${item.id}`, { item: change }), field);
    expect(await getJson(admin, `inventory/${item.id}`)).toEqual(item);
  });
});

describe('stickers', () => {
  it('POST /stickers with sticker{name, description, quantity, image} answers 201 with image_url', async () => {
    const res = await admin.post(`${API}/stickers`, {
      sticker: {
        name: 'Logo',
        description: 'Round',
        quantity: 100,
        image: dataUrl('image/png', PNG_1X1),
      },
    });
    expectStatus(res, 201);
    expect(res.json()).toEqual({
      id: expect.any(Number),
      ...stampedBy('admin'),
      name: 'Logo',
      description: 'Round',
      quantity: 100,
      low_stock_threshold: null,
      image_url: imageUrl,
    });
  });

  it('without an image, image_url is null', async () => {
    const sticker = await create(admin, 'stickers', { sticker: { name: 'Plain' } });
    expect(sticker).toEqual({
      id: expect.any(Number),
      ...stampedBy('admin'),
      name: 'Plain',
      description: '',
      quantity: 0,
      low_stock_threshold: null,
      image_url: null,
    });
  });

  it('GET, PUT and DELETE /stickers/{id}', async () => {
    const sticker = await create(admin, 'stickers', { sticker: { name: 'S', quantity: 2 } });
    expect(await getJson(admin, `stickers/${sticker.id}`)).toEqual(sticker);
    const res = await admin.put(`${API}/stickers/${sticker.id}`, {
      id: sticker.id,
      sticker: { name: 'S2', quantity: 5 },
    });
    expectStatus(res, 200);
    expect(res.json()).toEqual({ ...sticker, ...stampedBy('admin'), name: 'S2', quantity: 5 });
    const del = await admin.delete(`${API}/stickers/${sticker.id}`);
    expectStatus(del, 200);
    expect(del.json()).toEqual({ id: sticker.id });
    expectStatus(await admin.get(`${API}/stickers/${sticker.id}`), 404);
  });

  it('an unknown id is a 404 on show, update and delete', async () => {
    await expectNotFoundTrio(admin, 'stickers', { sticker: { quantity: 1 } });
  });

  it.each([
    ['a missing name', { name: undefined }, 'name'],
    ['a name of 201 characters', { name: 'n'.repeat(201) }, 'name'],
    ['a description of 10 001 characters', { description: 'd'.repeat(10_001) }, 'description'],
    ['a negative quantity', { quantity: -3 }, 'quantity'],
    ['a fractional quantity', { quantity: 0.5 }, 'quantity'],
    ['an image that is not a data URL', { image: 'https://example.com/a.png' }, 'image'],
    ['an image that is a number', { image: 12 }, 'image'],
  ] as [string, Record<string, unknown>, string][])(
    'POST with %s is a 422',
    async (_name, change, field) => {
      const res = await admin.post(`${API}/stickers`, { sticker: { name: 'Valid', ...change } });
      expectInvalid(res, field);
    },
  );
});

describe('tools', () => {
  it('POST /tools with tool{name, specification, image} answers 201 with image_url', async () => {
    const res = await admin.post(`${API}/tools`, {
      tool: { name: 'Crimper', specification: 'RJ45', image: dataUrl('image/png', PNG_1X1) },
    });
    expectStatus(res, 201);
    expect(res.json()).toEqual({
      id: expect.any(Number),
      ...stampedBy('admin'),
      name: 'Crimper',
      specification: 'RJ45',
      image_url: imageUrl,
    });
  });

  it('GET, PUT and DELETE /tools/{id}', async () => {
    const tool = await create(admin, 'tools', { tool: { name: 'Ladder' } });
    expect(tool).toEqual({
      id: expect.any(Number),
      ...stampedBy('admin'),
      name: 'Ladder',
      specification: '',
      image_url: null,
    });
    expect(await getJson(admin, `tools/${tool.id}`)).toEqual(tool);
    const res = await admin.put(`${API}/tools/${tool.id}`, {
      id: tool.id,
      tool: { specification: '3 m' },
    });
    expectStatus(res, 200);
    expect(res.json()).toEqual({ ...tool, ...stampedBy('admin'), specification: '3 m' });
    const del = await admin.delete(`${API}/tools/${tool.id}`);
    expectStatus(del, 200);
    expect(del.json()).toEqual({ id: tool.id });
    expectStatus(await admin.get(`${API}/tools/${tool.id}`), 404);
  });

  it('an unknown id is a 404 on show, update and delete', async () => {
    await expectNotFoundTrio(admin, 'tools', { tool: { name: 'x' } });
  });

  it.each([
    ['a missing name', { name: undefined }, 'name'],
    ['an empty name', { name: ' ' }, 'name'],
    ['a name of 201 characters', { name: 'n'.repeat(201) }, 'name'],
    [
      'a specification of 10 001 characters',
      { specification: 's'.repeat(10_001) },
      'specification',
    ],
    ['an image that is an object', { image: {} }, 'image'],
  ] as [string, Record<string, unknown>, string][])(
    'POST with %s is a 422',
    async (_name, change, field) => {
      const res = await admin.post(`${API}/tools`, { tool: { name: 'Valid', ...change } });
      expectInvalid(res, field);
    },
  );
});
