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

/**
 * What one delete (of one record or a bulk delete's lot) may move to the trash in its one
 * transaction, counting what it takes along (a project's fundings, expenses and tasks, a note's
 * sections): rows, and bytes of images and long texts. Past either, it is refused before any
 * write, so no single request holds the database for long (docs/product.md).
 */
export const WRITE_ROWS_MAX = 10_000;
export const WRITE_BYTES_MAX = 64 * 1024 * 1024;
/**
 * What one restore of several records may bring back, measured on what the trash keeps: as many
 * rows, and twice the bytes, since a snapshot holds an image as base64 in JSON with the rest of its
 * row. So the Undo of any delete these bounds let through always fits (docs/product.md).
 */
export const RESTORE_SNAPSHOT_MAX = 2 * WRITE_BYTES_MAX;

/**
 * The most rows one import may hold: one transaction's rows (WRITE_ROWS_MAX), so that its undo,
 * which moves what it created to the trash in one, always fits. And the largest file it takes.
 */
export const IMPORT_MAX_ROWS = WRITE_ROWS_MAX;
export const IMPORT_MAX_BYTES = 32 * 1024 * 1024;
