import { Link } from 'react-router';
import { ListScreen } from '../../kit/list-screen';
import { useResourceList } from '../../kit/use-resource-list';
import { resources } from '../../store/resources';
import { PROJECTS, projectPath } from './project-fields';

const list = resources.projects.actions.list;

/** /dashboard/projects: search, the total, the projects by name (the server sorts), paging. */
export function ProjectsList() {
  const projects = useResourceList(list, (state) => state.projects);
  return (
    <ListScreen
      list={projects}
      noun={['project', 'projects']}
      add={{ to: `${PROJECTS}/new`, label: '+ Add Project' }}
      csv="/projects.csv"
      layout="rows"
    >
      {(project) => (
        <Link className="kit-row" to={projectPath(project.id)}>
          <span className="kit-row__title">{project.name}</span>
          <span className="kit-row__meta">{project.project_class}</span>
        </Link>
      )}
    </ListScreen>
  );
}
