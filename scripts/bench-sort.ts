/**
 * `npm run bench:sort`: what `?sort=` costs on a seeded database (docs/performance.md, "Sorted
 * lists"). For each list and order: the median time of the first page of 100 and of the page
 * after 90 % of the rows (by the cursor the row before it gives): the rows alone, through the
 * list's repository (no embedded rows, no total, no JSON), so what differs is the order.
 *
 * Environment: DATABASE_URL (a database `npm run seed:demo` filled), BENCH_RUNS (default 15).
 */
import { openDatabase } from '../src/server/db/database';
import { migrateToLatest } from '../src/server/db/migrate';
import { sortedOrder } from '../src/server/resource-engine/list-sorts';
import { tableRepository } from '../src/server/repositories/table-repository';
import { SERVER_RESOURCES } from '../src/server/resources/registry';
import { parseSort } from '../src/shared/resources/list-sort';
import { decodeCursor } from '../src/shared/resources/list-cursor';

const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 15) || 15);
const CASES = [
  ['clients', undefined],
  ['clients', 'city'],
  ['clients', '-country'],
  ['clients', 'email_address'],
  ['projects', 'project_class'],
  ['inventory', '-quantity'],
  ['tasks', 'due_on'],
  ['tasks', undefined],
] as const;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

async function main() {
  const { db, dialect } = openDatabase(process.env.DATABASE_URL ?? 'sqlite:data/app.db');
  await migrateToLatest(db);
  console.log(`${dialect}: median of ${RUNS}, ms   first page   page at 90 %`);
  for (const [name, sortText] of CASES) {
    const resource = SERVER_RESOURCES[name];
    const orderBy = sortText ? sortedOrder(resource, parseSort(sortText)) : resource.orderBy;
    const repo = tableRepository(db, { ...resource, orderBy });
    const base = { limit: 100, offset: 0, withoutTotal: true };
    const { total } = await repo.list({ ...base, limit: 1, withoutTotal: false });
    const before = await repo.list({ ...base, limit: 1, offset: Math.floor(total * 0.9) });
    const after = decodeCursor(before.next!)!;
    const time = async (options: Parameters<typeof repo.list>[0]) => {
      const times: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        const start = performance.now();
        await repo.list(options);
        times.push(performance.now() - start);
      }
      return median(times).toFixed(2);
    };
    const first = await time(base);
    const deep = await time({ ...base, after });
    console.log(
      `  ${`${name} ${sortText ?? '(own order)'}`.padEnd(28)} ${first.padStart(8)}  ${deep.padStart(12)}   (${total} rows)`,
    );
  }
  await db.destroy();
}

await main();
