import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type pg from 'pg';

/** How many statements one connection keeps prepared, at most: the first met are the hot ones. */
const PER_CONNECTION = 200;
/**
 * A statement with more values than this runs unnamed: a list of ids or a batch insert, whose
 * text changes with its length and rarely comes back, would only fill the connection's budget.
 */
const VALUES_MAX = 64;
/** Worth preparing: reads and writes. DDL, SET, LISTEN and the like run as they come. */
const DML = /^\s*(select|insert|update|delete|with)\b/i;
const BEGINS = /^\s*(begin|start transaction)\b/i;
const ENDS = /^\s*(commit|rollback|end|abort)\b/i;

/** PostgreSQL refusing a prepared statement whose table changed its columns since (0A000). */
export const isStalePlan = (error: unknown) =>
  (error as { code?: unknown } | null)?.code === '0A000' &&
  /cached plan must not change result type/.test(String((error as Error).message));

type Query = (text: unknown, values?: unknown, callback?: unknown) => unknown;

/** How many texts' hashes are remembered, for every connection: well above the app's shapes. */
const HASHES_MAX = 2_000;
const hashes = new Map<string, string>();

/**
 * A statement text's hash, for its name: computed once per text, not on every run (a write's
 * statements each paid a SHA-1 of their text). Past HASHES_MAX texts the memory starts again.
 */
function textHash(text: string): string {
  let hash = hashes.get(text);
  if (hash === undefined) {
    if (hashes.size >= HASHES_MAX) hashes.clear();
    hash = createHash('sha1').update(text).digest('base64url').slice(0, 20);
    hashes.set(text, hash);
  }
  return hash;
}

/**
 * Has a pooled connection prepare each query text once, under a name made of its hash, and run
 * it by name after: PostgreSQL then parses and analyses a statement once per connection instead
 * of on every run, which every statement of every write paid (and the table_versions read of
 * every request, whose plan is then kept too). The pool plans parameterised statements afresh
 * for their values each time (plan_cache_mode = force_custom_plan), as the search and the
 * activity log's windows need. Another instance's migration can change a table's columns under
 * a prepared `select *`; PostgreSQL then refuses it, the connection starts a new set of names,
 * and the statement runs again at once outside a transaction (inside one, inTransaction's retry
 * runs the whole transaction again).
 */
export function nameStatements(client: pg.PoolClient, PgQuery: typeof pg.Query): void {
  const query = client.query.bind(client) as Query;
  let generation = 0;
  let prepared = new Set<string>();
  let inTransaction = false;
  const nameOf = (text: string) => `s${generation}_${textHash(text)}`;
  // What pg's own client.query({ name, text, values }) runs, but without its copy of that config
  // object (normalizeQueryConfig clones it through its property descriptors, on every run: 2% of
  // a PostgreSQL write's profile). A query made from a text is not copied. `PgQuery` comes from the
  // pg that the pool loaded on first use: a SQLite server never loads pg.
  const byName = (name: string, text: string, values: unknown) =>
    new Promise<unknown>((resolve, reject) => {
      const run = new PgQuery(text, values as unknown[], (error, result) =>
        error ? reject(error) : resolve(result),
      );
      (run as pg.Query & { name: string }).name = name;
      query(run);
    });

  const named: Query = (text, values, callback) => {
    if (typeof text !== 'string' || callback !== undefined || typeof values === 'function')
      return query(text, values, callback);
    if (BEGINS.test(text)) inTransaction = true;
    else if (ENDS.test(text)) inTransaction = false;
    const many = Array.isArray(values) && values.length > VALUES_MAX;
    if (many || !DML.test(text) || text.includes(';')) return query(text, values);
    const name = nameOf(text);
    if (!prepared.has(name) && prepared.size >= PER_CONNECTION) return query(text, values);
    prepared.add(name);
    return byName(name, text, values).catch((error: unknown) => {
      if (!isStalePlan(error)) throw error;
      generation += 1;
      prepared = new Set();
      if (inTransaction) throw error;
      return query(text, values);
    });
  };
  (client as unknown as { query: Query }).query = named;
}

/** The session setting named statements need (see nameStatements), for a pool's `options`. */
export const CUSTOM_PLANS = '-c plan_cache_mode=force_custom_plan';

/**
 * For a transaction of inTransaction (the writes): PostgreSQL's own choice (`auto`), which keeps
 * a generic plan once five custom ones cost no less. A write's statements find rows by key,
 * where one plan fits every value; so do the statements of its triggers and foreign keys, which
 * the session's custom plans had planned again on every row (a third of PostgreSQL's time for a
 * task's POST, from pg_stat_statements). `set local`: it ends with the transaction.
 */
export const CACHED_PLANS = sql`set local plan_cache_mode = auto`;
