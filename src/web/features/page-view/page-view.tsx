import { Suspense, useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Breadcrumbs } from '../../components/breadcrumbs';
import { SkeletonLines } from '../../components/skeleton';
import { http, UNKNOWN_ERROR } from '../../lib/http-client';
import { pageTitle } from '../../lib/page-title';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { NotFoundPage } from '../../components/not-found-page';
import {
  formatDate,
  pageActions,
  parsePageId,
  selectCanEditPages,
  selectPageById,
  type Page,
} from '../../store/pages';
import { excerpt } from '../../../shared/plain-text';
import { SLUG_MAX, SLUG_PATTERN } from '../../../shared/slug';
import { useTrashDays } from '../../kit/use-trash-days';
import { useHydrated } from '../../lib/use-hydrated';
import { useServedPage } from './served-page';
import { LazyMarkdown } from '../../components/lazy-markdown';
import { BusyButton } from '../../components/busy-button';
import { useConfirm } from '../../kit/confirm-dialog';
import '../../components/skeleton.css';
import './page-view.css';

/** /{id}, /{slug} and any unknown path: a page, or the 404 view when it cannot be loaded. */
export function PageView() {
  const params = useParams();
  const raw = params.id ?? params['*'];
  const id = parsePageId(raw);
  useEffect(() => dropServedHead, [raw]);
  if (id !== null) return <PageById key={id} id={id} />;
  if (raw && raw.length <= SLUG_MAX && SLUG_PATTERN.test(raw))
    return <PageBySlug key={raw} slug={raw} />;
  return <NotFoundPage />;
}

/** The path the document was loaded at: the page whose head tags the server wrote. */
const SERVED_PATH = typeof window === 'undefined' ? '' : window.location.pathname;

/**
 * The head tags the server wrote for the page it served (canonical, Open Graph, JSON-LD:
 * src/server/web/page-head.ts) describe that page only: gone once the visitor moves on.
 */
function dropServedHead() {
  if (window.location.pathname === SERVED_PATH) return;
  for (const tag of document.head.querySelectorAll('[data-page-head]:not([name="description"])'))
    tag.remove();
}

/** A published page by its address (GET /api/v1/pages-by-slug/{slug}); staff edit it by id. */
function PageBySlug({ slug }: { slug: string }) {
  const served = useServedPage();
  const [page, setPage] = useState<Page | null>(served?.slug === slug ? served : null);
  const [failed, setFailed] = useState(false);
  const known = page !== null;

  useEffect(() => {
    if (known) return;
    const controller = new AbortController();
    void http.get<Page>(`/pages-by-slug/${slug}`, { signal: controller.signal }).then((result) => {
      if (controller.signal.aborted) return;
      if (result.ok) setPage(result.data);
      else setFailed(true);
    });
    return () => controller.abort();
  }, [slug, known]);

  if (failed) return <NotFoundPage />;
  if (!page) return <PageSkeleton />;
  return <PageArticle page={page} />;
}

function PageById({ id }: { id: number }) {
  const dispatch = useAppDispatch();
  const served = useServedPage();
  const stored = useAppSelector((state) => selectPageById(state, id));
  // Asked again all the same: staff edit the store's copy, and its version, from here.
  const page = stored ?? (served?.id === id ? served : undefined);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const request = dispatch(pageActions.show(id));
    void request.then((action) => {
      if (pageActions.show.rejected.match(action) && !action.meta.aborted) setFailed(true);
    });
    return () => request.abort();
  }, [dispatch, id]);

  if (failed && !page) return <NotFoundPage />;
  if (!page) return <PageSkeleton />;
  return <PageArticle page={page} />;
}

function PageSkeleton() {
  return (
    <div className="section container page-view" aria-busy="true">
      <p className="sr-only" role="status">
        Loading the page…
      </p>
      <div aria-hidden="true" className="page-view__skeleton">
        <span className="skeleton skeleton--title" />
        <SkeletonLines lines={6} />
      </div>
    </div>
  );
}

/** A page as the public sees it; a preview shows it without the admin's tools. */
export function PageArticle({ page, preview = false }: { page: Page; preview?: boolean }) {
  // As the server's document says it (src/server/web/page-head.ts, summaryOf).
  const summary = page.description?.trim() || excerpt(page.content, 160) || page.title;
  useDocumentTitle(pageTitle(page.title), summary);
  const canEdit = useAppSelector(selectCanEditPages) && !preview;
  // A post's date is when it went out: its publish_at if it was scheduled, else its creation.
  const publishedAt = page.publish_at ?? page.created_at;
  // In UTC as the server rendered it, until hydrated; then in the visitor's time zone.
  const zone = useHydrated() ? 'local' : 'UTC';
  const published = formatDate(publishedAt, zone);
  const updated = formatDate(page.updated_at, zone);
  // Only a preview shows a page that is not out yet.
  const notOut = page.state === 'draft' || page.state === 'scheduled';
  return (
    <article className="section container page-view" aria-labelledby="page-title">
      <header className="page-view__header">
        <Breadcrumbs trail={[{ label: 'Home', to: '/' }, { label: page.title }]} />
        <h1 id="page-title" className="page-view__title">
          {page.title}
        </h1>
        {notOut ? (
          <p className="page-view__meta">
            {page.state === 'draft' ? 'Draft, not published yet' : `Scheduled for ${published}`}
          </p>
        ) : published ? (
          <p className="page-view__meta">
            Published <time dateTime={publishedAt}>{published}</time>
            {updated && updated !== published ? (
              <>
                {' · '}Updated <time dateTime={page.updated_at}>{updated}</time>
              </>
            ) : null}
          </p>
        ) : null}
        {canEdit ? <AdminTools id={page.id} /> : null}
      </header>
      <Suspense fallback={<SkeletonLines lines={6} className="page-view__loading" />}>
        <LazyMarkdown source={page.content} className="prose page-view__content" />
      </Suspense>
    </article>
  );
}

/** Edit and Delete, for admins only. Delete asks first, then goes home. */
function AdminTools({ id }: { id: number }) {
  const dispatch = useAppDispatch();
  const trashDays = useTrashDays();
  const navigate = useNavigate();
  const [confirm, dialog] = useConfirm();
  const [deleting, setDeleting] = useState(false);
  const [error, setError] = useState('');

  async function onDelete() {
    if (deleting) return;
    const sure = await confirm({
      title: 'Are you sure?',
      message: `The page goes to the trash for ${trashDays} days, where it can be restored.`,
      confirmLabel: 'Delete',
      danger: true,
    });
    if (!sure) return;
    setDeleting(true);
    setError('');
    const result = await dispatch(pageActions.destroy(id));
    if (pageActions.destroy.fulfilled.match(result)) {
      void navigate('/', { replace: true });
      return;
    }
    setDeleting(false);
    setError(result.payload ?? result.error.message ?? UNKNOWN_ERROR);
  }

  return (
    <div className="page-view__admin">
      <div className="page-view__tools" role="group" aria-label="Page actions">
        <Link className="button button--secondary" to={`/edit/${id}`}>
          Edit
        </Link>
        <BusyButton
          busy={deleting}
          type="button"
          className="button button--danger"
          onClick={onDelete}
        >
          Delete
        </BusyButton>
      </div>
      <div role="alert" className="page-view__error">
        {error ? <p className="alert alert--error">{error}</p> : null}
      </div>
      {dialog}
    </div>
  );
}
