import { Outlet } from 'react-router';
import { SiteFooter } from '../components/site-footer';
import { SiteHeader } from '../components/site-header';
import { SkipLink } from '../components/skip-link';
import { useAppSelector } from '../store/hooks';

/** Header, main landmark and footer around every public page. */
export function PublicLayout() {
  const signedIn = useAppSelector((state) => state.session.active);
  return (
    <>
      <SkipLink target="main" />
      <SiteHeader signedIn={signedIn} />
      <main id="main" className="site-main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
    </>
  );
}
