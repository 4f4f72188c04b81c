import { Link } from 'react-router';
import type { Client } from '../../../shared/resources/clients';
import { countOf } from '../../kit/count';
import { ListScreen } from '../../kit/list-screen';
import { ListTextFilter } from '../../kit/list-text-filter';
import { useResourceList } from '../../kit/use-resource-list';
import { resources } from '../../store/resources';
import { CLIENTS, clientPath } from './client-fields';
import { shownAddress } from './website-link';

const list = resources.clients.actions.list;
/** `?country=Norway`: the API's filter (whole, in any case), kept in the URL as it is. */
const COUNTRY = ['country'] as const;
/** What each entry shows, as the headers it sorts by (the API's `?sort=`). */
const CLIENT_SORTS = {
  fields: [
    { field: 'organization_name', label: 'Name' },
    { field: 'city', label: 'City' },
    { field: 'country', label: 'Country' },
    { field: 'email_address', label: 'Email' },
  ],
  own: 'organization_name',
};

/**
 * Where a client is and how to reach it: "Leeds, United Kingdom · ops@acme.example · acme.example"
 * (the website as text: the whole row is the link to the client).
 */
const about = (client: Client) =>
  [
    [client.city, client.country].filter(Boolean).join(', '),
    client.email_address,
    shownAddress(client.website),
  ]
    .filter(Boolean)
    .join(' · ');

/**
 * /dashboard/clients: search, a country to narrow to, the total, the clients by organization name
 * (or a header's sort) (each with its city, country, contact email, website and projects), paging.
 */
export function ClientsList() {
  const clients = useResourceList(list, (state) => state.clients, {
    filters: COUNTRY,
    sorts: CLIENT_SORTS,
  });
  return (
    <ListScreen
      list={clients}
      noun={['client', 'clients']}
      add={{ to: `${CLIENTS}/new`, label: '+ Add Client' }}
      csv="/clients.csv"
      views="clients"
      imports="clients"
      bulk={{ resource: 'clients', titleOf: (client) => client.organization_name }}
      filters={<ListTextFilter list={clients} name="country" label="Country" />}
      layout="rows"
    >
      {(client) => (
        <Link className="kit-row" to={clientPath(client.id)}>
          <span className="kit-row__main">
            <span className="kit-row__title">{client.organization_name}</span>
            {about(client) ? <span className="kit-row__meta">{about(client)}</span> : null}
          </span>
          <span className="kit-row__meta">{countOf(client.projects.length, 'project')}</span>
        </Link>
      )}
    </ListScreen>
  );
}
