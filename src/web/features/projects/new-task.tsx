import { useNavigate } from 'react-router';
import { taskFields } from '../../../shared/resources/tasks';
import { BackLink } from '../../kit/back-link';
import { Card } from '../../kit/card';
import { DetailSkeleton } from '../../kit/detail-skeleton';
import { failedSave } from '../../kit/failure';
import { FormFields } from '../../kit/form-fields';
import { KitForm } from '../../kit/kit-form';
import { useToast } from '../../kit/toast';
import { useDetail } from '../../kit/use-detail';
import { useResourceForm } from '../../kit/use-resource-form';
import { useAppDispatch } from '../../store/hooks';
import { resources } from '../../store/resources';
import { EMPTY_TASK, PROJECTS, TASK_FIELDS, labelsOf, projectPath } from './project-fields';

const tasks = resources.tasks.actions;
const projects = resources.projects.actions;
/** The project comes from the route, not from a field. */
const TASK_FORM = taskFields.omit({ project_id: true });
const LABELS = labelsOf(TASK_FIELDS);

/**
 * /dashboard/projects/{id}/tasks/new: a name and a description; saving returns to the project.
 * The project is loaded for its name (and an unknown project goes back to the list).
 */
export function NewTask() {
  const { item: project } = useDetail(projects.show, (s) => s.projects, PROJECTS);
  if (!project) return <DetailSkeleton noun="project" />;
  return <TaskForm projectId={project.id} projectName={project.name} />;
}

function TaskForm({ projectId, projectName }: { projectId: number; projectName: string }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const toast = useToast();
  const form = useResourceForm({ initial: EMPTY_TASK, schema: TASK_FORM, labels: LABELS });
  const back = projectPath(projectId);

  const save = form.handleSubmit(async (values) => {
    const result = await dispatch(tasks.create({ ...values, project_id: projectId }));
    if (!tasks.create.fulfilled.match(result)) return failedSave(result);
    toast({ message: `Task “${result.payload.name}” added` });
    void navigate(back, { replace: true });
    return { ok: true };
  });

  return (
    <div className="kit-detail">
      <BackLink to={back}>{projectName}</BackLink>
      <Card title="New task">
        <KitForm form={form} onSubmit={(e) => void save(e)} submitLabel="Save">
          <FormFields
            fields={TASK_FIELDS}
            values={form.values}
            errors={form.errors}
            onChange={form.setValue}
            autoFocus
          />
        </KitForm>
      </Card>
    </div>
  );
}
