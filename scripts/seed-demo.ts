/**
 * `npm run seed:demo -- [--scale N] [--history H] [--seed S] [--force]`: fills DATABASE_URL
 * (SQLite or PostgreSQL, migrated first) with realistic, reproducible demo data for trying the
 * dashboard and for benchmarks. Scale N: N×100 clients with 0–3 projects each (every project 0–20
 * fundings, expenses and tasks, mostly few; the first client's first project has 50 of each),
 * N×20 pages, N×10 notes with 1–6 sections, N×30 inventory items, N×10 stickers with PNG images.
 * And their history: a create per record, spread over the two years to 2026-01-01, and updates
 * with the fields they changed, by a few staff usernames. H is the history's entries in all: by
 * default about 1.5 per record (an update for every two); more adds updates (`--history 1000000`
 * gives the activity log a million entries at any scale), 0 leaves the history empty.
 * The same scale, history and seed always give the same data. docs/performance.md has timings.
 */
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../src/server/config';
import { NotEmptyError, describeCounts, seedDatabase } from './demo-data/run';
import { HistoryPlanError } from './demo-data/insert-history';

const USAGE =
  'Usage: npm run seed:demo -- [--scale N (1–10000, default 1)] ' +
  '[--history H (entries in all; default ~1.5 per record, 0 for none)] [--seed S] [--force]';

function options() {
  const { values } = parseArgs({
    options: {
      scale: { type: 'string', default: '1' },
      seed: { type: 'string', default: '1' },
      history: { type: 'string' },
      force: { type: 'boolean', default: false },
    },
  });
  const scale = Number(values.scale);
  const seed = Number(values.seed);
  const history = values.history === undefined ? undefined : Number(values.history);
  if (!Number.isInteger(scale) || scale < 1 || scale > 10_000 || !Number.isInteger(seed))
    throw new Error(USAGE);
  if (history !== undefined && !(Number.isSafeInteger(history) && history >= 0))
    throw new Error(USAGE);
  return { scale, seed, history, force: values.force };
}

async function main() {
  const opts = options();
  const url = loadConfig(process.env, { needsSessionSecret: false }).DATABASE_URL;
  console.log(
    `Seeding ${url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@')} at scale ${opts.scale}` +
      `${opts.history === undefined ? '' : `, ${opts.history} history entries`} (seed ${opts.seed})…`,
  );
  let last = 0;
  const { counts, seconds } = await seedDatabase(url, opts, (done, total) => {
    // A line every ~10% on big runs, so a long seed shows it is moving.
    if (total >= 10_000 && (done - last >= total / 10 || done === total)) {
      last = done;
      console.log(`  ${done.toLocaleString('en-US')} / ${total.toLocaleString('en-US')} clients`);
    }
  });
  console.log(`Inserted ${describeCounts(counts)} in ${seconds.toFixed(1)} s.`);
}

main().catch((err: unknown) => {
  if (err instanceof NotEmptyError || err instanceof ConfigError || err instanceof HistoryPlanError)
    console.error(err.message);
  else console.error(err instanceof Error ? (err.stack ?? err.message) : err);
  process.exit(1);
});
