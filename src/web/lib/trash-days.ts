/**
 * How long a deleted record waits in the trash before the server erases it (ADR 0015): the
 * server's default TRASH_DAYS, said until a signed-in session answer tells the server's own
 * (`trash_days`, kept in the session state; screens read it with useTrashDays).
 */
export const TRASH_DAYS = 30;
