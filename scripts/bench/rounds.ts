import { availableParallelism } from 'node:os';
import autocannon from 'autocannon';
import { cpuShares } from './measure';
import type { Figures } from './report';
import type { Scenario } from './scenario';

export const CONNECTIONS = 10;

type Target = { origin: string; pid: number };
type Round = {
  figures: Figures;
  cpuMsPerRequest: number;
  shares: ReturnType<ReturnType<typeof cpuShares>>;
};
export type Pair = {
  server: Figures;
  ceiling: Figures;
  /** The median, over the rounds, of the server's req/s over the ceiling's in the same round. */
  ratio: number;
  serverCpuMs: number;
  ceilingCpuMs: number;
  /** The machine's CPU while the server was measured (% of all CPUs): server, autocannon, others. */
  shares: Round['shares'];
};

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** How many requests each varied scenario has made: its next request is a new one, every round. */
const made = new WeakMap<Scenario, number>();

async function cannon(origin: string, s: Scenario, duration: number): Promise<Figures> {
  const { vary } = s;
  const r = await autocannon({
    url: `${origin}${s.path}`,
    method: s.method,
    headers: s.headers,
    ...(s.body !== undefined && { body: s.body }),
    ...(vary && {
      requests: [
        {
          setupRequest: (request: autocannon.Request) => {
            const n = made.get(s) ?? 0;
            made.set(s, n + 1);
            return { ...request, ...vary(n) };
          },
        },
      ],
    }),
    connections: CONNECTIONS,
    duration,
  });
  return {
    median: r.requests.p50,
    p50: r.latency.p50,
    p99: r.latency.p99,
    requests: r.requests.total,
    errors: r.errors,
    non2xx: r.non2xx,
  };
}

async function round(
  target: Target,
  s: Scenario,
  warmup: number,
  duration: number,
): Promise<Round> {
  await cannon(target.origin, s, warmup);
  const shares = cpuShares(target.pid);
  const figures = await cannon(target.origin, s, duration);
  const cpu = shares();
  // The process's own CPU time per answer: unlike req/s, barely moved by other jobs' load.
  const ms = (cpu.server / 100) * availableParallelism() * duration * 1000;
  return { figures, cpuMsPerRequest: ms / Math.max(1, figures.requests), shares: cpu };
}

/** Medians over rounds; errors and requests are summed, so one bad round still shows. */
function combine(rounds: Round[]): Figures {
  const of = (pick: (f: Figures) => number) => median(rounds.map((r) => pick(r.figures)));
  const sum = (pick: (f: Figures) => number) => rounds.reduce((n, r) => n + pick(r.figures), 0);
  return {
    median: of((f) => f.median),
    p50: of((f) => f.p50),
    p99: of((f) => f.p99),
    requests: sum((f) => f.requests),
    errors: sum((f) => f.errors),
    non2xx: sum((f) => f.non2xx),
  };
}

/** Measures one call on the server alone, `rounds` times: medians, as measurePair gives them. */
export async function measureServer(
  server: Target,
  s: Scenario,
  { rounds, warmup, duration }: { rounds: number; warmup: number; duration: number },
) {
  const done: Round[] = [];
  for (let i = 0; i < rounds; i++)
    done.push(await round(server, s, i === 0 ? warmup : 1, duration));
  return {
    server: combine(done),
    serverCpuMs: median(done.map((r) => r.cpuMsPerRequest)),
    shares: done[done.length >> 1]!.shares,
  };
}

/**
 * Measures one call on the server and on the ceiling in alternating rounds (server, ceiling,
 * server, …): a machine whose speed drifts (other jobs, a neighbour's VM) then moves both sides
 * of each ratio alike, where one long measurement of each could catch them in different weather.
 * The "ceiling" may be another real server (bench-writes.ts: an older commit), whose session
 * differs: `other` is then the same call as that server's admin.
 */
export async function measurePair(
  server: Target,
  ceiling: Target,
  s: Scenario,
  {
    rounds,
    warmup,
    duration,
    afterServerRound,
  }: {
    rounds: number;
    warmup: number;
    duration: number;
    /** Waits, outside both rounds' measures, for the server's own work after its round (its webhook deliveries). */
    afterServerRound?: () => Promise<void>;
  },
  other: Scenario = s,
): Promise<Pair> {
  const mine: Round[] = [];
  const roof: Round[] = [];
  for (let i = 0; i < rounds; i++) {
    mine.push(await round(server, s, i === 0 ? warmup : 1, duration));
    await afterServerRound?.();
    roof.push(await round(ceiling, other, i === 0 ? warmup : 1, duration));
  }
  const ratios = mine.map((m, i) => m.figures.median / Math.max(1, roof[i]!.figures.median));
  return {
    server: combine(mine),
    ceiling: combine(roof),
    ratio: median(ratios),
    serverCpuMs: median(mine.map((r) => r.cpuMsPerRequest)),
    ceilingCpuMs: median(roof.map((r) => r.cpuMsPerRequest)),
    shares: mine[mine.length >> 1]!.shares,
  };
}
