import type { Database } from '../db/database';
import type { Stamps } from '../repositories/record-versions';
import type { RowData } from '../repositories/table-repository';
import { usersRepository } from '../repositories/users';
import type { WrittenRow } from '../resource-engine/server-resource';
import { queueNotifications } from './queue';

const mentionsOf = (row: RowData | undefined): number[] =>
  row ? (JSON.parse(String(row.mentions ?? '[]')) as number[]) : [];

/** A comment's first words, for the bell. */
function excerpt(body: string) {
  const flat = body.replace(/\s+/g, ' ').trim();
  return flat.length > 80 ? `${flat.slice(0, 79)}…` : flat;
}

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
  const author = stamps.updated_by ? await lazyId(db, stamps.updated_by, changes) : undefined;
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
        text: `${stamps.updated_by ?? 'Someone'} mentioned you: “${excerpt(String(after.body))}”`,
        actor: stamps.updated_by,
      };
    }),
  );
}

/** The author's id, looked up only when some comment mentions anyone at all. */
async function lazyId(db: Database, username: string, changes: readonly WrittenRow[]) {
  if (!changes.some(({ after }) => mentionsOf(after).length)) return undefined;
  return (await usersRepository(db).findByLogin('username', username))?.id;
}
