import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startChildServer, type ChildServer } from '../support/child-server';
import { temporarySqlite, type TempDatabase } from '../support/temp-database';
import { figure } from './support/figures';

// Production runs the compiled server, dist/server/main.js, with plain node: no TypeScript
// loader, nothing read from src/. (npm run bench:start times it over many starts.)

let server: ChildServer | undefined;
let database: TempDatabase | undefined;
let elsewhere: string | undefined;
afterEach(async () => {
  await server?.stop();
  await database?.drop();
  if (elsewhere) rmSync(elsewhere, { recursive: true, force: true });
  server = database = elsewhere = undefined;
});

describe('the built server', () => {
  it('cold-starts on a fresh SQLite database and answers /healthz', async () => {
    database = temporarySqlite('cold-start-');
    server = await startChildServer({ databaseUrl: database.url });
    figure(
      'Start',
      'cold start of the built server to /healthz 200 (fresh SQLite)',
      `${server.startupMs.toFixed(0)} ms`,
    );
    const res = await fetch(`${server.origin}/healthz`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
    server.signal('SIGTERM');
    expect(await server.exited, server.output()).toBe(0);
  });

  it('started from another working directory, finds the web app it was built with', async () => {
    database = temporarySqlite('cold-start-');
    elsewhere = mkdtempSync(join(tmpdir(), 'cold-start-cwd-'));
    server = await startChildServer({ databaseUrl: database.url, cwd: elsewhere });
    const home = await fetch(`${server.origin}/`, { headers: { accept: 'text/html' } });
    expect(home.status).toBe(200);
    expect(await home.text()).toMatch(/<div id="root">.+<\/div>/s); // the prerendered homepage
    const docs = await fetch(`${server.origin}/api/docs/json`);
    expect(docs.status).toBe(200);
  });
});
