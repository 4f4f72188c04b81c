import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';

type RenderPage = (url: string, record: unknown) => Promise<string>;

/** Rendered pages kept, by page and version: a page is read far more often than it changes. */
const KEPT = 200;

/**
 * The web app's own renderer of a published page (`renderPage` of src/web/entry-prerender.tsx,
 * built beside the web app into dist/prerender), so the server's HTML is exactly what the
 * browser then hydrates. Loaded on the first page asked for, not at start: React's server
 * renderer and the app's code cost memory that a server no visitor reads a page of never needs.
 * Answers null when there is no such build or it fails: the caller sends the page's shell.
 */
export function pageRenderer(webRoot: string, log: FastifyBaseLogger) {
  const file = join(webRoot, '..', 'prerender', 'entry-prerender.js');
  let loading: Promise<RenderPage | null> | undefined;
  const kept = new Map<string, { markup: string; record: unknown }>();

  const load = () =>
    existsSync(file)
      ? import(pathToFileURL(file).href).then(
          (module: { renderPage?: RenderPage }) => module.renderPage ?? null,
          (error: unknown) => {
            log.error({ err: error }, 'the page renderer could not be loaded');
            return null;
          },
        )
      : Promise.resolve(null);

  return {
    /**
     * Starts loading the renderer, if not yet: called as a visitor reads any public document, so
     * that the first page they open is not the one that waits for it (some 0.3–1 s).
     */
    warm() {
      void (loading ??= load());
    },
    render,
  };

  /**
   * The page at `url`, rendered from the record `recordOf` reads, kept by `key` (its version): a
   * page kept is not read again. Null when it cannot be rendered.
   */
  async function render(url: string, key: string, recordOf: () => Promise<unknown>) {
    const cached = kept.get(`${url} ${key}`);
    if (cached !== undefined) return cached;
    const renderPage = await (loading ??= load());
    if (!renderPage) return null;
    try {
      const record = await recordOf();
      const rendered = { markup: await renderPage(url, record), record };
      if (kept.size >= KEPT) kept.delete(kept.keys().next().value!);
      kept.set(`${url} ${key}`, rendered);
      return rendered;
    } catch (error) {
      log.error({ err: error, url }, 'a page could not be rendered');
      return null;
    }
  }
}
