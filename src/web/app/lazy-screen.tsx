import { lazy, Suspense, type ComponentType } from 'react';
import { RouteLoading } from '../components/route-loading';

/**
 * A dashboard screen loaded as its own chunk on first visit: opening Clients never downloads the
 * page editor or the project finances. The Suspense boundary sits inside the dashboard layout, so
 * the side navigation and the top bar stay put while the screen's chunk arrives.
 */
export function lazyScreen<P extends object>(load: () => Promise<ComponentType<P>>) {
  const Lazy = lazy(async () => ({ default: await load() }));
  return function LazyScreen(props: P) {
    return (
      <Suspense fallback={<RouteLoading label="Loading the screen…" />}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}
