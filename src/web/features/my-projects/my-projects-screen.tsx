import { useEffect, useState } from 'react';
import type { MyProjects } from '../../../shared/accounts';
import { Card } from '../../kit/card';
import { countOf } from '../../kit/count';
import { DetailSkeleton } from '../../kit/detail-skeleton';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { fetchMyProjects } from '../../store/my-projects-slice';
import './my-projects.css';

/**
 * /dashboard/my-projects: the projects of the client your account is linked to, read-only, with
 * each one's task progress and tasks. Without a link, a friendly word on what happens next.
 */
export function MyProjectsScreen() {
  const dispatch = useAppDispatch();
  const { data, loading, error } = useAppSelector((state) => state.myProjects);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const request = dispatch(fetchMyProjects());
    return () => request.abort();
  }, [dispatch, attempt]);

  if (error) {
    return (
      <div className="kit-error" role="alert">
        <p>Your projects could not be loaded: {error}</p>
        <button
          type="button"
          className="button button--quiet"
          onClick={() => setAttempt((n) => n + 1)}
        >
          Retry
        </button>
      </div>
    );
  }
  if (loading || !data) return <DetailSkeleton noun="projects" />;
  if (!data.client) {
    return (
      <div className="kit-empty">
        <p>
          Your account is not linked to a client yet. Once an administrator links it, your projects
          will show here.
        </p>
      </div>
    );
  }
  return <ProjectList client={data.client.organization_name} projects={data.projects} />;
}

function ProjectList({ client, projects }: { client: string; projects: MyProjects['projects'] }) {
  if (projects.length === 0) {
    return (
      <div className="kit-empty">
        <p>{client} has no projects yet.</p>
      </div>
    );
  }
  return (
    <div className="kit-detail">
      <p className="my-projects__intro">
        {countOf(projects.length, 'project')} for {client}
      </p>
      {projects.map((project) => (
        <Card key={project.id} title={project.name}>
          <p className="my-projects__class">{project.project_class || 'No class given'}</p>
          <label className="my-projects__progress">
            <span>
              {project.tasks_done} of {countOf(project.tasks_total, 'task')} done
            </span>
            <progress max={Math.max(project.tasks_total, 1)} value={project.tasks_done} />
          </label>
          {project.tasks.length ? (
            <ul className="my-projects__tasks" aria-label={`Tasks of ${project.name}`}>
              {project.tasks.map((task) => (
                <li key={task.id} className={task.completed ? 'is-done' : undefined}>
                  <span>{task.name}</span>
                  <span className="my-projects__state">{task.completed ? 'Done' : 'To do'}</span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="my-projects__class">No tasks yet.</p>
          )}
        </Card>
      ))}
    </div>
  );
}
