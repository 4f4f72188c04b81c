import { useNavigate } from 'react-router';
import { clientFields } from '../../../shared/resources/clients';
import { BackLink } from '../../kit/back-link';
import { Card } from '../../kit/card';
import { failedSave } from '../../kit/failure';
import { FormFields } from '../../kit/form-fields';
import { KitForm } from '../../kit/kit-form';
import { useToast } from '../../kit/toast';
import { useResourceForm } from '../../kit/use-resource-form';
import { useAppDispatch } from '../../store/hooks';
import { resources } from '../../store/resources';
import { CLIENT_FIELDS, CLIENT_LABELS, CLIENTS, EMPTY_CLIENT, clientPath } from './client-fields';

const clients = resources.clients.actions;

/** /dashboard/clients/new ("Add client"): saving returns to the list, with a toast linking to it. */
export function NewClient() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const toast = useToast();
  const form = useResourceForm({
    initial: EMPTY_CLIENT,
    schema: clientFields,
    labels: CLIENT_LABELS,
  });

  const save = form.handleSubmit(async (values) => {
    const result = await dispatch(clients.create(values));
    if (!clients.create.fulfilled.match(result)) return failedSave(result);
    toast({
      message: 'Client added',
      link: { to: clientPath(result.payload.id), label: 'View client' },
    });
    void navigate(CLIENTS, { replace: true });
    return { ok: true };
  });

  return (
    <div className="kit-detail">
      <BackLink to={CLIENTS}>Clients</BackLink>
      <Card title="Add client">
        <KitForm form={form} onSubmit={(e) => void save(e)} submitLabel="Save">
          <FormFields
            fields={CLIENT_FIELDS}
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
