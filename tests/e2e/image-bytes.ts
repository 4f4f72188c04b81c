import { crc32, deflateSync } from 'node:zlib';

/**
 * Image files built byte by byte, so the tests need no image library: an RGBA PNG from its
 * scanlines, the size a PNG declares, and a BMP (which a browser decodes but the server refuses).
 */

function chunk(type: string, data: Buffer) {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** An 8-bit RGBA PNG; `fill(row, y)` writes the row's width × 4 bytes. */
export function png(width: number, height: number, fill: (row: Buffer, y: number) => void) {
  const stride = width * 4 + 1; // each scanline starts with its filter byte, 0: none
  const raw = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y += 1) fill(raw.subarray(y * stride + 1, (y + 1) * stride), y);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8); // bit depth 8, colour type 6 (RGBA), no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 1 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** What a PNG's IHDR says: its size and colour type (6: RGBA, so transparency is kept). */
export function pngHeader(bytes: Buffer) {
  const signature = bytes.subarray(0, 8).toString('hex');
  if (signature !== '89504e470d0a1a0a' || bytes.subarray(12, 16).toString() !== 'IHDR') {
    throw new Error('not a PNG');
  }
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20), colourType: bytes[25] };
}

/** A small 24-bit BMP: a format browsers decode and the server does not take. */
export function bmp(width: number, height: number) {
  const stride = Math.ceil((width * 3) / 4) * 4;
  const file = Buffer.alloc(54 + stride * height, 0x80);
  file.write('BM', 0, 'latin1');
  file.writeUInt32LE(file.length, 2);
  file.writeUInt32LE(0, 6);
  file.writeUInt32LE(54, 10);
  file.writeUInt32LE(40, 14);
  file.writeInt32LE(width, 18);
  file.writeInt32LE(height, 22);
  file.writeUInt16LE(1, 26);
  file.writeUInt16LE(24, 28);
  file.fill(0, 30, 54); // no compression, default resolution and palette
  return file;
}
