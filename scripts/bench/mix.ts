import { CONNECTIONS, measurePair } from './rounds';
import { TARGETS, failed, mark } from './report';
import type { Scenario } from './scenario';
import { client } from './write-scenarios';

export const MIX_NAME = '9:1 mix: GET /api/v1/clients?limit=100 + PUT /api/v1/clients/:id';
const READ = 'GET /api/v1/clients?limit=100 (admin)';
const WRITE = 'PUT /api/v1/clients/:id (admin)';
/** Past the PUT scenario's own counter, so the mix's phone numbers are new ones too. */
const OFFSET = 5_000;

/**
 * Of every 10 requests, 9 read the cached list of 100 clients and 1 updates a client (which
 * empties that cache): the n-th request of the whole run, whichever connection sends it, is the
 * write when n % 10 is 9, so the ratio holds across all requests, not per connection.
 */
function mixScenario(read: Scenario, write: Scenario, made: { reads: number; writes: number }) {
  const scenario: Scenario = {
    ...read,
    name: MIX_NAME,
    vary: (n) => {
      if (n % 10 !== 9) {
        made.reads += 1;
        return { method: 'GET', path: read.path, headers: read.headers };
      }
      made.writes += 1;
      return { method: 'PUT', headers: write.headers, ...client(OFFSET + n) };
    },
  };
  return scenario;
}

/**
 * Measures the mix and the pure cached read on the same server in alternating rounds; its
 * figure is the median of the rounds' mix req/s over read req/s (the server's own read rate,
 * not the ceiling's). Prints one line with the target; returns 1 if either had errors/non-2xx.
 */
export async function benchMix(
  server: { origin: string; pid: number },
  scenarios: Scenario[],
  options: { rounds: number; warmup: number; duration: number },
): Promise<number> {
  const read = scenarios.find((s) => s.name === READ);
  const write = scenarios.find((s) => s.name === WRITE);
  if (!read || !write) throw new Error(`the mix needs "${READ}" and "${WRITE}"`);
  const made = { reads: 0, writes: 0 };
  const mix = mixScenario(read, write, made);
  const pair = await measurePair(server, server, mix, options, read);
  const int = (n: number) => Math.round(n).toLocaleString('en-US');
  const { server: m, ceiling: r } = pair;
  console.log(
    `\n  ${MIX_NAME}, ${CONNECTIONS} connections: ${int(m.median)} req/s (p50 ${m.p50} ms, ` +
      `p99 ${m.p99} ms, err/non2xx ${m.errors}/${m.non2xx}; ${int(made.reads)} reads : ` +
      `${int(made.writes)} writes sent) = ${Math.round(100 * pair.ratio)}% of the pure ` +
      `read's ${int(r.median)} req/s   (target ≥ ${TARGETS.mixShare * 100}% ` +
      `${mark(pair.ratio >= TARGETS.mixShare)})`,
  );
  return failed(m) || failed(r) ? 1 : 0;
}
