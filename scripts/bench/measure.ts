import { readFileSync } from 'node:fs';
import { memory } from '../../tests/support/processes';

/**
 * What the API benchmarks share (npm run bench, npm run bench:api): the server's RSS and the
 * machine's CPU shares, read from /proc, and undoing what a run made when it is interrupted.
 */

/** What to undo if the run is interrupted (Ctrl-C): the servers, temporary databases or files. */
const cleanups = new Set<() => Promise<void> | void>();
export const track = (undo: () => Promise<void> | void) => {
  cleanups.add(undo);
  return () => void cleanups.delete(undo);
};
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    for (const undo of [...cleanups].reverse()) await Promise.resolve(undo()).catch(() => {});
    process.exit(130);
  });
}

/** Samples a process's RSS (KB) every 100 ms; `peak()` is the highest since the last `reset()`. */
export function rssSampler(pid: number) {
  let peak = 0;
  const sample = () => {
    try {
      peak = Math.max(peak, memory(pid).rss);
    } catch {
      /* the server is gone */
    }
  };
  sample();
  const timer = setInterval(sample, 100);
  return {
    reset: () => {
      peak = 0;
      sample();
    },
    peak: () => (sample(), peak),
    stop: () => clearInterval(timer),
  };
}

/** Clock ticks (1/100 s) the machine spent busy, and in all, since boot: /proc/stat's first line. */
function machineTicks(): { busy: number; total: number } {
  const [, ...f] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
  const [user, nice, system, idle, iowait, irq, softirq, steal] = f.map(Number) as number[];
  const busy = user! + nice! + system! + irq! + softirq! + (steal ?? 0);
  return { busy, total: busy + idle! + iowait! };
}

/** Clock ticks of CPU a process has used (utime + stime). */
export function processTicks(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return Number(f[11]) + Number(f[12]);
}

/**
 * The share of the whole machine's CPU that the server, this process (autocannon) and everything
 * else used between the call and the returned function's call: "others" is the noise.
 */
export function cpuShares(serverPid: number) {
  const m0 = machineTicks();
  const s0 = processTicks(serverPid);
  const c0 = process.cpuUsage();
  return () => {
    const m1 = machineTicks();
    const total = m1.total - m0.total || 1;
    const server = processTicks(serverPid) - s0;
    const c = process.cpuUsage(c0);
    const client = (c.user + c.system) / 10_000; // µs → ticks
    const others = Math.max(0, m1.busy - m0.busy - server - client);
    const pct = (ticks: number) => (100 * ticks) / total;
    return { server: pct(server), client: pct(client), others: pct(others) };
  };
}

/**
 * BENCH_NODE_ARGS: flags for the measured server's node, every bench alike (e.g. "--cpu-prof
 * --cpu-prof-dir=/tmp/prof" for a V8 profile of its run).
 */
export const serverNodeArgs = () =>
  (process.env.BENCH_NODE_ARGS ?? '').split(/\s+/).filter(Boolean);

export function autocannonVersion(): string {
  try {
    return JSON.parse(readFileSync('node_modules/autocannon/package.json', 'utf8')).version;
  } catch {
    return '?';
  }
}
