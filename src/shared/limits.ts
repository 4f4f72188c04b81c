/**
 * Limits the server enforces and the web app says, in a module without zod: the store, which
 * every page loads (the homepage too), reads them, and zod stays out of the homepage's scripts.
 */

/** What one search may answer: a screenful by default, a long palette at most. */
export const SEARCH_LIMIT = { default: 20, max: 50 } as const;

/** The largest stock quantity an item or a sticker may hold, and a movement may add or take. */
export const MAX_QUANTITY = 1_000_000_000;

/** The most records one bulk call may change: enough for a screen's "Select all N matching". */
export const BULK_MAX = 1000;
