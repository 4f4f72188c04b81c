import { execFile } from 'node:child_process';

export type CliRun = { code: number; stdout: string; stderr: string };

/**
 * `npm run users -- …` as an operator runs it, against `databaseUrl` and without SESSION_SECRET
 * (the CLI signs nothing, so it must not need one). Never throws on a failing exit.
 */
export function runUsersCli(databaseUrl: string, ...args: string[]): Promise<CliRun> {
  const { SESSION_SECRET: _unused, ...env } = process.env;
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'scripts/users.ts', ...args],
      { env: { ...env, DATABASE_URL: databaseUrl }, timeout: 60_000 },
      (err, stdout, stderr) => resolve({ code: err ? Number(err.code ?? 1) : 0, stdout, stderr }),
    );
  });
}
