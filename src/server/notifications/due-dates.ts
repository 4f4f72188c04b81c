import { inTransaction, type Database } from '../db/database';
import { taskNoticesRepository } from '../repositories/task-notices';
import { queueNotifications } from './queue';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The date (YYYY-MM-DD) it is in `timeZone` at `at`. */
export const dateIn = (at: number, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);

/** The day after a YYYY-MM-DD date. */
const nextDay = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);

/**
 * Tells each assignee of an open task that it is due tomorrow, or overdue, once each per due date,
 * as the day starts in the company's time zone (the server looks each minute). Several instances
 * may look at once: the notice's row is claimed in the same transaction as the notification is
 * queued, so one of them tells. `day` is the moment whose date in `timeZone` is today (a test's
 * clock); the notices are sent now. Answers how many were told.
 */
export async function queueDueNotices(db: Database, timeZone: string, day = Date.now()) {
  const now = Date.now();
  const today = dateIn(day, timeZone);
  const tomorrow = nextDay(today);
  return inTransaction(db, async (trx) => {
    const notices = taskNoticesRepository(trx);
    const due = await notices.unnoticed(today, tomorrow);
    const mine = await notices.claim(due);
    const told = due.filter((t) => mine.has(`${t.id} ${t.kind}`));
    await queueNotifications(
      trx,
      now,
      told.map((t) => ({
        userIds: [t.assignee_id],
        type: t.kind,
        resource: 'projects',
        recordId: t.project_id,
        text:
          t.kind === 'due_soon'
            ? `“${t.name}” is due tomorrow`
            : `“${t.name}” is overdue: it was due ${t.due_on}`,
        actor: null,
      })),
    );
    return told.length;
  });
}
