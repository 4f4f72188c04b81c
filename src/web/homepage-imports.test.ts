import path from 'node:path';
import { build, type Metafile } from 'esbuild';
import { describe, expect, it } from 'vitest';

// The homepage loads the entry and app-start.tsx with everything they import statically (the
// store, the router, the shell); the rest comes by import() when a screen needs it. zod is the
// largest library that must stay in the second group (24 KB gzip against a 120 KB budget: see
// `npm run bench:web`), and one constant imported from a module that defines a schema pulls it in.

const webRoot = path.resolve(import.meta.dirname);
const ENTRIES = ['main.tsx', 'app-start.tsx'].map((file) => path.join(webRoot, file));

/** The static import graph from the entries: each module reached, with who imported it first. */
async function staticImports(): Promise<Map<string, string | null>> {
  const { metafile } = await build({
    entryPoints: ENTRIES,
    bundle: true,
    write: false,
    metafile: true,
    format: 'esm',
    splitting: true,
    outdir: 'unused',
    jsx: 'automatic',
    logLevel: 'silent',
    loader: { '.css': 'empty', '.svg': 'empty', '.png': 'empty', '.woff2': 'empty' },
  });
  const inputs: Metafile['inputs'] = metafile.inputs;
  const relative = ENTRIES.map((entry) => path.relative(process.cwd(), entry));
  const firstFrom = new Map<string, string | null>(relative.map((entry) => [entry, null]));
  const queue = [...relative];
  while (queue.length) {
    const file = queue.shift()!;
    for (const { path: target, kind } of inputs[file]?.imports ?? []) {
      if (kind !== 'import-statement' || firstFrom.has(target)) continue;
      firstFrom.set(target, file);
      queue.push(target);
    }
  }
  return firstFrom;
}

/** How `module` is reached: entry → … → module. */
function chainTo(graph: Map<string, string | null>, module: string): string[] {
  const chain: string[] = [];
  for (let at: string | null | undefined = module; at; at = graph.get(at)) chain.unshift(at);
  return chain;
}

describe('what the homepage loads', () => {
  it('imports zod only through import(), never statically from the entry or app-start', async () => {
    const graph = await staticImports();
    expect([...graph.keys()]).toContain(path.relative(process.cwd(), ENTRIES[1]!));
    const zod = [...graph.keys()].find((module) => module.includes('node_modules/zod/'));
    expect(zod ? chainTo(graph, zod) : []).toEqual([]);
  }, 30_000);
});
