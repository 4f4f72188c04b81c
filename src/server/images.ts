import { createHash } from 'node:crypto';
import { IMAGE_MAX_BYTES, type ImageType } from '../shared/image';
import { invalidField } from './http-error';

// The type comes from the bytes (magic numbers), never from what the data URL claims.
const SIGNATURES: [ImageType, (b: Buffer) => boolean][] = [
  [
    'image/png',
    (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  ],
  ['image/jpeg', (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff],
  ['image/gif', (b) => ['GIF87a', 'GIF89a'].includes(b.subarray(0, 6).toString('latin1'))],
  [
    'image/webp',
    (b) =>
      b.subarray(0, 4).toString('latin1') === 'RIFF' &&
      b.subarray(8, 12).toString('latin1') === 'WEBP',
  ],
];

export type StoredImage = {
  image: Buffer | null;
  image_type: string | null;
  image_hash: string | null;
};

/** A data URL (already shape-checked by the shared schema) → bytes, their real type and a hash. */
export function imageColumns(
  dataUrl: string | null | undefined,
): StoredImage | Record<string, never> {
  if (dataUrl === undefined) return {};
  if (dataUrl === null) return { image: null, image_type: null, image_hash: null };
  const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  if (bytes.length > IMAGE_MAX_BYTES) throw invalidField('image', 'must be at most 2 MiB');
  const type = SIGNATURES.find(([, matches]) => matches(bytes))?.[0];
  if (!type) throw invalidField('image', 'must be a PNG, JPEG, WebP or GIF image');
  const hash = createHash('sha256').update(bytes).digest('base64url').slice(0, 16);
  return { image: bytes, image_type: type, image_hash: hash };
}

export const imageUrl = (resource: string, id: number, hash: unknown) =>
  hash ? `/api/v1/${resource}/${id}/image?v=${String(hash)}` : null;
