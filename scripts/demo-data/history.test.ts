import { describe, expect, it } from 'vitest';
import { fieldChangeSchema } from '../../src/shared/history';
import * as g from './generate';
import { type DemoRecord, fieldsOf } from './history-fields';
import { clientBatchRecords, demoRecord } from './history-records';
import { HISTORY_END, type HistoryRow, demoTimeline } from './history';
import { HistoryPlanError, historyPlan } from './insert-history';
import { seededRandom } from './random';

/** 50 clients' records with made-up ids, as seedDemo hands them to the history. */
function records(): DemoRecord[] {
  const r = seededRandom(9);
  const batch = Array.from({ length: 50 }, (_, i) => g.demoClient(r, i));
  const counter = () => {
    let n = 0;
    return () => ++n;
  };
  const [project, funding, expense, task] = [counter(), counter(), counter(), counter()];
  const projects = batch.flatMap((c) => c.projects);
  return [
    ...clientBatchRecords(
      batch,
      batch.map((_, i) => i + 1),
      projects.map(project),
      {
        fundings: projects.flatMap((p) => p.fundings.map(funding)),
        expenses: projects.flatMap((p) => p.expenses.map(expense)),
        tasks: projects.flatMap((p) => p.tasks.map(task)),
      },
    ),
    demoRecord('pages', 1, { title: 'Hello' }),
    demoRecord('notes', 1, { title: 'Minutes' }),
    demoRecord('inventory', 1, { name: 'Cable', quantity: 40 }),
  ];
}

function timeline(all: DemoRecord[], updates: number, seed = 1) {
  const updatable = all.filter((rec) => fieldsOf(rec.resource).length > 0).length;
  const rows: HistoryRow[] = [];
  const t = demoTimeline(seededRandom(seed), { creates: all.length, updatable, updates }, (row) =>
    rows.push(row),
  );
  for (const rec of all) t.created(rec);
  t.finish();
  return rows;
}

describe('demo history', () => {
  const all = records();

  it('writes exactly the entries asked for, oldest first, a create before its updates', () => {
    const rows = timeline(all, 5_000);
    expect(rows.length).toBe(all.length + 5_000);
    expect(rows.filter((row) => row.action === 'create').length).toBe(all.length);
    for (let i = 1; i < rows.length; i++)
      expect(rows[i]!.at).toBeGreaterThanOrEqual(rows[i - 1]!.at);
    expect(rows.at(-1)!.at).toBeLessThan(HISTORY_END);
    const seen = new Set<string>();
    for (const row of rows) {
      const key = `${row.resource}:${row.record_id}`;
      if (row.action === 'create') seen.add(key);
      else expect(seen.has(key)).toBe(true);
      if (row.changes) for (const c of JSON.parse(row.changes)) fieldChangeSchema.parse(c);
    }
    expect(new Set(rows.map((row) => row.actor)).size).toBeGreaterThan(2);
  });

  it("chains each field's values and ends them at the record's own", () => {
    const rows = timeline(all, 5_000);
    const last = new Map<string, unknown>();
    for (const row of rows.filter((r) => r.action === 'update'))
      for (const c of JSON.parse(row.changes!) as {
        field: string;
        from?: unknown;
        to?: unknown;
      }[]) {
        const key = `${row.resource}:${row.record_id}:${c.field}`;
        if ('changed' in c) continue; // a note's sections: no values kept
        if (last.has(key)) expect(c.from).toEqual(last.get(key));
        expect(c.to).not.toEqual(c.from);
        last.set(key, c.to);
      }
    for (const rec of all)
      for (const f of fieldsOf(rec.resource)) {
        const key = `${rec.resource}:${rec.id}:${f.field}`;
        if (last.has(key)) expect(last.get(key)).toEqual(f.value(rec.row));
      }
  });

  it('is reproducible, and a scope is the screen the server would show it on', () => {
    expect(timeline(all, 300)).toEqual(timeline(all, 300));
    expect(timeline(all, 300, 2)).not.toEqual(timeline(all, 300));
    const funding = all.find((rec) => rec.resource === 'fundings')!;
    expect(funding.scope).toBe(`projects:${funding.row.project_id}`);
    expect(all[0]!.scope).toBe('clients:1');
  });

  it('plans a create per record and refuses fewer entries than that', () => {
    const plan = { clients: 5, pages: 2, notes: 1, inventory: 1, stickers: 1 };
    const { creates, updatable, updates } = historyPlan(plan, 3)!;
    expect(updatable).toBe(creates - 2);
    expect(updates).toBe(Math.floor(updatable / 2));
    expect(historyPlan(plan, 3, 0)).toBeNull();
    expect(historyPlan(plan, 3, creates + 7)!.updates).toBe(7);
    expect(() => historyPlan(plan, 3, creates - 1)).toThrow(HistoryPlanError);
  });
});
