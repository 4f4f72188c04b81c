/**
 * Writes file.br and file.gz beside every text asset of the web build (dist/web) above ~1 KB, so
 * the server's @fastify/static (`preCompressed: true`) sends them to clients that accept them
 * instead of compressing on every request, or not at all. Run by `npm run build` after vite.
 *
 * Usage: tsx scripts/compress-build.ts [dir]   (default dist/web)
 */
import { readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

const TEXT = /\.(js|mjs|css|html|svg|txt|xml|json|webmanifest)$/;
// Below ~1 KB compression saves too little to matter, except for HTML: index.html is the first
// thing every visit loads (and grows with every modulepreload link Vite adds).
const MIN_BYTES = 1024;

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (entry.isFile() && TEXT.test(entry.name)) yield path;
  }
}

/** Writes the variant when it saves bytes, else removes a stale one. */
async function writeIfSmaller(path: string, data: Buffer, original: number): Promise<number> {
  if (data.length < original) {
    await writeFile(path, data);
    return data.length;
  }
  await rm(path, { force: true });
  return original;
}

export async function compressBuild(root = 'dist/web') {
  const totals = { files: 0, raw: 0, gzip: 0, brotli: 0 };
  const jobs: Promise<void>[] = [];
  for await (const path of files(root)) {
    jobs.push(
      (async () => {
        const { size } = await stat(path);
        if (size < MIN_BYTES && !path.endsWith('.html')) {
          await Promise.all([rm(`${path}.br`, { force: true }), rm(`${path}.gz`, { force: true })]);
          return;
        }
        const data = await readFile(path);
        const [br, gzipped] = await Promise.all([
          brotli(data, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
              [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
            },
          }),
          gz(data, { level: constants.Z_BEST_COMPRESSION }),
        ]);
        totals.files += 1;
        totals.raw += size;
        totals.brotli += await writeIfSmaller(`${path}.br`, br, size);
        totals.gzip += await writeIfSmaller(`${path}.gz`, gzipped, size);
        if (process.env.VERBOSE)
          console.log(`${relative(root, path)}: ${size} → gzip ${gzipped.length}, br ${br.length}`);
      })(),
    );
  }
  await Promise.all(jobs);
  return totals;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = process.argv[2] ?? 'dist/web';
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  compressBuild(root).then(
    (t) =>
      console.log(
        `compress-build: ${t.files} files in ${root}, ${kb(t.raw)} → gzip ${kb(t.gzip)}, brotli ${kb(t.brotli)}`,
      ),
    (err: unknown) => {
      console.error('compress-build failed:', err);
      process.exit(1);
    },
  );
}
