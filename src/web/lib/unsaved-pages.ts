/**
 * What was typed in the page editor and not yet saved, kept in this browser (localStorage) per
 * page id, or "new", so a closed tab or a crash loses nothing. Storage that is full, forbidden or
 * holds something else counts as empty: keeping is a safety net, never a reason to fail.
 */
export interface UnsavedPage {
  values: { title: string; content: string; description: string; slug: string };
  /** When it was kept (ms). */
  at: number;
}

const PREFIX = 'unsaved-page:';
export const unsavedKey = (id: number | 'new') => `${PREFIX}${id}`;

function localStore(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

const isText = (value: unknown) => typeof value === 'string';

export function readUnsaved(id: number | 'new', store = localStore()): UnsavedPage | null {
  try {
    const parsed = JSON.parse(store?.getItem(unsavedKey(id)) ?? 'null') as Partial<UnsavedPage>;
    const v = parsed?.values;
    if (!v || !Number.isFinite(parsed.at)) return null;
    if (![v.title, v.content, v.description, v.slug].every(isText)) return null;
    return parsed as UnsavedPage;
  } catch {
    return null;
  }
}

export function keepUnsaved(
  id: number | 'new',
  values: UnsavedPage['values'],
  store = localStore(),
) {
  try {
    store?.setItem(unsavedKey(id), JSON.stringify({ values, at: Date.now() }));
  } catch {
    // Full or forbidden: this keystroke is not kept; the form goes on as before.
  }
}

export function dropUnsaved(id: number | 'new', store = localStore()) {
  try {
    store?.removeItem(unsavedKey(id));
  } catch {
    // Nothing kept can be read back either.
  }
}

/** On logout: no text of one session is offered to whoever signs in next on this browser. */
export function dropAllUnsaved(store = localStore()) {
  try {
    if (!store) return;
    const keys = Array.from({ length: store.length }, (_, i) => store.key(i));
    for (const key of keys) if (key?.startsWith(PREFIX)) store.removeItem(key);
  } catch {
    // As above.
  }
}
