import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Builds the web app when dist/web is missing or older than any of its sources. */
const SOURCES = [
  'src/web',
  'src/shared',
  'vite.config.ts',
  'package-lock.json',
  'scripts/prerender.ts',
  'scripts/compress-build.ts',
];
// Written by the last steps of npm run build, so a bare `vite build` does not count as built.
const BUILT = 'dist/web/prerendered/index.html';

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newestMtime(join(path, name))));
}

export function ensureWebBuild(): void {
  const builtAt = existsSync(BUILT) ? statSync(BUILT).mtimeMs : 0;
  if (builtAt > 0 && builtAt >= Math.max(...SOURCES.map(newestMtime))) return;
  console.log(
    builtAt ? 'Web app sources changed: rebuilding…' : 'Building the web app (first start)…',
  );
  const result = spawnSync('npm', ['run', '--silent', 'build'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (import.meta.url === `file://${process.argv[1]}`) ensureWebBuild();
