import { z } from 'zod';

export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];
export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;
/**
 * A few bytes can claim a huge picture (a PNG header of 50 000 × 50 000): what browsers would then
 * try to decode. The web app scales photos to 1600 px (a GIF stays as it is); these leave room.
 */
export const IMAGE_MAX_SIDE = 10_000;
export const IMAGE_MAX_PIXELS = 40_000_000;

const DATA_URL = /^data:(image\/[a-z+.-]+);base64,([A-Za-z0-9+/]*={0,2})$/;

/** An image sent as a data URL; null removes it. The server checks the bytes themselves. */
export const imageInput = () =>
  z
    .string({ error: 'must be a data URL' })
    .max(Math.ceil((IMAGE_MAX_BYTES * 4) / 3) + 100, 'must be at most 2 MiB')
    .superRefine((value, ctx) => {
      const match = DATA_URL.exec(value);
      if (!match)
        return void ctx.addIssue({ code: 'custom', message: 'must be a base64 data URL' });
      if (!(IMAGE_TYPES as readonly string[]).includes(match[1]!)) {
        ctx.addIssue({ code: 'custom', message: 'must be a PNG, JPEG, WebP or GIF image' });
      }
    })
    .nullable();
