import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while React renders on the server and while it hydrates that HTML, true from the render
 * right after: text that depends on the browser (its time zone, say) is rendered as the server
 * did first, so hydration matches, then as the browser would.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
