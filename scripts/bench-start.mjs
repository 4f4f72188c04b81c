// `npm run bench:start`: cold starts of the compiled server, from `node` to its first 200 on
// /healthz, on a fresh SQLite database (migrations, first superuser, demo pages) and on one that
// exists, and the CPU time it used meanwhile (which a busy machine hardly changes, unlike the
// wall time). Usage: node scripts/bench-start.mjs [runs]   (default 10 of each)
import { ensureBuild } from './build-state.mjs';
import { startBuiltServer, summary, tempSqlite } from './built-server.mjs';

const runs = Number(process.argv[2] ?? 10);
ensureBuild();

async function coldStart(databaseUrl) {
  const server = await startBuiltServer({ databaseUrl });
  const { code, stderr } = await server.stop();
  if (code !== 0) throw new Error(`the server exited ${code} after SIGTERM:\n${stderr}`);
  return server;
}

const line = (runs) =>
  `${summary(runs.map((r) => r.ms))}; CPU ${summary(runs.map((r) => r.cpuMs ?? NaN))}`;

const fresh = [];
for (let i = 0; i < runs; i++) {
  const db = tempSqlite('bench-start-');
  fresh.push(await coldStart(db.url));
  db.remove();
}
const existing = [];
const db = tempSqlite('bench-start-');
await coldStart(db.url); // creates it
for (let i = 0; i < runs; i++) existing.push(await coldStart(db.url));
db.remove();

console.log(`Cold start of the built server (node ${process.version}), ${runs} runs each:`);
console.log(`  fresh SQLite database:    ${line(fresh)}`);
console.log(`  existing SQLite database: ${line(existing)}`);
