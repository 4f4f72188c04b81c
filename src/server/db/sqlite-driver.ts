import { createRequire } from 'node:module';
import type BetterSqlite3 from 'better-sqlite3';

/**
 * The better-sqlite3 constructor for the Node that runs: the one place that loads it (an ESLint
 * rule keeps it so; type-only imports of 'better-sqlite3' are fine elsewhere).
 *
 * Why two majors: better-sqlite3 12 is built on V8's own API (a native module compiled for one
 * Node ABI) and under Node 24 its Statement destructor can abort the process
 * (`Assertion failed: (env) != nullptr`) when the collector frees a statement outside any
 * JavaScript context, at exit or at any time. better-sqlite3 13 is built on Node-API, ships
 * prebuilt binaries in its npm package and has no such destructor, but it needs Node 22+ and
 * crashes under Node 20. So Node 22+ gets 13 (installed under the alias 'better-sqlite3-13') and
 * Node 20 keeps 12, compiled for it. Their JavaScript APIs match for what this project uses (13's
 * is a superset), so one set of types serves both. Drop 12 and this switch with Node 20.
 */
export const SQLITE_DRIVER =
  Number(process.versions.node.split('.')[0]) >= 22 ? 'better-sqlite3-13' : 'better-sqlite3';

// createRequire, because both packages are CommonJS and which one loads is decided at run time
// (the bundled server keeps packages external, so this resolves from node_modules as is).
const require = createRequire(import.meta.url);

const Sqlite: typeof BetterSqlite3 =
  SQLITE_DRIVER === 'better-sqlite3-13' ? require('better-sqlite3-13') : require('better-sqlite3');

export default Sqlite;
