import { useEffect, useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { failedSave } from '../../kit/failure';
import { RecordHistory } from '../../kit/record-history';
import type { Edit } from '../../kit/use-resource-form';
import { pageTitle } from '../../lib/page-title';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { NotFoundPage } from '../../components/not-found-page';
import {
  pageActions,
  parsePageId,
  selectPageById,
  type Page,
  type PageFields,
} from '../../store/pages';
import { dropUnsaved } from '../../lib/unsaved-pages';
import type { PageAction } from './page-actions';
import { updateBody } from './page-body';
import { PageForm, type PageOutput, type SaveHow } from './page-form';
import { PageStateBadge } from '../../components/page-state';
import { PreviewLinks } from './preview-links';
import { PAGE_HISTORY_LABELS } from './page-labels';
import '../../components/skeleton.css';

/** How long "Page updated!" shows before returning to the page (product.md §9). */
export const UPDATED_REDIRECT_MS = 2000;

type Variant = 'public' | 'dashboard';

/**
 * The page editor: /edit/{id} on the public site, /dashboard/pages/edit/{id} in the dashboard.
 * Its fields prefilled, its state's badge and actions (a draft: Publish, Save draft, Schedule; a
 * published page: Update, Unpublish), a Close button back to /{id}; after "Page updated!" it
 * returns to /{id} after two seconds.
 */
export function EditPage({ variant = 'public' }: { variant?: Variant }) {
  const { id: raw } = useParams();
  const id = parsePageId(raw);
  if (id === null) return <LoadFailed variant={variant} />;
  return <EditLoader key={id} id={id} variant={variant} />;
}

function EditLoader({ id, variant }: { id: number; variant: Variant }) {
  const dispatch = useAppDispatch();
  const page = useAppSelector((state) => selectPageById(state, id));
  const version = useAppSelector((state) =>
    state.pages.current?.id === id ? state.pages.version : null,
  );
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');
  // A version restored from the History: the form starts again from the page as it is now.
  const [reloads, setReloads] = useState(0);
  const reload = () => void dispatch(pageActions.show(id)).then(() => setReloads((n) => n + 1));

  // Always edit the server's current copy, not a list entry that may be out of date.
  useEffect(() => {
    const request = dispatch(pageActions.show(id));
    void request.then((action) => {
      if (pageActions.show.fulfilled.match(action)) setStatus('ready');
      else if (!(action.meta as { aborted?: boolean }).aborted) setStatus('failed');
    });
    return () => request.abort();
  }, [dispatch, id]);

  if (status === 'failed') return <LoadFailed variant={variant} />;
  if (status === 'loading' || !page) {
    return (
      <EditorFrame id={id} variant={variant} title="Edit page">
        <div className="editor-loading" aria-busy="true">
          <p className="sr-only" role="status">
            Loading the page…
          </p>
          <span className="skeleton" aria-hidden="true" />
          <span className="skeleton editor-loading__area" aria-hidden="true" />
        </div>
      </EditorFrame>
    );
  }
  return (
    <Editor key={reloads} page={page} variant={variant} version={version} onRestored={reload} />
  );
}

/** A page's actions by its state: a published page is updated or unpublished (product.md §2). */
function actionsFor(page: Page): { primary: PageAction; others: PageAction[] } {
  const schedule: PageAction = { label: 'Schedule', intent: 'schedule' };
  if (page.state === 'draft') {
    return {
      primary: { label: 'Publish', intent: 'publish' },
      others: [{ label: 'Save draft', intent: 'save' }, schedule],
    };
  }
  const unpublish: PageAction = { label: 'Unpublish', intent: 'unpublish' };
  if (page.state === 'scheduled') {
    return {
      primary: UPDATE,
      others: [{ label: 'Publish now', intent: 'publish' }, unpublish, schedule],
    };
  }
  return { primary: UPDATE, others: [unpublish] };
}
const UPDATE: PageAction = { label: 'Update', intent: 'save' };

interface EditorProps {
  page: Page;
  variant: Variant;
  version: string | null;
  onRestored: () => void;
}

function Editor(props: EditorProps) {
  const { page, variant } = props;
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [initial] = useState<PageFields>({
    title: page.title,
    content: page.content,
    description: page.description ?? '',
    slug: page.slug ?? '',
  });
  // The actions of the page as opened: they do not change under the pressed button.
  const [actions] = useState(() => actionsFor(page));
  const [updated, setUpdated] = useState(false);
  const back = `/${page.id}`;

  useEffect(() => {
    if (!updated) return;
    const timer = setTimeout(() => void navigate(back), UPDATED_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [updated, navigate, back]);

  async function onSave(_fields: PageOutput, { changes, ifMatch }: Edit<PageOutput>, how: SaveHow) {
    const body = updateBody(changes, how);
    const result = await dispatch(pageActions.update({ id: page.id, changes: body, ifMatch }));
    if (!pageActions.update.fulfilled.match(result)) return failedSave(result);
    dropUnsaved(page.id);
    setUpdated(true);
    return { ok: true as const };
  }

  const frame = (
    <EditorFrame id={page.id} variant={variant} title={`Edit: ${initial.title}`}>
      <p className="page-form__state">
        <PageStateBadge page={page} />
      </p>
      <PageForm
        initial={initial}
        primary={actions.primary}
        actions={actions.others}
        scheduledAt={page.state === 'scheduled' ? page.publish_at : null}
        imageUrl={page.image_url ?? null}
        keepAs={page.id}
        savedAt={Date.parse(page.updated_at) || 0}
        locked={updated}
        onSave={onSave}
        version={props.version}
        notice={updated ? 'Page updated!' : null}
      />
    </EditorFrame>
  );
  if (variant === 'public') return frame;
  // The dashboard's editor is a detail screen: the page's history under the form.
  return (
    <div className="kit-detail">
      {frame}
      <PreviewLinks id={page.id} />
      <RecordHistory
        resource="pages"
        id={page.id}
        labels={PAGE_HISTORY_LABELS}
        refreshKey={props.version}
        onRestored={props.onRestored}
      />
    </div>
  );
}

interface FrameProps {
  id: number;
  variant: Variant;
  title: string;
  children: ReactNode;
}

/** The public editor has its own heading and Close button; the dashboard's top bar titles it. */
function EditorFrame({ id, variant, title, children }: FrameProps) {
  const navigate = useNavigate();
  const close = (
    <button
      type="button"
      className="editor-close"
      aria-label="Close"
      title="Close"
      onClick={() => void navigate(`/${id}`)}
    >
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <path
          d="M6 6l12 12M18 6 6 18"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
      </svg>
    </button>
  );
  if (variant === 'dashboard') {
    return (
      <section className="editor-card" aria-label={title}>
        <div className="editor-card__head">
          <h2 className="editor-card__title">{title}</h2>
          {close}
        </div>
        {children}
      </section>
    );
  }
  return (
    <div className="section container editor">
      <PublicTitle title={title} />
      <div className="editor-card">
        <div className="editor-card__head">
          <h1 className="editor-card__title">{title}</h1>
          {close}
        </div>
        {children}
      </div>
    </div>
  );
}

function LoadFailed({ variant }: { variant: Variant }) {
  if (variant === 'public') return <NotFoundPage />;
  return (
    <div className="editor-card" role="alert">
      <p className="alert alert--error">404 Page not found</p>
      <Link to="/dashboard/overview">Back to the overview</Link>
    </div>
  );
}

/** The dashboard layout titles its screens; the public editor titles itself. */
function PublicTitle({ title }: { title: string }) {
  useDocumentTitle(pageTitle(title), 'Edit a page of the website.');
  return null;
}
