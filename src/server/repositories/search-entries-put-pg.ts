import { CompiledQuery } from 'kysely';
import type { Database } from '../db/database';
import { INDEXED_ENTRY_COLUMNS, type IndexedEntry } from '../search/search-entry';

const COLUMNS = INDEXED_ENTRY_COLUMNS;
/** Each column's type: a VALUES list's parameters have none of their own. */
const TYPES: Record<(typeof COLUMNS)[number], string> = {
  resource: 'text',
  record_id: 'integer',
  opens_id: 'integer',
  title: 'text',
  title_key: 'text collate "C"',
  words: 'text',
  text: 'text',
};

/** Rows per statement, at most: the texts of 1 to PUT_ROWS_MAX rows are each made once. */
export const PUT_ROWS_MAX = 16;
const texts = new Map<number, string>();

const differs = (columns: readonly string[]) =>
  columns.map((c) => `o.${c} is distinct from i.${c}`).join(' or ');

/**
 * The statement that puts `count` entries on PostgreSQL: what searchIndexRepository's put does in
 * three round trips (read what is stored, write the entries that differ, note for the word index
 * those whose words changed, with the words the index holds meanwhile) in one. Its sub-statements
 * all see the table as it was before it, so `stored` is what each entry was.
 */
function textFor(count: number): string {
  let text = texts.get(count);
  if (text) return text;
  const rows = Array.from(
    { length: count },
    (_, r) =>
      `(${COLUMNS.map((col, c) => `$${r * COLUMNS.length + c + 1}::${TYPES[col]}`).join(', ')})`,
  );
  const list = COLUMNS.join(', ');
  text = `with i (${list}) as (values ${rows.join(', ')}),
  o as (select e.id, ${COLUMNS.map((c) => `e.${c}`).join(', ')} from search_entries e
    join i on e.resource = i.resource and e.record_id = i.record_id),
  written as (insert into search_entries (${list})
    select i.* from i left join o on o.resource = i.resource and o.record_id = i.record_id
    where o.id is null or ${differs(COLUMNS.slice(2))}
    on conflict (resource, record_id) do update set
      ${COLUMNS.slice(2)
        .map((c) => `${c} = excluded.${c}`)
        .join(', ')}
    returning id, resource, record_id)
insert into search_pending (entry_id, title_key, words)
  select w.id, o.title_key, o.words from written w
    join i on i.resource = w.resource and i.record_id = w.record_id
    left join o on o.resource = w.resource and o.record_id = w.record_id
  where o.id is null or ${differs(['title_key', 'words'])}
  on conflict (entry_id) do nothing`;
  texts.set(count, text);
  return text;
}

/** Puts up to PUT_ROWS_MAX entries, each once, in one statement (PostgreSQL only). */
export async function putEntriesPg(db: Database, entries: readonly IndexedEntry[]) {
  const values = entries.flatMap((e) => COLUMNS.map((c) => e[c]));
  await db.executeQuery(CompiledQuery.raw(textFor(entries.length), values));
}
