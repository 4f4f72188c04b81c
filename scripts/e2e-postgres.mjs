// The browser tests tagged @postgres, against the compiled server on a PostgreSQL database of its
// own: the same screens on the other dialect, so the two cannot drift under the web app. Needs
// TEST_DATABASE_URL (a server this may create databases on); without it the tier says it was
// skipped, and with CI=true that is a failure.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { checkRequirement } from './test-requirements.mjs';

const can = checkRequirement('postgres', 'Browser tests on PostgreSQL (@postgres)');
if (!can) process.exit(can === null ? 1 : 0);
const base = process.env.TEST_DATABASE_URL;

const name = `e2e_${randomBytes(6).toString('hex')}`;
const admin = new pg.Client({ connectionString: base });
await admin.connect();
await admin.query(`create database ${name}`);
const url = new URL(base);
url.pathname = `/${name}`;
try {
  const run = spawnSync(
    'npx',
    ['playwright', 'test', '--grep', '@postgres', ...process.argv.slice(2)],
    {
      stdio: 'inherit',
      env: {
        ...process.env,
        E2E_DATABASE_URL: url.toString(),
        E2E_PORT: process.env.E2E_POSTGRES_PORT ?? '3101',
      },
    },
  );
  process.exitCode = run.status ?? 1;
} finally {
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}
