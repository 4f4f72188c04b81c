/** The longest side an image keeps: larger pictures are scaled down in the browser before sending. */
export const MAX_SIDE = 1600;

/** JPEG and WebP are re-encoded at this quality: no visible loss, a much smaller file. */
export const LOSSY_QUALITY = 0.9;

export interface Size {
  width: number;
  height: number;
}

/** The size that fits `max` on the long side with the same aspect ratio; a fitting size is kept. */
export function fitWithin({ width, height }: Size, max = MAX_SIDE): Size {
  const scale = max / Math.max(width, height);
  if (scale >= 1) return { width, height };
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

export type Downscaled =
  { ok: true; image: Blob; scaled: boolean } | { ok: false; reason: 'unreadable' };

/**
 * Decodes the file (which also tells a real image from bytes merely named like one) and, when
 * its long side is over MAX_SIDE, draws it smaller and re-encodes it in its own format. Anything
 * that fits, and every GIF (a canvas keeps only its first frame), is returned as the same file.
 */
export async function downscaleImage(file: Blob): Promise<Downscaled> {
  let bitmap: ImageBitmap;
  try {
    // EXIF orientation is applied, so a re-encoded photo (which loses its EXIF) stays upright.
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
  try {
    if (file.type === 'image/gif' || Math.max(bitmap.width, bitmap.height) <= MAX_SIDE) {
      return { ok: true, image: file, scaled: false };
    }
    const image = await encode(bitmap, fitWithin(bitmap), file.type);
    return image ? { ok: true, image, scaled: true } : { ok: false, reason: 'unreadable' };
  } finally {
    bitmap.close();
  }
}

/** PNG stays PNG (its transparency too); JPEG and WebP stay lossy, at LOSSY_QUALITY. */
async function encode(bitmap: ImageBitmap, size: Size, type: string): Promise<Blob | null> {
  const options = type === 'image/png' ? { type } : { type, quality: LOSSY_QUALITY };
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(size.width, size.height);
    const context = canvas.getContext('2d');
    if (!context) return null;
    draw(context, bitmap, size);
    return canvas.convertToBlob(options);
  }
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) return null;
  draw(context, bitmap, size);
  return new Promise((resolve) => canvas.toBlob(resolve, options.type, options.quality));
}

function draw(
  context: OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D,
  bitmap: ImageBitmap,
  size: Size,
) {
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, 0, 0, size.width, size.height);
}
