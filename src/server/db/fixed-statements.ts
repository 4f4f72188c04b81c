import type { Compilable, CompiledQuery } from 'kysely';
import type { Database, DatabaseTransaction } from './database';

/** Where a value goes in a statement built once: the index of the run's value that fills it. */
class Slot {
  constructor(readonly index: number) {}
}

/** A statement compiled once: its text, and for each parameter a run's value (≥ 0) or its own. */
type Template = { compiled: CompiledQuery; slots: readonly number[] };

/** Past this many shapes per database, a new one is built each time it runs (a guard). */
const SHAPES_MAX = 500;

// Per database: by its adapter, the one object its transactions' executors share (each has a
// copy of its plugins' list). Its write tracker (write-tracker.ts) learns a statement's table
// when it is compiled, by its queryId, which every run here reuses.
const byDatabase = new WeakMap<object, Map<string, Template | null>>();

/**
 * Runs a statement whose text depends only on `shape` and whose values are `values`, in order,
 * building and compiling it with Kysely only the first time this database meets that shape: a
 * write's hot statements (a row's lock, its history entry, its search entry) each paid the
 * query builder and the compiler on every run, for the same text. `build` must put each value
 * it is given into the statement as a bound value, once, and nothing else that varies between
 * runs (a shape that does not is built every time: the template is checked when it is made).
 */
export async function runFixed<R>(
  db: Database | DatabaseTransaction,
  shape: string,
  values: readonly unknown[],
  build: (values: readonly unknown[]) => Compilable<R>,
): Promise<R[]> {
  return (await db.executeQuery<R>(compileFixed(db, shape, values, build))).rows;
}

/** What runFixed runs: the statement of `shape` bound to `values`, compiled once per database. */
export function compileFixed<R>(
  db: Database | DatabaseTransaction,
  shape: string,
  values: readonly unknown[],
  build: (values: readonly unknown[]) => Compilable<R>,
): CompiledQuery<R> {
  // getExecutor() is marked internal; row-lock.ts reads its dialect so too.
  const { adapter } = db.getExecutor();
  let templates = byDatabase.get(adapter);
  if (!templates) byDatabase.set(adapter, (templates = new Map()));
  let template = templates.get(shape);
  if (template === undefined) {
    template = templateOf(build, values.length);
    if (templates.size < SHAPES_MAX) templates.set(shape, template);
  }
  if (template === null) return build(values).compile();
  const { compiled, slots } = template;
  const parameters = slots.map((slot, i) => (slot < 0 ? compiled.parameters[i] : values[slot]));
  return { ...(compiled as CompiledQuery<R>), parameters };
}

/** The statement built with a Slot for each value; null unless each Slot is one parameter. */
function templateOf(build: (values: readonly unknown[]) => Compilable, count: number) {
  const compiled = build(Array.from({ length: count }, (_, i) => new Slot(i))).compile();
  const slots = compiled.parameters.map((p) => (p instanceof Slot ? p.index : -1));
  const used = slots.filter((slot) => slot >= 0);
  const once = used.length === count && new Set(used).size === count;
  return once && !compiled.sql.includes('[object') ? { compiled, slots } : null;
}

/** Statements of up to this many rows (or ids) run from a template; longer ones are built. */
export const FIXED_ROWS_MAX = 16;

/** `values` cut into rows, one value per column of `columns` in turn (the template's rows). */
export function rowsOf(values: readonly unknown[], columns: readonly string[]) {
  const rows: Record<string, unknown>[] = [];
  for (let i = 0; i < values.length; i += columns.length)
    rows.push(Object.fromEntries(columns.map((column, j) => [column, values[i + j]])));
  return rows;
}

/**
 * Whether a row's values can each be bound as they are: a Kysely expression or a function
 * (an expression's factory) in a value is part of the statement's text, not a value.
 */
export const plainValues = (values: readonly unknown[]) =>
  values.every(
    (v) =>
      typeof v !== 'function' && !(v !== null && typeof v === 'object' && 'toOperationNode' in v),
  );
