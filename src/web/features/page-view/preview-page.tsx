import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { NotFoundPage } from '../../components/not-found-page';
import { http } from '../../lib/http-client';
import type { Page } from '../../store/pages';
import { PageArticle } from './page-view';

/**
 * /preview/{token}: the one page a preview link shows, draft or not, as the public page view
 * does, under a banner saying it is not published. A link that does not work is the 404 view.
 * Kept out of the store: a draft seen by link must not join the public pages' cache.
 */
export function PreviewPage() {
  const { token = '' } = useParams();
  const [page, setPage] = useState<Page | null | 'failed'>(null);

  useEffect(() => {
    const abort = new AbortController();
    void http
      .get<Page>(`/previews/${encodeURIComponent(token)}`, { signal: abort.signal })
      .then((result) => {
        if (!abort.signal.aborted) setPage(result.ok ? result.data : 'failed');
      });
    return () => abort.abort();
  }, [token]);

  if (page === 'failed') return <NotFoundPage />;
  return (
    <>
      <p className="preview-banner" role="status">
        <strong>Preview: not published</strong>
        {page ? ' — only people with this link can see this page.' : null}
      </p>
      {page ? <PageArticle page={page} preview /> : null}
    </>
  );
}
