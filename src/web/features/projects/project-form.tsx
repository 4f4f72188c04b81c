import { Link } from 'react-router';
import type { ProjectDetail } from '../../../shared/resources/projects';
import { failedSave } from '../../kit/failure';
import { FormFields } from '../../kit/form-fields';
import { KitForm } from '../../kit/kit-form';
import { useToast } from '../../kit/toast';
import { useResourceForm } from '../../kit/use-resource-form';
import { useRecordOptions } from '../../kit/use-record-options';
import { useAppDispatch } from '../../store/hooks';
import { resources } from '../../store/resources';
import { etagOf } from '../../store/create-resource-slice';
import { ExportFinancesButton } from './finances-slot';
import { HeaderCard } from './header-card';
import {
  PROJECT_FIELDS,
  clientPath,
  labelsOf,
  projectFormSchema,
  valuesOf,
  withClientOptions,
} from './project-fields';

const projects = resources.projects.actions;
const LABELS = labelsOf(PROJECT_FIELDS);

/** The details card: the project's client, its name, class and description, and "Save changes". */
export function ProjectForm(props: { project: ProjectDetail; version: string | null }) {
  const { project } = props;
  const dispatch = useAppDispatch();
  const toast = useToast();
  const form = useResourceForm({
    initial: valuesOf(project),
    schema: projectFormSchema,
    labels: LABELS,
    version: props.version,
    fromRecord: (record) => valuesOf(record as ProjectDetail),
    noun: 'project',
  });

  // As saved: the answer of a save names it (client_id, client_name); the loaded detail, `client`.
  const client =
    project.client_id !== null && project.client_name
      ? { id: project.client_id, organization_name: project.client_name }
      : project.client;
  const clients = useRecordOptions('clients', {
    wanted: true,
    chosen: form.values.client_id,
    none: '--- No client ---',
  });

  // product.md §7: PUT project{name, client_id, project_class, description}, of them only what
  // changed (client_id null: no client any more).
  const save = form.handleSubmit(async (_values, { changes, ifMatch }) => {
    const { name, project_class, description, client_id } = changes;
    const sent = { name, project_class, description, client_id };
    const result = await dispatch(projects.update({ id: project.id, changes: sent, ifMatch }));
    if (!projects.update.fulfilled.match(result)) return failedSave(result);
    toast({ message: 'Changes saved' });
    return { ok: true, values: valuesOf(result.payload), version: etagOf(result) };
  });

  return (
    <HeaderCard
      title={project.name}
      actions={
        // Mount point: the finances work replaces this button (finances-slot.tsx).
        <ExportFinancesButton project={project} />
      }
    >
      {client ? (
        <p className="project-client">
          Client: <Link to={clientPath(client.id)}>{client.organization_name}</Link>
        </p>
      ) : null}
      <KitForm form={form} onSubmit={(e) => void save(e)} submitLabel="Save changes" requireChange>
        <FormFields
          fields={withClientOptions(PROJECT_FIELDS, clients)}
          values={form.values}
          errors={form.errors}
          onChange={form.setValue}
        />
      </KitForm>
    </HeaderCard>
  );
}
