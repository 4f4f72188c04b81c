/**
 * Images are sent as data URLs (docs/product.md): PNG, JPEG, WebP or GIF, at most 2 MiB. These repeat
 * src/shared/image.ts so the web bundle stays free of zod; read-image.test.ts keeps them in step.
 */
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;
/** For the file input's accept attribute. */
export const IMAGE_ACCEPT = IMAGE_TYPES.join(',');

export const WRONG_TYPE = 'Choose a PNG, JPEG, WebP or GIF image.';
export const TOO_LARGE = 'The image is larger than 2 MiB. Choose a smaller one.';
export const READ_FAILED = 'The image could not be read. Try another file.';

export type ImageCheck = { ok: true; dataUrl: string } | { ok: false; message: string };

/** Checks a chosen file's type and size, then reads it into a data URL with FileReader. */
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
