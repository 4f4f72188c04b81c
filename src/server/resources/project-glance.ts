import { centsToNumber, computeExpense } from '../../shared/money';
import type { Project } from '../../shared/resources/projects';
import type { Database } from '../db/database';
import { projectsRepository } from '../repositories/projects';

type Glance = Pick<Project, 'client_name' | 'balance' | 'tasks_done' | 'tasks_total'>;

/**
 * Sets on each project what its list row shows: its client's name, its balance (funding minus
 * costs with logistics, each line rounded by computeExpense as the project screen's totals are)
 * and its tasks done of total. Two statements for the page, never one per project.
 */
export async function addGlance<P extends { id: number }>(db: Database, projects: P[]) {
  if (projects.length === 0) return projects as (P & Glance)[];
  const [facts, lines] = await projectsRepository(db).glance(projects.map((p) => p.id));
  // BigInt sums: a project's money stays exact whatever the number of lines (ADR 0004).
  const costs = new Map<number, bigint>();
  for (const line of lines) {
    const cost = BigInt(computeExpense(line).total_with_logistics_cents);
    costs.set(line.project_id, (costs.get(line.project_id) ?? 0n) + cost);
  }
  const byId = new Map(facts.map((f) => [f.id, f]));
  for (const project of projects) {
    const fact = byId.get(project.id);
    // A sum is numeric on PostgreSQL, which arrives as text.
    const funding = BigInt(Number(fact?.funding_cents ?? 0));
    // Set on the page's fresh entities rather than spread into copies (an export makes 100 000).
    Object.assign(project, {
      client_name: fact?.client_name ?? null,
      balance: centsToNumber(Number(funding - (costs.get(project.id) ?? 0n))),
      tasks_done: Number(fact?.tasks_done ?? 0),
      tasks_total: Number(fact?.tasks_total ?? 0),
    } satisfies Glance);
  }
  return projects as (P & Glance)[];
}
