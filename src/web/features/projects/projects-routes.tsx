import { Navigate, Route, Routes } from 'react-router';
import { NewProject } from './new-project';
import { NewTask } from './new-task';
import { PROJECTS } from './project-fields';
import { ProjectDetail } from './project-detail';
import { ProjectsList } from './projects-list';
import './projects.css';

/** Everything under /dashboard/projects. */
export function ProjectsRoutes() {
  return (
    <Routes>
      <Route index element={<ProjectsList />} />
      <Route path="new" element={<NewProject />} />
      <Route path=":id" element={<ProjectDetail />} />
      <Route path=":id/tasks/new" element={<NewTask />} />
      <Route path="*" element={<Navigate to={PROJECTS} replace />} />
    </Routes>
  );
}
