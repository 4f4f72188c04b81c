import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SERVER_COMMAND } from '../support/child-server';
import { freePort } from '../support/processes';
import { figure } from './support/figures';

const dir = mkdtempSync(join(tmpdir(), 'database-url-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs the real server with this DATABASE_URL and collects how it ends (it should not listen). */
async function start(databaseUrl: string) {
  const [file, ...args] = SERVER_COMMAND;
  const child = spawn(file!, args, {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(await freePort()),
      DATABASE_URL: databaseUrl,
      SESSION_SECRET: 'database-url-test-secret-'.padEnd(40, 'x'),
    },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d) => (stdout += String(d)));
  child.stderr.on('data', (d) => (stderr += String(d)));
  const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
  const code = await new Promise<number | string>((resolve) =>
    child.once('exit', (c, s) => resolve(c ?? s ?? -1)),
  );
  clearTimeout(timer);
  return { code, stdout, stderr };
}

/** Exit 1 and exactly one line on stderr that names DATABASE_URL: no stack trace. */
function expectOneLine(ended: Awaited<ReturnType<typeof start>>) {
  const lines = ended.stderr.trim().split('\n');
  expect(lines, ended.stderr).toHaveLength(1);
  expect(lines[0]).toContain('DATABASE_URL');
  expect(ended.code, ended.stderr).toBe(1);
  return lines[0]!;
}

describe('a DATABASE_URL that cannot be used at start', () => {
  it('a SQLite folder that cannot be made (under /proc): one line naming DATABASE_URL, exit 1', async () => {
    const line = expectOneLine(await start('sqlite:/proc/nope/app.db'));
    expect(line).toMatch(/^Invalid configuration: DATABASE_URL /);
    figure('Faults', 'DATABASE_URL folder cannot be made', line);
  });

  it('a SQLite path under a regular file: one line naming DATABASE_URL, exit 1', async () => {
    const file = join(dir, 'a-file');
    writeFileSync(file, 'not a folder');
    const line = expectOneLine(await start(`sqlite:${join(file, 'sub', 'app.db')}`));
    expect(line).toMatch(/^Invalid configuration: DATABASE_URL .*ENOTDIR/);
  });

  it('a PostgreSQL server nobody listens for: one line naming DATABASE_URL, no password', async () => {
    const url = `postgres://app:s3cret-pw@127.0.0.1:${await freePort()}/app`;
    const line = expectOneLine(await start(url));
    expect(line).toContain('ECONNREFUSED');
    expect(line).not.toContain('s3cret-pw');
    figure('Faults', 'PostgreSQL unreachable at start', line);
  });
});
