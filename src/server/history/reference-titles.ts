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
  const titleOf = async (change: FieldChange): Promise<FieldChange> => {
    const ref = resource.references?.find((r) => r.field === change.field && r.title);
    if (!ref) return change;
    const title = (id: unknown) =>
      typeof id === 'number' ? rowTitle(db, ref.table, ref.title!, id) : undefined;
    const [from, to] = await Promise.all([title(change.from), title(change.to)]);
    return {
      ...change,
      ...(from !== undefined && { from_title: from }),
      ...(to !== undefined && { to_title: to }),
    };
  };
  return Promise.all(changes.map(titleOf));
}
