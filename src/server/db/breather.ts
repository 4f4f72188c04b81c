import type { KyselyPlugin, PluginTransformResultArgs, QueryResult, UnknownRow } from 'kysely';

/** The longest stretch of statements that runs without letting other requests in. */
export const BREATH_MS = 20;

/**
 * Lets the event loop turn during a long run of SQLite statements. better-sqlite3 runs each one
 * synchronously and Kysely resolves it as a promise, so a transaction of thousands of statements
 * (a bulk write) is one unbroken chain of microtasks: no timer fires and no request is read until
 * it commits, not even /healthz, whose 2 s limit is a timer. After BREATH_MS of statements with
 * no turn of the loop, the next one waits for one; other requests then queue for the connection
 * (the transaction keeps it) and a health check can answer 503 on time.
 */
export function breather(now: () => number = Date.now): KyselyPlugin {
  let busySince: number | undefined;
  return {
    transformQuery: ({ node }) => node,
    async transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
      const at = now();
      if (busySince === undefined) {
        busySince = at;
        // Runs at the loop's next turn: until then, every statement counts as one stretch.
        setImmediate(() => (busySince = undefined));
      } else if (at - busySince >= BREATH_MS) {
        await new Promise((resolve) => setImmediate(resolve));
      }
      return result;
    },
  };
}
