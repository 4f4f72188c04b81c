// Starts the compiled server on a fresh SQLite database, waits for /healthz, asks a few pages,
// sends SIGTERM and checks it exits 0 with nothing native aborting on stderr; N times in a row.
// Usage: node scripts/start-stop-loop.mjs [runs]   (default 20; under the node that runs it)
import { ensureBuild } from './build-state.mjs';
import { startBuiltServer, summary, tempSqlite } from './built-server.mjs';

const runs = Number(process.argv[2] ?? 20);
// What a native crash at exit leaves (e.g. better-sqlite3's `Assertion failed: (env) != nullptr`).
const ABORT = /Assertion failed|Aborted|core dumped|Segmentation fault|FATAL ERROR/i;
ensureBuild();

let clean = 0;
const startups = [];
for (let run = 1; run <= runs; run++) {
  const db = tempSqlite('start-stop-');
  const server = await startBuiltServer({ databaseUrl: db.url });
  startups.push(server.ms);
  for (const path of ['/', '/api/v1/pages', '/api/v1/pages/1', '/healthz']) {
    await fetch(server.origin + path).then((res) => res.arrayBuffer());
  }
  const { code, stderr } = await server.stop();
  db.remove();
  const ok = code === 0 && !ABORT.test(stderr);
  if (ok) clean++;
  else console.log(`run ${run}: exit ${code}\n${stderr}`);
}
console.log(
  `node ${process.version}: ${clean}/${runs} clean starts and shutdowns (exit 0, no abort); start ${summary(startups)}`,
);
process.exit(clean === runs ? 0 : 1);
