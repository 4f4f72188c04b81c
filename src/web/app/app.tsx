import { ScrollToTop } from '../components/scroll-to-top';
import { AppRoutes } from './routes';

export function App() {
  return (
    <>
      <ScrollToTop />
      <AppRoutes />
    </>
  );
}
