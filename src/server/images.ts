import { createHash } from 'node:crypto';
import { IMAGE_MAX_BYTES, IMAGE_MAX_PIXELS, IMAGE_MAX_SIDE, IMAGE_TYPES } from '../shared/image';
import { invalidField } from './http-error';
import { decodeImage } from './image-decode';

export type StoredImage = {
  image: Buffer | null;
  image_type: string | null;
  image_hash: string | null;
};

/**
 * A data URL (already shape-checked by the shared schema) → bytes, their type and a hash. The
 * bytes must decode (header and dimensions) as the type the data URL declares: the type that is
 * stored and served comes from the bytes, and a label that disagrees is refused, not corrected.
 */
export function imageColumns(
  dataUrl: string | null | undefined,
): StoredImage | Record<string, never> {
  if (dataUrl === undefined) return {};
  if (dataUrl === null) return { image: null, image_type: null, image_hash: null };
  const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  if (bytes.length > IMAGE_MAX_BYTES) throw invalidField('image', 'must be at most 2 MiB');
  const decoded = decodeImage(bytes);
  if (!decoded) throw invalidField('image', 'could not be read as an image');
  if (!(IMAGE_TYPES as readonly string[]).includes(decoded.type))
    throw invalidField('image', 'must be a PNG, JPEG, WebP or GIF image');
  const { width, height } = decoded;
  if (Math.max(width, height) > IMAGE_MAX_SIDE || width * height > IMAGE_MAX_PIXELS)
    throw invalidField(
      'image',
      `is ${width} × ${height} pixels: at most ${IMAGE_MAX_SIDE} on a side and ${IMAGE_MAX_PIXELS / 1e6} million in all`,
    );
  const declared = dataUrl.slice('data:'.length, dataUrl.indexOf(';'));
  if (declared !== decoded.type)
    throw invalidField('image', `is ${decoded.type}, not ${declared} as its data URL says`);
  const hash = createHash('sha256').update(bytes).digest('base64url').slice(0, 16);
  return { image: bytes, image_type: decoded.type, image_hash: hash };
}

export const imageUrl = (resource: string, id: number, hash: unknown) =>
  hash ? `/api/v1/${resource}/${id}/image?v=${String(hash)}` : null;
