import { useEffect } from 'react';
import { ScrollToTop } from '../components/scroll-to-top';
import { AppRoutes } from './routes';

export function App() {
  // Marks the moment the app has taken over the prerendered HTML (effects never run while
  // prerendering): the hydration tests wait for it instead of for a fixed time.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <>
      <ScrollToTop />
      <AppRoutes />
    </>
  );
}
