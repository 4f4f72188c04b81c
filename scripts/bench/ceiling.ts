import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export type CeilingRoute = {
  method: 'GET' | 'POST' | 'PUT';
  /** A Fastify route path: `/api/v1/clients/:id` serves every client's PUT. */
  path: string;
  /** The URL with its query, when two scenarios share a path (the activity's pages). */
  url?: string;
  status: number;
  body: string;
};

/** Starts scripts/bench/ceiling-server.ts as a child serving `routes`; stop() ends it. */
export async function startCeiling(routes: CeilingRoute[]) {
  const dir = mkdtempSync(join(tmpdir(), 'bench-ceiling-'));
  const file = join(dir, 'routes.json');
  writeFileSync(file, JSON.stringify(routes));
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'scripts/bench/ceiling-server.ts', file],
    { stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, NODE_ENV: 'production' } },
  );
  const exited = once(child, 'exit');
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /listening (\d+)/.exec(out);
      if (match) resolve(Number(match[1]));
    });
    void exited.then(() => reject(new Error(`the ceiling server exited: ${out}`)));
  });
  return {
    origin: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
