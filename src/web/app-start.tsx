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
import { preloadImagesAfterFirstPaint } from './components/preload-images';
import { siteImages } from './content/company';
import { checkSession } from './store/session-slice';
import { makeStore } from './store/store';

const store = makeStore();
// The state the public routes were prerendered with (scripts/prerender.ts): hydration renders
// from it, so the first client render matches the HTML even when the session check or the latest
// posts answer first; React applies the real state right after hydration.
const prerenderedState = store.getState();
// Ask the server who the visitor is before anything renders (product.md §4).
void store.dispatch(checkSession());

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

const app = (
  <StrictMode>
    <Provider store={store} serverState={prerenderedState}>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </Provider>
  </StrictMode>
);

// Public routes arrive prerendered (scripts/prerender.ts): hydrate them; others start empty.
// A transition lets React work in small slices, so start-up never blocks input for long.
startTransition(() => {
  if (container.hasChildNodes()) hydrateRoot(container, app);
  else createRoot(container).render(app);
});

// Seven static images, preloaded once the first paint is done (product.md §4).
preloadImagesAfterFirstPaint(siteImages);
