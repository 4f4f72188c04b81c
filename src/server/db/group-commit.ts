import type BetterSqlite3 from 'better-sqlite3';
import {
  CompiledQuery,
  type DatabaseConnection,
  type Driver,
  type QueryResult,
  SqliteDialect,
  type SqliteDatabase,
} from 'kysely';
import { type CommitBatch, CommitBatches } from './commit-batches';

/** A group commits once it holds this many transactions, or once its first is this old. */
export const GROUP_MAX = 16;
export const GROUP_MAX_MS = 10;

type Member = { resolve: () => void; reject: (error: unknown) => void };
/** `committed`: what its transactions wrote, told once it is on disk (afterCommit). */
type Group = { since: number; members: Member[]; committed: (() => void)[] };
/**
 * Tells a group's end: first what its transactions wrote (committed or not: a needless miss is
 * harmless), so that a read following an answered write finds its tables changed; then its
 * callers, each answered with the commit's error, if any.
 */
function settle(group: Group, error?: unknown): void {
  group.committed.forEach((then) => then());
  for (const member of group.members) {
    if (error === undefined) member.resolve();
    else member.reject(error);
  }
}
/** One holder's hold of the connection: done once it has handed the connection on. */
type Hold = DatabaseConnection & { done: boolean };

/** The one SQLite connection, handed to one holder at a time, first come first served. */
class Turns {
  #held = false;
  #queue: (() => void)[] = [];
  get held(): boolean {
    return this.#held;
  }
  get waiting(): number {
    return this.#queue.length;
  }
  take(): Promise<void> {
    if (!this.#held) return ((this.#held = true), Promise.resolve());
    return new Promise((resolve) => this.#queue.push(resolve));
  }
  give(): void {
    const next = this.#queue.shift();
    if (next) next();
    else this.#held = false;
  }
}

/**
 * Kysely's SQLite driver with group commit (ADR 0044). With synchronous = FULL each COMMIT waits
 * for the disk, and that wait was most of a write's cost. Here a request's transaction runs as a
 * savepoint of one shared transaction: when it ends while other requests wait for the
 * connection, its work is released but not committed, its caller still waits, and the next
 * holder goes on in the same transaction. The shared transaction commits at the event loop's
 * next turn once nobody waits (unless someone has joined by then), once it holds GROUP_MAX
 * transactions or is GROUP_MAX_MS old, and before any statement outside a transaction (a read
 * never sees what is not committed). Only then do the group's callers hear that their commit
 * succeeded: a request still answers only what is on disk, and a failed commit fails every
 * transaction of its group. A transaction that rolls back undoes its savepoint alone.
 * While requests that are not in the group are in flight (waitFor), a group that nobody queues
 * for waits for them up to GROUP_MAX_MS rather than committing at the next turn (ADR 0045): they
 * may be writes that can share its flush, and until it commits, the cached answers that its
 * writes would empty stay good (their tables count as changed only once committed: afterCommit).
 */
export class GroupCommitDriver implements Driver {
  readonly #raw: BetterSqlite3.Database;
  readonly #db: SqliteDatabase;
  readonly #now: () => number;
  readonly #turns = new Turns();
  #group: Group | undefined;
  #inTransaction = false;
  #flushing: NodeJS.Immediate | undefined;
  #holding: NodeJS.Timeout | undefined;
  #inFlight: () => number = () => 0;
  readonly #batches = new CommitBatches();
  /** Transactions and commits since the start: what the tests read. */
  readonly counts = { transactions: 0, commits: 0 };

  constructor(raw: BetterSqlite3.Database, db: SqliteDatabase, now = () => performance.now()) {
    this.#raw = raw;
    this.#db = db;
    this.#now = now;
  }

  async init(): Promise<void> {}

  /**
   * `inFlight`: how many requests are being answered now, the group's own callers included (a
   * server's HTTP requests: plugins/requests-in-flight.ts). Without it a group never waits.
   */
  waitFor(inFlight: () => number): void {
    this.#inFlight = inFlight;
  }

  /** A request has been answered: a group waiting for others may be complete now. */
  requestEnded(): void {
    if (this.#holding) this.#flushSoon();
  }

  /**
   * Runs `then` once what has just been written is on disk: at the commit of the group that a
   * statement in a transaction ran in (whether that commit succeeds or not: telling a reader that
   * something changed when it did not costs only a cached answer), at once for any other.
   */
  afterCommit(then: () => void): void {
    if (this.#group) this.#group.committed.push(then);
    else then();
  }

  /**
   * Adds rows to what the group writes just before its COMMIT, in one statement per batch for
   * all its transactions (ADR 0046), when called from inside a transaction: they are written if
   * and only if that transaction is (dropped if it rolls back, and a failure to write them fails
   * the commit). Answers false outside a transaction: the caller writes them itself.
   */
  atCommit<T>(batch: CommitBatch<T>, items: readonly T[]): boolean {
    if (!this.#inTransaction) return false;
    this.#batches.add(batch, items);
    return true;
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    await this.#turns.take();
    const hold: Hold = {
      done: false,
      executeQuery: async <R>(query: CompiledQuery) => {
        if (!this.#inTransaction) this.#flush();
        return this.#run<R>(query);
      },
      streamQuery: <R>(query: CompiledQuery) => {
        if (!this.#inTransaction) this.#flush();
        return this.#stream<R>(query);
      },
    };
    return hold;
  }

  async beginTransaction(): Promise<void> {
    if (!this.#group) {
      this.#exec('begin');
      this.#group = { since: this.#now(), members: [], committed: [] };
    }
    this.#exec('savepoint request');
    this.#inTransaction = true;
    this.counts.transactions++;
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    this.#exec('release request');
    this.#inTransaction = false;
    this.#batches.released();
    const group = this.#group!;
    const committed = new Promise<void>((resolve, reject) =>
      group.members.push({ resolve, reject }),
    );
    this.#handOn(connection as Hold);
    await committed;
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    const hold = connection as Hold;
    // A commit that failed as a group: the connection is another holder's by now.
    if (hold.done) return;
    this.#inTransaction = false;
    this.#batches.rolledBack();
    if (this.#raw.inTransaction) {
      this.#exec('rollback to request');
      this.#exec('release request');
    } else {
      // SQLite rolled the whole transaction back itself (a full disk, an I/O error): the
      // transactions released into it are gone too, so their callers hear it.
      this.#fail(new Error('SQLite rolled back the transaction its group shared'));
    }
    this.#handOn(hold);
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    const hold = connection as Hold;
    // Not handed on yet: a statement outside a transaction, or one whose begin failed.
    if (!hold.done) this.#handOn(hold);
  }

  async destroy(): Promise<void> {
    clearImmediate(this.#flushing);
    clearTimeout(this.#holding);
    this.#flush();
    this.#raw.close();
  }

  /**
   * Commits a full group now; otherwise gives the connection on, and when nobody waits for it,
   * commits at the event loop's next turn, unless a request that came in meanwhile has joined.
   * Why that turn: a group's callers answer together, their clients send their next requests
   * together, and those reach the server in one turn of the loop, ready to share a commit.
   */
  #handOn(hold: Hold): void {
    const group = this.#group;
    if (group) {
      const full = group.members.length >= GROUP_MAX || this.#now() - group.since >= GROUP_MAX_MS;
      if (full) this.#flush();
      else if (this.#turns.waiting === 0) this.#flushSoon();
    }
    hold.done = true;
    this.#turns.give();
  }

  #flushSoon(): void {
    if (this.#flushing) return;
    this.#flushing = setImmediate(() => {
      this.#flushing = undefined;
      // A holder now is in a transaction (it hands on again) or will flush before its statement.
      if (!this.#turns.held) this.#flushUnlessAwaited();
    });
  }

  /** Commits now, unless requests outside the group may still join it and it is young enough. */
  #flushUnlessAwaited(): void {
    const group = this.#group;
    if (!group) return;
    const age = this.#now() - group.since;
    if (age >= GROUP_MAX_MS || this.#inFlight() <= group.members.length) return this.#flush();
    this.#holding ??= setTimeout(() => {
      this.#holding = undefined;
      if (!this.#turns.held) this.#flush();
    }, GROUP_MAX_MS - age);
  }

  #flush(): void {
    const group = this.#takeGroup();
    if (!group) return;
    // Rows are released into a group only with a member: an empty group has none to write.
    if (group.members.length === 0) return void this.#exec('rollback');
    try {
      for (const query of this.#batches.take()) this.#db.prepare(query.sql).run(query.parameters);
      this.#exec('commit');
    } catch (error) {
      try {
        if (this.#raw.inTransaction) this.#exec('rollback');
      } catch {
        // Nothing more to undo: the members hear the commit's own error.
      }
      return settle(group, error);
    }
    this.counts.commits++;
    settle(group);
  }

  #fail(error: Error): void {
    this.#batches.drop();
    const group = this.#takeGroup();
    if (group) settle(group, error);
  }

  #takeGroup(): Group | undefined {
    const group = this.#group;
    this.#group = undefined;
    clearTimeout(this.#holding);
    this.#holding = undefined;
    return group;
  }

  #exec(sql: string): void {
    this.#db.prepare(sql).run([]);
  }

  // #run and #stream do what Kysely's own SQLite connection does; that class is not exported, and
  // its driver's lock cannot say who waits, which is what a group's commit is decided by.
  async #run<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const statement = this.#db.prepare(query.sql);
    if (statement.reader) return { rows: statement.all(query.parameters) as R[] };
    const { changes, lastInsertRowid } = statement.run(query.parameters);
    return { numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid), rows: [] };
  }

  async *#stream<R>(query: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
    const statement = this.#db.prepare(query.sql);
    for (const row of statement.iterate(query.parameters)) yield { rows: [row as R] };
  }
}

/** Kysely's SQLite dialect on the group-committing driver. */
export class GroupCommitDialect extends SqliteDialect {
  readonly driver: GroupCommitDriver;
  /** `now` in milliseconds: a test's clock decides when a group is old enough to commit. */
  constructor(raw: BetterSqlite3.Database, db: SqliteDatabase, now?: () => number) {
    super({ database: db });
    this.driver = new GroupCommitDriver(raw, db, now);
  }
  override createDriver(): Driver {
    return this.driver;
  }
}
