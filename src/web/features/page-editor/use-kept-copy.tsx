import { useEffect, useRef, useState } from 'react';
import { dropUnsaved, keepUnsaved, readUnsaved, type UnsavedPage } from '../../lib/unsaved-pages';

/** How long typing pauses before what was typed is kept in the browser. */
export const KEEP_DEBOUNCE_MS = 500;

type Kept = UnsavedPage['values'];

interface Options {
  /** The page's id, or "new". */
  id: number | 'new';
  /** When the page was last saved (ms): an older kept copy was overtaken by it. Null: a new page. */
  savedAt: number | null;
  values: Kept;
  dirty: boolean;
  /** Puts a kept copy back into the form. */
  restore: (values: Kept) => void;
}

const timeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/**
 * The editor never loses text: what is typed is kept (debounced, and at once when the tab goes
 * away) until it is saved, and an editor opened over a kept copy newer than the page offers it
 * back. While the offer stands nothing is kept, so the copy offered is not overwritten.
 */
export function useKeptCopy({ id, savedAt, values, dirty, restore }: Options) {
  const [offer, setOffer] = useState<UnsavedPage | null>(() => {
    const kept = readUnsaved(id);
    return kept && (savedAt === null || kept.at > savedAt) ? kept : null;
  });
  const latest = useRef({ values, dirty, offered: offer !== null });
  latest.current = { values, dirty, offered: offer !== null };
  const text = `${values.title}\n${values.content}\n${values.description}\n${values.slug}`;

  useEffect(() => {
    if (offer) return;
    const timer = setTimeout(() => {
      if (dirty) keepUnsaved(id, latest.current.values);
      else dropUnsaved(id);
    }, KEEP_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [id, text, dirty, offer]);

  // A tab closed or reloaded within the debounce still keeps its last keystrokes.
  useEffect(() => {
    const keepNow = () => {
      const { values: now, dirty: changed, offered } = latest.current;
      if (changed && !offered) keepUnsaved(id, now);
    };
    window.addEventListener('pagehide', keepNow);
    return () => window.removeEventListener('pagehide', keepNow);
  }, [id]);

  if (!offer) return null;
  return (
    <div className="page-form__restore" role="region" aria-label="Unsaved changes">
      <p>Restore unsaved changes from {timeFormat.format(offer.at)}?</p>
      <div className="page-form__restore-actions">
        <button
          type="button"
          className="button"
          onClick={() => {
            restore(offer.values);
            setOffer(null);
          }}
        >
          Restore
        </button>
        <button
          type="button"
          className="button button--quiet"
          onClick={() => {
            dropUnsaved(id);
            setOffer(null);
          }}
        >
          Discard
        </button>
      </div>
    </div>
  );
}
