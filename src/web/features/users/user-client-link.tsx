import { useEffect, useId, useState } from 'react';
import { BusyButton } from '../../components/busy-button';
import { Card } from '../../kit/card';
import { staleOrFailure } from '../../kit/failure';
import type { UserChangeProps } from './user-fields';
import { InlineAlert } from '../../kit/inline-alert';
import { useToast } from '../../kit/toast';
import { SEARCH_DEBOUNCE_MS } from '../../kit/use-resource-list';
import { linkClient } from '../../store/accounts';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { resources } from '../../store/resources';

const listClients = resources.clients.actions.list;

/**
 * The client an ordinary account is linked to: its "My projects" lists that client's projects.
 * The clients to pick from are searched (there may be thousands), twenty at a time.
 */
export function UserClientLink({ user, version, onChange }: UserChangeProps) {
  const dispatch = useAppDispatch();
  const toast = useToast();
  const id = useId();
  const clients = useAppSelector((state) => state.clients.items);
  const [text, setText] = useState('');
  const [chosen, setChosen] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState('');

  useEffect(() => {
    let request: { abort: () => void } | undefined;
    const timer = setTimeout(() => {
      request = dispatch(listClients({ q: text.trim(), limit: 20, offset: 0 }));
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      request?.abort();
    };
  }, [dispatch, text]);

  async function save(client_id: number | null) {
    if (pending) return;
    setPending(true);
    setError('');
    const result = await dispatch(linkClient({ id: user.id, client_id, ifMatch: version }));
    setPending(false);
    if (!linkClient.fulfilled.match(result)) {
      setError(staleOrFailure(result, 'account'));
      if (result.meta.stale) onChange();
      return;
    }
    setChosen('');
    toast({ message: client_id === null ? 'Client unlinked' : 'Client linked' });
    onChange();
  }

  return (
    <Card title="Client">
      <p className="users-hint">
        {user.client
          ? `Linked to ${user.client.organization_name}: “My projects” shows its projects.`
          : 'Not linked to a client. Link one to show its projects in “My projects”.'}
      </p>
      <div className="kit-field">
        <label htmlFor={`${id}-search`}>Search clients</label>
        <input
          id={`${id}-search`}
          className="input"
          type="search"
          autoComplete="off"
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
      </div>
      <div className="kit-field">
        <label htmlFor={`${id}-client`}>Client to link</label>
        <select
          id={`${id}-client`}
          className="input"
          value={chosen}
          onChange={(e) => setChosen(e.target.value)}
        >
          <option value="">--- Select client ---</option>
          {clients.map((client) => (
            <option key={client.id} value={client.id}>
              {client.organization_name}
            </option>
          ))}
        </select>
      </div>
      <div className="users-actions">
        <BusyButton
          type="button"
          busy={pending}
          disabled={!chosen}
          onClick={() => void save(Number(chosen))}
        >
          Link client
        </BusyButton>
        {user.client ? (
          <button type="button" className="button button--quiet" onClick={() => void save(null)}>
            Unlink
          </button>
        ) : null}
      </div>
      <InlineAlert message={error} onDismiss={() => setError('')} />
    </Card>
  );
}
