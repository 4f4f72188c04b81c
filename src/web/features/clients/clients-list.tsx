import { Link } from 'react-router';
import { countOf } from '../../kit/count';
import { ListScreen } from '../../kit/list-screen';
import { useResourceList } from '../../kit/use-resource-list';
import { resources } from '../../store/resources';
import { CLIENTS, clientPath } from './client-fields';

const list = resources.clients.actions.list;

/** /dashboard/clients: search, the total, the clients by organization name, paging. */
export function ClientsList() {
  const clients = useResourceList(list, (state) => state.clients);
  return (
    <ListScreen
      list={clients}
      noun={['client', 'clients']}
      add={{ to: `${CLIENTS}/new`, label: '+ Add Client' }}
      csv="/clients.csv"
      bulk={{ resource: 'clients', titleOf: (client) => client.organization_name }}
      layout="rows"
    >
      {(client) => (
        <Link className="kit-row" to={clientPath(client.id)}>
          <span className="kit-row__title">{client.organization_name}</span>
          <span className="kit-row__meta">{countOf(client.projects.length, 'project')}</span>
        </Link>
      )}
    </ListScreen>
  );
}
