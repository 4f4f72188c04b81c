import type { ResourceName } from '../../../shared/resources/names';
import { PART_OF, recordPath } from '../../lib/records';

/** The field of a part that names its parent (a funding's project). */
const PARENT_FIELD: Partial<Record<ResourceName, string>> = {
  fundings: 'project_id',
  expenses: 'project_id',
  tasks: 'project_id',
  sections: 'note_id',
};

/**
 * Where a restored record can be seen: its own screen, or a part's parent's, read from the
 * record the restore answered. Null when it cannot be told.
 */
export function restoredPath(resource: ResourceName, record: Record<string, unknown>) {
  const parent = PART_OF[resource];
  const field = PARENT_FIELD[resource];
  const id = Number(record.id);
  if (!parent || !field) return recordPath(resource, id);
  const parentId = record[field];
  return typeof parentId === 'number' ? recordPath(parent, parentId) : null;
}
