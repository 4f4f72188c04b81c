import { useEffect, useId, useState, type FormEvent } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import type { Client } from '../../../shared/resources/clients';
import { UNKNOWN_ERROR } from '../../lib/http-client';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { resources } from '../../store/resources';
import { sameValues, valuesOf, type ClientFieldName, type ClientValues } from './client-fields';
import { ClientFormFields } from './client-form-fields';
import '../../components/skeleton.css';

const clients = resources.clients.actions;
const projects = resources.projects.actions;
const LIST = '/dashboard/clients';
/** Enough to offer every unconnected project (the API's maximum page). */
const PROJECTS_LIMIT = 500;

const errorText = (action: { payload?: string; error: { message?: string } }) =>
  action.payload ?? action.error.message ?? UNKNOWN_ERROR;

/** /dashboard/clients/{id}: its fields, its projects, and delete. Load failure → the list. */
export function ClientDetail() {
  const { id: raw } = useParams();
  const id = Number(raw);
  if (!Number.isInteger(id) || id < 1) return <Navigate to={LIST} replace />;
  return <ClientLoader key={id} id={id} />;
}

function ClientLoader({ id }: { id: number }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const client = useAppSelector((state) =>
    state.clients.current?.id === id ? state.clients.current : null,
  );
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    const request = dispatch(clients.show(id));
    void request.then((action) => {
      if (clients.show.fulfilled.match(action)) setLoaded(true);
      else if (!action.meta.aborted) void navigate(LIST, { replace: true });
    });
    const projectList = dispatch(projects.list({ limit: PROJECTS_LIMIT }));
    return () => {
      request.abort();
      projectList.abort();
    };
  }, [dispatch, navigate, id]);

  if (!loaded || !client) {
    return (
      <div className="client-loading" aria-busy="true">
        <p className="sr-only" role="status">
          Loading the client…
        </p>
        <span className="skeleton skeleton--title" aria-hidden="true" />
        <span className="skeleton client-loading__card" aria-hidden="true" />
        <span className="skeleton client-loading__card" aria-hidden="true" />
      </div>
    );
  }
  return (
    <div className="client-detail">
      <DetailsCard client={client} />
      <ProjectsCard client={client} />
      <DangerCard client={client} />
    </div>
  );
}

function DetailsCard({ client }: { client: Client }) {
  const dispatch = useAppDispatch();
  const [saved, setSaved] = useState<ClientValues>(() => valuesOf(client));
  const [values, setValues] = useState<ClientValues>(saved);
  const [pending, setPending] = useState(false);
  const [notice, setNotice] = useState('');
  const changed = !sameValues(values, saved);

  function onChange(name: ClientFieldName, value: string) {
    setValues((prev) => ({ ...prev, [name]: value }));
    setNotice('');
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!changed || pending) return;
    setPending(true);
    const result = await dispatch(clients.update({ id: client.id, changes: values }));
    setPending(false);
    if (clients.update.fulfilled.match(result)) {
      const next = valuesOf(result.payload);
      setSaved(next);
      setValues(next);
      setNotice('Client updated.');
    } else {
      window.alert(errorText(result));
    }
  }

  return (
    <section className="client-card" aria-labelledby="client-title">
      <div className="client-card__head">
        <h2 id="client-title" className="client-card__title">
          {client.organization_name}
        </h2>
      </div>
      <form className="client-form" noValidate onSubmit={(e) => void onSubmit(e)}>
        <ClientFormFields values={values} onChange={onChange} />
        <div className="client-form__actions">
          <button type="submit" className="button" disabled={!changed || pending}>
            {pending ? 'Saving…' : 'Save changes'}
          </button>
          <p className="client-form__notice" role="status">
            {notice}
          </p>
        </div>
      </form>
    </section>
  );
}

function ProjectsCard({ client }: { client: Client }) {
  const dispatch = useAppDispatch();
  const allProjects = useAppSelector((state) => state.projects.items);
  const projectsLoading = useAppSelector((state) => state.projects.loading.list);
  const free = allProjects.filter((project) => project.client_id === null);
  const [choice, setChoice] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const selectId = useId();

  async function setClient(projectId: number, clientId: number | null) {
    setBusy(true);
    setError('');
    const changes = { client_id: clientId };
    const result = await dispatch(projects.update({ id: projectId, changes }));
    if (!projects.update.fulfilled.match(result)) setError(errorText(result));
    // product.md §4: afterwards the project list and the client are reloaded.
    await Promise.all([
      dispatch(projects.list({ limit: PROJECTS_LIMIT })),
      dispatch(clients.show(client.id)),
    ]);
    setBusy(false);
  }

  function onConnect(event: FormEvent) {
    event.preventDefault();
    const projectId = Number(choice);
    if (!projectId || busy) return;
    setChoice('');
    void setClient(projectId, client.id);
  }

  return (
    <section className="client-card" aria-labelledby="client-projects-title">
      <h2 id="client-projects-title" className="client-card__subtitle">
        Projects
      </h2>
      {client.projects.length === 0 ? (
        <p className="client-projects__empty">This client has no projects.</p>
      ) : (
        <ul className="client-projects" aria-busy={busy}>
          {client.projects.map((project) => (
            <li key={project.id} className="client-projects__row">
              <span className="client-projects__name">{project.name}</span>
              <span className="client-projects__class">{project.project_class}</span>
              <button
                type="button"
                className="button button--quiet"
                aria-label={`Disconnect ${project.name}`}
                aria-disabled={busy}
                onClick={() => {
                  if (!busy) void setClient(project.id, null);
                }}
              >
                Disconnect
              </button>
            </li>
          ))}
        </ul>
      )}
      <form className="client-connect" onSubmit={onConnect}>
        <div className="field">
          <label htmlFor={selectId}>Connect project</label>
          <select
            id={selectId}
            className="input"
            value={choice}
            onChange={(e) => setChoice(e.target.value)}
          >
            <option value="">--- Select project ---</option>
            {free.map((project) => (
              <option key={project.id} value={project.id}>
                {project.name}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button button--secondary" aria-disabled={busy || !choice}>
          Connect
        </button>
      </form>
      {!projectsLoading && free.length === 0 ? (
        <p className="client-connect__hint">Every project already has a client.</p>
      ) : null}
      <div role="alert" className={error ? 'alert alert--error' : undefined}>
        {error}
      </div>
    </section>
  );
}

function DangerCard({ client }: { client: Client }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState('');

  async function onDelete() {
    if (pending) return;
    setPending(true);
    setError('');
    const result = await dispatch(clients.destroy(client.id));
    if (clients.destroy.fulfilled.match(result)) {
      void navigate(LIST);
      return;
    }
    setPending(false);
    setError(errorText(result));
  }

  return (
    <section className="client-card client-card--danger" aria-labelledby="client-danger-title">
      <h2 id="client-danger-title" className="client-card__subtitle">
        Delete this client
      </h2>
      <p className="client-danger__note">This action cannot be undone.</p>
      <button
        type="button"
        className="button button--danger"
        aria-disabled={pending}
        onClick={() => void onDelete()}
      >
        Delete this client
      </button>
      <div role="alert" className={error ? 'alert alert--error' : undefined}>
        {error}
      </div>
    </section>
  );
}
