/**
 * A file that cannot be imported as sent, with a sentence its spreadsheet's user can act on.
 * Its own module so that the readers and read-table.ts, which dispatches to them, share it
 * without importing each other.
 */
export class ImportFileError extends Error {
  constructor(
    message: string,
    readonly status = 422,
    /** `cause`: what a library threw, for the log; never shown to the user. */
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}
