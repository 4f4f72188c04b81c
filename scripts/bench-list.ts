/**
 * `npm run bench:list`: how a 500-row dashboard list behaves in Chromium (a benchmark, not a test).
 *
 * Starts the real server on a temporary SQLite database, creates 500 clients through the API, and
 * in headless Chromium (the system's, as the e2e tests use) opens the clients list, chooses 500
 * per page and scrolls to the bottom, BENCH_RUNS times (default 5), each in a fresh tab. Prints
 * each run and the medians: render time (choosing 500 → the frame after the 500th row, API call
 * included), long tasks while rendering and while scrolling (count, longest), the longest frame.
 *
 * Environment: BENCH_RUNS, CHROMIUM_PATH (default /usr/bin/chromium).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { startChildServer } from '../tests/support/child-server';
import { httpClient, pool } from '../tests/support/http-client';
import { measureLongList, observeLongTasks, type ListFigures } from '../tests/e2e/list-measure';
import { ensureBuild } from './build-state.mjs';

const ROWS = 500;
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 5) || 5);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PREFIX = 'Bench client';

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

const columns = [
  ['render ms', (f: ListFigures) => f.renderMs],
  ['render long tasks', (f: ListFigures) => f.renderLongTasks.count],
  ['longest (ms)', (f: ListFigures) => f.renderLongTasks.longest],
  ['scroll ms', (f: ListFigures) => f.scrollMs],
  ['frames', (f: ListFigures) => f.scrollFrames],
  ['longest frame ms', (f: ListFigures) => f.longestFrameMs],
  ['scroll long tasks', (f: ListFigures) => f.scrollLongTasks.count],
  ['longest (ms) ', (f: ListFigures) => f.scrollLongTasks.longest],
] as const;
const row = (label: string, values: (string | number)[]) =>
  `  ${label.padEnd(10)} ${values.map((v, i) => String(v).padStart(columns[i]![0].length)).join('  ')}`;

async function runs(browser: Browser, origin: string, cookies: string) {
  const results: ListFigures[] = [];
  console.log(
    row(
      '',
      columns.map(([name]) => name),
    ),
  );
  for (let run = 1; run <= RUNS; run += 1) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
    await context.addCookies(
      cookies.split('; ').map((pair) => {
        const [name, ...value] = pair.split('=');
        return { name: name!, value: value.join('='), url: origin };
      }),
    );
    const page = await context.newPage();
    await observeLongTasks(page);
    await page.goto(`${origin}/dashboard/clients?q=${encodeURIComponent(PREFIX)}`);
    await page.locator('ul[aria-label="Clients"] > li').nth(19).waitFor();
    const figures = await measureLongList(page, 'Clients', ROWS);
    results.push(figures);
    console.log(
      row(
        `run ${run}`,
        columns.map(([, value]) => value(figures)),
      ),
    );
    await context.close();
  }
  console.log(
    row(
      'median',
      columns.map(([, value]) => median(results.map(value))),
    ),
  );
}

ensureBuild();
const dir = mkdtempSync(join(tmpdir(), 'bench-list-'));
const password = `bench-${Math.random().toString(36).slice(2)}`;
const server = await startChildServer({
  databaseUrl: `sqlite:${join(dir, 'bench.db')}`,
  env: { ADMIN_USERNAME: 'admin', ADMIN_PASSWORD: password },
});
let browser: Browser | undefined;
// Interrupted (Ctrl-C, a timeout): stop the server and its temporary database all the same.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void Promise.allSettled([browser?.close(), server.stop()]).then(() => {
      rmSync(dir, { recursive: true, force: true });
      process.exit(130);
    });
  });
}
try {
  const api = httpClient(server.origin);
  await api.signIn('admin', password);
  await pool(ROWS, 8, async (i) => {
    const name = `${PREFIX} ${String(i + 1).padStart(3, '0')}`;
    const res = await api.call('POST', '/api/v1/clients', { client: { organization_name: name } });
    if (res.status !== 201 && res.status !== 200) throw new Error(`${res.status} ${res.text}`);
  });
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  console.log(
    `# ${ROWS}-row clients list, Chromium ${browser.version()}, ${RUNS} runs, load average ${loadavg()[0]!.toFixed(1)}\n`,
  );
  await runs(browser, server.origin, api.cookieHeader());
} finally {
  await browser?.close();
  await server.stop();
  rmSync(dir, { recursive: true, force: true });
}
