import type { Database } from '../db/database';
import type { TableName } from '../db/tables';
import type { RowData } from '../repositories/table-repository';
import type { SearchEntry } from '../search/search-entry';
import type { CommentedResource } from '../../shared/resources/comments';
import { commentedRows } from '../repositories/comments';

/**
 * Where each commented resource's records are stored and what they are called: here rather than
 * from the server registry, which the search index (that imports this) must not depend on.
 * A task's comments open its project's screen, where tasks are shown.
 */
const RECORDS: Record<CommentedResource, { table: TableName; title: string; opens?: string }> = {
  clients: { table: 'clients', title: 'organization_name' },
  projects: { table: 'projects', title: 'name' },
  notes: { table: 'notes', title: 'title' },
  pages: { table: 'pages', title: 'title' },
  inventory: { table: 'inventory_items', title: 'name' },
  stickers: { table: 'stickers', title: 'name' },
  tools: { table: 'tools', title: 'name' },
  tasks: { table: 'tasks', title: 'name', opens: 'project_id' },
};

export const commentedTable = (resource: CommentedResource) => RECORDS[resource].table;

/**
 * The search entries of comments (ADR 0028): a hit of its own ("comments") titled by its record's
 * title, found by its words, opening its record's screen (`opensId`: the record, or a task's
 * project). A comment whose record is gone (in the trash) has none.
 */
export async function commentEntries(
  db: Database,
  rows: readonly RowData[],
): Promise<SearchEntry[]> {
  const entries: SearchEntry[] = [];
  for (const [resource, spec] of Object.entries(RECORDS) as [
    CommentedResource,
    (typeof RECORDS)[CommentedResource],
  ][]) {
    const on = rows.filter((row) => row.record_resource === resource);
    if (on.length === 0) continue;
    const records = await commentedRows(
      db,
      spec.table,
      on.map((row) => Number(row.record_id)),
      spec.opens ? [spec.title, spec.opens] : [spec.title],
    );
    for (const row of on) {
      const record = records.get(Number(row.record_id));
      if (!record) continue;
      entries.push({
        resource: 'comments',
        id: row.id,
        title: String(record[spec.title] ?? ''),
        text: String(row.body),
        opensId: Number(spec.opens ? record[spec.opens] : row.record_id),
      });
    }
  }
  return entries;
}
