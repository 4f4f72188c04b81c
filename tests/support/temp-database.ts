import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

export type TempDatabase = { url: string; drop: () => Promise<void> };

/** A temporary SQLite file in its own folder, removed by drop(). */
export function temporarySqlite(prefix = 'sqlite-'): TempDatabase {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  return {
    url: `sqlite:${join(dir, 'app.db')}`,
    drop: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** A new, empty database beside the one `serverUrl` names; drop() removes it. */
export async function temporaryPostgres(serverUrl: string, prefix = 'tmp'): Promise<TempDatabase> {
  const name = `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      try {
        await c.query(`drop database if exists ${name} with (force)`);
      } finally {
        await c.end();
      }
    },
  };
}
