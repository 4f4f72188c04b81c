import { useNavigate } from 'react-router';
import { taskFields } from '../../../shared/resources/tasks';
import { DetailSkeleton } from '../../kit/detail-skeleton';
import { failedSave } from '../../kit/failure';
import { FormScreen } from '../../kit/form-screen';
import { useToast } from '../../kit/toast';
import { useDetail } from '../../kit/use-detail';
import { useResourceForm } from '../../kit/use-resource-form';
import { useAppDispatch } from '../../store/hooks';
import { resources } from '../../store/resources';
import { assigneeOptions, useStaff } from '../../kit/use-staff';
import {
  EMPTY_TASK,
  PROJECTS,
  TASK_FIELDS,
  labelsOf,
  projectPath,
  taskFieldsWith,
} from './project-fields';

const tasks = resources.tasks.actions;
const projects = resources.projects.actions;
/** The project comes from the route, not from a field. */
const TASK_FORM = taskFields.omit({ project_id: true });
const LABELS = labelsOf(TASK_FIELDS);

/**
 * /dashboard/projects/{id}/tasks/new: a name, a description, an assignee and a due date; saving
 * returns to the project.
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
  const fields = taskFieldsWith(assigneeOptions(useStaff()));
  const back = projectPath(projectId);

  const save = form.handleSubmit(async (values) => {
    // Unset, they are left out: the body is the specification's own (product.md §7).
    const { assignee_id, due_on, ...rest } = values;
    const task = {
      ...rest,
      ...(assignee_id !== null && { assignee_id }),
      ...(due_on !== null && { due_on }),
      project_id: projectId,
    };
    const result = await dispatch(tasks.create(task));
    if (!tasks.create.fulfilled.match(result)) return failedSave(result);
    toast({ message: `Task “${result.payload.name}” added` });
    void navigate(back, { replace: true });
    return { ok: true };
  });

  return (
    <FormScreen
      back={{ to: back, label: projectName }}
      title="New task"
      form={form}
      fields={fields}
      onSubmit={(e) => void save(e)}
    />
  );
}
