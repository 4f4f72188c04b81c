import { imageSize } from 'image-size';

/** `type` is a MIME type: image/png, image/jpeg, image/gif, image/webp, or another (image/bmp…). */
export type DecodedImage = { type: string; width: number; height: number };

// image-size's names that differ from the MIME subtype.
const SUBTYPES: Record<string, string> = { jpg: 'jpeg', svg: 'svg+xml' };

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * A PNG's chunks, walked from the signature: IHDR first, every chunk whole, image data, then IEND.
 * A valid header followed by nothing (or by a cut-off chunk) is not an image a browser can show.
 * Bytes after IEND are ignored, as decoders do.
 */
function pngChunksWhole(bytes: Buffer): boolean {
  let offset = PNG_SIGNATURE.length;
  let sawData = false;
  for (let index = 0; offset + 12 <= bytes.length; index += 1) {
    const length = bytes.readUInt32BE(offset);
    const type = bytes.toString('latin1', offset + 4, offset + 8);
    const end = offset + 12 + length; // length, type, data, CRC
    if (end > bytes.length || (index === 0 && (type !== 'IHDR' || length !== 13))) return false;
    if (type === 'IDAT') sawData = true;
    if (type === 'IEND') return sawData;
    offset = end;
  }
  return false;
}

/**
 * What the bytes really are, from their header: a format with both sides at least 1 px, or null
 * (no format known, a cut-off header, zero dimensions, a PNG with missing chunks).
 */
export function decodeImage(bytes: Buffer): DecodedImage | null {
  let size: ReturnType<typeof imageSize>;
  try {
    // A copy with an ArrayBuffer of its own: image-size reads through a DataView over the whole
    // underlying buffer, so on a slice of Node's shared pool it would read the bytes after ours
    // and take a cut-off header for a whole one.
    size = imageSize(new Uint8Array(bytes));
  } catch {
    return null;
  }
  if (!size.type || !(size.width >= 1) || !(size.height >= 1)) return null;
  const type = `image/${SUBTYPES[size.type] ?? size.type}`;
  if (type === 'image/png' && !pngChunksWhole(bytes)) return null;
  return { type, width: size.width, height: size.height };
}
