import { useNavigate } from 'react-router';
import { clientFields, type Client } from '../../../shared/resources/clients';
import { BackLink } from '../../kit/back-link';
import { Card } from '../../kit/card';
import { DangerZone } from '../../kit/danger-zone';
import { DetailSkeleton } from '../../kit/detail-skeleton';
import { RecordHistory } from '../../kit/record-history';
import { failedSave, failureMessage } from '../../kit/failure';
import { etagOf } from '../../store/create-resource-slice';
import { FormFields } from '../../kit/form-fields';
import { KitForm } from '../../kit/kit-form';
import { useToast } from '../../kit/toast';
import { useDeletedToast } from '../../kit/use-deleted-toast';
import { useDetail } from '../../kit/use-detail';
import { useResourceForm } from '../../kit/use-resource-form';
import { useAppDispatch } from '../../store/hooks';
import { resources } from '../../store/resources';
import {
  CLIENT_FIELDS,
  CLIENT_HISTORY_LABELS,
  CLIENT_LABELS,
  CLIENTS,
  clientPath,
  valuesOf,
} from './client-fields';
import { ClientProjects } from './client-projects';
import { WebsiteLink } from './website-link';

const clients = resources.clients.actions;

/** /dashboard/clients/{id}: its fields, its projects, and delete. Load failure → the list. */
export function ClientDetail() {
  const { item: client, version } = useDetail(clients.show, (state) => state.clients, CLIENTS);
  if (!client) return <DetailSkeleton noun="client" />;
  return (
    <div className="kit-detail">
      <BackLink to={CLIENTS}>Clients</BackLink>
      <ClientForm key={client.id} client={client} version={version} />
      <ClientProjects client={client} />
      <RecordHistory
        resource="clients"
        id={client.id}
        labels={CLIENT_HISTORY_LABELS}
        refreshKey={version}
      />
      <DeleteClient client={client} />
    </div>
  );
}

function ClientForm({ client, version }: { client: Client; version: string | null }) {
  const dispatch = useAppDispatch();
  const toast = useToast();
  const form = useResourceForm({
    initial: valuesOf(client),
    schema: clientFields,
    labels: CLIENT_LABELS,
    version,
    fromRecord: (record) => valuesOf(record as Client),
    noun: 'client',
  });

  const save = form.handleSubmit(async (_values, { changes, ifMatch }) => {
    const result = await dispatch(clients.update({ id: client.id, changes, ifMatch }));
    if (!clients.update.fulfilled.match(result)) return failedSave(result);
    toast({ message: 'Changes saved' });
    return { ok: true, values: valuesOf(result.payload), version: etagOf(result) };
  });

  return (
    <Card title={client.organization_name}>
      <WebsiteLink website={client.website} />
      <KitForm form={form} onSubmit={(e) => void save(e)} submitLabel="Save changes" requireChange>
        <FormFields
          fields={CLIENT_FIELDS}
          values={form.values}
          errors={form.errors}
          onChange={form.setValue}
        />
      </KitForm>
    </Card>
  );
}

function DeleteClient({ client }: { client: Client }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const deleted = useDeletedToast();
  // product.md §2: deleting a client does not ask first (it goes to the trash, with Undo).
  async function onDelete() {
    const result = await dispatch(clients.destroy(client.id));
    if (!clients.destroy.fulfilled.match(result)) return failureMessage(result);
    const name = `Client “${client.organization_name}”`;
    deleted({ name, resource: 'clients', id: client.id, backTo: clientPath(client.id) });
    void navigate(CLIENTS);
    return null;
  }
  return <DangerZone action="Delete this client" onDelete={onDelete} />;
}
