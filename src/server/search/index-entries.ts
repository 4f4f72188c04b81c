import type { Database } from '../db/database';
import type { RowData } from '../repositories/table-repository';
import type { ServerResource } from '../resource-engine/server-resource';
import { searchIndexRepository } from '../repositories/search-index';
import { searchWordsRepository } from '../repositories/search-words';
import { trashRows } from '../repositories/trash-rows';
import { type SearchEntry, allWords, indexedEntry } from './search-entry';
import { commentsRepository } from '../repositories/comments';
import { commentEntries } from '../comments/comment-entries';
import { COMMENTED } from '../../shared/resources/comments';

const commented = (resource: ServerResource) =>
  (COMMENTED as readonly string[]).includes(resource.definition.name);

/** The resources by name, to index what a restore brought back along with its record. */
type Resources = Readonly<Record<string, ServerResource>>;

/**
 * Keeps the search index in step with the records, in the write's own transaction (`db` is it),
 * so that a record and its entry commit together or not at all. Every call takes many rows, so a
 * bulk write indexes its records at once.
 */
export function searchIndex(db: Database) {
  const entries = searchIndexRepository(db);

  /** Entries written, new or again, and their new words added to the vocabulary. */
  async function put(found: readonly SearchEntry[]) {
    if (found.length === 0) return;
    const indexed = found.map(indexedEntry);
    await searchWordsRepository(db).add(indexed.flatMap(allWords));
    await entries.put(indexed);
  }

  /** Records created or updated: their entries, or for parts their wholes', written again. */
  async function wrote(resource: ServerResource, rows: RowData[]) {
    if (resource.searchable && rows.length) await put(await resource.searchable(db, rows));
  }

  return {
    put,
    wrote,

    /**
     * Records deleted, called after the delete: their entries go, with those of the records
     * their delete took along (a project's tasks); a part's whole is indexed without it.
     */
    async removed(resource: ServerResource, rows: RowData[]) {
      if (rows.length && commented(resource)) {
        // Its comments stay for a restore (ADR 0028), but are not found while it is gone.
        const ids = rows.map((row) => row.id);
        await entries.remove(
          'comments',
          await commentsRepository(db).idsOn(resource.definition.name, ids),
        );
      }
      if (!resource.searchable || rows.length === 0) return;
      if (resource.parent) return wrote(resource, rows);
      const along = (resource.takesAlong ?? []).map((a) => a.resource);
      await entries.remove(
        resource.definition.name,
        rows.map((row) => row.id),
        along,
      );
    },

    /** A record back from the trash, with what its delete took along (a project's tasks). */
    async restored(resources: Resources, resource: ServerResource, row: RowData) {
      await wrote(resource, [row]);
      if (commented(resource)) {
        const kept = await commentsRepository(db).rowsOn(resource.definition.name, [row.id]);
        await put(await commentEntries(db, kept as RowData[]));
      }
      for (const { table, field, resource: name } of resource.takesAlong ?? []) {
        const part = resources[name];
        // A part of the whole (a note's sections) is in the whole's entry already.
        if (part?.searchable && !part.parent)
          await wrote(part, await trashRows(db).referencing(table, field, [row.id]));
      }
    },
  };
}
