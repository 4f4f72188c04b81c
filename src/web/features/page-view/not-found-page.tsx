import { Link } from 'react-router';
import { pageTitle } from '../../lib/page-title';
import { useDocumentTitle } from '../../lib/use-document-title';

/** The catch-all for now; the page-view task turns /{id} into a page and keeps this for misses. */
export function NotFoundPage() {
  useDocumentTitle(pageTitle('Page not found'), 'This page does not exist.');
  return (
    <section className="section container not-found">
      <h1>404 Page not found</h1>
      <p>The page you asked for does not exist or has moved.</p>
      <Link className="button" to="/">
        Go home
      </Link>
    </section>
  );
}
