import { z } from 'zod';

/** Light, Dark, or follow the system's setting (the default) (ADR 0032). */
export const THEME_CHOICES = ['light', 'dark', 'system'] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];

export const THEME_LABELS: Record<ThemeChoice, string> = {
  light: 'Light',
  dark: 'Dark',
  system: 'System',
};

/** My account's theme, sent and answered: PUT/GET /api/v1/account/theme. */
export const themeChoiceSchema = z
  .object({
    theme: z.enum(THEME_CHOICES, { message: 'Choose Light, Dark or System' }),
  })
  .strict();
export type ThemeChoiceBody = z.infer<typeof themeChoiceSchema>;

/** The cookie that carries the choice (src/shared/theme-loader.ts reads it; not httpOnly). */
export const THEME_COOKIE = 'theme';
/** A year: a preference, renewed whenever it is made again and on every sign-in. */
export const THEME_COOKIE_MAX_AGE = 365 * 24 * 3600;
