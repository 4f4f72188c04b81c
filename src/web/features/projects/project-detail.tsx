import { useNavigate } from 'react-router';
import type { Project } from '../../../shared/resources/projects';
import { BackLink } from '../../kit/back-link';
import { DangerZone } from '../../kit/danger-zone';
import { DetailSkeleton } from '../../kit/detail-skeleton';
import { InPageTabs } from '../../kit/in-page-tabs';
import { RecordHistory } from '../../kit/record-history';
import { failureMessage } from '../../kit/failure';
import { useDeletedToast } from '../../kit/use-deleted-toast';
import { useTrashDays } from '../../kit/use-trash-days';
import { useDetail } from '../../kit/use-detail';
import { useScreenTitle } from '../../kit/screen-title';
import { PHONE_QUERY, useMediaQuery } from '../../lib/use-media-query';
import { useAppDispatch } from '../../store/hooks';
import { resources } from '../../store/resources';
import { ExpensesTable } from './expenses-table';
import { FinancesChart } from './finances-slot';
import { FundingsTable } from './fundings-table';
import { PROJECT_HISTORY_LABELS, PROJECTS, projectPath } from './project-fields';
import { ProjectForm } from './project-form';
import { ProjectSummary } from './project-summary';
import { usePartsRevision } from './use-parts-revision';
import { StockUsedCard } from './stock-used-card';
import { TasksCard } from './tasks-card';

const projects = resources.projects.actions;

/**
 * /dashboard/projects/{id}: the summary, the details, the finances, the tasks, the stock used on
 * it and delete. Any change to a funding, expense or task fetches the project again (an Undo or
 * a bulk change too); a load failure goes back to the list. The top bar names the project. On a
 * phone the summary leads, and the rest sits behind in-page tabs (ADR 0038): Tasks (with the
 * stock used), Money, Details (the form and delete) and Activity, the chosen one in `?tab=`.
 */
export function ProjectDetail() {
  const { item: project, version, reload } = useDetail(projects.show, (s) => s.projects, PROJECTS);
  useScreenTitle(project?.name ?? null);
  usePartsRevision(reload);
  const phone = useMediaQuery(PHONE_QUERY);
  if (!project) return <DetailSkeleton noun="project" />;
  const form = <ProjectForm key={project.id} project={project} version={version} />;
  const money = (
    <>
      {/* Mount point: the finances work replaces this card (finances-slot.tsx). */}
      <FinancesChart project={project} />
      <FundingsTable project={project} onChange={reload} />
      <ExpensesTable project={project} onChange={reload} />
    </>
  );
  const tasks = (
    <>
      <TasksCard project={project} onChange={reload} />
      <StockUsedCard used={project.stock_used} />
    </>
  );
  // Its fundings', expenses' and tasks' lines too; a change to one reloads the project.
  const history = (
    <RecordHistory
      resource="projects"
      id={project.id}
      labels={PROJECT_HISTORY_LABELS}
      refreshKey={version}
    />
  );
  const remove = <DeleteProject project={project} />;
  return (
    <div className="kit-detail project-detail">
      <BackLink to={PROJECTS}>Projects</BackLink>
      <ProjectSummary project={project} />
      {phone ? (
        <InPageTabs
          label="Project"
          tabs={[
            { key: 'tasks', label: 'Tasks', content: tasks },
            { key: 'money', label: 'Money', content: money },
            {
              key: 'details',
              label: 'Details',
              content: (
                <>
                  {form}
                  {remove}
                </>
              ),
            },
            { key: 'activity', label: 'Activity', content: history },
          ]}
        />
      ) : (
        <>
          {form}
          {money}
          {tasks}
          {history}
          {remove}
        </>
      )}
    </div>
  );
}

/**
 * product.md §5: deleting a project asks first, in the page. Since the trash (ADR 0015) it no
 * longer says it cannot be undone: it says where the project goes.
 */
const confirmDelete = (trashDays: number) => ({
  title: 'Are you sure you want to delete this project?',
  message: `It goes to the trash with its funding, expenses and tasks, for ${trashDays} days.`,
  confirmLabel: 'Delete project',
  danger: true,
});

function DeleteProject({ project }: { project: Project }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const deleted = useDeletedToast();
  const trashDays = useTrashDays();
  async function onDelete() {
    const result = await dispatch(projects.destroy(project.id));
    if (!projects.destroy.fulfilled.match(result)) return failureMessage(result);
    const name = `Project “${project.name}”`;
    deleted({ name, resource: 'projects', id: project.id, backTo: projectPath(project.id) });
    void navigate(PROJECTS);
    return null;
  }
  return (
    <DangerZone
      action="Delete this project"
      confirm={confirmDelete(trashDays)}
      onDelete={onDelete}
    />
  );
}
