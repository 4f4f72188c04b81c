import type { CompiledQuery } from 'kysely';

/**
 * Rows that every transaction of a SQLite commit group adds to one table, written together just
 * before the group's COMMIT (ADR 0046). `compile` makes the statements for all of them (in
 * batches under the limit of bound values); the batch object itself is the key that gathers them.
 */
export type CommitBatch<T> = { compile(items: readonly T[]): CompiledQuery[] };

type Gathered = Map<CommitBatch<unknown>, unknown[]>;

/**
 * What the running transaction has deferred, and what the transactions released into the group
 * have: the former joins the latter when its savepoint is released, and is dropped when it
 * rolls back, so a row is written exactly when its transaction's other changes are.
 */
export class CommitBatches {
  #running: Gathered = new Map();
  #released: Gathered = new Map();

  add<T>(batch: CommitBatch<T>, items: readonly T[]): void {
    const key = batch as CommitBatch<unknown>;
    const list = this.#running.get(key);
    if (list) list.push(...items);
    else this.#running.set(key, [...items]);
  }

  /** The running transaction's savepoint was released: its rows go with the group. */
  released(): void {
    for (const [batch, items] of this.#running) {
      const list = this.#released.get(batch);
      if (list) list.push(...items);
      else this.#released.set(batch, items);
    }
    this.#running = new Map();
  }

  /** The running transaction rolled back: its rows are not written. */
  rolledBack(): void {
    this.#running = new Map();
  }

  /** The statements that write the group's rows, once; the group is forgotten (committed or not). */
  take(): CompiledQuery[] {
    try {
      return [...this.#released].flatMap(([batch, items]) => batch.compile(items));
    } finally {
      this.drop();
    }
  }

  /** The group is gone without a commit (SQLite rolled it back): nothing of it is written. */
  drop(): void {
    this.#released = new Map();
    this.#running = new Map();
  }
}
