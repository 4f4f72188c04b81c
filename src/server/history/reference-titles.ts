import type { Database } from '../db/database';
import type { FieldChange } from '../../shared/history';
import { rowTitle } from '../repositories/table-repository';
import type { ServerResource } from '../resource-engine/server-resource';

/**
 * Names the rows a changed reference points at, as they are at the write (a project's client):
 * its line then says "connected this project to client “Acme”", and still does once Acme is
 * renamed or deleted. Only references that declare a `title` column are named.
 */
export async function withReferenceTitles(
  db: Database,
  resource: ServerResource,
  changes: FieldChange[],
): Promise<FieldChange[]> {
  const named = (resource.references ?? []).filter((ref) => ref.title);
  if (named.length === 0) return changes;
  const out: FieldChange[] = [];
  for (const change of changes) {
    const ref = named.find((r) => r.field === change.field);
    const titled = { ...change };
    if (ref) {
      const title = (id: unknown) =>
        typeof id === 'number' ? rowTitle(db, ref.table, ref.title!, id) : undefined;
      const [from, to] = await Promise.all([title(change.from), title(change.to)]);
      if (from !== undefined) titled.from_title = from;
      if (to !== undefined) titled.to_title = to;
    }
    out.push(titled);
  }
  return out;
}
