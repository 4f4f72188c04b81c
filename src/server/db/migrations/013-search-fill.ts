import { type Kysely, sql } from 'kysely';
import { type Entry, correctable, oneLetterOut, stored } from './013-search-words';

/**
 * Migration 013's indexing of the rows already there, as src/server/search/ indexed a record when
 * written (a copy: the live code may come to read columns that do not exist at this point of the
 * schema). Rows are read a batch at a time in id order; their entries are written in multi-row
 * statements, then the batch's words are indexed from them in one statement (FTS5's table, or
 * PostgreSQL's postings); the vocabulary goes in once, at the end.
 */
type Row = Record<string, unknown> & { id: number };
type Loose = Kysely<Record<string, Row>>;

/** [resource, table, title column, text columns (joined by " · "), column of the record it opens] */
const SOURCES: [string, string, string, string[], string?][] = [
  ['pages', 'pages', 'title', ['content']],
  [
    'clients',
    'clients',
    'organization_name',
    ['email_address', 'phone_number', 'street', 'city', 'state', 'country'],
  ],
  ['projects', 'projects', 'name', ['project_class', 'description']],
  ['tasks', 'tasks', 'name', ['description'], 'project_id'],
  ['inventory', 'inventory_items', 'name', ['specification']],
  ['stickers', 'stickers', 'name', ['description']],
  ['tools', 'tools', 'name', ['specification']],
  ['users', 'users', 'username', ['email_address']],
  // A note's text: its sections' titles and contents, in order (read apart, below).
  ['notes', 'notes', 'title', []],
];
const BATCH = 2_000;
const ROWS_PER_INSERT = 500;

async function sectionTexts(db: Loose, noteIds: number[]) {
  const texts = new Map<number, string[]>();
  const sections = await db
    .selectFrom('sections')
    .select(['note_id', 'title', 'content'])
    .where('note_id', 'in', noteIds)
    .orderBy('note_id')
    .orderBy('index')
    .orderBy('id')
    .execute();
  for (const s of sections) {
    const id = Number(s.note_id);
    texts.set(id, [...(texts.get(id) ?? []), String(s.title), String(s.content)]);
  }
  return (id: number) => (texts.get(id) ?? []).filter(Boolean).join('\n');
}

/** The words of the entries with ids in [from, to], indexed in one statement. */
async function indexWords(db: Loose, pg: boolean, from: number, to: number) {
  if (!pg) {
    const range = sql`from search_entries where id between ${from} and ${to}`;
    await sql`insert into search_fts (rowid, title_key, words)
      select id, title_key, words ${range}`.execute(db);
    await sql`insert into search_title_fts (rowid, title_key) select id, title_key ${range}`.execute(
      db,
    );
    return;
  }
  await sql`insert into search_postings (word, entry_id, title)
    select w, id, bool_or(t) from (
      select id, unnest(string_to_array(title_key, ' ')) as w, true as t
        from search_entries where id between ${from} and ${to}
      union all
      select id, unnest(string_to_array(words, ' ')), false
        from search_entries where id between ${from} and ${to}
    ) x where w <> '' group by w, id`.execute(db);
}

async function write(db: Loose, pg: boolean, entries: Entry[], vocabulary: Set<string>) {
  const rows = entries.map(stored);
  for (const row of rows)
    for (const word of `${row.title_key} ${row.words}`.split(' ')) if (word) vocabulary.add(word);
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) {
    const batch = rows.slice(i, i + ROWS_PER_INSERT) as unknown as Row[];
    const written = await db.insertInto('search_entries').values(batch).returning('id').execute();
    ids.push(...written.map((r) => Number(r.id)));
  }
  if (ids.length) await indexWords(db, pg, Math.min(...ids), Math.max(...ids));
}

async function addVocabulary(db: Loose, vocabulary: Set<string>) {
  const words = [...vocabulary].sort();
  for (let i = 0; i < words.length; i += 1_000) {
    const chunk = words.slice(i, i + 1_000);
    await db
      .insertInto('search_words')
      .values(chunk.map((word) => ({ word }) as unknown as Row))
      .execute();
    const forms = chunk
      .filter(correctable)
      .flatMap((word) => oneLetterOut(word).map((form) => ({ form, word })));
    for (let k = 0; k < forms.length; k += 1_000)
      await db
        .insertInto('search_word_forms')
        .values(forms.slice(k, k + 1_000) as unknown as Row[])
        .execute();
  }
}

export async function fillSearchEntries(database: Kysely<unknown>, pg: boolean) {
  const db = database as unknown as Loose;
  const vocabulary = new Set<string>();
  for (const [resource, table, title, texts, opens] of SOURCES) {
    const columns = [title, ...texts, ...(opens ? [opens] : [])];
    for (let after = 0; ;) {
      const rows = (await db
        .selectFrom(table)
        .select(['id', ...columns])
        .where('id', '>', after)
        .orderBy('id')
        .limit(BATCH)
        .execute()) as Row[];
      if (rows.length === 0) break;
      after = Number(rows.at(-1)!.id);
      const notes =
        resource === 'notes'
          ? await sectionTexts(
              db,
              rows.map((r) => r.id),
            )
          : null;
      const entries = rows.map((r) => ({
        resource,
        id: Number(r.id),
        title: String(r[title] ?? ''),
        text: notes
          ? notes(r.id)
          : texts
              .map((c) => String(r[c] ?? ''))
              .filter(Boolean)
              .join(' · '),
        ...(opens && { opensId: Number(r[opens]) }),
      }));
      await write(db, pg, entries, vocabulary);
    }
  }
  await addVocabulary(db, vocabulary);
}
