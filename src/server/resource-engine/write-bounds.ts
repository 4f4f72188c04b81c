import type { Database } from '../db/database';
import { invalidField } from '../http-error';
import { fieldsNotForBulk } from '../../shared/bulk-fields';
import { RESTORE_SNAPSHOT_MAX, WRITE_BYTES_MAX, WRITE_ROWS_MAX } from '../../shared/limits';
import type { ResourceName } from '../../shared/resources/names';
import { RESOURCES } from '../../shared/resources/registry';
import { trashRepository } from '../repositories/trash';
import { writeSize } from '../repositories/write-size';
import type { ServerResource } from './server-resource';

const MIB = 1024 * 1024;

/** Its columns of images and long text: the fields a bulk update may not set, but its parts. */
const heavyColumns = (name: ResourceName, parts: readonly string[] = []) =>
  fieldsNotForBulk(RESOURCES[name]).filter((field) => !parts.includes(field));

/**
 * Refuses (422 under `field`) a delete that would move more to the trash than one transaction may
 * (shared/limits.ts): the records and what they take along, counted and measured before any
 * write, so a delete that could hold the database for long never starts.
 */
export async function checkDeleteBounds(
  db: Database,
  resource: ServerResource,
  ids: readonly number[],
  field: string,
) {
  const size = writeSize(db);
  const { definition, table, parts } = resource;
  const total = await size.of(table, 'id', ids, heavyColumns(definition.name, parts));
  for (const along of resource.takesAlong ?? []) {
    const taken = await size.of(along.table, along.field, ids, heavyColumns(along.resource));
    total.rows += taken.rows;
    total.bytes += taken.bytes;
  }
  if (total.rows <= WRITE_ROWS_MAX && total.bytes <= WRITE_BYTES_MAX) return;
  const mib = Math.ceil(total.bytes / MIB);
  throw invalidField(
    field,
    `would move ${total.rows} records and ${mib} MiB to the trash with what they take along: ` +
      `one delete may move at most ${WRITE_ROWS_MAX} and ${WRITE_BYTES_MAX / MIB} MiB. ` +
      'Delete fewer at a time, or first some of what they take along.',
  );
}

/**
 * Refuses (422 under `ids`) a restore of several records that would bring back more than one
 * transaction may, read from the trash's own entries before any of them is taken.
 */
export async function checkRestoreBounds(db: Database, resource: string, ids: readonly number[]) {
  if (ids.length < 2) return;
  const total = await trashRepository(db).size(resource, ids);
  if (total.rows <= WRITE_ROWS_MAX && total.bytes <= RESTORE_SNAPSHOT_MAX) return;
  throw invalidField(
    'ids',
    `would bring back ${total.rows} records and ${Math.ceil(total.bytes / MIB)} MiB with what ` +
      `they took along: one restore may bring back at most ${WRITE_ROWS_MAX} and ` +
      `${RESTORE_SNAPSHOT_MAX / MIB} MiB. Restore fewer at a time.`,
  );
}
