import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import {
  VIEW_NAME_MAX,
  viewPath,
  viewQueryKey,
  type SavedView,
  type ViewResource,
} from '../../shared/views';
import { BusyButton } from '../components/busy-button';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { createView, deleteView, loadViews, updateView } from '../store/views-slice';
import { useConfirm } from './confirm-dialog';
import { InlineAlert } from './inline-alert';
import { Modal } from './modal';
import { useToast } from './toast';
import './saved-views.css';

interface Props {
  resource: ViewResource;
  /** The list's plural noun: "Saved views of clients", "All clients". */
  plural: string;
  /** What the list shows now: its search, filters and sort, as the URL and the API name them. */
  selection: Record<string, string | undefined>;
}

/** The list's query as a view keeps it: its set parameters, as the URL writes them. */
const queryOf = (selection: Props['selection']) =>
  new URLSearchParams(
    Object.entries(selection).filter((e): e is [string, string] => Boolean(e[1]?.trim())),
  ).toString();

/**
 * The saved views above a list (ADR 0035): "All clients" and each view as a link, the one the
 * list shows now marked (aria-current), shared ones saying so and whose they are. "Save view"
 * keeps the list's search, filters and sort under a name, for oneself or shared with all staff;
 * on a view one may change (one's own, or any shared one for a superuser) it is "Edit view",
 * to rename, share or delete it.
 */
export function SavedViews({ resource, plural, selection }: Props) {
  const dispatch = useAppDispatch();
  const { items, loaded, error } = useAppSelector((state) => state.views);
  const me = useAppSelector((state) => state.session.user);
  const superuser = useAppSelector((state) => state.session.superuser);
  const [editing, setEditing] = useState<'new' | SavedView | null>(null);
  const [confirm, confirmation] = useConfirm();
  const toast = useToast();

  // Not aborted when the list goes: the answer serves the next list and the palette too.
  useEffect(() => void dispatch(loadViews()), [dispatch]);

  const views = items.filter((view) => view.resource === resource);
  const key = viewQueryKey(selection);
  const mine = (view: SavedView) => view.owner.id === me?.id;
  // The view the list shows: one's own first, when a shared one holds the same query.
  const matching = views.filter((view) => viewQueryKey(view.query) === key);
  const current = matching.find(mine) ?? matching[0];
  const changeable = current && (mine(current) || superuser) ? current : undefined;

  // The form closes first; the confirmation then returns the focus to the button, as the form would.
  async function remove(view: SavedView) {
    setEditing(null);
    const sure = await confirm({
      title: 'Delete this view?',
      message: `“${view.name}” goes for good${view.shared ? ', for everyone it is shared with' : ''}. The list stays as it is.`,
      confirmLabel: 'Delete view',
      cancelLabel: 'Keep it',
      danger: true,
    });
    if (!sure) return;
    const result = await dispatch(deleteView(view.id));
    toast({
      message: deleteView.fulfilled.match(result)
        ? `View “${view.name}” deleted`
        : `Not deleted: ${result.payload ?? 'the view could not be deleted'}`,
    });
  }

  return (
    <nav className="kit-views" aria-label={`Saved views of ${plural}`}>
      {views.length > 0 ? (
        <ul className="kit-views__list">
          <li>
            <ViewLink to={`/dashboard/${resource}`} current={key === ''} label={`All ${plural}`} />
          </li>
          {views.map((view) => (
            <li key={view.id}>
              <ViewLink
                to={viewPath(view)}
                current={view === current}
                label={view.name}
                tag={view.shared ? (mine(view) ? 'Shared' : `by ${view.owner.username}`) : null}
              />
            </li>
          ))}
        </ul>
      ) : null}
      {error && !loaded ? (
        <p className="kit-views__note">The saved views could not be loaded.</p>
      ) : null}
      <button
        type="button"
        className="button button--quiet kit-views__save"
        aria-haspopup="dialog"
        onClick={() => setEditing(changeable ?? 'new')}
      >
        {changeable ? 'Edit view' : 'Save view'}
      </button>
      {editing ? (
        <ViewDialog
          resource={resource}
          view={editing === 'new' ? null : editing}
          query={queryOf(selection)}
          onClose={() => setEditing(null)}
          onDelete={(view) => void remove(view)}
        />
      ) : null}
      {confirmation}
    </nav>
  );
}

function ViewLink(props: { to: string; current: boolean; label: string; tag?: string | null }) {
  return (
    <Link
      to={props.to}
      className={`kit-views__chip${props.current ? ' kit-views__chip--current' : ''}`}
      aria-current={props.current ? 'page' : undefined}
    >
      {props.label}
      {props.tag ? (
        <span className="kit-views__tag">
          <span className="sr-only">, </span>
          {props.tag}
        </span>
      ) : null}
    </Link>
  );
}

interface DialogProps {
  resource: ViewResource;
  /** The view to rename, share or delete; null to save the list as a new one. */
  view: SavedView | null;
  /** The list's query now, which a new view keeps. */
  query: string;
  onClose: () => void;
  /** "Delete view": the dialog closes, and the kit's confirmation asks first. */
  onDelete: (view: SavedView) => void;
}

/**
 * The small form of a view: its name and "Shared with all staff". In the kit's dialog, so the
 * focus starts in the name, stays inside, Escape cancels, and the focus goes back to the button
 * that opened it.
 */
function ViewDialog({ resource, view, query, onClose, onDelete }: DialogProps) {
  const id = useId();
  const dispatch = useAppDispatch();
  const toast = useToast();
  const [name, setName] = useState(view?.name ?? '');
  const [shared, setShared] = useState(view?.shared ?? false);
  const [nameError, setNameError] = useState('');
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const nameField = useRef<HTMLInputElement>(null);
  const me = useAppSelector((state) => state.session.user);

  async function save(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const trimmed = name.trim();
    if (!trimmed) {
      setNameError('Name is required');
      nameField.current?.focus();
      return;
    }
    setBusy(true);
    setMessage('');
    const result = view
      ? await dispatch(updateView({ id: view.id, changes: { name: trimmed, shared } }))
      : await dispatch(createView({ resource, name: trimmed, query, shared }));
    setBusy(false);
    if (createView.fulfilled.match(result) || updateView.fulfilled.match(result)) {
      onClose();
      toast({ message: `View “${trimmed}” saved` });
      return;
    }
    const { errors } = result.meta as { errors?: Record<string, string[]> };
    if (errors?.name?.[0]) {
      setNameError(`Name ${errors.name[0]}`);
      nameField.current?.focus();
    } else setMessage(result.payload ?? 'The view could not be saved');
  }

  const title = view ? 'Edit view' : 'Save view';
  return (
    <Modal title={title} onClose={onClose}>
      <form className="kit-views__form" noValidate onSubmit={(event) => void save(event)}>
        <p className="kit-field__hint">
          {!view
            ? 'Keeps this list’s search, filters and sort, to open again from above the list or with Ctrl-K.'
            : view.owner.id === me?.id
              ? 'Its search, filters and sort stay as they were saved.'
              : `${view.owner.username}’s view: it stays theirs, with its search, filters and sort.`}
        </p>
        <div className="kit-field">
          <label htmlFor={`${id}-name`}>Name</label>
          <input
            ref={nameField}
            id={`${id}-name`}
            className="input"
            autoComplete="off"
            maxLength={VIEW_NAME_MAX}
            value={name}
            aria-invalid={nameError ? true : undefined}
            aria-describedby={`${id}-name-error`}
            onChange={(event) => {
              setName(event.target.value);
              setNameError('');
            }}
          />
          <p id={`${id}-name-error`} className="kit-field__error">
            {nameError}
          </p>
        </div>
        <div className="kit-list__flag kit-views__shared">
          <input
            id={`${id}-shared`}
            type="checkbox"
            checked={shared}
            aria-describedby={`${id}-shared-hint`}
            onChange={(event) => setShared(event.target.checked)}
          />
          <label htmlFor={`${id}-shared`}>Shared with all staff</label>
        </div>
        <p id={`${id}-shared-hint`} className="kit-field__hint">
          Everyone on the staff then sees it above this list; only its owner and superusers can
          change it.
        </p>
        <InlineAlert message={message} onDismiss={() => setMessage('')} />
        <div className="kit-dialog__actions">
          <button type="button" className="button button--quiet" onClick={onClose}>
            Cancel
          </button>
          <BusyButton busy={busy}>{view ? 'Save changes' : 'Save view'}</BusyButton>
        </div>
        {view ? (
          <div className="kit-views__danger">
            <button
              type="button"
              className="button button--quiet kit-views__delete"
              onClick={() => onDelete(view)}
            >
              Delete view
            </button>
          </div>
        ) : null}
      </form>
    </Modal>
  );
}
