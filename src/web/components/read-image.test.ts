// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IMAGE_MAX_BYTES, IMAGE_TYPES } from '../../shared/image';
import { IMAGE_ACCEPT, NOT_AN_IMAGE, TOO_LARGE, WRONG_TYPE, readImage } from './read-image';

const file = (bytes: number, type: string) => new File([new Uint8Array(bytes)], 'f', { type });

// jsdom cannot decode: the decoder stands in with the size the browser would find.
const decodesAs = (width: number, height: number) => {
  const decode = vi.fn().mockResolvedValue({ width, height, close: () => {} });
  vi.stubGlobal('createImageBitmap', decode);
  return decode;
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('readImage', () => {
  it('offers exactly the image types the server takes', () => {
    expect(IMAGE_ACCEPT.split(',')).toEqual([...IMAGE_TYPES]);
  });

  it.each(['image/svg+xml', 'text/plain', 'image/bmp', ''])(
    'refuses the type %j without decoding it',
    async (type) => {
      const decode = decodesAs(10, 10);
      expect(await readImage(file(10, type))).toEqual({ ok: false, message: WRONG_TYPE });
      expect(decode).not.toHaveBeenCalled();
    },
  );

  it('refuses bytes the browser cannot decode as an image', async () => {
    vi.stubGlobal('createImageBitmap', vi.fn().mockRejectedValue(new Error('undecodable')));
    expect(await readImage(file(10, 'image/png'))).toEqual({ ok: false, message: NOT_AN_IMAGE });
    expect(`Image ${NOT_AN_IMAGE}`).toBe('Image could not be read as an image');
  });

  it('refuses an image that fits 1600 px but is larger than 2 MiB', async () => {
    decodesAs(1600, 1000);
    expect(await readImage(file(IMAGE_MAX_BYTES + 1, 'image/png'))).toEqual({
      ok: false,
      message: TOO_LARGE,
    });
    expect(TOO_LARGE).toBe('must be at most 2 MiB');
  });

  it('checks the size after scaling down: a large photo that shrinks under 2 MiB is taken', async () => {
    decodesAs(4000, 3000);
    vi.stubGlobal(
      'OffscreenCanvas',
      class {
        getContext = () => ({ drawImage: () => {} });
        convertToBlob = (o: { type: string }) => Promise.resolve(new Blob(['abc'], o));
      },
    );
    expect(await readImage(file(IMAGE_MAX_BYTES * 3, 'image/jpeg'))).toEqual({
      ok: true,
      dataUrl: 'data:image/jpeg;base64,YWJj',
    });
  });

  it('sends an image that fits as its own bytes', async () => {
    decodesAs(1, 1);
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'a.png', {
      type: 'image/png',
    });
    expect(await readImage(png)).toEqual({ ok: true, dataUrl: 'data:image/png;base64,iVBORw==' });
  });
});
