/**
 * `npm run bench:statements`: what one write runs, statement by statement, and what it costs the
 * server's CPU without HTTP or a second process (docs/performance.md, "Where a write's time goes").
 *
 * Seeds a temporary SQLite database (and, with BENCH_DATABASE_URL=postgres://…, a temporary
 * PostgreSQL one) with the demo data at scale 1, builds the real app in this process, signs in as
 * the admin and, for each measured write: makes it once to warm up, logs the statements of the
 * next one (Kysely's query log: the SQL and its time), then makes STATEMENTS_WRITES more
 * (default 2 000) one after another, timing every statement, through Fastify's inject and prints the process's CPU time
 * per write. Inject skips the socket and the HTTP parser, so the figure is the app's part of a
 * write: the routes, validation, the engine and the driver. STATEMENTS_WEBHOOKS=N subscribes N
 * webhooks to every event first (what a write with webhooks runs). A benchmark, not a test.
 */
import { randomBytes } from 'node:crypto';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/database';
import { buildApp } from '../src/server/app';
import { seedIfEmpty } from '../src/server/startup/seed';
import { temporaryPostgres, temporarySqlite } from '../tests/support/temp-database';
import { seedDatabase } from './demo-data/run';
import { type Write, WRITES } from './bench/statement-writes';
import { countSocketWrites } from './bench/socket-writes';

const socketWrites = countSocketWrites();

const WRITES_PER_KIND = Math.max(1, Number(process.env.STATEMENTS_WRITES ?? 2000) || 2000);
/** STATEMENTS_WEBHOOKS=N: N webhooks to every event first, so each write queues its events. */
const WEBHOOKS = Math.max(0, Number(process.env.STATEMENTS_WEBHOOKS ?? 0) || 0);
const SQL_WIDTH = 150;

async function measure(label: string, url: string) {
  console.log(`\n## ${label}\n`);
  await seedDatabase(url, { scale: 1, seed: 1, force: false, history: 0 });
  // Every statement's time, by its SQL, over the measured writes of one kind.
  const times = new Map<string, { count: number; ms: number }>();
  let order: string[] | undefined;
  const password = `bench-${randomBytes(9).toString('base64url')}`;
  const config = loadConfig({
    DATABASE_URL: url,
    SESSION_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'silent',
    ADMIN_PASSWORD: password,
    NODE_ENV: 'production',
    WEBHOOK_ALLOW_PRIVATE: 'on',
  });
  const { db, dialect } = openDatabase(url, undefined, (event) => {
    // A statement run ahead carries the number its answer is found by: one line for all runs.
    const sql = event.query.sql.replace(/^\/\* ahead \d+ \*\/ /, '/* ahead */ ');
    const seen = times.get(sql) ?? { count: 0, ms: 0 };
    times.set(sql, { count: seen.count + 1, ms: seen.ms + event.queryDurationMillis });
    order?.push(sql);
  });
  const app = await buildApp({
    config,
    db,
    dialect,
    secret: config.SESSION_SECRET!,
    logger: false,
  });
  await app.ready();
  await seedIfEmpty(db, config, app.log);
  try {
    const headers = await signIn(app, config.ADMIN_USERNAME, password);
    for (let i = 0; i < WEBHOOKS; i++) {
      // Nobody listens there: the sender's attempts fail, which the writes' statements ignore.
      const webhook = { url: `http://127.0.0.1:9/hook/${i}`, events: ['*'] };
      const res = await app.inject({
        method: 'POST',
        url: '/api/v1/webhooks',
        headers,
        payload: { webhook },
      });
      if (res.statusCode !== 201)
        throw new Error(`adding a webhook: ${res.statusCode} ${res.body}`);
    }
    for (const write of WRITES) {
      const send = (n: number) => {
        const { url: path, body } = write.vary(n);
        return app.inject({ method: write.method, url: path, payload: body, headers });
      };
      await expectOk(await send(0), write);
      times.clear();
      order = [];
      await expectOk(await send(1), write);
      const statements = order;
      order = undefined;
      const cpu = process.cpuUsage();
      const started = performance.now();
      const writesBefore = socketWrites.count;
      for (let n = 2; n < WRITES_PER_KIND + 1; n += 1) await expectOk(await send(n), write);
      const used = process.cpuUsage(cpu);
      const sent = socketWrites.count - writesBefore;
      const per = (total: number) => (total / (WRITES_PER_KIND - 1)).toFixed(3);
      console.log(
        `### ${write.name}: ${statements.length} statements: mean ms each, and how many per write over all`,
      );
      let inStatements = 0;
      for (const sql of statements) {
        const { count, ms } = times.get(sql)!;
        inStatements += ms / count;
        const share = (count / WRITES_PER_KIND).toFixed(2);
        console.log(`  ${(ms / count).toFixed(3).padStart(7)} ms ×${share}  ${oneLine(sql)}`);
      }
      console.log(
        `  → CPU ${per((used.user + used.system) / 1000)} ms per write (system ${per(used.system / 1000)}), ` +
          `wall ${per(performance.now() - started)} ms, of which ${inStatements.toFixed(3)} ms in ` +
          `statements; ${WRITES_PER_KIND} writes; ${per(sent)} writes to the database's socket ` +
          `(its round trips) per write\n`,
      );
    }
  } finally {
    await app.close();
  }
}

async function signIn(
  app: Awaited<ReturnType<typeof buildApp>>,
  username: string,
  password: string,
) {
  const jar = new Map<string, string>();
  const keep = (res: { cookies: { name: string; value: string }[] }) => {
    for (const c of res.cookies) jar.set(c.name, c.value);
  };
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const xsrf = () => decodeURIComponent(jar.get('XSRF-TOKEN') ?? '');
  keep(await app.inject({ method: 'GET', url: '/session' }));
  const res = await app.inject({
    method: 'POST',
    url: '/session',
    payload: { username, password },
    headers: { cookie: cookie(), 'x-xsrf-token': xsrf() },
  });
  if (res.statusCode !== 200) throw new Error(`sign-in: ${res.statusCode} ${res.body}`);
  keep(res);
  return { cookie: cookie(), 'x-xsrf-token': xsrf(), 'content-type': 'application/json' };
}

function expectOk(res: { statusCode: number; body: string }, write: Write) {
  if (res.statusCode >= 300)
    throw new Error(`${write.name}: ${res.statusCode} ${res.body.slice(0, 300)}`);
}

const oneLine = (sql: string) => {
  const flat = sql.replace(/\s+/g, ' ');
  return flat.length > SQL_WIDTH ? `${flat.slice(0, SQL_WIDTH)}…` : flat;
};

async function main() {
  const sqlite = temporarySqlite('statements-');
  try {
    await measure('SQLite', sqlite.url);
  } finally {
    await sqlite.drop();
  }
  const pgUrl = process.env.BENCH_DATABASE_URL;
  if (!pgUrl) return;
  const pg = await temporaryPostgres(pgUrl, 'statements');
  try {
    await measure('PostgreSQL', pg.url);
  } finally {
    await pg.drop();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? (err.stack ?? err.message) : err);
  process.exit(1);
});
