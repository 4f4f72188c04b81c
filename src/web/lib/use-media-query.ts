import { useSyncExternalStore } from 'react';

/** The phone's width in the CSS (every `max-width: 639.98px` block): below it, one column. */
export const PHONE_QUERY = '(max-width: 639.98px)';

/**
 * Whether a media query matches now, following it as the window changes. False where there is no
 * `matchMedia` (the prerender, tests without it): the wide layout, as before this hook.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof matchMedia !== 'function') return () => {};
      const list = matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => typeof matchMedia === 'function' && matchMedia(query).matches,
    () => false,
  );
}
