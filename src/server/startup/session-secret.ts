import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Config } from '../config';
import { sqlitePath } from '../db/database';

/**
 * SESSION_SECRET when set; on SQLite, otherwise, one generated on first start and kept beside the
 * database so restarts do not sign everybody out. (PostgreSQL requires it: config.ts checks.)
 */
export function resolveSessionSecret(config: Config): string {
  if (config.SESSION_SECRET) return config.SESSION_SECRET;
  const db = sqlitePath(config.DATABASE_URL);
  if (db === ':memory:') return randomBytes(32).toString('hex');
  const file = join(dirname(db), 'session-secret');
  if (!existsSync(file)) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600, flag: 'wx' });
  }
  return readFileSync(file, 'utf8').trim();
}
