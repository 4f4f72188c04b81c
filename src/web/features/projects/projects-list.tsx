import { Link } from 'react-router';
import type { BulkOptions } from '../../kit/bulk-bar';
import { ListScreen } from '../../kit/list-screen';
import { ProjectFacts } from '../../kit/project-facts';
import type { Project } from '../../../shared/resources/projects';
import { useResourceList } from '../../kit/use-resource-list';
import { resources } from '../../store/resources';
import { PROJECTS, projectPath } from './project-fields';

const list = resources.projects.actions.list;

/** Projects picked together can be deleted, or given one class ("Web"). */
const BULK: BulkOptions<Project> = {
  resource: 'projects',
  titleOf: (project) => project.name,
  changes: [
    {
      label: 'Set class',
      field: 'Class',
      changes: (project_class) => ({ project: { project_class } }),
    },
  ],
};

/**
 * A project at a glance: its name, client and class; its tasks done and its balance (funding less
 * costs, as on its screen), right-aligned and red below zero.
 */
function ProjectRow({ project }: { project: Project }) {
  return (
    <Link className="kit-row" to={projectPath(project.id)}>
      <span className="kit-row__main">
        <span className="kit-row__title">{project.name}</span>
        <span className="kit-row__meta">
          {[project.client_name ?? 'No client', project.project_class].filter(Boolean).join(' · ')}
        </span>
      </span>
      <ProjectFacts project={project} />
    </Link>
  );
}

/** /dashboard/projects: search, the total, the projects by name (the server sorts), paging. */
export function ProjectsList() {
  const projects = useResourceList(list, (state) => state.projects, {
    sorts: {
      fields: [
        { field: 'name', label: 'Name' },
        { field: 'project_class', label: 'Class' },
      ],
      own: 'name',
    },
  });
  return (
    <ListScreen
      list={projects}
      noun={['project', 'projects']}
      add={{ to: `${PROJECTS}/new`, label: '+ Add Project' }}
      csv="/projects.csv"
      views="projects"
      imports="projects"
      bulk={BULK}
      layout="rows"
    >
      {(project) => <ProjectRow project={project} />}
    </ListScreen>
  );
}
