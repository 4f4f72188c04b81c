// Plain JavaScript (no loader): `npm start` runs it in production, where no TypeScript loader runs.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Everything the build reads: a change to any of these makes the build stale. */
export const BUILD_SOURCES = [
  'src',
  'vite.config.ts',
  'tsconfig.json',
  'package-lock.json',
  'scripts/build.mjs',
  'scripts/build-server.mjs',
  'scripts/build-state.mjs',
  'scripts/prerender.ts',
  'scripts/compress-build.ts',
];
/** What a complete build leaves behind; the stamp is written last, by scripts/build.mjs. */
export const BUILD_OUTPUTS = ['dist/server/main.js', 'dist/web/prerendered/index.html'];
export const BUILD_STAMP = 'dist/build-stamp';

// Tests are not built: editing one must not force a rebuild before the next start.
const NOT_BUILT = /\.test\.tsx?$/;

/** The newest modification time (ms) of a file, or of any built file under a folder; 0 if none. */
export function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return NOT_BUILT.test(path) ? 0 : stat.mtimeMs;
  let newest = 0;
  for (const name of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, name)));
  return newest;
}

/**
 * Whether the build under `root` can be run as it is: 'missing' (an output or the stamp is
 * absent: never built, or a build that did not finish), 'stale' (a source changed after the last
 * complete build started) or 'current'.
 */
export function buildState(root = '.') {
  const stamp = join(root, BUILD_STAMP);
  if (![...BUILD_OUTPUTS, BUILD_STAMP].every((file) => existsSync(join(root, file)))) {
    return 'missing';
  }
  const builtFrom = statSync(stamp).mtimeMs;
  const newestSource = Math.max(...BUILD_SOURCES.map((source) => newestMtime(join(root, source))));
  return newestSource > builtFrom ? 'stale' : 'current';
}

/**
 * Marks the build under `root` complete. Its time is when the build started, so a source saved
 * while the build ran (which the build may or may not have read) still counts as newer.
 */
export function stampBuild(root, startedAtMs) {
  const stamp = join(root, BUILD_STAMP);
  writeFileSync(stamp, `${new Date(startedAtMs).toISOString()}\n`);
  utimesSync(stamp, startedAtMs / 1000, startedAtMs / 1000);
}

/** Runs the build (scripts/build.mjs, as a child process) unless it is current; exits on failure. */
export function ensureBuild(root = '.') {
  const state = buildState(root);
  if (state === 'current') return;
  console.log(
    state === 'stale' ? 'Sources changed: rebuilding…' : 'Building the app (first start)…',
  );
  const result = spawnSync(process.execPath, [join(root, 'scripts/build.mjs')], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
