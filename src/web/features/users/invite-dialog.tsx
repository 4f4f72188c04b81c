import { z } from 'zod';
import type { Invitation } from '../../../shared/mail';
import { invitationFields } from '../../../shared/mail';
import type { FieldSpec } from '../../kit/form-fields';
import { FormFields } from '../../kit/form-fields';
import { KitForm } from '../../kit/kit-form';
import { Modal } from '../../kit/modal';
import { useToast } from '../../kit/toast';
import { useResourceForm } from '../../kit/use-resource-form';
import { invitationsApi } from './invitations-api';
import { useClientOptions } from './use-client-options';
import { ROLE_OPTIONS } from './user-fields';

type Name = 'email_address' | 'role' | 'client_id';
const EMPTY: Record<Name, string> = { email_address: '', role: 'ordinary', client_id: '' };
const LABELS = { email_address: 'Email address', role: 'Role', client_id: 'Client' };
// The form holds the client as the select's text; the shared rules check the rest.
const schema = invitationFields.extend({ client_id: z.string() });

interface Props {
  onClose: () => void;
  onInvited: (invitation: Invitation) => void;
}

/**
 * "Invite": an address and a role (and, for an ordinary account, a client whose projects it
 * sees). The invitee chooses their own username and password from the mailed link.
 */
export function InviteDialog({ onClose, onInvited }: Props) {
  const toast = useToast();
  const form = useResourceForm({ initial: EMPTY, schema, labels: LABELS });
  const ordinary = form.values.role === 'ordinary';
  const clients = useClientOptions(ordinary);
  const fields: FieldSpec<Name>[] = [
    { name: 'email_address', label: LABELS.email_address, kind: 'email', autoComplete: 'off' },
    { name: 'role', label: LABELS.role, kind: 'select', options: ROLE_OPTIONS },
    ...(ordinary
      ? [
          {
            name: 'client_id' as const,
            label: LABELS.client_id,
            kind: 'select' as const,
            options: clients.options,
            filter: clients.filter,
            hint: 'Optional: their “My projects” lists this client’s projects.',
          },
        ]
      : []),
  ];

  const send = form.handleSubmit(async ({ email_address, role, client_id }) => {
    const result = await invitationsApi.create({
      email_address,
      role,
      ...(role === 'ordinary' && client_id && { client_id: Number(client_id) }),
    });
    if (!result.ok) return { ok: false, message: result.error, fields: result.errors };
    toast({ message: `Invitation sent to ${result.data.email_address}` });
    onInvited(result.data);
    onClose();
    return { ok: true, values: EMPTY };
  });

  return (
    <Modal title="Invite someone" onClose={onClose}>
      <KitForm
        form={form}
        onSubmit={(e) => void send(e)}
        submitLabel="Send invitation"
        extraActions={
          <button type="button" className="button button--quiet" onClick={onClose}>
            Cancel
          </button>
        }
      >
        <FormFields
          fields={fields}
          values={form.values}
          errors={form.errors}
          onChange={(name, value) => {
            if (name === 'client_id') clients.pick(value);
            form.setValue(name, value);
          }}
        />
      </KitForm>
    </Modal>
  );
}
