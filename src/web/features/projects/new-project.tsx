import { useNavigate } from 'react-router';
import { projectFields } from '../../../shared/resources/projects';
import { BackLink } from '../../kit/back-link';
import { Card } from '../../kit/card';
import { failedSave } from '../../kit/failure';
import { FormFields } from '../../kit/form-fields';
import { KitForm } from '../../kit/kit-form';
import { useToast } from '../../kit/toast';
import { useResourceForm } from '../../kit/use-resource-form';
import { useAppDispatch } from '../../store/hooks';
import { resources } from '../../store/resources';
import {
  EMPTY_PROJECT,
  NEW_PROJECT_FIELDS,
  PROJECTS,
  labelsOf,
  projectPath,
} from './project-fields';

const projects = resources.projects.actions;
const LABELS = labelsOf(NEW_PROJECT_FIELDS);

/** /dashboard/projects/new ("Add project"): saving returns to the list, with a toast linking to it. */
export function NewProject() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const toast = useToast();
  const form = useResourceForm({ initial: EMPTY_PROJECT, schema: projectFields, labels: LABELS });

  const save = form.handleSubmit(async ({ name, description }) => {
    const result = await dispatch(projects.create({ name, description }));
    if (!projects.create.fulfilled.match(result)) return failedSave(result);
    toast({
      message: 'Project added',
      link: { to: projectPath(result.payload.id), label: 'View project' },
    });
    void navigate(PROJECTS, { replace: true });
    return { ok: true };
  });

  return (
    <div className="kit-detail">
      <BackLink to={PROJECTS}>Projects</BackLink>
      <Card title="Add project">
        <KitForm form={form} onSubmit={(e) => void save(e)} submitLabel="Save">
          <FormFields
            fields={NEW_PROJECT_FIELDS}
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
