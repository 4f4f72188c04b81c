import { execFile } from 'node:child_process';
import { mkdirSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';

export type CliRun = { code: number; stdout: string; stderr: string };

// scripts/users.ts compiled once per test process (esbuild, as tsx compiles it on each run), into
// node_modules so that its packages resolve as they do from the script: a run then costs a Node
// start, not tsx's start and compile (2-6 s each on a busy CI machine, times ~20 runs a tier).
const bundleDir = join('node_modules', '.cache', 'users-cli');
const bundleFile = join(bundleDir, 'users.mjs');
let bundled: Promise<unknown> | undefined;
function bundle() {
  return (bundled ??= (async () => {
    mkdirSync(bundleDir, { recursive: true });
    // Each process builds its own and renames it over the last: a process running it meanwhile
    // keeps the file it opened, and none is left behind.
    const ownFile = join(bundleDir, `users-${process.pid}.mjs`);
    await build({
      entryPoints: ['scripts/users.ts'],
      outfile: ownFile,
      bundle: true,
      platform: 'node',
      format: 'esm',
      packages: 'external',
      logLevel: 'error',
    });
    renameSync(ownFile, bundleFile);
  })());
}

/**
 * `npm run users -- …` as an operator runs it, against `databaseUrl` and without SESSION_SECRET
 * (the CLI signs nothing, so it must not need one). Never throws on a failing exit.
 */
export async function runUsersCli(databaseUrl: string, ...args: string[]): Promise<CliRun> {
  await bundle();
  const { SESSION_SECRET: _unused, ...env } = process.env;
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [bundleFile, ...args],
      { env: { ...env, DATABASE_URL: databaseUrl }, timeout: 60_000 },
      (err, stdout, stderr) => resolve({ code: err ? Number(err.code ?? 1) : 0, stdout, stderr }),
    );
  });
}
