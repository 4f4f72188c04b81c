import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/test-app';
import { bmp } from '../e2e/image-bytes';
import {
  API,
  type ApiClient,
  GIF_BYTES,
  JPEG_BYTES,
  PNG_1X1,
  TRUNCATED_PNG,
  UNKNOWN_ID,
  WEBP_BYTES,
  create,
  dataUrl,
  expectInvalid,
  expectStatus,
  getJson,
} from './support/api';

let t: TestApp;
let admin: ApiClient;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.as('admin');
});
afterAll(() => t.close());

const MiB = 1024 * 1024;
const kinds = [
  ['stickers', 'sticker'],
  ['tools', 'tool'],
] as const;

describe.each(kinds)('%s images', (resource, wrapper) => {
  const make = (image: unknown, name = 'With image') =>
    admin.post(`${API}/${resource}`, { [wrapper]: { name, image } });

  it.each([
    ['image/png', PNG_1X1],
    ['image/jpeg', JPEG_BYTES],
    ['image/gif', GIF_BYTES],
    ['image/webp', WEBP_BYTES],
  ] as const)(
    'serves a %s image with its bytes, type and long-lived private cache headers',
    async (type, bytes) => {
      const res = await make(dataUrl(type, bytes));
      expectStatus(res, 201);
      const { image_url } = res.json();
      expect(image_url).toMatch(new RegExp(`^/api/v1/${resource}/\\d+/image\\?v=[\\w-]+$`));
      const image = await admin.get(image_url);
      expectStatus(image, 200);
      expect(image.rawPayload.equals(bytes)).toBe(true);
      expect(image.headers['content-type']).toBe(type);
      expect(image.headers.etag).toMatch(/^"[\w-]+"$/);
      // Only the signed-in browser that asked may keep it: never a shared cache.
      expect(image.headers['cache-control']).toBe('private, max-age=31536000, immutable');
      expect(image.headers['x-content-type-options']).toBe('nosniff');
    },
  );

  it('answers If-None-Match with the ETag by 304, and another tag by 200', async () => {
    const { image_url } = (await make(dataUrl('image/png', PNG_1X1))).json();
    const first = await admin.get(image_url);
    const etag = first.headers.etag as string;
    const again = await admin.send({
      method: 'GET',
      url: image_url,
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    const other = await admin.send({
      method: 'GET',
      url: image_url,
      headers: { 'if-none-match': '"something-else"' },
    });
    expectStatus(other, 200);
  });

  // A cache refreshes the stored response's headers from a 304 (RFC 9111 §4.3.4): a 304 that says
  // application/json and a 4-byte length would relabel the cached image.
  it('the 304 does not relabel the image as JSON or give it another length', async () => {
    const { image_url } = (await make(dataUrl('image/png', PNG_1X1))).json();
    const etag = (await admin.get(image_url)).headers.etag as string;
    const again = await admin.send({
      method: 'GET',
      url: image_url,
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect([undefined, 'image/png']).toContain(again.headers['content-type']);
    expect([undefined, String(PNG_1X1.length)]).toContain(again.headers['content-length']);
  });

  it('a label that disagrees with the bytes is a 422, not relabelled', async () => {
    expectInvalid(await make(dataUrl('image/png', GIF_BYTES)), 'image');
    expectInvalid(await make(dataUrl('image/jpeg', PNG_1X1)), 'image');
    expectInvalid(await make(dataUrl('image/gif', WEBP_BYTES)), 'image');
  });

  it('a URL with another version, or none, is a 404: never the current bytes', async () => {
    const created = (await make(dataUrl('image/png', PNG_1X1))).json();
    const base = `${API}/${resource}/${created.id}/image`;
    for (const url of [`${base}?v=not-the-hash`, `${base}?v=`, base]) {
      const res = await admin.get(url);
      expectStatus(res, 404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
    }
    const replaced = await admin.put(`${API}/${resource}/${created.id}`, {
      [wrapper]: { image: dataUrl('image/gif', GIF_BYTES) },
    });
    expectStatus(await admin.get(created.image_url), 404);
    expectStatus(await admin.get(replaced.json().image_url), 200);
  });

  it('lists and shows never include the image bytes', async () => {
    const big = Buffer.concat([PNG_1X1, Buffer.alloc(4096, 7)]);
    const created = (await make(dataUrl('image/png', big), 'Listed image')).json();
    const base64 = big.toString('base64');
    const list = await admin.get(`${API}/${resource}?q=Listed%20image`);
    expectStatus(list, 200);
    expect(list.body).not.toContain(base64.slice(0, 200));
    expect(list.json()).toEqual([created]);
    const shown = await admin.get(`${API}/${resource}/${created.id}`);
    expect(shown.body).not.toContain(base64.slice(0, 200));
    expect(Object.keys(shown.json())).not.toContain('image');
  });

  it('an update without image keeps it; a new image gets a new URL; image null removes it', async () => {
    const created = (await make(dataUrl('image/png', PNG_1X1))).json();
    const kept = await admin.put(`${API}/${resource}/${created.id}`, {
      [wrapper]: { name: 'Renamed' },
    });
    expect(kept.json().image_url).toBe(created.image_url);

    const replaced = await admin.put(`${API}/${resource}/${created.id}`, {
      [wrapper]: { image: dataUrl('image/gif', GIF_BYTES) },
    });
    expectStatus(replaced, 200);
    const newUrl = replaced.json().image_url;
    expect(newUrl).not.toBe(created.image_url);
    const served = await admin.get(newUrl);
    expect(served.rawPayload.equals(GIF_BYTES)).toBe(true);

    const removed = await admin.put(`${API}/${resource}/${created.id}`, {
      [wrapper]: { image: null },
    });
    expectStatus(removed, 200);
    expect(removed.json().image_url).toBeNull();
    expect((await getJson(admin, `${resource}/${created.id}`)).image_url).toBeNull();
    expectStatus(await admin.get(newUrl), 404);
  });

  it('an item without an image, or an unknown id, has no image: 404', async () => {
    const plain = await create(admin, resource, { [wrapper]: { name: 'Plain' } });
    expectStatus(await admin.get(`${API}/${resource}/${plain.id}/image`), 404);
    expectStatus(await admin.get(`${API}/${resource}/${UNKNOWN_ID}/image`), 404);
  });

  it('an SVG data URL is a 422', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    expectInvalid(await make(dataUrl('image/svg+xml', svg)), 'image');
  });

  it('bytes that are not an image under an image/png label are a 422', async () => {
    expectInvalid(await make(dataUrl('image/png', Buffer.from('<html>not a png</html>'))), 'image');
    expectInvalid(await make(dataUrl('image/png', Buffer.alloc(0))), 'image');
  });

  it('another format under an image/png label is a 422 that names the accepted ones', async () => {
    const res = await make(dataUrl('image/png', bmp(2, 2)));
    expectInvalid(res, 'image');
    expect(res.json().errors.image).toEqual(['must be a PNG, JPEG, WebP or GIF image']);
  });

  it('bytes that start like a PNG but do not decode are a 422', async () => {
    const zeroWide = Buffer.from(PNG_1X1);
    zeroWide.writeUInt32BE(0, 16);
    const headerOnly = PNG_1X1.subarray(0, 33);
    for (const bytes of [TRUNCATED_PNG, PNG_1X1.subarray(0, 8), zeroWide, headerOnly]) {
      expectInvalid(await make(dataUrl('image/png', bytes)), 'image');
    }
  });

  it('an image whose header claims more pixels than a browser should decode is a 422', async () => {
    const claim = (width: number, height: number) => {
      const bytes = Buffer.from(PNG_1X1);
      bytes.writeUInt32BE(width, 16);
      bytes.writeUInt32BE(height, 20);
      return dataUrl('image/png', bytes);
    };
    const huge = await make(claim(50_000, 50_000));
    expectInvalid(huge, 'image');
    expect(huge.json().errors.image[0]).toMatch(/50000 × 50000 pixels: at most 10000 on a side/);
    expectInvalid(await make(claim(10_001, 1)), 'image');
    expectInvalid(await make(claim(8_000, 6_000)), 'image'); // 48 million
    expectStatus(await make(claim(10_000, 4_000)), 201); // 40 million, the most
  });

  it('a JPEG start with no frame header, or a GIF signature alone, is a 422', async () => {
    expectInvalid(await make(dataUrl('image/jpeg', JPEG_BYTES.subarray(0, 10))), 'image');
    expectInvalid(await make(dataUrl('image/gif', GIF_BYTES.subarray(0, 6))), 'image');
  });

  it('another type, or a data URL that is not base64, is a 422', async () => {
    expectInvalid(await make(dataUrl('text/plain', PNG_1X1)), 'image');
    expectInvalid(await make(`data:image/png,${PNG_1X1.toString('latin1')}`), 'image');
    expectInvalid(await make('data:image/png;base64,@@@@'), 'image');
  });

  it('an image over 2 MiB is a 422 (or a 413), and exactly 2 MiB is accepted', async () => {
    const exact = Buffer.concat([PNG_1X1, Buffer.alloc(2 * MiB - PNG_1X1.length)]);
    const ok = await make(dataUrl('image/png', exact));
    expectStatus(ok, 201);
    const served = await admin.get(ok.json().image_url);
    expect(served.rawPayload.length).toBe(2 * MiB);

    const over = Buffer.concat([exact, Buffer.alloc(1)]);
    const res = await make(dataUrl('image/png', over));
    expect([413, 422]).toContain(res.statusCode);
    if (res.statusCode === 422) expect(Object.keys(res.json().errors)).toContain('image');

    const far = await make(dataUrl('image/png', Buffer.concat([exact, Buffer.alloc(MiB)])));
    expect([413, 422]).toContain(far.statusCode);
  });

  it('a failed image update leaves the stored image as it was', async () => {
    const created = (await make(dataUrl('image/png', PNG_1X1))).json();
    const res = await admin.put(`${API}/${resource}/${created.id}`, {
      [wrapper]: { image: dataUrl('image/png', Buffer.from('nope')) },
    });
    expectInvalid(res, 'image');
    expect((await getJson(admin, `${resource}/${created.id}`)).image_url).toBe(created.image_url);
  });
});
