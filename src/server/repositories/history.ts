import { type ExpressionBuilder, PostgresAdapter } from 'kysely';
import type { Database } from '../db/database';
import type { NewRow, Row, Tables } from '../db/tables';
import {
  type FieldChange,
  type HistoryAction,
  type HistoryEntry,
  historyScope,
} from '../../shared/history';
import type { CursorKey } from '../../shared/resources/list-cursor';
import { MAX_BOUND_VALUES, batches } from './table-repository';
import { FIXED_ROWS_MAX, compileFixed, rowsOf } from '../db/fixed-statements';
import { runUnread } from '../db/held-statements';
import { fixedRows, outboxRepository } from './outbox';

/** A history row's columns, in the order append builds each row (and a template binds them). */
const HISTORY_COLUMNS = [
  'at',
  'actor',
  'action',
  'resource',
  'record_id',
  'scope',
  'title',
  'changes',
  'address',
  'import_id',
] as const;

/** One entry to append: who did what to which record, and for an update what changed. */
export type NewEntry = {
  actor: string | null;
  action: HistoryAction;
  resource: string;
  record_id: number | null;
  /** The screen it shows on: "projects:7" (a record's own, or a part's parent's). */
  scope: string;
  title?: string | null;
  changes?: FieldChange[];
  address?: string | null;
  /** Defaults to now; set by the stamps of the write it records, so both say the same time. */
  at?: number;
  /** The import that made the write (src/server/imports/). */
  import_id?: number;
};

/** What a page of history is narrowed to; all optional, combined with AND. */
export type HistoryFilter = {
  scope?: string;
  resource?: string;
  record_id?: number;
  actor?: string;
  action?: string;
  /** Milliseconds since the epoch, from inclusive, to exclusive. */
  from?: number;
  to?: number;
  /** Leaves account events (resource "users") out: what an admin who is not a superuser sees. */
  withoutAccounts?: boolean;
  /** Only what one import wrote. */
  import_id?: number;
};

/**
 * An entry is stamped when its write begins and numbered when the write inserts it, so ids follow
 * `at` except between writes in flight together, or between instances whose clocks differ: never
 * by this much, which bounds the ids a date range can hold (idWindow).
 */
export const STAMP_SLACK_MS = 60 * 60 * 1000;

/** Entries per insert: their columns' values stay below both databases' limits. */
const BATCH = Math.floor(MAX_BOUND_VALUES / 10);

/** A stored entry, as the table's type says (db/tables.ts), with its import's file name. */
type Stored = Row<'history'> & { import_file: string | null };

/**
 * The history table: append in the caller's transaction, read newest first by id. Every filter
 * has an index that ends in id (migration 010), so a page after a cursor is one range scan.
 */
export function historyRepository(db: Database) {
  /**
   * Ids below and above every entry stamped in [from, to): the last stamped well before `from`
   * and the first stamped well after `to` (STAMP_SLACK_MS), each one step down an `at` index.
   * Bounded so, a date range's page walks ids from its own end, where PostgreSQL, which cannot
   * know that ids follow time, would walk from the newest entry (580 ms for a week two years
   * back in a million) or sort the whole range.
   */
  async function idWindow(from?: number, to?: number) {
    if (from === undefined && to === undefined) return {};
    // Both edges in one round trip: each a scalar subquery, one step down `history_at`.
    const edge = (eb: ExpressionBuilder<Tables, never>, at: '<' | '>=', bound: number) =>
      eb
        .selectFrom('history')
        .select('id')
        .where('at', at, bound)
        .orderBy('at', at === '<' ? 'desc' : 'asc')
        .limit(1);
    const row = await db
      .selectNoFrom((eb) => [
        (from === undefined ? eb.val(null) : edge(eb, '<', from - STAMP_SLACK_MS)).as('above'),
        (to === undefined ? eb.val(null) : edge(eb, '>=', to + STAMP_SLACK_MS)).as('below'),
      ])
      .executeTakeFirstOrThrow();
    const id = (value: unknown) => (value == null ? undefined : Number(value));
    return { above: id(row.above), below: id(row.below) };
  }

  return {
    /**
     * Entries in, a statement per batch however many (an import's 10,000). `queued`: the same
     * write's outbox rows (its events), in the same statement on PostgreSQL when both are few
     * (a CTE: one round trip, where each costs the server a socket write and a wake-up).
     */
    async append(entries: readonly NewEntry[], queued: NewRow<'outbox'>[] = []): Promise<void> {
      const now = Date.now();
      const insert = (rows: readonly Record<string, unknown>[]) =>
        db.insertInto('history').values(rows as Row<'history'>[]);
      const rowsOfBatch = (batch: readonly NewEntry[]) =>
        batch.map((e) => ({
          at: e.at ?? now,
          actor: e.actor,
          action: e.action,
          resource: e.resource,
          record_id: e.record_id,
          scope: e.scope,
          title: e.title ?? null,
          changes: e.changes?.length ? JSON.stringify(e.changes) : null,
          address: e.address ?? null,
          import_id: e.import_id ?? null,
        }));
      const valuesOf = (rows: readonly Record<string, unknown>[]) =>
        rows.flatMap((row) => HISTORY_COLUMNS.map((column) => row[column]));
      const few = entries.length <= FIXED_ROWS_MAX && queued.length <= FIXED_ROWS_MAX;
      if (
        queued.length &&
        entries.length &&
        few &&
        db.getExecutor().adapter instanceof PostgresAdapter
      ) {
        const rows = rowsOfBatch(entries);
        const outbox = fixedRows(queued);
        const split = rows.length * HISTORY_COLUMNS.length;
        await runUnread(
          db,
          compileFixed(
            db,
            `history ${rows.length} with outbox ${outbox.shape}`,
            [...valuesOf(rows), ...outbox.values],
            (values) =>
              db
                .with('queued', (q) =>
                  q
                    .insertInto('outbox')
                    .values(rowsOf(values.slice(split), outbox.columns) as NewRow<'outbox'>[]),
                )
                .insertInto('history')
                .values(rowsOf(values.slice(0, split), HISTORY_COLUMNS) as Row<'history'>[]),
          ),
        );
        return;
      }
      for (const batch of batches(entries, BATCH)) {
        const rows = rowsOfBatch(batch);
        if (rows.length <= FIXED_ROWS_MAX)
          await runUnread(
            db,
            compileFixed(db, `history ${rows.length}`, valuesOf(rows), (values) =>
              insert(rowsOf(values, HISTORY_COLUMNS)),
            ),
          );
        else await runUnread(db, insert(rows).compile());
      }
      await outboxRepository(db).insertRows(queued);
    },

    /** A page, newest first, after the entry with id `after`; one more row tells of a next page. */
    async page(filter: HistoryFilter, limit: number, after?: number) {
      let query = db
        .selectFrom('history')
        .leftJoin('imports', 'imports.id', 'history.import_id')
        .selectAll('history')
        .select('imports.file_name as import_file');
      if (filter.import_id !== undefined)
        query = query.where('history.import_id', '=', filter.import_id);
      if (filter.scope !== undefined) query = query.where('history.scope', '=', filter.scope);
      if (filter.resource !== undefined)
        query = query.where('history.resource', '=', filter.resource);
      if (filter.record_id !== undefined)
        query = query.where('history.record_id', '=', filter.record_id);
      if (filter.actor !== undefined) query = query.where('history.actor', '=', filter.actor);
      if (filter.action !== undefined) query = query.where('history.action', '=', filter.action);
      if (filter.from !== undefined) query = query.where('history.at', '>=', filter.from);
      if (filter.to !== undefined) query = query.where('history.at', '<', filter.to);
      const { above, below } = await idWindow(filter.from, filter.to);
      if (above !== undefined) query = query.where('history.id', '>', above);
      if (below !== undefined) query = query.where('history.id', '<', below);
      if (filter.withoutAccounts) query = query.where('history.resource', '!=', 'users');
      if (after !== undefined) query = query.where('history.id', '<', after);
      const rows = await query
        .orderBy('history.id', 'desc')
        .limit(limit + 1)
        .execute();
      const page = rows.slice(0, limit).map(toEntry);
      const next: CursorKey[] | undefined = rows.length > limit ? [page.at(-1)!.id] : undefined;
      return { entries: page, next };
    },
  };
}

function toEntry(row: Stored): HistoryEntry {
  const [scopeResource, scopeId] = row.scope.split(':');
  const parentId = Number(scopeId);
  // A part's entry shows on its parent's screen; a sign-in of no account has no screen at all.
  const own =
    !Number.isInteger(parentId) ||
    (scopeResource === row.resource && parentId === Number(row.record_id));
  return {
    id: Number(row.id),
    at: new Date(Number(row.at)).toISOString(),
    actor: row.actor,
    action: row.action as HistoryAction,
    resource: row.resource,
    record_id: row.record_id === null ? null : Number(row.record_id),
    parent: own ? null : { resource: scopeResource!, id: parentId },
    title: row.title,
    changes: row.changes ? (JSON.parse(row.changes) as FieldChange[]) : [],
    address: row.address,
    import:
      row.import_id === null
        ? null
        : { id: Number(row.import_id), file_name: row.import_file ?? '' },
  };
}

/** Something that happened to an account: shown on its screen, to superusers only. */
export type AccountEvent = {
  action: HistoryAction;
  /** The account, or null for a sign-in with a name no account has. */
  userId: number | null;
  /** Who did it: a username, null for no one (the CLI), or left out for the account itself. */
  actor?: string | null;
  changes?: FieldChange[];
  address?: string | null;
};

/** Appends an account event, named by the account's username, in the caller's transaction. */
export async function appendAccountEvent(db: Database, event: AccountEvent): Promise<void> {
  const user =
    event.userId === null
      ? undefined
      : await db
          .selectFrom('users')
          .select('username')
          .where('id', '=', event.userId)
          .executeTakeFirst();
  await historyRepository(db).append([
    {
      actor: event.actor === undefined ? (user?.username ?? null) : event.actor,
      action: event.action,
      resource: 'users',
      record_id: event.userId,
      scope: historyScope('users', event.userId ?? 'unknown'),
      title: user?.username ?? null,
      changes: event.changes ?? [],
      address: event.address ?? null,
    },
  ]);
}
