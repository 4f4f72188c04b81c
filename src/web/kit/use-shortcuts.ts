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

/** Whether this is a Mac, where the palette's key is ⌘K rather than Ctrl-K. */
export const isMac = () => /mac|iphone|ipad/i.test(globalThis.navigator?.platform ?? '');

/** The palette's key, as useShortcuts names it. */
export const MOD_K = 'Mod+k';

/** The palette's key as this keyboard writes it. */
export const paletteKey = () => (isMac() ? '⌘ K' : 'Ctrl K');

type Keys = Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>;

/** "Mod+k" for Ctrl-K (⌘K on a Mac), with no other modifier held; else null. */
export function modCombo(event: Keys): string | null {
  const mod = isMac() ? event.metaKey && !event.ctrlKey : event.ctrlKey && !event.metaKey;
  if (!mod || event.altKey || event.shiftKey || event.key.length !== 1) return null;
  return `Mod+${event.key.toLowerCase()}`;
}

/**
 * Shortcuts by `event.key` ("/", "n", "?", "Escape"), and "Mod+k" for Ctrl-K (⌘K on a Mac). None
 * fires inside an open dialog or when something else already handled the key. A single key never
 * fires while typing or with Ctrl, ⌘ or Alt held (the browser's and the system's own); "Mod+k"
 * fires in a field too, as no one types it as text.
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
      if (event.target instanceof Element && event.target.closest('[aria-modal="true"]')) return;
      const combo = modCombo(event);
      if (!combo && (event.ctrlKey || event.metaKey || event.altKey)) return;
      if (!combo && isTyping(event.target)) return;
      const handler = current.current[combo ?? event.key];
      if (!handler) return;
      event.preventDefault();
      handler(event);
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}
