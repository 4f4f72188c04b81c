import { Link } from 'react-router';
import { projectFields, type ProjectDetail } from '../../../shared/resources/projects';
import { failedSave } from '../../kit/failure';
import { FormFields } from '../../kit/form-fields';
import { KitForm } from '../../kit/kit-form';
import { useToast } from '../../kit/toast';
import { useResourceForm } from '../../kit/use-resource-form';
import { useAppDispatch } from '../../store/hooks';
import { resources } from '../../store/resources';
import { ExportFinancesButton } from './finances-slot';
import { HeaderCard } from './header-card';
import { PROJECT_FIELDS, clientPath, labelsOf, valuesOf } from './project-fields';

const projects = resources.projects.actions;
const LABELS = labelsOf(PROJECT_FIELDS);

/** The details card: the project's client, its name, class and notes, and "Save changes". */
export function ProjectForm({ project }: { project: ProjectDetail }) {
  const dispatch = useAppDispatch();
  const toast = useToast();
  const form = useResourceForm({
    initial: valuesOf(project),
    schema: projectFields,
    labels: LABELS,
  });

  // product.md §7: PUT project{name, project_class, description}; the client stays as it is.
  const save = form.handleSubmit(async ({ name, project_class, description }) => {
    const changes = { name, project_class, description };
    const result = await dispatch(projects.update({ id: project.id, changes }));
    if (!projects.update.fulfilled.match(result)) return failedSave(result);
    toast({ message: 'Changes saved' });
    return { ok: true, values: valuesOf(result.payload) };
  });

  return (
    <HeaderCard
      title={project.name}
      actions={
        // Mount point: the finances work replaces this button (finances-slot.tsx).
        <ExportFinancesButton project={project} />
      }
    >
      {project.client ? (
        <p className="project-client">
          Client: <Link to={clientPath(project.client.id)}>{project.client.organization_name}</Link>
        </p>
      ) : null}
      <KitForm form={form} onSubmit={(e) => void save(e)} submitLabel="Save changes" requireChange>
        <FormFields
          fields={PROJECT_FIELDS}
          values={form.values}
          errors={form.errors}
          onChange={form.setValue}
        />
      </KitForm>
    </HeaderCard>
  );
}
