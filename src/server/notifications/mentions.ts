import type { Database } from '../db/database';
import type { Stamps } from '../repositories/record-versions';
import type { RowData } from '../repositories/table-repository';
import type { WrittenRow } from '../resource-engine/server-resource';
import { commentExcerpt } from '../comments/comment-excerpt';
import { actorId, queueNotifications } from './queue';

const mentionsOf = (row: RowData | undefined): number[] =>
  row ? (JSON.parse(String(row.mentions ?? '[]')) as number[]) : [];

/**
 * A comment's `@username`s: each person it newly mentions (on an edit, only those it did not
 * mention before; never its author) is told, in the comment's own transaction (the engine's
 * afterWrite). Costs no query when nobody new is mentioned.
 */
export async function queueMentionNotices(
  db: Database,
  changes: readonly WrittenRow[],
  stamps: Stamps,
) {
  // The author's id, looked up only when some comment mentions anyone at all.
  const anyone = changes.some(({ after }) => mentionsOf(after).length);
  const author = anyone ? await actorId(db, stamps.updated_by) : undefined;
  await queueNotifications(
    db,
    stamps.updated_at,
    changes.map(({ before, after }) => {
      const earlier = new Set(mentionsOf(before));
      return {
        userIds: mentionsOf(after).filter((id) => !earlier.has(id) && id !== author),
        type: 'mention',
        resource: String(after.record_resource),
        recordId: Number(after.record_id),
        text: `${stamps.updated_by ?? 'Someone'} mentioned you: “${commentExcerpt(String(after.body), 80)}”`,
        actor: stamps.updated_by,
      };
    }),
  );
}
