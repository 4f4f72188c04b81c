// `npm run build`: the web app (dist/web, prerendered and compressed) and the server
// (dist/server/main.js), then the stamp that `npm start` compares the sources against.
import { spawnSync } from 'node:child_process';
import { build as vite } from 'vite';
import { buildServer } from './build-server.mjs';
import { stampBuild } from './build-state.mjs';

const startedAt = Date.now();

/** A TypeScript build step, run with tsx as its loader; a failure ends the build. */
function runTs(script) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', script], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

await vite();
await vite({
  build: { ssr: 'entry-prerender.tsx', outDir: '../../dist/prerender' },
  logLevel: 'warn',
});
runTs('scripts/prerender.ts');
runTs('scripts/compress-build.ts');
await buildServer();
stampBuild('.', startedAt);
