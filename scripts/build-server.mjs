import { build } from 'esbuild';

/**
 * Compiles the server to one JavaScript file, dist/server/main.js, that plain `node` runs (no
 * TypeScript loader in production). Our code is bundled; packages stay in node_modules, loaded
 * as they are (native modules, and files they read beside themselves, keep working).
 */
export async function buildServer() {
  await build({
    entryPoints: ['src/server/main.ts'],
    outfile: 'dist/server/main.js',
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    // Stack traces point into src/ (node --enable-source-maps, or a reader of the .map file).
    sourcesContent: false,
    logLevel: 'warning',
  });
}

if (import.meta.url === `file://${process.argv[1]}`) await buildServer();
