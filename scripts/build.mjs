// `npm run build`: the web app (dist/web, prerendered and compressed) and the server
// (dist/server/main.js), then the stamp that `npm start` compares the sources against. Prints a
// line per step; `npm run build -- --verbose` adds the bundler's list of files.
import { spawnSync } from 'node:child_process';
import { build as vite } from 'vite';
import { buildServer } from './build-server.mjs';
import { stampBuild } from './build-state.mjs';

// Always a production build, even when started from a test run (Vitest sets NODE_ENV=test, and
// Vite would then bundle React's development build: slower, and noisy in the console).
process.env.NODE_ENV = 'production';
const startedAt = Date.now();
const verbose = process.argv.includes('--verbose');
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

/** A TypeScript build step, run with tsx as its loader: its one line of output, indented. */
function runTs(script) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', script], {
    stdio: ['ignore', 'pipe', 'inherit'],
    encoding: 'utf8',
  });
  if (result.status !== 0) {
    process.stdout.write(result.stdout);
    process.exit(result.status ?? 1);
  }
  for (const line of result.stdout.trim().split('\n')) console.log(`  ${line}`);
}

let step = Date.now();
await vite({ logLevel: verbose ? 'info' : 'warn' });
await vite({
  build: { ssr: 'entry-prerender.tsx', outDir: '../../dist/prerender' },
  logLevel: 'warn',
});
console.log(`  vite: the web app in dist/web, and its prerender entry (${seconds(step)})`);
runTs('scripts/prerender.ts');
runTs('scripts/compress-build.ts');
step = Date.now();
await buildServer();
console.log(`  esbuild: the server in dist/server/main.js (${seconds(step)})`);
stampBuild('.', startedAt);
console.log(`Built in ${seconds(startedAt)}.`);
