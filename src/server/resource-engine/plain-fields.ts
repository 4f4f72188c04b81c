import type { z } from 'zod';
import type { FieldTable, OutputSchema, OutputType } from '../../shared/resources/field-table';
import type { SearchResource } from '../../shared/search';
import type { RowData } from '../repositories/table-repository';
import { ownEntries } from '../search/search-entry';

/** A column's value as its field's output type says (SQLite and pg return numbers differently). */
const FROM_COLUMN: Record<OutputType, (value: unknown) => string | number | null | undefined> = {
  text: (value) => String(value ?? ''),
  number: (value) => Number(value),
  'number or null': (value) => (value == null ? null : Number(value)),
  'number if set': (value) => (value == null ? undefined : Number(value)),
  'text if set': (value) => (value == null ? undefined : String(value)),
};

type PlainEntity<T extends FieldTable> = {
  [K in keyof T]: z.output<OutputSchema<T[K]['output']>>;
};

/** A row's plain fields as the entity carries them: `toEntity` spreads it beside its own. */
export function plainEntity<T extends FieldTable>(table: T, row: RowData): PlainEntity<T> {
  const entity: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(table))
    entity[name] = FROM_COLUMN[field.output](row[name]);
  return entity as PlainEntity<T>;
}

/**
 * The `searchable` of a resource found by its plain fields alone: the `search: 'title'` field is
 * the entry's title, the `search: 'text'` fields, in table order, its text joined by " · ".
 * `opensBy`: the column naming the record whose screen shows it (a task's project).
 */
export function plainEntries(resource: SearchResource, table: FieldTable, opensBy?: string) {
  const fields = Object.entries(table);
  const title = fields.find(([, field]) => field.search === 'title')?.[0];
  if (!title) throw new Error(`${resource}: no field is searched as the title`);
  const texts = fields.filter(([, field]) => field.search === 'text').map(([name]) => name);
  return ownEntries(resource, (row) => ({
    title: String(row[title] ?? ''),
    text: texts
      .map((name) => String(row[name] ?? ''))
      .filter(Boolean)
      .join(' · '),
    ...(opensBy && { opensId: Number(row[opensBy]) }),
  }));
}
