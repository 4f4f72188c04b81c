import type { Database } from '../db/database';
import type { Stamps } from '../repositories/record-versions';
import type { RowData } from '../repositories/table-repository';
import type { WrittenRow } from '../resource-engine/server-resource';
import { actorId, queueNotifications } from './queue';

const assigneeOf = (row: RowData | undefined) =>
  row?.assignee_id === null || row?.assignee_id === undefined ? null : Number(row.assignee_id);

/**
 * A task given to someone (made with an assignee, or its assignee changed): they are told, in the
 * task's own transaction, unless they gave it to themselves. The notice opens the task's project.
 */
export async function queueAssignmentNotices(
  db: Database,
  changes: readonly WrittenRow[],
  stamps: Stamps,
) {
  const given = changes.filter(
    ({ before, after }) => assigneeOf(after) !== null && assigneeOf(after) !== assigneeOf(before),
  );
  if (!given.length) return;
  const actor = await actorId(db, stamps.updated_by);
  await queueNotifications(
    db,
    stamps.updated_at,
    given.map(({ after }) => ({
      userIds: assigneeOf(after) === actor ? [] : [assigneeOf(after)!],
      type: 'assignment',
      resource: 'projects',
      recordId: Number(after.project_id),
      text: `${stamps.updated_by ?? 'Someone'} assigned you the task “${String(after.name)}”`,
      actor: stamps.updated_by,
    })),
  );
}
