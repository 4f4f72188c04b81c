import { useContext } from 'react';
import { Outlet, useLocation } from 'react-router';
import { NotFoundPage } from '../components/not-found-page';
import { SiteFooter } from '../components/site-footer';
import { SiteHeader } from '../components/site-header';
import { SkipLink } from '../components/skip-link';
import { useAppSelector } from '../store/hooks';
import { ServedNotFound } from './served-not-found';

/** Header, main landmark and footer around every public page. */
export function PublicLayout() {
  const signedIn = useAppSelector((state) => state.session.active);
  const notFound = useContext(ServedNotFound) === useLocation().pathname;
  return (
    <>
      <SkipLink target="main" />
      <SiteHeader signedIn={signedIn} />
      <main id="main" className="site-main" tabIndex={-1}>
        {notFound ? <NotFoundPage /> : <Outlet />}
      </main>
      <SiteFooter />
    </>
  );
}
