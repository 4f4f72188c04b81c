import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { Client } from '../../../shared/resources/clients';
import { Card } from '../../kit/card';
import { failureMessage } from '../../kit/failure';
import { InlineAlert } from '../../kit/inline-alert';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { fetchOverview } from '../../store/overview-slice';
import { resources } from '../../store/resources';

const clients = resources.clients.actions;
const projects = resources.projects.actions;
/** The projects "Connect project" offers: those without a client, the API's largest page. */
const FREE_PROJECTS = { limit: 500, without_client: true };

/**
 * The client's projects, each linked, with its class and Disconnect; and "Connect project" with
 * the projects that have no client (the server selects them, however many projects there are).
 * After either, the projects and the client are reloaded.
 */
export function ClientProjects({ client }: { client: Client }) {
  const dispatch = useAppDispatch();
  const { items: all, loading } = useAppSelector((state) => state.projects);
  // Filtered here too: until this screen's list arrives, the state holds another screen's.
  const free = all.filter((project) => project.client_id === null);
  // Once this screen's own list has come: before, an empty state says nothing.
  const [freeListed, setFreeListed] = useState(false);
  const noneFree = freeListed && !loading.list && free.length === 0;
  // With none free and none of its own, whether any project exists at all decides the hint.
  const askCount = noneFree && client.projects.length === 0;
  const projectsCount = useAppSelector((state) =>
    state.overview.loading ? undefined : state.overview.counts?.projects_count,
  );
  // How many projects there are, as far as it matters: its own say some, else the count does.
  const known = client.projects.length > 0 ? client.projects.length : projectsCount;
  const hint = !noneFree || known === undefined ? null : known === 0 ? 'none yet' : 'all taken';
  const [choice, setChoice] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const selectId = useId();

  useEffect(() => {
    const request = dispatch(projects.list(FREE_PROJECTS));
    void request.then((result) => {
      if (result.meta.requestStatus === 'fulfilled' || !result.meta.aborted) setFreeListed(true);
    });
    return () => request.abort();
  }, [dispatch]);
  useEffect(() => {
    if (askCount) void dispatch(fetchOverview());
  }, [dispatch, askCount]);

  async function setClient(projectId: number, clientId: number | null) {
    if (busy) return;
    setBusy(true);
    setError('');
    const result = await dispatch(
      projects.update({ id: projectId, changes: { client_id: clientId } }),
    );
    if (!projects.update.fulfilled.match(result)) setError(failureMessage(result));
    await Promise.all([dispatch(projects.list(FREE_PROJECTS)), dispatch(clients.show(client.id))]);
    setBusy(false);
  }

  function onConnect(event: FormEvent) {
    event.preventDefault();
    const projectId = Number(choice);
    if (!projectId) return;
    setChoice('');
    void setClient(projectId, client.id);
  }

  return (
    <Card title="Projects">
      {client.projects.length === 0 ? (
        <p>This client has no projects.</p>
      ) : (
        <ul className="client-projects" aria-busy={busy}>
          {client.projects.map((project) => (
            <li key={project.id} className="client-projects__row">
              <Link to={`/dashboard/projects/${project.id}`}>{project.name}</Link>
              <span className="client-projects__class">{project.project_class}</span>
              <button
                type="button"
                className="button button--quiet"
                aria-label={`Disconnect ${project.name}`}
                aria-disabled={busy}
                onClick={() => void setClient(project.id, null)}
              >
                Disconnect
              </button>
            </li>
          ))}
        </ul>
      )}
      <form className="client-connect" onSubmit={onConnect}>
        <div className="kit-field">
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
      {hint === 'none yet' ? (
        <p className="client-connect__hint">
          There are no projects yet. <Link to="/dashboard/projects/new">+ Add Project</Link>
        </p>
      ) : hint === 'all taken' ? (
        <p className="client-connect__hint">Every project already has a client.</p>
      ) : null}
      <InlineAlert message={error} onDismiss={() => setError('')} />
    </Card>
  );
}
