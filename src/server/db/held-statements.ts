import { type CompiledQuery, PostgresAdapter } from 'kysely';
import type pg from 'pg';

/**
 * Marks a statement whose result its caller never reads, so that a PostgreSQL connection may hold
 * it and send it with the transaction's next statement (runUnread). A comment: harmless wherever
 * the text reaches the database unchanged.
 */
const UNREAD = '/* unread */ ';
const BEGINS = /^\s*(begin|start transaction)\b/i;
/** A transaction's whole rollback, not `rollback to savepoint`. */
const ROLLBACK = /^\s*rollback\s*;?\s*$/i;

type Query = (text: unknown, values?: unknown, callback?: unknown) => unknown;
type Held = { text: string; values?: unknown };
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
  const held = db.isTransaction && db.getExecutor().adapter instanceof PostgresAdapter;
  await db.executeQuery(held ? { ...query, sql: UNREAD + query.sql } : query);
}

/**
 * Has a pooled connection (in pg's pipeline mode) hold a transaction's BEGIN and its unread
 * statements, and write them with the next statement in one write to the socket: each round trip
 * a write saves spares the server a send and a wake-up of PostgreSQL's backend, the largest part
 * of a write's CPU on PostgreSQL (docs/performance.md). The answers come back in order; the first
 * failure among them is the next statement's, so a failed history insert fails its COMMIT (which
 * PostgreSQL would otherwise answer ROLLBACK, without an error). A rollback drops what is held,
 * and a transaction that never sent a statement sends no BEGIN nor ROLLBACK.
 */
export function holdStatements(client: pg.PoolClient): void {
  const query = client.query.bind(client) as Query;
  const stream = (client as unknown as { connection: { stream: NodeJS.WritableStream } }).connection
    .stream as unknown as { cork(): void; uncork(): void };
  let held: Held[] = [];

  const holding: Query = (text, values, callback) => {
    const awaited = callback === undefined && typeof values !== 'function';
    if (typeof text === 'string' && awaited) {
      if (text.startsWith(UNREAD) || (BEGINS.test(text) && held.length === 0)) {
        held.push({ text: text.startsWith(UNREAD) ? text.slice(UNREAD.length) : text, values });
        return Promise.resolve(NOTHING);
      }
      if (ROLLBACK.test(text) && held.length) {
        const begun = !BEGINS.test(held[0]!.text);
        held = [];
        if (!begun) return Promise.resolve(NOTHING);
      }
    }
    if (held.length === 0) return query(text, values, callback);
    const sending = held;
    held = [];
    stream.cork();
    try {
      const before = sending.map(({ text, values }) => query(text, values) as Promise<Result>);
      const last = query(text, values, callback);
      if (awaited) return firstFailure(before, last);
      // A callback's caller (none in this app) learns of a held failure as the transaction's
      // abort, which its own statement then meets.
      before.forEach((answer) => answer.catch(() => {}));
      return last;
    } finally {
      stream.uncork();
    }
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
