import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { Client } from '../../../shared/resources/clients';
import { Card } from '../../kit/card';
import { failureMessage } from '../../kit/failure';
import { SelectSearch } from '../../kit/form-fields';
import { InlineAlert } from '../../kit/inline-alert';
import { useProjectOptions } from '../../kit/use-project-options';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { fetchOverview } from '../../store/overview-slice';
import { resources } from '../../store/resources';

const clients = resources.clients.actions;
const projects = resources.projects.actions;

/**
 * The client's projects, each linked, with its class and Disconnect; and "Connect project" with
 * the projects that have no client (the server selects them; with more than one page holds, a
 * search finds one by name). After either, the projects and the client are reloaded.
 */
export function ClientProjects({ client }: { client: Client }) {
  const dispatch = useAppDispatch();
  const [choice, setChoice] = useState('');
  const free = useProjectOptions({
    wanted: true,
    chosen: choice,
    none: '--- Select project ---',
    withoutClient: true,
  });
  // With none free and none of its own, whether any project exists at all decides the hint.
  const askCount = free.noneListed && client.projects.length === 0;
  const projectsCount = useAppSelector((state) =>
    state.overview.loading ? undefined : state.overview.counts?.projects_count,
  );
  // How many projects there are, as far as it matters: its own say some, else the count does.
  const known = client.projects.length > 0 ? client.projects.length : projectsCount;
  const hint =
    !free.noneListed || known === undefined ? null : known === 0 ? 'none yet' : 'all taken';
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const selectId = useId();

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
    free.reload();
    await dispatch(clients.show(client.id));
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
          {free.filter ? <SelectSearch filter={free.filter} select={selectId} /> : null}
          <select
            id={selectId}
            className="input"
            value={choice}
            onChange={(e) => setChoice(e.target.value)}
          >
            {free.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
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
