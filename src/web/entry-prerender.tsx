import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { StaticRouter } from 'react-router';
import { App } from './app/app';
import { prerenderHead } from './lib/use-document-title';
import { makeStore } from './store/store';

/**
 * Renders one public route to HTML at build time (scripts/prerender.ts), as a signed-out visitor
 * sees it before any data arrives, so the first paint needs no JavaScript. The browser then
 * hydrates the same tree (main.tsx).
 */
export function render(url: string): { html: string; title?: string; description?: string } {
  delete prerenderHead.title;
  delete prerenderHead.description;
  const html = renderToString(
    <StrictMode>
      <Provider store={makeStore()}>
        <StaticRouter location={url}>
          <App />
        </StaticRouter>
      </Provider>
    </StrictMode>,
  );
  return { html, ...prerenderHead };
}
