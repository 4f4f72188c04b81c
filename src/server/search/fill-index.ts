import { type Database, inTransaction } from '../db/database';
import type { TableName } from '../db/tables';
import type { RowData } from '../repositories/table-repository';
import type { ServerResource } from '../resource-engine/server-resource';
import { recordBatches } from '../repositories/record-batches';
import { searchIndex } from './index-entries';
import { userEntry } from './user-entries';
import { indexPendingWords } from './word-index';

const BATCH = 2_000;

/** Each batch of a table's rows, in id order, handed to `index` in a transaction of its own. */
async function eachBatch(
  db: Database,
  table: TableName,
  index: (rows: RowData[]) => Promise<void>,
) {
  for (let after = 0; ;) {
    const rows = await recordBatches(db).after(table, after, BATCH);
    if (rows.length === 0) return;
    await index(rows);
    after = rows.at(-1)!.id;
  }
}

/**
 * Indexes every record and account there is, again where indexed already: for a database filled
 * without the engine (seed:demo writes its rows directly). The same entries a write would make,
 * a batch at a time; parts (a note's sections) come with their whole.
 */
export async function fillSearchIndex(
  db: Database,
  resources: Readonly<Record<string, ServerResource>>,
) {
  for (const resource of Object.values(resources)) await indexRecords(db, resource);
  await indexAccounts(db);
  await indexPendingWords(db);
}

/** Every record of one resource indexed (again), a batch at a time; a part, with its whole. */
export async function indexRecords(db: Database, resource: ServerResource) {
  if (!resource.searchable || resource.parent) return;
  await eachBatch(db, resource.table, (rows) =>
    inTransaction(db, (trx) => searchIndex(trx).wrote(resource, rows)),
  );
}

/** Every account indexed (again). */
export async function indexAccounts(db: Database) {
  await eachBatch(db, 'users', (rows) =>
    inTransaction(db, (trx) =>
      searchIndex(trx).put(
        rows.map(({ id, username, email_address }) =>
          userEntry({ id, username: String(username), email_address: String(email_address) }),
        ),
      ),
    ),
  );
}
