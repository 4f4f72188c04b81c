import { describe, expect, it } from 'vitest';
import { decodeImage } from './image-decode';
import { GIF_1X1, JPEG_1X1, PNG_1X1, TRUNCATED_PNG, WEBP_1X1 } from '../../tests/support/images';

describe('decodeImage', () => {
  it.each([
    ['image/png', PNG_1X1],
    ['image/jpeg', JPEG_1X1],
    ['image/gif', GIF_1X1],
    ['image/webp', WEBP_1X1],
  ])('reads a real %s: its type and dimensions', (type, bytes) => {
    expect(decodeImage(bytes)).toEqual({ type, width: 1, height: 1 });
  });

  it('a PNG cut off anywhere before its end is not an image', () => {
    // Slices of one pooled buffer: the decoder must not read past the slice into the pool.
    for (let length = 0; length < PNG_1X1.length - 12; length += 1) {
      expect(decodeImage(PNG_1X1.subarray(0, length)), `${length} bytes`).toBeNull();
    }
    expect(decodeImage(TRUNCATED_PNG)).toBeNull();
  });

  it('a PNG whose header says zero pixels wide or high is not an image', () => {
    for (const offset of [16, 20]) {
      const zero = Buffer.from(PNG_1X1);
      zero.writeUInt32BE(0, offset);
      expect(decodeImage(zero)).toBeNull();
    }
  });

  it('a PNG with a whole header but no image data is not an image', () => {
    const headerOnly = PNG_1X1.subarray(0, 8 + 25);
    const iend = PNG_1X1.subarray(PNG_1X1.length - 12);
    expect(decodeImage(Buffer.concat([headerOnly, iend]))).toBeNull();
  });

  it('bytes after the end of a PNG are ignored, as browsers do', () => {
    expect(decodeImage(Buffer.concat([PNG_1X1, Buffer.alloc(64)]))?.type).toBe('image/png');
  });

  it.each([
    ['a JPEG start with no frame header', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10])],
    ['a GIF signature alone', Buffer.from('GIF89a')],
    ['a RIFF header with no WebP chunk', Buffer.from('RIFF\x1a\x00\x00\x00WEBP', 'latin1')],
    ['HTML', Buffer.from('<html>not an image</html>')],
    ['nothing', Buffer.alloc(0)],
  ])('%s is not an image', (_name, bytes) => {
    expect(decodeImage(bytes)).toBeNull();
  });

  it('names another format by its MIME type, for the caller to refuse', () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="9" height="9"/>');
    expect(decodeImage(svg)).toEqual({ type: 'image/svg+xml', width: 9, height: 9 });
  });
});
