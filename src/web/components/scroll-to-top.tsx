import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * Scrolls the window to the top on every path change (not on hash-only changes). Not when the app
 * starts: the browser placed the page itself, and a visitor may have scrolled a prerendered page
 * before the app took it over.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
