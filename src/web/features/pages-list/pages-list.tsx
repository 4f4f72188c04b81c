import { useId } from 'react';
import { Link } from 'react-router';
import { useConfirm } from '../../kit/confirm-dialog';
import { failureMessage } from '../../kit/failure';
import { LastChanged } from '../../kit/last-changed';
import { ListScreen } from '../../kit/list-screen';
import { useToast } from '../../kit/toast';
import { useDeletedToast } from '../../kit/use-deleted-toast';
import { useResourceList } from '../../kit/use-resource-list';
import { excerpt } from '../../../shared/plain-text';
import { pagePath } from '../../../shared/public-routes';
import { useTrashDays } from '../../kit/use-trash-days';
import { useAppDispatch } from '../../store/hooks';
import { pageActions, selectPages, type Page } from '../../store/pages';
import { PageStateBadge } from '../../components/page-state';
import './pages-list.css';

/**
 * /dashboard/pages: every page, newest first, with search, a status filter, the total and paging.
 * Each row shows the title, its state (Draft, Scheduled for …, Published), the start of the text
 * and when it last changed, with View, Edit and Delete.
 */
export function PagesList() {
  const pages = useResourceList(pageActions.list, selectPages, {
    filters: STATUS_FILTER,
    sorts: {
      fields: [
        { field: 'title', label: 'Title' },
        { field: 'created_at', label: 'Created' },
        { field: 'updated_at', label: 'Last changed' },
      ],
      own: '-created_at',
    },
  });
  return (
    <ListScreen
      list={pages}
      noun={['page', 'pages']}
      add={{ to: '/dashboard/pages/new', label: '+ New page' }}
      csv="/pages.csv"
      views="pages"
      imports="pages"
      bulk={{ resource: 'pages', titleOf: (page) => page.title }}
      filters={<StatusFilter list={pages} />}
      layout="rows"
    >
      {(page) => <PageRow page={page} onDeleted={pages.retry} />}
    </ListScreen>
  );
}

/** `?status=draft|scheduled|published`: the API's filter for staff, kept in the URL as it is. */
const STATUS_FILTER = ['status'] as const;
const STATUSES = [
  { value: '', label: 'All' },
  { value: 'draft', label: 'Drafts' },
  { value: 'scheduled', label: 'Scheduled' },
  { value: 'published', label: 'Published' },
] as const;

function StatusFilter({ list }: { list: ReturnType<typeof useResourceList<Page>> }) {
  const id = useId();
  return (
    <div className="pages-status">
      <label htmlFor={id}>Status</label>
      <select
        id={id}
        className="input"
        value={list.filters.status ?? ''}
        onChange={(e) => list.setFilter('status', e.target.value || null)}
      >
        {STATUSES.map((status) => (
          <option key={status.value} value={status.value}>
            {status.label}
          </option>
        ))}
      </select>
    </div>
  );
}

function PageRow({ page, onDeleted }: { page: Page; onDeleted: () => void }) {
  const dispatch = useAppDispatch();
  const trashDays = useTrashDays();
  const toast = useToast();
  const deleted = useDeletedToast();
  const [confirm, dialog] = useConfirm();

  async function onDelete() {
    const sure = await confirm({
      title: 'Are you sure?',
      message: `“${page.title}” goes to the trash for ${trashDays} days, where it can be restored.`,
      confirmLabel: 'Delete',
      danger: true,
    });
    if (!sure) return;
    const result = await dispatch(pageActions.destroy(page.id));
    if (!pageActions.destroy.fulfilled.match(result)) {
      toast({ message: `Not deleted: ${failureMessage(result)}` });
      return;
    }
    // Undo stays on this list, which loads again once the page is back.
    deleted({ name: `Page “${page.title}”`, resource: 'pages', id: page.id });
    onDeleted();
  }

  return (
    <article className="page-row" aria-labelledby={`page-row-${page.id}`}>
      <div className="page-row__text">
        <h2 id={`page-row-${page.id}`} className="page-row__title">
          <Link to={pagePath(page)}>{page.title}</Link>
        </h2>
        <p className="page-row__state">
          <PageStateBadge page={page} />
        </p>
        <p className="page-row__excerpt">{excerpt(page.content, 140) || 'No text yet.'}</p>
        <p className="page-row__changed">
          <LastChanged record={page} />
        </p>
      </div>
      <div className="page-row__actions">
        <Link className="button button--quiet" to={`/dashboard/pages/edit/${page.id}`}>
          Edit<span className="sr-only"> {page.title}</span>
        </Link>
        <button type="button" className="button button--quiet" onClick={() => void onDelete()}>
          Delete<span className="sr-only"> {page.title}</span>
        </button>
      </div>
      {dialog}
    </article>
  );
}
