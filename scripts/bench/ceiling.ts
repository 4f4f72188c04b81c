import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startListeningChild } from './listening-child';

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
  const child = await startListeningChild('scripts/bench/ceiling-server.ts', [file]);
  return {
    origin: child.origin,
    pid: child.pid,
    stop: async () => {
      await child.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
