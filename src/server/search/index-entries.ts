import type { Database } from '../db/database';
import type { RowData } from '../repositories/table-repository';
import type { ServerResource } from '../resource-engine/server-resource';
import { searchIndexRepository } from '../repositories/search-index';
import { trashRows } from '../repositories/trash-rows';
import { type SearchEntry, indexedEntry, ownEntryResource } from './search-entry';
import { commentsRepository } from '../repositories/comments';
import { commentEntries } from '../comments/comment-entries';
import { COMMENTED } from '../../shared/resources/comments';

const commented = (resource: ServerResource) =>
  (COMMENTED as readonly string[]).includes(resource.definition.name);

/** The resource its records' entries are keyed by, when each record's entry is its own. */
const ownEntries = (resource: ServerResource) =>
  resource.parent ? undefined : ownEntryResource(resource.searchable);

/** The resources by name, to index what a restore brought back along with its record. */
type Resources = Readonly<Record<string, ServerResource>>;

/**
 * Keeps the search index in step with the records, in the write's own transaction (`db` is it),
 * so that a record and its entry commit together or not at all. Every call takes many rows, so a
 * bulk write indexes its records at once.
 */
export function searchIndex(db: Database) {
  const entries = searchIndexRepository(db);

  /** Entries written, new or again; their words are indexed right after (word-index.ts). */
  async function put(found: readonly SearchEntry[]) {
    if (found.length) await entries.put(found.map(indexedEntry));
  }

  /** Records created or updated: their entries, or for parts their wholes', written again. */
  async function wrote(resource: ServerResource, rows: RowData[]) {
    if (resource.searchable && rows.length) await put(await resource.searchable(db, rows));
  }

  /**
   * Comments stay for a restore when their record is deleted (ADR 0028), but are not found while
   * it is gone: theirs, and those of what it took along (a project's tasks), whose entries open
   * the deleted record.
   */
  async function removeComments(resource: ServerResource, ids: number[]) {
    const comments = commentsRepository(db);
    if (commented(resource))
      await entries.remove('comments', await comments.idsOn(resource.definition.name, ids));
    for (const along of resource.takesAlong ?? [])
      if ((COMMENTED as readonly string[]).includes(along.resource))
        await entries.remove('comments', await comments.openingOn(along.resource, ids));
  }
  /** The comments of records back from the trash, indexed again. */
  async function indexComments(resource: string, ids: number[]) {
    const kept = await commentsRepository(db).rowsOn(resource, ids);
    await put(await commentEntries(db, kept as RowData[]));
  }

  return {
    put,
    wrote,

    /**
     * Records just created: written as wrote does, but their own entries are known to be new (a
     * new record's id has none), so nothing stored is read first: on PostgreSQL a round trip less.
     */
    async created(resource: ServerResource, rows: RowData[]) {
      const own = ownEntries(resource);
      if (own)
        entries.noneStored(
          own,
          rows.map((row) => row.id),
        );
      await wrote(resource, rows);
    },

    /**
     * Starts reading the stored entries of records about to be written (searchIndexRepository's
     * readAhead), when each record's entry is its own (ownEntries): on PostgreSQL, in the round
     * trip of the statement started just before (their lock).
     */
    async readAhead(resource: ServerResource, ids: number[]) {
      const own = ownEntries(resource);
      if (own) await entries.readAhead(own, ids);
    },

    /**
     * Records deleted, called after the delete: their entries go, with those of the records
     * their delete took along (a project's tasks); a part's whole is indexed without it.
     */
    async removed(resource: ServerResource, rows: RowData[]) {
      if (rows.length)
        await removeComments(
          resource,
          rows.map((row) => row.id),
        );
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
      if (commented(resource)) await indexComments(resource.definition.name, [row.id]);
      for (const { table, field, resource: name } of resource.takesAlong ?? []) {
        const part = resources[name];
        if (part && commented(part)) {
          const back = await trashRows(db).referencing(table, field, [row.id]);
          await indexComments(
            name,
            back.map((r) => r.id),
          );
        }
        // A part of the whole (a note's sections) is in the whole's entry already.
        if (part?.searchable && !part.parent)
          await wrote(part, await trashRows(db).referencing(table, field, [row.id]));
      }
    },
  };
}
