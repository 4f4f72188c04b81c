/**
 * `npm run bench:web`: the public site's figures (a benchmark, not a test).
 *
 * 1. Page weight: builds the web app when needed, then prints the gzip size of the JavaScript the
 *    homepage loads (the entry and the app it starts after the first paint, from Vite's manifest;
 *    budget ≤ 120 KB) and the other chunks (dashboard, XLSX, markdown…), to show they stay out of
 *    the homepage.
 * 2. Lighthouse 12.8 (mobile, the default config) against the real server on a temporary SQLite
 *    database, in the light theme and then the dark one (the theme cookie a visitor's choice
 *    sets, so the same document and loader as theirs): the median of BENCH_RUNS runs (default 3)
 *    per URL for performance, accessibility, best practices and SEO and for the largest
 *    contentful paint, against the budgets, with the failing audits of any category under 100.
 *
 * Environment: BENCH_RUNS (runs per URL), BENCH_URLS (comma-separated paths, default
 * /,/services,/portfolio,/contact and the newest demo post by its slug: a page's document, with its
 * head tags written by the server), BENCH_THEMES (default light,dark), BENCH_STRICT=1 (exit 1 when a budget fails), CHROME_PATH.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { ensureBuild } from './build-state.mjs';
import { DEMO_PAGES } from '../src/server/startup/demo-pages';
import { slugify } from '../src/shared/slug';
import { THEME_COOKIE } from '../src/shared/theme';
import { appFiles, readManifest } from './web-manifest';

const WEB = 'dist/web';
const JS_BUDGET_KB = 120;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];
const BUDGETS: Record<Category, number> = {
  performance: 95,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
};
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3) || 3);
/** A post as the first start seeds it (src/server/startup/seed.ts): the newest demo page. */
const POST = `/${slugify(DEMO_PAGES.at(-1)!.title)}`;
const PATHS = (process.env.BENCH_URLS ?? `/,/services,/portfolio,/contact,${POST}`)
  .split(',')
  .filter(Boolean);
const THEMES = (process.env.BENCH_THEMES ?? 'light,dark')
  .split(',')
  .filter((theme): theme is Theme => theme === 'light' || theme === 'dark');
type Theme = 'light' | 'dark';
const CHROME_PATH = (process.env.CHROME_PATH ||= '/usr/bin/chromium');

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const pad = (text: string | number, width: number) => String(text).padEnd(width);
const lpad = (text: string | number, width: number) => String(text).padStart(width);
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
/** Mobile LCP, median per URL: the first screen paints from the HTML and its inline CSS. */
const LCP_BUDGET_MS = 1000;
const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');
let budgetsFailed = 0;

// ---------------------------------------------------------------------------------------------
// 1. Page weight

const fileOf = (url: string) => join(WEB, url.replace(/^\//, '').split('?')[0]!);
const gzipSize = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

/** What a chunk is, from its name and a few markers in its code. */
function label(file: string): string {
  const name = file.toLowerCase();
  const code = readFileSync(file, 'utf8');
  const kinds: string[] = [];
  if (name.includes('dashboard')) kinds.push('dashboard');
  if (/xlsx|exceljs/.test(name) || /exceljs|spreadsheetml|xl\/worksheets/i.test(code))
    kinds.push('XLSX');
  if (/markdown/.test(name) || /markdown-it|linkify-it|mdurl/i.test(code)) kinds.push('markdown');
  return kinds.join(', ') || '-';
}

function pageWeight(): void {
  console.log('\n## JavaScript the homepage loads (gzip -9)\n');
  const { scripts: files, styles } = appFiles(readManifest(WEB));
  const scripts = files.map((file) => `/${file}`);
  let total = 0;
  for (const url of scripts) {
    const file = fileOf(url);
    const size = gzipSize(file);
    total += size;
    console.log(
      `  ${pad(url, 48)} ${lpad(kb(statSync(file).size), 10)} raw ${lpad(kb(size), 10)} gzip`,
    );
  }
  const ok = total <= JS_BUDGET_KB * 1024;
  if (!ok) budgetsFailed += 1;
  console.log(
    `  ${pad(`total (${scripts.length} file${scripts.length === 1 ? '' : 's'})`, 48)} ${lpad('', 14)} ${lpad(kb(total), 10)} gzip   budget ≤ ${JS_BUDGET_KB} KB: ${verdict(ok)}`,
  );
  for (const url of styles.map((file) => `/${file}`)) {
    const file = fileOf(url);
    console.log(
      `  (CSS) ${pad(url, 42)} ${lpad(kb(statSync(file).size), 10)} raw ${lpad(kb(gzipSize(file)), 10)} gzip`,
    );
  }

  console.log('\n## Other chunks (loaded only when needed)\n');
  const loaded = new Set(scripts.map(fileOf));
  const others = readdirSync(join(WEB, 'assets'))
    .filter((name) => /\.m?js$/.test(name))
    .map((name) => join(WEB, 'assets', name))
    .filter((file) => !loaded.has(file))
    .map((file) => ({ file, raw: statSync(file).size, gzip: gzipSize(file), kind: label(file) }))
    .sort((a, b) => b.gzip - a.gzip);
  if (others.length === 0) console.log('  (none: everything is in the homepage bundle)');
  for (const c of others) {
    console.log(
      `  ${pad(c.file.slice(WEB.length), 48)} ${lpad(kb(c.raw), 10)} raw ${lpad(kb(c.gzip), 10)} gzip   ${c.kind}`,
    );
  }
  for (const kind of ['dashboard', 'XLSX', 'markdown']) {
    const chunk = others.find((c) => c.kind.includes(kind));
    const inHome = [...loaded].some((file) => label(file).includes(kind));
    console.log(
      `  ${pad(kind, 10)} ${chunk ? `separate chunk ${chunk.file.slice(WEB.length)}` : 'no separate chunk'}${inHome ? '  (WARNING: also found in the homepage JavaScript)' : ''}`,
    );
  }
}

// ---------------------------------------------------------------------------------------------
// 2. The real server

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

type Head = { status: number; headers: Record<string, string | string[] | undefined> };
function head(url: string, headers: Record<string, string> = {}): Promise<Head> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method: 'GET', headers }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
    });
    req.on('error', reject);
    req.setTimeout(5000, () => req.destroy(new Error(`timeout: ${url}`)));
    req.end();
  });
}

async function startServer(): Promise<{ origin: string; stop: () => Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-web-'));
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const log: string[] = [];
  const child: ChildProcess = spawn('npx', ['tsx', 'src/server/main.ts'], {
    detached: true, // its own process group, so stopping it stops npx, tsx and node together
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      COOKIE_SECURE: 'off', // plain http on 127.0.0.1: no HSTS or upgrade-insecure-requests
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: `sqlite:${join(dir, 'bench.db')}`,
      ADMIN_PASSWORD: `bench-${Math.random().toString(36).slice(2)}`,
      LOG_LEVEL: 'warn',
    },
  });
  for (const stream of [child.stdout, child.stderr]) stream?.on('data', (d) => log.push(String(d)));
  let exited = false;
  child.on('exit', () => (exited = true));

  const stop = async () => {
    if (!exited && child.pid) {
      const gone = new Promise((resolve) => child.once('exit', resolve));
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        /* already gone */
      }
      await Promise.race([gone, new Promise((r) => setTimeout(r, 5000))]);
      if (!exited) process.kill(-child.pid, 'SIGKILL');
    }
    rmSync(dir, { recursive: true, force: true });
  };

  const deadline = Date.now() + 60_000;
  for (;;) {
    if (exited) {
      await stop();
      throw new Error(`the server exited during start:\n${log.join('')}`);
    }
    const ok = await head(`${origin}/healthz`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ok) return { origin, stop };
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the server did not answer /healthz within 60 s:\n${log.join('')}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** What the server sends for the homepage's files: compression and caching, as Lighthouse sees them. */
async function serverChecks(origin: string): Promise<void> {
  console.log('\n## Server checks (Accept-Encoding: br, gzip)\n');
  const js = `/${appFiles(readManifest(WEB)).scripts.at(-1)}`;
  const targets: [string, string, Record<string, string>][] = [
    ['/ (prerendered)', '/', { accept: 'text/html' }],
    ['/services (prerendered)', '/services', { accept: 'text/html' }],
    ['/no-such-page (not found)', '/no-such-page', { accept: 'text/html' }],
    [`app JS ${js}`, js, {}],
    ['/images/hero.svg', '/images/hero.svg', {}],
    ['/robots.txt', '/robots.txt', {}],
    ['/sitemap.xml', '/sitemap.xml', {}],
    ['/favicon.ico', '/favicon.ico', { accept: 'image/*' }],
  ];
  for (const [name, path, headers] of targets) {
    const r = await head(`${origin}${path}`, { 'accept-encoding': 'br, gzip', ...headers });
    const h = (key: string) => String(r.headers[key] ?? '-');
    console.log(
      `  ${pad(name, 44)} ${r.status}  encoding ${pad(h('content-encoding'), 4)}  cache-control ${pad(h('cache-control'), 38)} vary ${h('vary')}`,
    );
  }
}

// ---------------------------------------------------------------------------------------------
// 3. Lighthouse

type Failing = { id: string; title: string; displayValue?: string; weight: number };
type Run = {
  scores: Record<Category, number>;
  failing: Record<Category, Failing[]>;
  metrics: Record<string, number>;
};
const METRICS = [
  ['first-contentful-paint', 'FCP', 'ms'],
  ['largest-contentful-paint', 'LCP', 'ms'],
  ['total-blocking-time', 'TBT', 'ms'],
  ['cumulative-layout-shift', 'CLS', ''],
  ['speed-index', 'SI', 'ms'],
] as const;

async function lighthouseRun(url: string, theme: Theme): Promise<Run> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: CHROME_FLAGS,
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
      extraHeaders: { Cookie: `${THEME_COOKIE}=${theme}` },
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError)
      throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const scores = {} as Record<Category, number>;
    const failing = {} as Record<Category, Failing[]>;
    for (const id of CATEGORIES) {
      const category = lhr.categories[id]!;
      scores[id] = Math.round((category.score ?? 0) * 100);
      failing[id] = category.auditRefs
        .map((ref) => ({ audit: lhr.audits[ref.id]!, weight: ref.weight }))
        .filter(
          ({ audit: a }) =>
            a.score !== null &&
            a.score < 1 &&
            ['binary', 'numeric', 'metricSavings'].includes(a.scoreDisplayMode),
        )
        .map(({ audit: a, weight }) => ({
          id: a.id,
          title: a.title,
          displayValue: a.displayValue,
          weight,
        }));
    }
    const metrics: Record<string, number> = {};
    for (const [id] of METRICS) metrics[id] = lhr.audits[id]?.numericValue ?? NaN;
    return { scores, failing, metrics };
  } finally {
    chrome.kill();
  }
}

async function lighthouseAll(origin: string, theme: Theme): Promise<void> {
  console.log(
    `\n## Lighthouse ${lighthouseVersion()} (mobile, default config), ${theme} theme, ${RUNS} run${RUNS === 1 ? '' : 's'} per URL, median\n`,
  );
  const runs = new Map<string, Run[]>(PATHS.map((p) => [p, []]));
  // Round-robin over the URLs, so a noisy moment on this shared machine hits all of them alike.
  for (let i = 0; i < RUNS; i++) {
    for (const path of PATHS) {
      const started = Date.now();
      const run = await lighthouseRun(`${origin}${path}`, theme);
      runs.get(path)!.push(run);
      console.log(
        `  run ${i + 1}/${RUNS} ${pad(path, 12)} ${CATEGORIES.map((c) => `${c} ${run.scores[c]}`).join('  ')}  (${((Date.now() - started) / 1000).toFixed(1)} s)`,
      );
    }
  }

  const header = `  ${pad('URL', 12)} ${CATEGORIES.map((c) => lpad(c, 15)).join('')}   ${METRICS.map(([, n]) => lpad(n, 7)).join('')}`;
  console.log(`\n${header}`);
  const medians = new Map<string, Record<Category, number>>();
  for (const [path, list] of runs) {
    const m = Object.fromEntries(
      CATEGORIES.map((c) => [c, median(list.map((r) => r.scores[c]))]),
    ) as Record<Category, number>;
    medians.set(path, m);
    const metrics = METRICS.map(([id, , unit]) => {
      const v = median(list.map((r) => r.metrics[id]!));
      return lpad(unit === 'ms' ? `${Math.round(v)}` : v.toFixed(3), 7);
    }).join('');
    console.log(
      `  ${pad(path, 12)} ${CATEGORIES.map((c) => lpad(m[c], 15)).join('')}   ${metrics}`,
    );
  }
  console.log(
    `  ${pad('budget', 12)} ${CATEGORIES.map((c) => lpad(`≥ ${BUDGETS[c]}`, 15)).join('')}   (FCP, LCP, TBT, SI in ms)`,
  );
  console.log(
    `  ${pad('verdict', 12)} ${CATEGORIES.map((c) => lpad(verdict([...medians.values()].every((m) => m[c] >= BUDGETS[c])), 15)).join('')}`,
  );
  for (const m of medians.values()) {
    for (const c of CATEGORIES) if (m[c] < BUDGETS[c]) budgetsFailed += 1;
  }
  // Each URL's median LCP and every run's, so one noisy run does not pass for the typical value.
  console.log(`\n  Largest contentful paint, median per URL: budget ≤ ${LCP_BUDGET_MS} ms`);
  for (const [path, list] of runs) {
    const each = list.map((r) => Math.round(r.metrics['largest-contentful-paint']!));
    const lcp = median(each);
    if (!(lcp <= LCP_BUDGET_MS)) budgetsFailed += 1;
    console.log(
      `  ${pad(path, 12)} ${lpad(Math.round(lcp), 6)} ms  ${verdict(lcp <= LCP_BUDGET_MS)}  (runs: ${each.join(', ')} ms)`,
    );
  }

  console.log(
    `\n## Failing audits, ${theme} theme (categories whose median is under 100; n/N = runs where it failed;\n` +
      '## weight = its share of the category score, diagnostic = weight 0)\n',
  );
  let any = false;
  for (const [path, list] of runs) {
    const m = medians.get(path)!;
    for (const c of CATEGORIES) {
      if (m[c] >= 100) continue;
      any = true;
      console.log(`  ${path}  ${c} (median ${m[c]})`);
      const seen = new Map<string, { audit: Failing; count: number; values: string[] }>();
      for (const run of list) {
        for (const audit of run.failing[c]) {
          const entry = seen.get(audit.id) ?? { audit, count: 0, values: [] };
          entry.count += 1;
          if (audit.displayValue) entry.values.push(audit.displayValue);
          seen.set(audit.id, entry);
        }
      }
      const sorted = [...seen.values()].sort(
        (a, b) => b.audit.weight - a.audit.weight || b.count - a.count,
      );
      if (sorted.length === 0)
        console.log('    (no single audit failed: the score is the weighted metrics)');
      for (const { audit, count, values } of sorted) {
        // Every run's figure, so one noisy run does not pass for the typical value.
        const value = values.length ? ` (${[...new Set(values)].join(' | ')})` : '';
        const weight = audit.weight ? `weight ${audit.weight}` : 'diagnostic';
        console.log(
          `    ${count}/${list.length}  ${pad(weight, 10)} ${pad(audit.id, 34)} ${audit.title}${value}`,
        );
      }
    }
  }
  if (!any) console.log('  none: every category is at 100 on every URL.');
}

function lighthouseVersion(): string {
  try {
    return JSON.parse(readFileSync('node_modules/lighthouse/package.json', 'utf8')).version;
  } catch {
    return '?';
  }
}

// ---------------------------------------------------------------------------------------------

async function main(): Promise<void> {
  const started = Date.now();
  console.log(`# bench:web  (Node ${process.version}, Chromium ${CHROME_PATH})`);
  ensureBuild();
  pageWeight();
  const server = await startServer();
  const stopOnSignal = () => void server.stop().then(() => process.exit(130));
  process.once('SIGINT', stopOnSignal);
  process.once('SIGTERM', stopOnSignal);
  try {
    console.log(`\nServer: ${server.origin} (temporary SQLite database, demo pages seeded)`);
    await serverChecks(server.origin);
    for (const theme of THEMES) await lighthouseAll(server.origin, theme);
  } finally {
    await server.stop();
    console.log('\nServer stopped.');
  }
  console.log(
    `\n${budgetsFailed === 0 ? 'All budgets met.' : `${budgetsFailed} budget check(s) failed.`} (${((Date.now() - started) / 1000).toFixed(0)} s)`,
  );
  if (budgetsFailed > 0 && process.env.BENCH_STRICT === '1') process.exitCode = 1;
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
