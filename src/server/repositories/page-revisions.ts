import type { Database } from '../db/database';
import type { Row } from '../db/tables';
import type { Stamps } from './record-versions';
import type { RowData } from './table-repository';

/** One version of a page's text, with the history entry of the write that made it. */
export type PageRevision = Omit<Row<'page_revisions'>, 'id' | 'page_id'> & {
  entry: number | null;
};

/** Versions a page's History lists at most, newest first. */
export const REVISIONS_SHOWN = 100;

/**
 * Each version of a page's text (migration 018): written with every create and update in its
 * transaction, found again by its write's stamp, which its history entry's `at` equals.
 */
export function pageRevisionsRepository(db: Database) {
  return {
    async wrote(rows: readonly RowData[], stamps: Stamps) {
      if (rows.length === 0) return;
      await db
        .insertInto('page_revisions')
        .values(
          rows.map((r) => ({
            page_id: Number(r.id),
            at: stamps.updated_at,
            actor: stamps.updated_by,
            version: Number(r.version ?? 1),
            title: String(r.title ?? ''),
            content: String(r.content ?? ''),
            description: String(r.description ?? ''),
            slug: (r.slug as string | null | undefined) ?? null,
          })),
        )
        .execute();
    },

    /** Erasing pages for good (from the trash) erases their text's every version too. */
    async erase(pageIds: readonly number[]) {
      if (pageIds.length)
        await db.deleteFrom('page_revisions').where('page_id', 'in', pageIds).execute();
    },

    /** The page's versions, newest first, each with its create's or update's history entry. */
    async list(pageId: number): Promise<PageRevision[]> {
      const rows = await db
        .selectFrom('page_revisions as r')
        .leftJoin('history as h', (join) =>
          join
            .onRef('h.record_id', '=', 'r.page_id')
            .onRef('h.at', '=', 'r.at')
            .on('h.resource', '=', 'pages')
            .on('h.action', 'in', ['create', 'update']),
        )
        .select([
          'h.id as entry',
          'r.at',
          'r.actor',
          'r.version',
          'r.title',
          'r.content',
          'r.description',
          'r.slug',
        ])
        .where('r.page_id', '=', pageId)
        .orderBy('r.at', 'desc')
        .orderBy('r.id', 'desc')
        .limit(REVISIONS_SHOWN)
        .execute();
      return rows.map((r) => ({
        ...r,
        entry: r.entry == null ? null : Number(r.entry),
        at: Number(r.at),
        version: Number(r.version),
      }));
    },

    /** The version a history entry of the page made: its create or update, and its text. */
    async ofEntry(pageId: number, entryId: number): Promise<PageRevision | undefined> {
      const entry = await db
        .selectFrom('history')
        .select(['id', 'at'])
        .where('id', '=', entryId)
        .where('resource', '=', 'pages')
        .where('record_id', '=', pageId)
        .where('action', 'in', ['create', 'update'])
        .executeTakeFirst();
      if (!entry) return undefined;
      const row = await db
        .selectFrom('page_revisions')
        .select(['at', 'actor', 'version', 'title', 'content', 'description', 'slug'])
        .where('page_id', '=', pageId)
        .where('at', '=', entry.at)
        .orderBy('id', 'desc')
        .executeTakeFirst();
      return row
        ? { ...row, entry: Number(entry.id), at: Number(row.at), version: Number(row.version) }
        : undefined;
    },
  };
}
