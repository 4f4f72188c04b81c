import { Link } from 'react-router';
import type { RecentProject } from '../../../shared/overview';
import { ProjectFacts } from '../../kit/project-facts';
import { exactTime, timeAgo } from '../../lib/time-ago';

/**
 * The projects changed last, newest first, each leading to its screen with what its list row
 * says: client, tasks done and balance, and when and by whom it changed.
 */
export function RecentProjects({ projects }: { projects: RecentProject[] | undefined }) {
  if (projects?.length === 0) return null;
  return (
    <section className="overview__section" aria-labelledby="overview-recent">
      <h2 id="overview-recent" className="overview__heading">
        Projects changed last
      </h2>
      <ul className="kit-list__items kit-list__items--rows" aria-busy={!projects}>
        {projects
          ? projects.map((project) => (
              <li key={project.id}>
                <RecentRow project={project} />
              </li>
            ))
          : Array.from({ length: 3 }, (_, i) => (
              <li key={i} className="kit-list__skeleton" aria-hidden="true">
                <span className="skeleton kit-list__skeleton-line" />
              </li>
            ))}
      </ul>
    </section>
  );
}

function RecentRow({ project }: { project: RecentProject }) {
  return (
    <Link className="kit-row" to={`/dashboard/projects/${project.id}`}>
      <span className="kit-row__main">
        <span className="kit-row__title">{project.name}</span>
        <span className="kit-row__meta">
          {project.client_name ?? 'No client'} · Changed{' '}
          <time dateTime={project.updated_at} title={exactTime(project.updated_at)}>
            {timeAgo(project.updated_at)}
          </time>
          {project.updated_by ? ` by ${project.updated_by}` : null}
        </span>
      </span>
      <ProjectFacts project={project} />
    </Link>
  );
}
