import { startChildServer } from '../../tests/support/child-server';
import { httpClient } from '../../tests/support/http-client';
import { rssSampler, track } from './measure';
import { SCALE_ADMIN_PASSWORD as PASSWORD, type Seeded } from './scale-databases';

const RUNS = 3;

type Run = { ms: number; firstByteMs: number; bytes: number; rows: number; peakMb: number };

/** One download of /api/v1/clients.csv, read as it arrives: when its first bytes came, and all. */
async function download(origin: string, cookie: string, sample: () => number): Promise<Run> {
  const started = performance.now();
  const res = await fetch(`${origin}/api/v1/clients.csv`, { headers: { cookie } });
  if (res.status !== 200 || !res.body) throw new Error(`clients.csv answered ${res.status}`);
  let firstByteMs = 0;
  let bytes = 0;
  let rows = 0;
  let peak = 0;
  const reader = res.body.getReader();
  for (let part = await reader.read(); !part.done; part = await reader.read()) {
    const chunk = part.value;
    if (!firstByteMs) firstByteMs = performance.now() - started;
    bytes += chunk.length;
    for (const byte of chunk) if (byte === 0x0a) rows++;
    peak = Math.max(peak, sample());
  }
  return { ms: performance.now() - started, firstByteMs, bytes, rows: rows - 1, peakMb: peak };
}

/** A download dropped after its first chunk: the server must stop reading and stay well. */
async function dropHalfway(origin: string, cookie: string) {
  const controller = new AbortController();
  const res = await fetch(`${origin}/api/v1/clients.csv`, {
    headers: { cookie },
    signal: controller.signal,
  });
  const reader = res.body!.getReader();
  await reader.read();
  controller.abort();
  await reader.cancel().catch(() => {});
}

const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * Exports 100 000 clients as CSV from the real server on `seeded`, RUNS times: prints the median
 * time, time to first byte and the server's peak RSS while it streamed (targets: first bytes
 * within 200 ms, peak RSS under 200 MB), then checks that a dropped download leaves it answering.
 */
export async function benchExport(label: string, seeded: Seeded, env: Record<string, string> = {}) {
  const server = await startChildServer({
    databaseUrl: seeded.url,
    env: { LOG_LEVEL: 'warn', ADMIN_PASSWORD: PASSWORD, ...env },
  });
  const untrack = track(server.stop);
  const rss = rssSampler(server.pid);
  try {
    const api = httpClient(server.origin);
    await api.signIn('admin', PASSWORD);
    const cookie = api.cookieHeader();
    const idleMb = rss.peak() / 1024;
    await download(server.origin, cookie, () => rss.peak() / 1024); // warm-up
    const runs: Run[] = [];
    for (let i = 0; i < RUNS; i++) {
      rss.reset();
      runs.push(await download(server.origin, cookie, () => rss.peak() / 1024));
    }
    await dropHalfway(server.origin, cookie);
    const after = await api.call('GET', '/api/v1/overview');
    const f = (pick: (r: Run) => number) => median(runs.map(pick));
    console.log(
      `  ${label}: clients.csv, ${runs[0]!.rows.toLocaleString('en-US')} rows, ` +
        `${(runs[0]!.bytes / 1e6).toFixed(1)} MB: median ${f((r) => r.ms).toFixed(0)} ms, ` +
        `first byte ${f((r) => r.firstByteMs).toFixed(0)} ms (target ≤ 200), ` +
        `server peak RSS ${f((r) => r.peakMb).toFixed(0)} MB (target < 200; ${idleMb.toFixed(0)} MB before) ` +
        `a download dropped after its first chunk: the server then answered ${after.status}`,
    );
    return runs;
  } finally {
    rss.stop();
    await server.stop();
    untrack();
  }
}
