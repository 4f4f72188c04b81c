import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Scrolls the window to the top on every path change (not on hash-only changes). */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
