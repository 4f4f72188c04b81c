import { z } from 'zod';
import { HttpError } from '../http-error';
import { LINK_PROBLEMS, TOKEN_TEXT } from '../../shared/mail-links';
import type { DeadLink } from '../repositories/mail-links';
import { linkTokenHash } from './link-tokens';

/** A made-up link is a 404; one that expired or was used, a 410 (Gone): each says which. */
export const deadLink = (why: DeadLink) =>
  new HttpError(why === 'unknown' ? 404 : 410, LINK_PROBLEMS[why]);

/** A link's token in a path: any other text is a made-up link (404), never a 422. */
export const tokenParams = z.object({ token: z.string() });
export function tokenHashOf(token: string): string {
  if (!TOKEN_TEXT.test(token)) throw deadLink('unknown');
  return linkTokenHash(token);
}

/** Waits until `at`: an answer that must take as long whichever way it went. */
export const waitUntil = (at: number) =>
  new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, at - Date.now())));
