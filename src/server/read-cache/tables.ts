import type { TableName } from '../db/tables';

/**
 * The foreign keys whose ON DELETE writes the child table (cascade or set null): deleting a
 * client changes its projects' client_id, deleting a project deletes its fundings, expenses and
 * tasks. A write to the parent may change these too; tables.test.ts checks this against the
 * schema, so a new foreign key cannot be forgotten here.
 */
export const ON_DELETE_WRITES: Partial<Record<TableName, readonly TableName[]>> = {
  users: [
    'sessions',
    'two_step_pending',
    'two_step_recovery_codes',
    'two_step_secrets',
    'mail_links',
    'invitations',
    'api_tokens',
    'notifications',
    'notification_choices',
    'theme_choices',
    'saved_views',
    'tasks',
  ],
  clients: ['projects', 'users', 'invitations'],
  projects: ['fundings', 'expenses', 'tasks', 'stock_movements', 'project_totals'],
  tasks: ['task_notices'],
  notes: ['sections'],
  pages: ['page_slugs', 'page_previews'],
  waitlist_entries: ['mail_links'],
  webhooks: ['outbox'],
  outbox: ['webhook_attempts'],
};

/** The tables a write to `table` may change: itself and, through ON DELETE, its children. */
export function changedBy(table: string): string[] {
  const changed = new Set<string>([table]);
  for (const t of changed)
    for (const child of ON_DELETE_WRITES[t as TableName] ?? []) changed.add(child);
  return [...changed];
}
