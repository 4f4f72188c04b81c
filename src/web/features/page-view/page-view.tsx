import { Suspense, useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Breadcrumbs } from '../../components/breadcrumbs';
import { SkeletonLines } from '../../components/skeleton';
import { UNKNOWN_ERROR } from '../../lib/http-client';
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
import { excerpt } from '../../lib/plain-text';
import { useTrashDays } from '../../kit/use-trash-days';
import { LazyMarkdown } from '../../components/lazy-markdown';
import { BusyButton } from '../../components/busy-button';
import { useConfirm } from '../../kit/confirm-dialog';
import '../../components/skeleton.css';
import './page-view.css';

/** /{id} and any unknown path: a page, or the 404 view when it cannot be loaded. */
export function PageView() {
  const params = useParams();
  const id = parsePageId(params.id ?? params['*']);
  if (id === null) return <NotFoundPage />;
  return <PageById key={id} id={id} />;
}

function PageById({ id }: { id: number }) {
  const dispatch = useAppDispatch();
  const page = useAppSelector((state) => selectPageById(state, id));
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const request = dispatch(pageActions.show(id));
    void request.then((action) => {
      if (pageActions.show.rejected.match(action) && !action.meta.aborted) setFailed(true);
    });
    return () => request.abort();
  }, [dispatch, id]);

  if (failed) return <NotFoundPage />;
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
  useDocumentTitle(pageTitle(page.title), excerpt(page.content, 155) || page.title);
  const canEdit = useAppSelector(selectCanEditPages) && !preview;
  const published = formatDate(page.created_at);
  const updated = formatDate(page.updated_at);
  return (
    <article className="section container page-view" aria-labelledby="page-title">
      <header className="page-view__header">
        <Breadcrumbs trail={[{ label: 'Home', to: '/' }, { label: page.title }]} />
        <h1 id="page-title" className="page-view__title">
          {page.title}
        </h1>
        {published ? (
          <p className="page-view__meta">
            Published <time dateTime={page.created_at}>{published}</time>
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
