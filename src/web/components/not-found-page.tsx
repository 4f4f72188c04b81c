import { Link } from 'react-router';
import { pageTitle } from '../lib/page-title';
import { useDocumentTitle } from '../lib/use-document-title';
import './not-found-page.css';

/** The 404 view: unknown paths, pages that cannot be loaded, unknown services, cases and people. */
export function NotFoundPage() {
  useDocumentTitle(pageTitle('Page not found'), 'This page does not exist.');
  return (
    <section className="section container not-found" aria-labelledby="not-found-title">
      <p className="not-found__eyebrow">Lost signal</p>
      <h1 id="not-found-title">404 Page not found</h1>
      <p>The page you asked for does not exist or has moved.</p>
      <Link className="button" to="/">
        Go home
      </Link>
      <nav className="not-found__more" aria-label="Elsewhere on the site">
        <Link to="/services">Services</Link>
        <Link to="/portfolio">Portfolio</Link>
        <Link to="/people">People</Link>
      </nav>
    </section>
  );
}
