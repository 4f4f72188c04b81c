import { createContext, useContext, useEffect } from 'react';

/**
 * The top bar's title names the screen's group ("Projects") unless the screen names what it
 * shows. The dashboard layout provides the setter; outside it (tests of one screen) it does
 * nothing.
 */
export const ScreenTitleSlot = createContext<(title: string | null) => void>(() => {});

/** A detail screen's own name for the top bar ("Shop fit-out"); null keeps the group's. */
export function useScreenTitle(title: string | null) {
  const setTitle = useContext(ScreenTitleSlot);
  useEffect(() => {
    setTitle(title);
    return () => setTitle(null);
  }, [setTitle, title]);
}
