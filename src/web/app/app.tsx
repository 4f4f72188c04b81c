import { useEffect } from 'react';
import { ScrollToTop } from '../components/scroll-to-top';
import { type ServedPage, ServedPageContext } from '../features/page-view/served-page';
import { AppRoutes } from './routes';
import { ServedNotFound } from './served-not-found';

interface Props {
  /** The path the server answered with its not-found page, if any (served-not-found.ts). */
  servedNotFound?: string | null;
  /** The published page the server rendered into the document, if any (served-page.ts). */
  servedPage?: ServedPage | null;
  /** Called once the first render is on screen: from then on React handles every event. */
  onCommit?: () => void;
}

// The props change nothing in the tree's shape: the browser's first render must build the same
// tree as the prerender (entry-prerender.tsx), or the ids of useId would differ.
export function App({ servedNotFound = null, servedPage = null, onCommit }: Props) {
  // Marks the moment the app has taken over the prerendered HTML (effects never run while
  // prerendering): the hydration tests wait for it instead of for a fixed time.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
    onCommit?.();
  }, [onCommit]);
  return (
    <ServedNotFound.Provider value={servedNotFound}>
      <ServedPageContext.Provider value={servedPage}>
        <ScrollToTop />
        <AppRoutes />
      </ServedPageContext.Provider>
    </ServedNotFound.Provider>
  );
}
