import { type Database, inTransaction } from '../db/database';
import { searchPendingRepository } from '../repositories/search-pending';
import { searchIndexRepository } from '../repositories/search-index';
import { searchWordsRepository } from '../repositories/search-words';
import { changeIndexedWords } from '../repositories/word-index-rows';
import { allWords } from './search-entry';

/** Entries per transaction: one FTS5 segment or two postings statements for all of them. */
const BATCH = 500;

/**
 * Brings the word index and the vocabulary up to date with the entries written since (ADR 0034),
 * a batch per transaction: for each pending entry, its rows changed from what the index held to
 * its words as stored now (none once removed). Many writes' entries share one batch, which costs
 * SQLite's FTS5 a fraction of one write each. Resolves to how many entries it indexed. With
 * none pending, one read and no transaction.
 */
export async function indexPendingWords(db: Database): Promise<number> {
  let indexed = 0;
  if (!(await searchPendingRepository(db).any())) return indexed;
  for (;;) {
    const taken = await inTransaction(db, async (trx) => {
      const held = await searchPendingRepository(trx).take(BATCH);
      if (held.length === 0) return 0;
      const now = await searchIndexRepository(trx).wordsOf(held.map((h) => h.entry_id));
      const changes = held.map(({ entry_id, title_key, words }) => ({
        id: entry_id,
        before: title_key === null ? undefined : { title_key, words: words ?? '' },
        after: now.get(entry_id),
      }));
      await searchWordsRepository(trx).add(
        changes.flatMap(({ after }) => (after ? allWords(after) : [])),
      );
      await changeIndexedWords(trx, changes);
      return held.length;
    });
    indexed += taken;
    if (taken < BATCH) return indexed;
  }
}
