import { crc32, deflateSync } from 'node:zlib';

/**
 * Real, small PNGs (solid colour, RGB, 8-bit) that decode anywhere: a sticker's image in the
 * demo data is a valid image the server would have accepted, not a placeholder blob.
 */
export function solidPng(width: number, height: number, [r, g, b]: [number, number, number]) {
  const row = Buffer.alloc(1 + width * 3); // filter byte 0, then RGB triples
  for (let x = 0; x < width; x++) row.set([r, g, b], 1 + x * 3);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // bit depth 8, colour type RGB, deflate, no filter, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** The sticker palette: one 32×32 PNG per colour, built once. */
export const STICKER_PNGS: Buffer[] = (
  [
    [220, 38, 38],
    [234, 88, 12],
    [202, 138, 4],
    [22, 163, 74],
    [8, 145, 178],
    [37, 99, 235],
    [124, 58, 237],
    [219, 39, 119],
  ] as [number, number, number][]
).map((rgb) => solidPng(32, 32, rgb));
