// Starts the compiled server (dist/server/main.js) with plain node, as production runs it, for
// the scripts that time its start or stop it over and over (bench-start, start-stop-loop).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const SERVER_FILE = 'dist/server/main.js';

/** A folder for a throwaway SQLite database; remove() deletes it. */
export function tempSqlite(prefix) {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  return { url: `sqlite:${join(dir, 'app.db')}`, remove: () => rmSync(dir, { recursive: true }) };
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/**
 * Spawns `node dist/server/main.js` on `databaseUrl` and waits for its first 200 on /healthz.
 * Resolves with the milliseconds from spawn to that answer, and stop(): SIGTERM, then its exit
 * code (or signal) and everything it wrote to stderr.
 */
export async function startBuiltServer({ databaseUrl, node = process.execPath }) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(node, [SERVER_FILE], {
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      COOKIE_SECURE: 'off',
      ADMIN_PASSWORD: 'a password for a throwaway database',
      LOG_LEVEL: 'warn',
    },
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal)),
  );
  let gone = false;
  void exited.then(() => (gone = true));
  const origin = `http://127.0.0.1:${port}`;
  for (const deadline = Date.now() + 60_000; ;) {
    if (gone) throw new Error(`the server exited during start:\n${stderr}`);
    const ok = await fetch(`${origin}/healthz`).then(
      async (res) => (await res.arrayBuffer(), res.status === 200),
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`no 200 on /healthz within 60 s:\n${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  const ms = performance.now() - started;
  const cpuMs = cpuTime(child.pid);
  const stop = async () => {
    child.kill('SIGTERM');
    return { code: await exited, stderr };
  };
  return { ms, cpuMs, origin, stop };
}

/**
 * CPU time (user + system, all threads) a process has used so far, in ms, from /proc (Linux, 100
 * ticks a second); undefined elsewhere. Unlike wall time it hardly moves when other processes
 * share the machine's cores.
 */
function cpuTime(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return undefined;
  }
}

/** Median, min and max of some numbers, as "median 412 ms (min 398, max 460)". */
export function summary(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  const median = sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
  const ms = (v) => v.toFixed(0);
  return `median ${ms(median)} ms (min ${ms(sorted[0])}, max ${ms(sorted.at(-1))})`;
}
