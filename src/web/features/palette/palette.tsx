import { useState } from 'react';
import { createPortal } from 'react-dom';
import { isMac, MOD_K, paletteKey, useShortcuts } from '../../kit/use-shortcuts';
import { PaletteDialog } from './palette-dialog';
import type { PaletteAction } from './palette-options';
import './palette.css';

interface Props {
  /** What this role may open: its "New …" forms and its sections. */
  actions: PaletteAction[];
  /** Whether this user may search records (admins and superusers). */
  search: boolean;
}

/**
 * The palette's button for the top bar, and Ctrl-K (⌘K on a Mac) anywhere in the dashboard, even
 * in a field: both open the dialog. The button is also how a phone, with no keys, opens it.
 */
export function Palette({ actions, search }: Props) {
  const [open, setOpen] = useState(false);
  useShortcuts({ [MOD_K]: () => setOpen(true) });
  return (
    <>
      <button
        type="button"
        className="palette-open"
        aria-haspopup="dialog"
        aria-keyshortcuts={isMac() ? 'Meta+K' : 'Control+K'}
        onClick={() => setOpen(true)}
      >
        <svg
          className="palette-open__icon"
          viewBox="0 0 20 20"
          aria-hidden="true"
          focusable="false"
        >
          <circle cx="8.5" cy="8.5" r="5.5" />
          <path d="m13 13 4.5 4.5" />
        </svg>
        <span className="palette-open__text">Search</span>
        <kbd className="palette-open__key" aria-hidden="true">
          {paletteKey()}
        </kbd>
      </button>
      {/* Out of the sticky top bar, whose stacking context would leave the side nav above it. */}
      {open
        ? createPortal(
            <PaletteDialog actions={actions} search={search} onClose={() => setOpen(false)} />,
            document.body,
          )
        : null}
    </>
  );
}
