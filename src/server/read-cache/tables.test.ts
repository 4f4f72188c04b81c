import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import Sqlite from '../db/sqlite-driver';
import { ON_DELETE_WRITES, changedBy } from './tables';

const dir = mkdtempSync(join(tmpdir(), 'read-cache-tables-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('ON_DELETE_WRITES', () => {
  it('names every foreign key of the schema whose ON DELETE writes the child table', async () => {
    const file = join(dir, 'schema.db');
    const { db } = openDatabase(`sqlite:${file}`);
    await migrateToLatest(db);
    await db.destroy();
    const sqlite = new Sqlite(file, { readonly: true });
    const tables = sqlite
      .prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%'")
      .pluck()
      .all() as string[];
    const found: Record<string, string[]> = {};
    for (const child of tables) {
      const keys = sqlite.pragma(`foreign_key_list(${child})`) as {
        table: string;
        on_delete: string;
      }[];
      for (const key of keys.filter(
        (k) => k.on_delete !== 'NO ACTION' && k.on_delete !== 'RESTRICT',
      ))
        (found[key.table] ??= []).push(child);
    }
    sqlite.close();
    const declared = Object.fromEntries(
      Object.entries(ON_DELETE_WRITES).map(([parent, children]) => [parent, [...children!].sort()]),
    );
    expect(Object.fromEntries(Object.entries(found).map(([p, c]) => [p, c.sort()]))).toEqual(
      declared,
    );
  });

  it('changedBy follows ON DELETE through every level', () => {
    // A client's projects and their rows (stock used on them too, its tasks' due-date notices, their
    // funding totals),
    // its invitations, and its linked users with their sessions, two-step rows, mail links, API
    // tokens, notifications, notification and theme choices, saved views and the invitations they
    // accepted.
    expect(changedBy('clients').sort()).toEqual([
      'api_tokens',
      'clients',
      'expenses',
      'fundings',
      'invitations',
      'mail_links',
      'notification_choices',
      'notifications',
      'project_totals',
      'projects',
      'saved_views',
      'sessions',
      'stock_movements',
      'task_notices',
      'tasks',
      'theme_choices',
      'two_step_pending',
      'two_step_recovery_codes',
      'two_step_secrets',
      'users',
    ]);
    expect(changedBy('inventory_items')).toEqual(['inventory_items']);
  });
});
