import { useNavigate } from 'react-router';
import { failedSave } from '../../kit/failure';
import { FormScreen } from '../../kit/form-screen';
import { useToast } from '../../kit/toast';
import { useResourceForm } from '../../kit/use-resource-form';
import { useRecordOptions } from '../../kit/use-record-options';
import { useAppDispatch } from '../../store/hooks';
import { resources } from '../../store/resources';
import {
  EMPTY_PROJECT,
  NEW_PROJECT_FIELDS,
  PROJECTS,
  labelsOf,
  projectFormSchema,
  projectPath,
  withClientOptions,
} from './project-fields';

const projects = resources.projects.actions;
const LABELS = labelsOf(NEW_PROJECT_FIELDS);

/** /dashboard/projects/new ("Add project"): saving returns to the list, with a toast linking to it. */
export function NewProject() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const toast = useToast();
  const form = useResourceForm({
    initial: EMPTY_PROJECT,
    schema: projectFormSchema,
    labels: LABELS,
  });
  const clients = useRecordOptions('clients', {
    wanted: true,
    chosen: form.values.client_id,
    none: '--- No client ---',
  });

  const save = form.handleSubmit(async ({ name, description, client_id }) => {
    const result = await dispatch(
      projects.create({ name, description, ...(client_id && { client_id }) }),
    );
    if (!projects.create.fulfilled.match(result)) return failedSave(result);
    toast({
      message: 'Project added',
      link: { to: projectPath(result.payload.id), label: 'View project' },
    });
    void navigate(PROJECTS, { replace: true });
    return { ok: true };
  });

  return (
    <FormScreen
      back={{ to: PROJECTS, label: 'Projects' }}
      title="Add project"
      form={form}
      fields={withClientOptions(NEW_PROJECT_FIELDS, clients)}
      onSubmit={(e) => void save(e)}
    />
  );
}
