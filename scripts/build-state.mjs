// Plain JavaScript (no loader): `npm start` runs it in production, where no TypeScript loader runs.
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
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
  'scripts/critical-css.ts',
  'scripts/web-manifest.ts',
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

/** Held while a build runs (dist/ itself is never emptied, only the folders in it). */
export const BUILD_LOCK = 'dist/.build-lock';

/**
 * Runs the build (scripts/build.mjs, as a child process) unless it is current; exits on failure.
 * One build at a time per project: a caller that finds another process building (tiers or a
 * server started side by side on a stale build) waits for it and then finds the build current,
 * instead of building into the same folders at once.
 */
export function ensureBuild(root = '.') {
  if (buildState(root) === 'current') return;
  const release = lockBuild(root);
  let status = 0;
  try {
    const state = buildState(root);
    if (state === 'current') return;
    console.log(
      state === 'stale' ? 'Sources changed: rebuilding…' : 'Building the app (first start)…',
    );
    const result = spawnSync(process.execPath, [join(root, 'scripts/build.mjs')], {
      cwd: root,
      stdio: 'inherit',
    });
    status = result.status ?? 1;
  } finally {
    release();
  }
  if (status !== 0) process.exit(status);
}

/** Takes the build lock, waiting while a live process holds it; returns its release. */
function lockBuild(root) {
  const lock = join(root, BUILD_LOCK);
  mkdirSync(join(root, 'dist'), { recursive: true });
  for (;;) {
    try {
      mkdirSync(lock);
      writeFileSync(join(lock, 'pid'), String(process.pid));
      return () => rmSync(lock, { recursive: true, force: true });
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
    }
    if (!heldByLiveProcess(lock)) rmSync(lock, { recursive: true, force: true });
    else Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 200);
  }
}

/** False once the lock's holder is gone (killed mid-build), or if it never wrote its pid. */
function heldByLiveProcess(lock) {
  let pid;
  try {
    pid = Number(readFileSync(join(lock, 'pid'), 'utf8'));
  } catch {
    // Just taken, its pid not written yet; or left by a holder that died before writing it.
    return Date.now() - statSync(lock, { throwIfNoEntry: false })?.mtimeMs < 5_000;
  }
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}
