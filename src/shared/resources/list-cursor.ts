import { z } from 'zod';

/**
 * Keyset paging (docs/decisions/0010-paging-at-scale.md). A list answer whose page is full sends
 * `X-Next-Cursor`: an opaque token for the sort key and id of its last row. Asking the same list
 * (same q and filters) with `?after=<token>` answers the rows that follow it, however deep, at
 * the cost of a first page. The last page sends no `X-Next-Cursor`. `?offset=` still works.
 */
export const LIST_HEADERS = { total: 'X-Total-Count', next: 'X-Next-Cursor' } as const;

export type CursorKey = string | number;
const CURSOR_MAX = 1200; // a 200-character name in UTF-8, base64url, plus the id

/** The token for one row's sort key values (the last one is its id). */
export function encodeCursor(key: readonly CursorKey[]): string {
  const bytes = new TextEncoder().encode(JSON.stringify(key));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The key values behind a token, or undefined when it is not one `encodeCursor` makes. */
export function decodeCursor(token: string): CursorKey[] | undefined {
  if (!/^[A-Za-z0-9_-]+$/.test(token)) return undefined;
  try {
    const binary = atob(token.replace(/-/g, '+').replace(/_/g, '/'));
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    const key: unknown = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
    const valid =
      Array.isArray(key) &&
      key.length >= 1 &&
      key.length <= 4 &&
      key.every((v) => typeof v === 'string' || (typeof v === 'number' && Number.isFinite(v)));
    return valid ? (key as CursorKey[]) : undefined;
  } catch {
    return undefined;
  }
}

/** `?after=`: a token from X-Next-Cursor, decoded to its key values. */
export const listCursor = () =>
  z
    .string()
    .max(CURSOR_MAX, 'is not a cursor from a list answer (X-Next-Cursor)')
    .transform((token, ctx) => {
      const key = decodeCursor(token);
      if (!key) {
        ctx.addIssue({
          code: 'custom',
          message: 'is not a cursor from a list answer (X-Next-Cursor)',
        });
        return z.NEVER;
      }
      return key;
    })
    .describe(
      "The X-Next-Cursor header of the previous page: answers the rows after that page's last one.",
    );
