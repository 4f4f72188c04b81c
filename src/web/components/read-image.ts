import { IMAGE_MAX_BYTES, IMAGE_TYPES } from '../../shared/image';
import { MAX_SIDE, downscaleImage } from './downscale-image';

/** For the file input's accept attribute. */
export const IMAGE_ACCEPT = IMAGE_TYPES.join(',');

const MIB = IMAGE_MAX_BYTES / (1024 * 1024);

// Worded as the shared schema and the server word them, to read after the label "Image".
export const WRONG_TYPE = 'must be a PNG, JPEG, WebP or GIF image';
export const TOO_LARGE = `must be at most ${MIB} MiB`;
export const NOT_AN_IMAGE = 'could not be read as an image';
export const READ_FAILED = 'could not be read; try another file';

/** What the field says under itself before any file is chosen. */
export const IMAGE_HINT = `PNG, JPEG, WebP or GIF, at most ${MIB} MiB. Pictures over ${MAX_SIDE} px are scaled down to fit, except GIFs.`;

export type ImageCheck = { ok: true; dataUrl: string } | { ok: false; message: string };

/**
 * Makes a chosen file what the server takes (product.md §5), or says why not, so a refused file is
 * never sent: its claimed type first, then whether the browser can decode it at all, then its
 * size once scaled down (a large photo scaled to MAX_SIDE usually fits). The server still checks
 * the bytes: a browser decodes more formats than the server accepts.
 */
export async function readImage(file: File): Promise<ImageCheck> {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) {
    return { ok: false, message: WRONG_TYPE };
  }
  const prepared = await downscaleImage(file);
  if (!prepared.ok) return { ok: false, message: NOT_AN_IMAGE };
  if (prepared.image.size > IMAGE_MAX_BYTES) return { ok: false, message: TOO_LARGE };
  const dataUrl = await dataUrlOf(prepared.image);
  return dataUrl ? { ok: true, dataUrl } : { ok: false, message: READ_FAILED };
}

function dataUrlOf(blob: Blob): Promise<string | null> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : null);
    reader.onerror = () => resolve(null);
    reader.readAsDataURL(blob);
  });
}
