import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import Sqlite from '../../src/server/db/sqlite-driver';
import { startChildServer, type ChildServer } from '../support/child-server';
import { temporarySqlite, type TempDatabase } from '../support/temp-database';
import { figure } from './support/figures';
import { SERVER_ENV, signedInAdmin } from './support/server-dialects';

/**
 * `npm run backup` copies a SQLite database that the server keeps writing to: the copy passes
 * PRAGMA integrity_check and holds every note whose create was answered 201 before the backup
 * started. Notes answered while it ran may or may not be in it (the copy is one moment's).
 */
const CONNECTIONS = 4;
const BACKUP_AFTER = 150;

type Run = { code: number; stdout: string; stderr: string };

/** The backup CLI as an operator runs it; never throws on a failing exit. */
function runBackup(databaseUrl: string, ...args: string[]): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'scripts/backup.ts', ...args],
      { env: { ...process.env, DATABASE_URL: databaseUrl }, timeout: 120_000 },
      (err, stdout, stderr) => resolve({ code: err ? Number(err.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

describe('backup (SQLite)', () => {
  let database: TempDatabase | undefined;
  let server: ChildServer | undefined;
  const folder = mkdtempSync(join(tmpdir(), 'backup-'));
  afterAll(async () => {
    await server?.stop();
    await database?.drop();
    rmSync(folder, { recursive: true, force: true });
  });

  it('copies a database taking writes: intact, with every write acknowledged before it', async () => {
    database = temporarySqlite('hardening-backup-');
    server = await startChildServer({ databaseUrl: database.url, env: SERVER_ENV });
    const admin = await signedInAdmin(server.origin);
    const target = join(folder, 'copy.db');

    const acknowledged: number[] = [];
    const failures: string[] = [];
    let before: number[] = [];
    let backup: Promise<Run> | undefined;
    let finished = false;
    // Each connection creates notes until the backup has finished; the backup starts once
    // BACKUP_AFTER were acknowledged, so it always runs while writes go on.
    const writer = async (connection: number) => {
      for (let i = 0; !finished && failures.length === 0; i++) {
        const title = `Backup ${connection}.${i}`;
        const res = await admin.call('POST', '/api/v1/notes', { note: { title } });
        if (res.status !== 201) failures.push(`${res.status} ${res.text.slice(0, 200)}`);
        else acknowledged.push((JSON.parse(res.text) as { id: number }).id);
        if (!backup && acknowledged.length >= BACKUP_AFTER) {
          // Taken before the backup process exists: every one of these was committed before.
          before = [...acknowledged];
          backup = runBackup(database!.url, target);
          void backup.finally(() => (finished = true));
        }
      }
    };
    await Promise.all(Array.from({ length: CONNECTIONS }, (_, c) => writer(c)));
    const duringBackup = acknowledged.length - before.length;
    const run = await backup!;
    expect(run.code, run.stderr).toBe(0);
    expect(failures).toEqual([]);

    const copy = new Sqlite(target, { readonly: true, fileMustExist: true });
    const integrity = copy.pragma('integrity_check', { simple: true });
    const ids = new Set(
      copy
        .prepare('select id from notes')
        .all()
        .map((row) => (row as { id: number }).id),
    );
    copy.close();
    const missing = before.filter((id) => !ids.has(id));

    figure('Backup', 'SQLite, integrity of the copy', String(integrity));
    figure(
      'Backup',
      'SQLite, writes',
      `${missing.length} of ${before.length} notes acknowledged before the backup missing from it; ${duringBackup} acknowledged while it ran, ${ids.size} notes in the copy, ${acknowledged.length} in all`,
    );
    expect(integrity).toBe('ok');
    expect(missing).toEqual([]);
    expect(duringBackup).toBeGreaterThan(0);
    // Nothing half-written is left beside it.
    expect(existsSync(`${target}.partial`)).toBe(false);
  });

  it('refuses to overwrite a file, and refuses PostgreSQL naming pg_dump', async () => {
    const existing = await runBackup(database!.url, join(folder, 'copy.db'));
    expect(existing.code).toBe(1);
    expect(existing.stderr).toContain('already exists');

    const postgres = await runBackup('postgres://postgres@127.0.0.1:5432/unused');
    expect(postgres.code).toBe(1);
    expect(postgres.stderr).toContain('pg_dump --format=custom');
  });
});
