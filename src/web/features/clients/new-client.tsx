import { useNavigate } from 'react-router';
import { clientFields } from '../../../shared/resources/clients';
import { failedSave } from '../../kit/failure';
import { FormScreen } from '../../kit/form-screen';
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
    <FormScreen
      back={{ to: CLIENTS, label: 'Clients' }}
      title="Add client"
      form={form}
      fields={CLIENT_FIELDS}
      onSubmit={(e) => void save(e)}
    />
  );
}
