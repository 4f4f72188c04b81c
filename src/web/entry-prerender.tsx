import { StrictMode, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { Provider } from 'react-redux';
import { StaticRouter } from 'react-router';
import { App } from './app/app';
import type { ServedPage } from './features/page-view/served-page';
import { prerenderHead } from './lib/use-document-title';
import { makeStore } from './store/store';

/** The tree a signed-out visitor's browser hydrates at `url` (main.tsx builds the same). */
function tree(url: string, servedPage: ServedPage | null = null): ReactNode {
  return (
    <StrictMode>
      <Provider store={makeStore()}>
        <StaticRouter location={url}>
          <App servedPage={servedPage} />
        </StaticRouter>
      </Provider>
    </StrictMode>
  );
}

/**
 * Renders one public route to HTML at build time (scripts/prerender.ts), as a signed-out visitor
 * sees it before any data arrives, so the first paint needs no JavaScript. The browser then
 * hydrates the same tree (main.tsx).
 */
export function render(url: string): { html: string; title?: string; description?: string } {
  delete prerenderHead.title;
  delete prerenderHead.description;
  const html = renderToString(tree(url));
  return { html, ...prerenderHead };
}

/**
 * Renders a published page at its address with its record (the API's answer for it), at request
 * time (src/server/web/page-answers.ts): the whole tree, its lazily loaded parts (the Markdown
 * renderer) included, so the article is in the HTML the browser paints first.
 */
export async function renderPage(url: string, page: ServedPage['page']): Promise<string> {
  const { prelude } = await prerenderToNodeStream(tree(url, { path: url, page }));
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}
