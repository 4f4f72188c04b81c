import { type CompiledQuery, PostgresAdapter } from 'kysely';
import type pg from 'pg';

/**
 * Marks a statement whose result its caller never reads, so that a PostgreSQL connection may hold
 * it and send it with the transaction's next statement (runUnread). A comment: harmless wherever
 * the text reaches the database unchanged.
 */
const UNREAD = '/* unread */ ';
/** Marks a statement run ahead (runAhead), with the number its answer is found by. */
const AHEAD = /^\/\* ahead (\d+) \*\/ /;
/** The answers of statements run ahead, by number, until runAhead takes them. */
const answersAhead = new Map<number, Promise<Result>>();
let lastAhead = 0;
const BEGINS = /^\s*(begin|start transaction)\b/i;
/** A transaction's whole rollback, not `rollback to savepoint`. */
const ROLLBACK = /^\s*rollback\s*;?\s*$/i;

type Query = (text: unknown, values?: unknown, callback?: unknown) => unknown;
type Held = {
  text: string;
  values?: unknown;
  /** A statement run ahead: its caller reads its answer once it has gone out. */
  answer?: { resolve(result: Result): void; reject(error: unknown): void };
};
type Result = { command: string | null; rowCount: number | null; rows: unknown[] };
/** What a held statement answers at once: nothing to read (its caller reads nothing). */
const NOTHING: Result = Object.freeze({ command: null, rowCount: null, rows: [] });

/** What runUnread needs of a Kysely or a transaction, whatever its tables. */
type Executes = {
  readonly isTransaction: boolean;
  getExecutor(): { readonly adapter: unknown };
  executeQuery(query: CompiledQuery): Promise<unknown>;
};

/**
 * Runs `query`, a statement whose rows and count its caller does not read (a history entry, a
 * pending search row, an outbox row), in `db`'s transaction. On PostgreSQL it then goes out with
 * the transaction's next statement or its COMMIT, in one round trip, and its failure (which
 * fails the transaction) is that statement's. Elsewhere, and outside a transaction, it runs now.
 */
export async function runUnread(db: Executes, query: CompiledQuery): Promise<void> {
  await db.executeQuery(holdsStatements(db) ? { ...query, sql: UNREAD + query.sql } : query);
}

/**
 * Starts `query` in `db`'s transaction, for its rows to be read later (`answer`): on PostgreSQL
 * it goes out with the statement started after it (perhaps run ahead too), in one round trip, or
 * by itself once this turn of the event loop is over. So a row's lock and a read that must follow
 * it cost one round trip. (Kysely runs a transaction's statements one at a time, each once the one
 * before has answered: a held statement answers at once, and its rows come through here.)
 * Elsewhere, and outside a transaction, it runs now.
 */
export async function runAhead<R>(
  db: Executes,
  query: CompiledQuery<R>,
): Promise<{ answer: Promise<R[]> }> {
  if (!holdsStatements(db)) {
    const rows = ((await db.executeQuery(query)) as { rows: R[] }).rows;
    return { answer: Promise.resolve(rows) };
  }
  const number = (lastAhead = (lastAhead + 1) % Number.MAX_SAFE_INTEGER);
  const ran = (await db.executeQuery({ ...query, sql: `/* ahead ${number} */ ${query.sql}` })) as {
    rows: R[];
  };
  const held = answersAhead.get(number);
  // A connection that does not hold statements (not opened by database.ts) ran it at once.
  if (!held) return { answer: Promise.resolve(ran.rows) };
  answersAhead.delete(number);
  const answer = held.then((result) => result.rows as R[]);
  answer.catch(() => {}); // its caller's to read; a rollback may leave it unread
  return { answer };
}

/** Whether `db` holds statements (runUnread, runAhead): a transaction on PostgreSQL. */
export const holdsStatements = (db: Executes) =>
  db.isTransaction && db.getExecutor().adapter instanceof PostgresAdapter;

/**
 * Has a pooled connection (in pg's pipeline mode) hold a transaction's BEGIN, its unread
 * statements and those run ahead, and write them with the next statement in one write to the
 * socket: each round trip a write saves spares the server a send and a wake-up of PostgreSQL's
 * backend, the largest part of a write's CPU on PostgreSQL (docs/performance.md). Statements run
 * ahead that no next statement takes along go out by themselves once this turn of the event loop
 * is over. The answers come back in order; the first failure among what went before is the next
 * statement's, so a failed history insert fails its COMMIT (which PostgreSQL would otherwise
 * answer ROLLBACK, without an error). A rollback drops what is held, and a transaction that never
 * sent a statement sends no BEGIN nor ROLLBACK.
 */
export function holdStatements(client: pg.PoolClient): void {
  const query = client.query.bind(client) as Query;
  const stream = (client as unknown as { connection: { stream: NodeJS.WritableStream } }).connection
    .stream as unknown as { cork(): void; uncork(): void };
  let held: Held[] = [];
  /** Sent before, and not yet answered to a statement after them: their failure is its. */
  let unchecked: Promise<Result>[] = [];
  let flushing = false;

  /**
   * Writes what is held, and `then` (a statement, if any) after it, in one write; `then` is given
   * what went before it unchecked, this included.
   */
  function send<T>(then?: (before: Promise<Result>[]) => T): T | undefined {
    const sending = held;
    held = [];
    stream.cork();
    try {
      for (const { text, values, answer } of sending) {
        const sent = query(text, values) as Promise<Result>;
        sent.catch(() => {}); // reported to the next statement (and to `answer`'s reader)
        if (answer) sent.then(answer.resolve, answer.reject);
        unchecked.push(sent);
      }
      if (!then) return undefined;
      const before = unchecked;
      unchecked = [];
      return then(before);
    } finally {
      stream.uncork();
    }
  }
  const sendAhead = () => {
    flushing = false;
    if (held.some((h) => h.answer)) send();
  };

  const holding: Query = (text, values, callback) => {
    const awaited = callback === undefined && typeof values !== 'function';
    if (typeof text === 'string' && awaited) {
      const ahead = AHEAD.exec(text);
      if (ahead) {
        const answer = new Promise<Result>((resolve, reject) =>
          held.push({ text: text.slice(ahead[0].length), values, answer: { resolve, reject } }),
        );
        answer.catch(() => {}); // a rollback may leave it unread
        answersAhead.set(Number(ahead[1]), answer);
        if (!flushing) setImmediate(sendAhead);
        flushing = true;
        return Promise.resolve(NOTHING);
      }
      if (text.startsWith(UNREAD) || (BEGINS.test(text) && held.length === 0)) {
        held.push({ text: text.startsWith(UNREAD) ? text.slice(UNREAD.length) : text, values });
        return Promise.resolve(NOTHING);
      }
      if (ROLLBACK.test(text)) {
        unchecked = [];
        const dropped = held;
        held = [];
        for (const { answer } of dropped)
          answer?.reject(new Error('rolled back before it was sent'));
        if (dropped.length && BEGINS.test(dropped[0]!.text)) return Promise.resolve(NOTHING);
      }
    }
    if (held.length === 0 && unchecked.length === 0) return query(text, values, callback);
    // A callback's caller (none in this app) learns of a held failure as the transaction's
    // abort, which its own statement then meets.
    if (!awaited) return send(() => query(text, values, callback));
    return send((before) => firstFailure(before, query(text, values)));
  };
  (client as unknown as { query: Query }).query = holding;
}

/** `last`'s answer once all of `before` are answered, or the first of their failures. */
async function firstFailure(before: Promise<Result>[], last: unknown): Promise<unknown> {
  const settled = await Promise.allSettled([...before, last]);
  const failed = settled.find((s) => s.status === 'rejected');
  if (failed) throw (failed as PromiseRejectedResult).reason;
  return (settled.at(-1) as PromiseFulfilledResult<unknown>).value;
}
