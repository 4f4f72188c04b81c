import { useEffect, useRef } from 'react';

/** Inputs that take no typing: a key pressed on them may still be a shortcut. */
const NOT_TYPED = new Set([
  'checkbox',
  'radio',
  'button',
  'submit',
  'reset',
  'range',
  'color',
  'file',
]);

/** True when a key pressed here is someone typing: a text field, a select or editable text. */
export function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLInputElement) return !NOT_TYPED.has(target.type);
  return target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement;
}

/**
 * Single-key shortcuts by `event.key` ("/", "n", "?", "Escape"). None fires while typing, with
 * Ctrl, ⌘ or Alt held (the browser's and the system's own), inside an open dialog, or when
 * something else already handled the key.
 */
export function useShortcuts(keys: Record<string, (event: KeyboardEvent) => void>) {
  // The latest handlers, without listening anew on every render.
  const current = useRef(keys);
  useEffect(() => {
    current.current = keys;
  });
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented || event.isComposing) return;
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      if (isTyping(event.target)) return;
      if (event.target instanceof Element && event.target.closest('[aria-modal="true"]')) return;
      const handler = current.current[event.key];
      if (!handler) return;
      event.preventDefault();
      handler(event);
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}
