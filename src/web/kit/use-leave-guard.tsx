import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useConfirm, type ConfirmOptions } from './confirm-dialog';

const LEAVE: ConfirmOptions = {
  title: 'Leave without saving?',
  message: 'Your changes on this screen have not been saved.',
  confirmLabel: 'Leave',
  cancelLabel: 'Stay',
  danger: true,
};

/** Marks the extra history entry that lets Back be asked about (same URL as the form's). */
const GUARD_KEY = 'leaveGuard';
const onGuardEntry = () => Boolean((window.history.state as Record<string, unknown>)?.[GUARD_KEY]);

/**
 * While `dirty`, leaving asks first: a link (in-page dialog), Back (in-page dialog) and closing or
 * reloading the tab (the browser's own prompt). Returns the dialog to render.
 *
 * The app runs React Router in declarative mode, which has no navigation blocker, so links are
 * caught before the router sees the click, and Back is caught with an extra history entry of the
 * same URL on top of the form's: Back lands on the form's own entry, the form stays, and we ask.
 */
export function useLeaveGuard(dirty: boolean) {
  const navigate = useNavigate();
  const [confirm, dialog] = useConfirm();
  const leaving = useRef(false);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== '_self')) return;
      const url = new URL(link.href, window.location.href);
      if (url.origin !== window.location.origin) return; // beforeunload asks
      const here = window.location.pathname + window.location.search;
      if (url.pathname + url.search === here) return;
      event.preventDefault();
      event.stopPropagation();
      void confirm(LEAVE).then((ok) => {
        if (!ok) return;
        leaving.current = true;
        void navigate(url.pathname + url.search + url.hash);
      });
    };
    const onPopState = () => {
      if (leaving.current || onGuardEntry()) return;
      void confirm(LEAVE).then((ok) => {
        if (ok) {
          leaving.current = true;
          window.history.back();
        } else {
          pushGuard();
        }
      });
    };
    const pushGuard = () =>
      window.history.pushState({ ...window.history.state, [GUARD_KEY]: true }, '');

    if (!onGuardEntry()) pushGuard();
    window.addEventListener('beforeunload', onBeforeUnload);
    window.addEventListener('popstate', onPopState);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      window.removeEventListener('popstate', onPopState);
      document.removeEventListener('click', onClick, true);
      // Saved (or reverted) while still here: take the extra entry away again.
      if (!leaving.current && onGuardEntry()) window.history.back();
    };
  }, [dirty, confirm, navigate]);

  return dialog;
}
