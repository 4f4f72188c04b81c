import { type Database, type DatabaseTransaction, inTransaction } from '../db/database';
import { invalidField, notFound } from '../http-error';
import type { ServerResource } from './server-resource';
import type { Expected } from './preconditions';
import { stampsOf, stampsShown } from './record-stamps';
import { type Stamps, recordVersions } from '../repositories/record-versions';
import { recordHistory } from '../history/record-history';
import { keepDeleted } from '../trash/keep-deleted';
import { searchIndex } from '../search/index-entries';
import {
  type ListOptions,
  type RowData,
  rowExists,
  tableRepository,
} from '../repositories/table-repository';

type Input = Record<string, unknown>;
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
  const label = resource.definition.wrapper ?? resource.definition.name.replace(/s$/, '');

  async function entities(rows: RowData[]) {
    const mapped = rows.map((row) => ({
      ...(resource.toEntity(row) as Entity),
      ...stampsShown(row),
    }));
    return resource.embed ? resource.embed(db, mapped) : mapped;
  }
  async function one(row: RowData): Promise<OneRecord> {
    return { entity: (await entities([row]))[0] as Entity, version: Number(row.version) };
  }
  async function found(id: number) {
    const row = await repo.find(id);
    if (!row) throw notFound(capitalize(label));
    return row;
  }
  async function checkReferences(trx: Database, input: Input) {
    for (const ref of resource.references ?? []) {
      const value = input[ref.field];
      if (typeof value === 'number' && !(await rowExists(trx, ref.table, value))) {
        throw invalidField(ref.field, `does not match any ${ref.label}`);
      }
    }
  }
  /**
   * A part's write is a change to the record it belongs to, so its parent is claimed too, and
   * first: every transaction that writes a note's sections locks the note before any section.
   */
  async function claimParents(
    trx: DatabaseTransaction,
    rows: (Input | undefined)[],
    stamps: Stamps,
  ) {
    const parent = resource.parent;
    if (!parent) return;
    const ids = new Set(rows.map((row) => row?.[parent.field]).filter((id) => id != null));
    for (const id of ids)
      await recordVersions(trx).claim(parent.table, Number(id), undefined, stamps);
  }

  return {
    async list(options: ListOptions) {
      if (options.after && !repo.fitsCursor(options.after))
        throw invalidField('after', 'is not a cursor from this list (X-Next-Cursor)');
      const { rows, total, next } = await repo.list(options);
      return { items: await entities(rows), total, next };
    },
    async show(id: number): Promise<OneRecord> {
      const { entity, version } = await one(await found(id));
      const detail = resource.detail ? ((await resource.detail(db, entity)) as Entity) : entity;
      return { entity: detail, version };
    },
    async create(input: Input, context: WriteContext): Promise<OneRecord> {
      const stamps = stampsOf(context);
      const row = await inTransaction(db, async (trx) => {
        await checkReferences(trx, input);
        const values = { ...((await resource.toRow?.(input)) ?? input), ...stamps };
        await resource.check?.(trx, values);
        await claimParents(trx, [values], stamps);
        const created = resource.create
          ? await resource.create(trx, values, input)
          : await tableRepository(trx, resource).insert(values);
        await resource.afterWrite?.(trx, undefined, created, stamps);
        await searchIndex(trx).wrote(resource, [created]);
        await recordHistory(trx, resource).wrote('create', created, stamps);
        return created;
      });
      return one(row);
    },
    /** The record as updated, or why not: its version moved past `expected`, or it is gone. */
    async update(id: number, input: Input, context: WriteContext): Promise<OneRecord | Refused> {
      const stamps = stampsOf(context);
      try {
        const row = await inTransaction(db, async (trx) => {
          const records = tableRepository(trx, resource);
          if (resource.parent) await claimParents(trx, [await records.find(id)], stamps);
          const versions = recordVersions(trx);
          if ((await versions.claim(resource.table, id, context.expected, stamps)) === undefined)
            throw new NotClaimed();
          const existing = (await records.find(id))!;
          await checkReferences(trx, input);
          const values = { ...((await resource.toRow?.(input, existing)) ?? input), ...stamps };
          await resource.check?.(trx, values, existing);
          const updated = resource.update
            ? await resource.update(trx, existing, values, input)
            : await records.update(id, values);
          if (!updated) throw notFound(capitalize(label));
          await resource.afterWrite?.(trx, existing, updated, stamps);
          await searchIndex(trx).wrote(resource, [updated]);
          await recordHistory(trx, resource).updated(existing, updated, input, stamps);
          return updated;
        });
        return await one(row);
      } catch (error) {
        if (!(error instanceof NotClaimed)) throw error;
        return { refused: (await repo.exists(id)) ? 'stale' : 'missing' };
      }
    },
    /**
     * Moves the record to the trash, with what its delete takes along. It is claimed first, so a
     * concurrent update either lands before (and is in what the trash keeps) or finds it gone.
     */
    async remove(id: number, context: WriteContext) {
      const stamps = stampsOf(context);
      await inTransaction(db, async (trx) => {
        const records = tableRepository(trx, resource);
        const before = await records.find(id);
        if (!before) throw notFound(capitalize(label));
        await claimParents(trx, [before], stamps);
        if ((await recordVersions(trx).claim(resource.table, id, undefined, stamps)) === undefined)
          throw notFound(capitalize(label));
        const existing = (await records.find(id))!;
        await keepDeleted(trx, resource, existing, stamps);
        if (resource.remove) await resource.remove(trx, existing);
        else await records.remove(id);
        await searchIndex(trx).removed(resource, [existing]);
        await recordHistory(trx, resource).wrote('delete', existing, stamps);
      });
      return { id };
    },
    found,
    label: capitalize(label),
  };
}

/** Thrown inside an update's transaction when the record's version refuses it: rolls back. */
class NotClaimed extends Error {}

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
