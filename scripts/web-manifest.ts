import { readFileSync } from 'node:fs';
import { join } from 'node:path';

type Chunk = { file: string; imports?: string[]; dynamicImports?: string[]; css?: string[] };

/** Vite's manifest of the web build (vite.config.ts: build.manifest), by source. */
export const readManifest = (web: string): Record<string, Chunk> =>
  JSON.parse(readFileSync(join(web, '.vite', 'manifest.json'), 'utf8'));

/**
 * What every visit loads: the entry (main.tsx) and the app it starts (app-start.tsx) with its
 * static imports, as files under the web root, JavaScript and stylesheets in load order.
 */
export function appFiles(manifest: Record<string, Chunk>) {
  const scripts: string[] = [];
  const styles: string[] = [];
  const seen = new Set<string>();
  const walk = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key]!;
    for (const imported of chunk.imports ?? []) walk(imported);
    scripts.push(chunk.file);
    styles.push(...(chunk.css ?? []));
  };
  walk('index.html');
  walk('app-start.tsx');
  return { scripts, styles };
}

/** The app's stylesheets, in the order the browser applies them. */
export const appStylesheets = (web: string) => appFiles(readManifest(web)).styles;
