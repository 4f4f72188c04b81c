import type { Kysely } from 'kysely';

/**
 * Which due-date notices were made (ADR 0029): a task's "due tomorrow" and "overdue" once each
 * for each due date it had, whichever instance looked first.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('task_notices')
    .addColumn('task_id', 'integer', (c) => c.notNull().references('tasks.id').onDelete('cascade'))
    // due_soon or overdue
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('due_on', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('task_notices_once', ['task_id', 'kind', 'due_on'])
    .execute();
  await db.schema.createIndex('tasks_due').on('tasks').columns(['due_on', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('tasks_due').execute();
  await db.schema.dropTable('task_notices').execute();
}
