import { type Database, type DatabaseTransaction, inTransaction } from '../db/database';
import { holdsStatements } from '../db/held-statements';
import { invalidField, notFound } from '../http-error';
import { withReferencesChecked } from './references';
import { recordNoun } from '../../shared/nouns';
import type { ServerResource } from './server-resource';
import type { Expected } from './preconditions';
import { stampsOf, stampsShown } from './record-stamps';
import { lockedRowAhead, lockRows } from '../repositories/row-lock';
import { accepts } from './unchanged';
import { Missing, removeAll } from './remove-all';
import { updateAll, writeUpdates } from './update-all';
import { createAll } from './create-all';
import { listPieces } from './list-pieces';
import type { RecordPieces } from '../read-cache/record-pieces';
import { searchIndex } from '../search/index-entries';
import { parentIds } from './parent-claims';
import {
  type ListOptions,
  type RowData,
  type TableRepository,
  tableRepository,
} from '../repositories/table-repository';
import { type ListSort, sortParam } from '../../shared/resources/list-sort';
import { cursorKeys, sortedCursor, sortedOrder } from './list-sorts';

type Input = Record<string, unknown>;
type PageOptions = ListOptions & { order?: 'byAccount'; sort?: ListSort | undefined };
type Entity = Record<string, unknown>;

/** Who writes, and (PUT with If-Match) which versions of the record they loaded. */
export type WriteContext = { actor: string | null; expected?: Expected };
/** An answer with one record: the entity (or detail), and the record's version for its ETag. */
export type OneRecord = { entity: Entity; version: number };
/** An update the record's version refused (412), or that found no record (404). */
export type Refused = { refused: 'stale' | 'missing' };

/**
 * The generic create/read/update/delete flow of one resource, with its hooks. No SQL here. Every
 * write is one transaction that starts at the record's version (record-versions.ts): an update
 * claims the record (checking If-Match), a create or delete stamps it, and a part's write (a
 * section) claims its parent too. The resource's own hooks then run inside that transaction.
 */
export function resourceService(db: Database, resource: ServerResource) {
  const repo = tableRepository(db, resource);
  // One account's records, in their own order (a person's tasks by due date).
  const byAccountRepo =
    resource.byAccount && tableRepository(db, { ...resource, orderBy: resource.byAccount.orderBy });
  const label = recordNoun(resource.definition);
  // One repository per `?sort=` asked for, made the first time (a dozen at most per resource).
  const sortedRepos = new Map<string, TableRepository>();
  function sortedRepo(sort: ListSort) {
    const key = sortParam(sort);
    let found = sortedRepos.get(key);
    if (!found) {
      found = tableRepository(db, { ...resource, orderBy: sortedOrder(resource, sort) });
      sortedRepos.set(key, found);
    }
    return found;
  }

  // Assigned onto the fresh entity, not spread into a third object: a list of 500 and an
  // export of 100 000 rows make one object per row fewer for the collector.
  const entityOf = (row: RowData) =>
    Object.assign(resource.toEntity(row) as Entity, stampsShown(row));
  /** Answers' records; `withVersion`: each with its version too (an export's rows). */
  async function entities(rows: RowData[], withVersion = false) {
    const mapped = rows.map((row) => {
      const entity = entityOf(row);
      if (withVersion) entity.version = Number(row.version);
      return entity;
    });
    return resource.embed ? resource.embed(db, mapped) : mapped;
  }
  async function one(row: RowData): Promise<OneRecord> {
    return { entity: (await entities([row]))[0] as Entity, version: Number(row.version) };
  }
  /**
   * An update's answer, its embed's read started in its transaction (embedAhead), when it has
   * one and PostgreSQL holds statements: that read then goes out with the COMMIT, a round trip
   * fewer. Nothing otherwise (the answer is read after the commit, `one`). Wrapped: an async
   * function's promise of a promise would wait for the answer, and so for a flush of its own.
   */
  async function oneAhead(trx: DatabaseTransaction, row: RowData) {
    if (!resource.embedAhead || !holdsStatements(trx)) return {};
    const { answer } = await resource.embedAhead(trx, [entityOf(row)]);
    const answering = answer.then(([e]): OneRecord => ({
      entity: e as Entity,
      version: Number(row.version),
    }));
    answering.catch(() => {}); // read once committed; a failed commit leaves it unread
    return { answering };
  }
  async function found(id: number) {
    const row = await repo.find(id);
    if (!row) throw notFound(capitalize(label));
    return row;
  }
  /** A page's rows; `sort` (`?sort=`) before the by-account order, which comes before the list's own. */
  async function page(options: PageOptions) {
    const { sort, ...rest } = options;
    const lister = sort
      ? sortedRepo(sort)
      : (options.order === 'byAccount' && byAccountRepo) || repo;
    const after = cursorKeys(sort, options.after);
    if (after && !lister.fitsCursor(after))
      throw invalidField('after', 'is not a cursor from this list (X-Next-Cursor)');
    const { rows, total, next } = await lister.list({ ...rest, after });
    return { rows, total, next: sortedCursor(sort, next) };
  }
  return {
    /** A page of entities; `withVersion`: each with its version too (an export's rows). */
    async list(options: PageOptions, withVersion = false) {
      const { rows, total, next } = await page(options);
      return { items: await entities(rows, withVersion), total, next };
    },
    /** The same page as its records' pieces of the answer, reusing those kept (list-pieces.ts). */
    listPieces: (options: PageOptions, pieces: RecordPieces) =>
      listPieces(
        {
          page: async () => {
            const found = await page(options);
            return { ...found, entities: await entities(found.rows) };
          },
          keys: () => page({ ...options, keysOnly: true }),
          records: async (ids) => {
            const rows = await repo.listed(ids);
            return { rows, entities: await entities(rows) };
          },
        },
        pieces,
      ),
    async show(id: number): Promise<OneRecord> {
      const { entity, version } = await one(await found(id));
      const detail = resource.detail ? ((await resource.detail(db, entity)) as Entity) : entity;
      return { entity: detail, version };
    },
    async create(input: Input, context: WriteContext): Promise<OneRecord> {
      const stamps = stampsOf(context);
      const row = await inTransaction(db, (trx) =>
        withReferencesChecked(
          trx,
          resource,
          input,
          async () => (await createAll(trx, resource, [input], stamps))[0]!,
        ),
      );
      return one(row);
    },
    /** The record as updated, or why not: its version moved past `expected`, or it is gone. */
    async update(id: number, input: Input, context: WriteContext): Promise<OneRecord | Refused> {
      const stamps = stampsOf(context);
      try {
        const written = await inTransaction(db, async (trx) => {
          const records = tableRepository(trx, resource);
          // Locks before the version is read, parent first; claims only once it is a change.
          if (resource.parent)
            await lockRows(
              trx,
              resource.parent.table,
              parentIds(resource, [await records.find(id)]),
            );
          // The record's stored search entry is read in the lock's round trip, after it.
          const locking = await lockedRowAhead(trx, resource.table, id);
          await searchIndex(trx).readAhead(resource, [id]);
          const existing = await locking.answer;
          if (!existing || !accepts(context.expected, existing)) throw new NotClaimed();
          const row = await withReferencesChecked(
            trx,
            resource,
            input,
            async () => (await writeUpdates(trx, resource, [{ existing, input }], stamps))[0]!,
          );
          return { row, ...(await oneAhead(trx, row)) };
        });
        return await (written.answering ?? one(written.row));
      } catch (error) {
        if (!(error instanceof NotClaimed)) throw error;
        return { refused: (await repo.exists(id)) ? 'stale' : 'missing' };
      }
    },
    /**
     * One change to many records, all or none (update-all.ts: set-wise, for a resource whose
     * updatesSetWise), or the id of the first that is not there.
     */
    async updateMany(
      ids: number[],
      input: Input,
      context: WriteContext,
    ): Promise<{ ids: number[] } | { missing: number }> {
      try {
        await inTransaction(db, async (trx) => {
          const result = await updateAll(trx, resource, ids, input, stampsOf(context));
          if ('missing' in result) throw new Missing(result.missing);
        });
        return { ids };
      } catch (error) {
        if (error instanceof Missing) return { missing: error.id };
        throw error;
      }
    },
    /** Moves the record to the trash (removeAll), or why not: as for an update. */
    async remove(id: number, context: WriteContext): Promise<{ id: number } | Refused> {
      try {
        await removeAll(db, resource, [id], stampsOf(context), {
          field: 'id',
          expected: context.expected,
        });
        return { id };
      } catch (error) {
        if (!(error instanceof Missing)) throw error;
        return { refused: context.expected && (await repo.exists(id)) ? 'stale' : 'missing' };
      }
    },
    /** Moves all of them to the trash, or (an id not there, which it names) none. */
    async removeMany(
      ids: number[],
      context: WriteContext,
    ): Promise<{ ids: number[] } | { missing: number }> {
      try {
        await removeAll(db, resource, ids, stampsOf(context), { field: 'ids' });
        return { ids };
      } catch (error) {
        if (error instanceof Missing) return { missing: error.id };
        throw error;
      }
    },
    found,
    /** A record's answer as a POST gives it (the restore's too): its entity and version. */
    answer: one,
    label: capitalize(label),
  };
}

/** Thrown inside an update's transaction when the record's version refuses it: rolls back. */
class NotClaimed extends Error {}

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
