import type { Database } from '../db/database';
import { invalidField, notFound } from '../http-error';
import type { ServerResource } from './server-resource';
import {
  type ListOptions,
  type RowData,
  rowExists,
  tableRepository,
} from '../repositories/table-repository';

type Input = Record<string, unknown>;

/** The generic create/read/update/delete flow of one resource, with its hooks. No SQL here. */
export function resourceService(db: Database, resource: ServerResource) {
  const repo = tableRepository(db, resource);
  const label = resource.definition.wrapper ?? resource.definition.name.replace(/s$/, '');

  async function entities(rows: RowData[]) {
    const mapped = rows.map((row) => resource.toEntity(row));
    return resource.embed ? resource.embed(db, mapped) : mapped;
  }
  async function one(row: RowData) {
    return (await entities([row]))[0];
  }
  async function found(id: number) {
    const row = await repo.find(id);
    if (!row) throw notFound(capitalize(label));
    return row;
  }
  async function checkReferences(input: Input) {
    for (const ref of resource.references ?? []) {
      const value = input[ref.field];
      if (typeof value === 'number' && !(await rowExists(db, ref.table, value))) {
        throw invalidField(ref.field, `does not match any ${ref.label}`);
      }
    }
  }

  return {
    async list(options: ListOptions) {
      if (options.after && !repo.fitsCursor(options.after))
        throw invalidField('after', 'is not a cursor from this list (X-Next-Cursor)');
      const { rows, total, next } = await repo.list(options);
      return { items: await entities(rows), total, next };
    },
    async show(id: number) {
      const entity = await one(await found(id));
      return resource.detail ? resource.detail(db, entity) : entity;
    },
    async create(input: Input) {
      await checkReferences(input);
      const values = (await resource.toRow?.(input)) ?? input;
      const row = resource.create
        ? await resource.create(db, values, input)
        : await repo.insert(values);
      return one(row);
    },
    async update(id: number, input: Input) {
      const existing = await found(id);
      await checkReferences(input);
      const values = (await resource.toRow?.(input, existing)) ?? input;
      const row = resource.update
        ? await resource.update(db, existing, values, input)
        : await repo.update(id, values);
      if (!row) throw notFound(capitalize(label));
      return one(row);
    },
    async remove(id: number) {
      const existing = await found(id);
      if (resource.remove) await resource.remove(db, existing);
      else await repo.remove(id);
      return { id };
    },
    found,
  };
}

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
