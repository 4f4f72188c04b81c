import { IMAGE_MAX_BYTES, IMAGE_TYPES } from '../../../shared/image';

/** For the file input's accept attribute. */
export const IMAGE_ACCEPT = IMAGE_TYPES.join(',');

// Worded as the shared schema and the server word them, to read after the label "Image".
export const WRONG_TYPE = 'must be a PNG, JPEG, WebP or GIF image';
export const TOO_LARGE = 'must be at most 2 MiB';
export const READ_FAILED = 'could not be read; try another file';

export type ImageCheck = { ok: true; dataUrl: string } | { ok: false; message: string };

/**
 * Checks a chosen file's claimed type and size at once (product.md §5), so a refused file is
 * never read nor sent, then reads it into a data URL. The server still checks the bytes.
 */
export function readImage(file: File): Promise<ImageCheck> {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) {
    return Promise.resolve({ ok: false, message: WRONG_TYPE });
  }
  if (file.size > IMAGE_MAX_BYTES) return Promise.resolve({ ok: false, message: TOO_LARGE });
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () =>
      resolve(
        typeof reader.result === 'string'
          ? { ok: true, dataUrl: reader.result }
          : { ok: false, message: READ_FAILED },
      );
    reader.onerror = () => resolve({ ok: false, message: READ_FAILED });
    reader.readAsDataURL(file);
  });
}
