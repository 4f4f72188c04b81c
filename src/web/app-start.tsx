// Foundations first, so component stylesheets (imported by the components) come after them.
import './styles/tokens.css';
import './styles/base.css';
import './styles/controls.css';
import './styles/site.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router';
import { App } from './app/app';
import { servedNotFoundPath } from './app/served-not-found';
import { preloadImagesAfterFirstPaint } from './components/preload-images';
import { siteImages } from './content/company';
import { readServedPage } from './features/page-view/served-page';
import { checkSession } from './store/session-slice';
import { makeStore } from './store/store';

/**
 * Renders the app into the root: hydrates a prerendered route, renders the shell's from scratch.
 * Resolves once that first render is on screen.
 */
export function startApp(container: HTMLElement): Promise<void> {
  let committed!: () => void;
  const done = new Promise<void>((resolve) => (committed = resolve));
  const store = makeStore();
  // The state the public routes were prerendered with (scripts/prerender.ts): hydration renders
  // from it, so the first client render matches the HTML even when the session check or the
  // latest posts answer first; React applies the real state right after hydration.
  const prerenderedState = store.getState();
  // Ask the server who the visitor is before anything renders (product.md §4).
  void store.dispatch(checkSession());

  const app = (
    <StrictMode>
      <Provider store={store} serverState={prerenderedState}>
        <BrowserRouter>
          <App
            servedNotFound={servedNotFoundPath(container)}
            servedPage={readServedPage(document)}
            onCommit={committed}
          />
        </BrowserRouter>
      </Provider>
    </StrictMode>
  );

  // A transition lets React work in small slices, so start-up never blocks input for long.
  startTransition(() => {
    if (container.hasChildNodes()) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });

  // Seven static images, preloaded once the first paint is done (product.md §4).
  preloadImagesAfterFirstPaint(siteImages);
  return done;
}
