import type { Database } from '../../src/server/db/database';
import type { DemoRecord } from './history-fields';
import { type HistoryPlan, type HistoryRow, demoTimeline } from './history';
import { seededRandom } from './random';
import * as g from './generate';

/** Thrown when --history asks for fewer entries than the records' creates. */
export class HistoryPlanError extends Error {}

type Counted = {
  clients: number;
  pages: number;
  notes: number;
  inventory: number;
  stickers: number;
};

/**
 * The history's plan for a seed: how many records it will create (the client side is generated
 * once without inserting, from the same seed and in the same order as seedDemo does, which is
 * cheap beside the inserts) and how many updates make up `total` entries. By default a create
 * per record and an update for every two that can be edited. Null for no history.
 */
export function historyPlan(plan: Counted, seed: number, total?: number): HistoryPlan | null {
  const r = seededRandom(seed);
  let clientSide = 0;
  for (let i = 0; i < plan.clients; i++) {
    const { projects } = g.demoClient(r, i);
    clientSide += 1 + projects.length;
    for (const p of projects) clientSide += p.fundings.length + p.expenses.length + p.tasks.length;
  }
  const creates = clientSide + plan.pages + plan.notes + plan.inventory + plan.stickers;
  // Pages are the records without fields to update (history-fields.ts).
  const updatable = creates - plan.pages;
  const entries = total ?? creates + Math.floor(updatable / 2);
  if (entries === 0) return null;
  if (entries < creates || (updatable === 0 && entries > creates))
    throw new HistoryPlanError(
      `--history ${entries}: the data seeded has ${creates.toLocaleString('en-US')} records, ` +
        `each with its create; ask for 0 or at least that many entries.`,
    );
  return { creates, updatable, updates: entries - creates };
}

// Entries per transaction: a commit per batch, not per row, and bounded memory.
const CHUNK = 20_000;
// 9 columns: 1 000 rows is 9 000 parameters, well under both databases' limits.
const ROWS_PER_INSERT = 1_000;

/** Writes the timeline's entries as records are added, oldest first, in their own transactions. */
export function historySeeder(db: Database, plan: HistoryPlan, seed: number) {
  const buffer: HistoryRow[] = [];
  // A stream of its own: the rest of the demo data stays what it was for the same seed.
  const timeline = demoTimeline(seededRandom(seed ^ 0x5eed_4157), plan, (row) => buffer.push(row));
  let written = 0;
  const flush = async (atLeast: number) => {
    if (buffer.length === 0 || buffer.length < atLeast) return;
    const rows = buffer.splice(0);
    await db.transaction().execute(async (trx) => {
      for (let i = 0; i < rows.length; i += ROWS_PER_INSERT)
        await trx
          .insertInto('history')
          .values(rows.slice(i, i + ROWS_PER_INSERT))
          .execute();
    });
    written += rows.length;
  };
  return {
    async add(records: Iterable<DemoRecord>) {
      for (const record of records) {
        timeline.created(record);
        await flush(CHUNK);
      }
    },
    /** Writes what is still pending; answers the entries written in all. */
    async finish() {
      timeline.finish();
      await flush(0);
      return written;
    },
  };
}
