import { describe, expect, it } from 'vitest';
import { IMAGE_MAX_BYTES, IMAGE_TYPES } from '../../../shared/image';
import { IMAGE_ACCEPT, TOO_LARGE, WRONG_TYPE, readImage } from './read-image';

const file = (bytes: number, type: string) => new File([new Uint8Array(bytes)], 'f', { type });

describe('readImage refuses before reading', () => {
  it('offers exactly the image types the server takes', () => {
    expect(IMAGE_ACCEPT.split(',')).toEqual([...IMAGE_TYPES]);
  });

  it.each(['image/svg+xml', 'text/plain', 'image/bmp', ''])('refuses the type %j', async (type) => {
    expect(await readImage(file(10, type))).toEqual({ ok: false, message: WRONG_TYPE });
  });

  it('refuses a file larger than 2 MiB', async () => {
    expect(await readImage(file(IMAGE_MAX_BYTES + 1, 'image/png'))).toEqual({
      ok: false,
      message: TOO_LARGE,
    });
  });
});
