import type { FastifyReply } from 'fastify';
import { THEME_COOKIE, THEME_COOKIE_MAX_AGE, type ThemeChoice } from '../shared/theme';

/**
 * Sets the `theme` cookie the documents' inline script reads before the first paint
 * (src/shared/theme-loader.ts), or clears it for "follow the system". Not httpOnly: that script,
 * and the web app when the choice changes, read it.
 */
export function setThemeCookie(reply: FastifyReply, theme: ThemeChoice, secure: boolean) {
  const options = { path: '/', sameSite: 'lax' as const, secure };
  if (theme === 'system') reply.clearCookie(THEME_COOKIE, options);
  else reply.setCookie(THEME_COOKIE, theme, { ...options, maxAge: THEME_COOKIE_MAX_AGE });
}
