import type { Database } from '../db/database';

export type DueTask = {
  id: number;
  name: string;
  project_id: number;
  assignee_id: number;
  due_on: string;
  kind: 'due_soon' | 'overdue';
};

/** The due-date notices of open, assigned tasks (migration 025), each made once. */
export function taskNoticesRepository(db: Database) {
  /** Open assigned tasks due on (`=`) or before (`<`) a day, with no notice of `kind` yet. */
  const unnoticed = (kind: DueTask['kind'], op: '=' | '<', day: string) =>
    db
      .selectFrom('tasks')
      .select(['id', 'name', 'project_id', 'assignee_id', 'due_on'])
      .where('completed', '=', 0)
      .where('assignee_id', 'is not', null)
      .where('due_on', op, day)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('task_notices')
              .select('task_id')
              .whereRef('task_notices.task_id', '=', 'tasks.id')
              .whereRef('task_notices.due_on', '=', 'tasks.due_on')
              .where('task_notices.kind', '=', kind),
          ),
        ),
      )
      .orderBy('id')
      .limit(1000)
      .execute();

  return {
    /** Tasks due tomorrow and tasks overdue today that nobody has been told of. */
    async unnoticed(today: string, tomorrow: string): Promise<DueTask[]> {
      const rows = [
        ...(await unnoticed('due_soon', '=', tomorrow)).map((r) => ({ ...r, kind: 'due_soon' })),
        ...(await unnoticed('overdue', '<', today)).map((r) => ({ ...r, kind: 'overdue' })),
      ];
      return rows as DueTask[];
    },
    /**
     * Claims these notices: answers those this call made, not those another instance made
     * meanwhile (its insert waits for theirs, then does nothing).
     */
    async claim(tasks: readonly DueTask[]): Promise<Set<string>> {
      if (!tasks.length) return new Set();
      const made = await db
        .insertInto('task_notices')
        .values(tasks.map((t) => ({ task_id: t.id, kind: t.kind, due_on: t.due_on })))
        .onConflict((c) => c.doNothing())
        .returning(['task_id', 'kind'])
        .execute();
      return new Set(made.map((m) => `${m.task_id} ${m.kind}`));
    },
  };
}
