import { SqliteAdapter, sql } from 'kysely';
import type { Database } from '../db/database';
import { correctable, oneLetterOut } from '../search/typos';

const BATCH = 1_000;

/** The highest code point: every string that starts with a prefix sorts below prefix + it. */
const LAST = '\u{10FFFF}';

/**
 * Words known to be in a database's vocabulary, by the adapter its Kysely and their transactions
 * share: a word found there committed once is there for good (nothing removes one), so a write
 * whose words are all known sends no INSERT. Bounded: past the cap it starts again from nothing.
 */
const vocabularies = new WeakMap<object, Set<string>>();
const KNOWN_MAX = 50_000;
/** Words a transaction added itself: known only once it commits, so never cached from it. */
const addedIn = new WeakMap<Database, Set<string>>();

/**
 * The vocabulary (migration 013): every word the index has held, which a typed prefix is looked
 * up in; and, for the words that may be corrected to (typos.ts), each form of them with one
 * letter left out. A word is added once, the first time an entry has it, and stays when no entry
 * has it any more: a query that reaches it then finds nothing, as a word never there would.
 */
export function searchWordsRepository(db: Database) {
  return {
    /**
     * Adds the words not there yet, with their forms. In sorted order, so that two transactions
     * adding the same new words on PostgreSQL wait for each other instead of deadlocking.
     */
    async add(words: Iterable<string>) {
      const adapter = db.getExecutor().adapter;
      const known = vocabularies.get(adapter) ?? new Set<string>();
      vocabularies.set(adapter, known);
      // Outside a transaction each INSERT commits at once: nothing of it can roll back.
      const mine = db.isTransaction ? (addedIn.get(db) ?? new Set<string>()) : new Set<string>();
      if (db.isTransaction) addedIn.set(db, mine);
      const sorted = [...new Set(words)].filter((word) => !known.has(word)).sort();
      for (let i = 0; i < sorted.length; i += BATCH) {
        const batch = sorted.slice(i, i + BATCH);
        const added = await db
          .insertInto('search_words')
          .values(batch.map((word) => ({ word })))
          .onConflict((c) => c.column('word').doNothing())
          .returning('word')
          .execute();
        // Not added: already there. Committed, unless this transaction added it (then it could
        // still roll back). On PostgreSQL another transaction's insert of the word makes this
        // one wait for its end, so a word it reports there is committed.
        const fresh = new Set(added.map((a) => a.word));
        if (known.size + batch.length > KNOWN_MAX) known.clear();
        for (const word of batch)
          if (fresh.has(word) && db.isTransaction) mine.add(word);
          else if (!mine.has(word)) known.add(word);
        const forms = added
          .filter(({ word }) => correctable(word))
          .flatMap(({ word }) => oneLetterOut(word).map((form) => ({ form, word })))
          .sort((a, b) => (a.form < b.form ? -1 : a.form > b.form ? 1 : a.word < b.word ? -1 : 1));
        for (let j = 0; j < forms.length; j += BATCH)
          await db
            .insertInto('search_word_forms')
            .values(forms.slice(j, j + BATCH))
            .onConflict((c) => c.columns(['form', 'word']).doNothing())
            .execute();
      }
    },

    /**
     * For each prefix, the first `limit` words in code point order that start with it (the
     * prefix itself first, when it is a word): one statement on PostgreSQL.
     */
    async startingWith(prefixes: readonly string[], limit: number): Promise<string[][]> {
      if (db.getExecutor().adapter instanceof SqliteAdapter) {
        const found: string[][] = [];
        for (const prefix of prefixes) {
          const rows = await db
            .selectFrom('search_words')
            .select('word')
            .where('word', '>=', prefix)
            .where('word', '<', prefix + LAST)
            .orderBy('word')
            .limit(limit)
            .execute();
          found.push(rows.map((r) => r.word));
        }
        return found;
      }
      const rows = await sql<{ i: number; word: string }>`select p.i, w.word
        from unnest(${prefixes}::text[]) with ordinality as p(prefix, i)
        cross join lateral (select word from search_words
          where word >= p.prefix and word < p.prefix || ${LAST} order by word limit ${limit}) w
        order by p.i, w.word`.execute(db);
      const found = prefixes.map((): string[] => []);
      for (const row of rows.rows) found[Number(row.i) - 1]!.push(row.word);
      return found;
    },

    /** The words that have any of these forms (a typed word's own forms: its candidates). */
    async withForms(forms: readonly string[]): Promise<string[]> {
      if (forms.length === 0) return [];
      const rows = await db
        .selectFrom('search_word_forms')
        .select('word')
        .distinct()
        .where('form', 'in', forms)
        .execute();
      return rows.map((r) => r.word);
    },
  };
}
