import type { FieldChange } from '../../src/shared/history';
import type { NewRow } from '../../src/server/db/tables';
import type { Random } from './random';
import { type DemoRecord, type FieldSpec, fieldsOf } from './history-fields';
import { pendingUpdates } from './pending-updates';

/**
 * The demo data's history: a create for every seeded record, in the order they were seeded and
 * spread evenly over the two years before HISTORY_END, and updates of them within WINDOW of their
 * create. Entries come out oldest first, so that the ids the database gives them follow time, as
 * the server's own entries do. Each record's updates are planned when it is created, their values
 * chained back from the record as seeded: the last update of a field ends at the value the record
 * has, and each one starts where the one before ended. Only the updates not yet due are held, so
 * memory follows the window, not the size of the history.
 */
export type HistoryRow = NewRow<'history'>;

const DAY = 86_400_000;
/** The demo's "now": its blog posts end there too (generate.ts). */
export const HISTORY_END = Date.UTC(2026, 0, 1);
const SPAN = 730 * DAY;
/** Most edits come in the weeks after a record is made. */
const WINDOW = 90 * DAY;
/** Who did it: a few staff accounts, some busier than others. */
const STAFF: [string, number][] = [
  ['admin', 1],
  ['maria.santos', 4],
  ['tom.becker', 3],
  ['aiko.tanaka', 2],
  ['samuel.okafor', 2],
];

/**
 * Moves a time into its day's office hours (08:00–18:00 UTC), keeping the order of any two: the
 * timeline is spread over whole days, but people edit records at work.
 */
const inOfficeHours = (at: number) => {
  const day = at - (at % DAY);
  return day + 8 * 3_600_000 + Math.floor(((at - day) * 10) / 24);
};

export type HistoryPlan = {
  /** Records that will be created, and of them those with fields to update. */
  creates: number;
  updatable: number;
  /** Updates in all: the history has creates + updates entries. */
  updates: number;
};

export function demoTimeline(r: Random, plan: HistoryPlan, write: (row: HistoryRow) => void) {
  const emit = (row: HistoryRow) => {
    row.at = inOfficeHours(row.at);
    write(row);
  };
  const pending = pendingUpdates();
  let created = 0;
  let updatableLeft = plan.updatable;
  let updatesLeft = plan.updates;
  const staffTotal = STAFF.reduce((n, [, weight]) => n + weight, 0);
  const actor = () => {
    let x = r.next() * staffTotal;
    for (const [name, weight] of STAFF) if ((x -= weight) < 0) return name;
    return STAFF[0]![0];
  };

  /** Exponentially spread around the updates still to give per record left: a few get many. */
  const updateCount = () => {
    if (--updatableLeft === 0) return updatesLeft;
    const mean = updatesLeft / (updatableLeft + 1);
    const n = Math.floor(mean * -Math.log(1 - r.next()) + r.next());
    return Math.min(n, updatesLeft);
  };

  return {
    created(record: DemoRecord) {
      if (created >= plan.creates) throw new Error('more records than the history was planned for');
      const at = HISTORY_END - SPAN + Math.floor(((created++ + r.next()) * SPAN) / plan.creates);
      while (pending.nextAt() < at) emit(pending.take());
      const base = { resource: record.resource, record_id: record.id, scope: record.scope };
      const entry = { ...base, title: record.title, address: null };
      emit({ ...entry, at, actor: actor(), action: 'create', changes: null });
      const fields = fieldsOf(record.resource);
      if (!fields.length) return;
      const n = updateCount();
      updatesLeft -= n;
      const until = Math.min(at + WINDOW, HISTORY_END);
      const rows = plannedUpdates(r, record, fields, n).map((changes, i) => ({
        ...entry,
        // The i-th of n slots after the create, squared: denser in the first days.
        at: at + 1 + Math.floor(((i + r.next()) / n) ** 2 * (until - at - 1)),
        actor: actor(),
        action: 'update',
        changes: JSON.stringify(changes),
      }));
      if (rows.length) pending.add({ rows, next: 0 });
    },
    /** The updates still pending, oldest first; checks the plan was kept. */
    finish() {
      while (pending.nextAt() < Infinity) emit(pending.take());
      if (created !== plan.creates || updatesLeft !== 0)
        throw new Error(
          `the history planned ${plan.creates} creates and ${plan.updates} updates; ` +
            `${created} records came, ${updatesLeft} updates were left`,
        );
    },
  };
}

/** n updates of one record, oldest first: each one field, now and then two. */
function plannedUpdates(r: Random, record: DemoRecord, fields: FieldSpec[], n: number) {
  const weights = fields.map((f) =>
    typeof f.weight === 'number' ? f.weight : f.weight(record.row),
  );
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const pick = () => {
    let x = r.next() * total;
    return Math.max(
      0,
      weights.findIndex((weight) => (x -= weight) < 0),
    );
  };
  const sets = Array.from({ length: n }, () => {
    const first = pick();
    const second = fields.length > 1 && r.chance(0.2) ? pick() : first;
    return first === second ? [first] : [Math.min(first, second), Math.max(first, second)];
  });
  // Each field's values, oldest first, chained back from the value the record was seeded with.
  const chains = fields.map((f, i) => {
    const times = sets.filter((s) => s.includes(i)).length;
    const values = [f.value(record.row)];
    for (let t = 0; t < times; t++) values.push(f.other(r, values[t]!, record.row));
    return values.reverse();
  });
  const used = fields.map(() => 0);
  return sets.map((set) =>
    set.map((i): FieldChange => {
      const f = fields[i]!;
      const j = used[i]!++;
      return f.onlyChanged
        ? { field: f.field, changed: true }
        : { field: f.field, from: chains[i]![j]!, to: chains[i]![j + 1]! };
    }),
  );
}
