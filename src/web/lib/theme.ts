import { useSyncExternalStore } from 'react';
import { THEME_COOKIE, THEME_COOKIE_MAX_AGE, type ThemeChoice } from '../../shared/theme';

/**
 * The theme in this browser (ADR 0032): `data-theme` on <html>, set before the first paint from
 * the `theme` cookie (src/shared/theme-loader.ts), is the truth; choosing changes both at once, so
 * the page changes without a reload and the next document paints in the same theme.
 */
const listeners = new Set<() => void>();
const root = () => document.documentElement;

export function currentTheme(): ThemeChoice {
  const set = root().getAttribute('data-theme');
  return set === 'light' || set === 'dark' ? set : 'system';
}

/** Whether the page is dark now: chosen so, or following a dark system. */
export function isDark(choice: ThemeChoice = currentTheme()): boolean {
  if (choice !== 'system') return choice === 'dark';
  return typeof matchMedia === 'function' && matchMedia('(prefers-color-scheme: dark)').matches;
}

export function applyTheme(choice: ThemeChoice) {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  if (choice === 'system') {
    root().removeAttribute('data-theme');
    document.cookie = `${THEME_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax${secure}`;
  } else {
    root().setAttribute('data-theme', choice);
    document.cookie = `${THEME_COOKIE}=${choice}; Path=/; Max-Age=${THEME_COOKIE_MAX_AGE}; SameSite=Lax${secure}`;
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Following the system: a change of the system's scheme changes what isDark() says.
  const media =
    typeof matchMedia === 'function' ? matchMedia('(prefers-color-scheme: dark)') : null;
  media?.addEventListener('change', listener);
  return () => {
    listeners.delete(listener);
    media?.removeEventListener('change', listener);
  };
}

/** The choice, and whether the page is dark, kept current in every component that shows them. */
export function useTheme(): { choice: ThemeChoice; dark: boolean } {
  const choice = useSyncExternalStore(subscribe, currentTheme, () => 'system' as const);
  const dark = useSyncExternalStore(
    subscribe,
    () => isDark(choice),
    () => false,
  );
  return { choice, dark };
}
