import { execFileSync } from 'node:child_process';
import { chmodSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { sqlitePath } from '../../src/server/db/database';
import { startChildServer, type ChildServer } from '../support/child-server';
import { httpClient } from '../support/http-client';
import { temporarySqlite } from '../support/temp-database';
import { figure } from './support/figures';

const PASSWORD = 'read-only-admin-password';
const database = temporarySqlite('read-only-');
const file = sqlitePath(database.url);
let server: ChildServer | undefined;
let immutable = false;

afterAll(async () => {
  await server?.stop();
  if (immutable) execFileSync('chattr', ['-i', file]);
  await database.drop();
});

/**
 * Makes the file unwritable for the server: mode 0444 stops an ordinary user, but root ignores
 * modes, so as root the file is also marked immutable (chattr +i), which stops root too.
 * Returns why that is impossible here, if it is.
 */
function makeReadOnly(): string | undefined {
  chmodSync(file, 0o444);
  if (process.getuid?.() !== 0) return undefined;
  try {
    execFileSync('chattr', ['+i', file], { stdio: 'pipe' });
    immutable = true;
    return undefined;
  } catch (err) {
    return `running as root, and chattr +i failed (${String(err).split('\n')[0]})`;
  }
}

describe('a SQLite database file the server cannot write', () => {
  it('/healthz says 503 while reads answer 200 and a write is a 503, not a 500', async (ctx) => {
    // A first start creates, migrates and seeds the file; the second starts on it read-only.
    const env = { ADMIN_PASSWORD: PASSWORD };
    const first = await startChildServer({ databaseUrl: database.url, env });
    await first.stop();
    const impossible = makeReadOnly();
    // In CI the suite must run whole: a skip there would pass without proving anything.
    if (impossible && process.env.CI)
      throw new Error(`cannot make the file read-only: ${impossible}`);
    if (impossible) ctx.skip(impossible);

    server = await startChildServer({ databaseUrl: database.url, env, waitFor: 'listening' });
    const client = httpClient(server.origin);
    const health = await client.call('GET', '/healthz');
    const read = await client.call('GET', '/api/v1/pages');
    await client.call('GET', '/session');
    // Signing in writes a session row.
    const write = await client.call('POST', '/session', { username: 'admin', password: PASSWORD });

    expect(health.status, health.text).toBe(503);
    expect(JSON.parse(health.text)).toEqual({ status: 'unavailable' });
    expect(read.status, read.text).toBe(200);
    expect(write.status, write.text).toBe(503);
    expect(JSON.parse(write.text).message).toMatch(/database is unavailable/);
    expect(write.headers.get('retry-after')).toBeTruthy();
    figure(
      'Faults',
      'read-only database file (SQLite)',
      '/healthz 503, reads 200, writes (sign-in) 503 with Retry-After',
    );
  });
});
