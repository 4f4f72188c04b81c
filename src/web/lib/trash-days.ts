/**
 * How long a deleted record waits in the trash before the server erases it (ADR 0015): the
 * server's default TRASH_DAYS, which no answer tells the web app; an operator who changes it
 * changes this too. A module of its own: the public page view says it, and whatever it imports
 * goes into the homepage's bundle.
 */
export const TRASH_DAYS = 30;
