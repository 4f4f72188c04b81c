import type { Kysely } from 'kysely';

/**
 * A task's assignee (a staff account) and due date, both optional. "My work" lists one
 * account's open tasks: the index finds them without reading every task.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('tasks')
    .addColumn('assignee_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  // YYYY-MM-DD as text: it sorts and compares as the date it names, the same on both databases.
  await db.schema.alterTable('tasks').addColumn('due_on', 'text').execute();
  await db.schema
    .createIndex('tasks_assignee')
    .on('tasks')
    .columns(['assignee_id', 'completed', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('tasks_assignee').execute();
  await db.schema.alterTable('tasks').dropColumn('due_on').execute();
  await db.schema.alterTable('tasks').dropColumn('assignee_id').execute();
}
