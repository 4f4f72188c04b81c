import type { Client, ClientInput } from '../../../shared/resources/clients';
import type { FieldSpec } from '../../kit/form-fields';
import type { HistoryLabels } from '../../kit/record-history';

export type ClientFieldName = keyof Required<ClientInput>;
export type ClientValues = Record<ClientFieldName, string>;

export const CLIENTS = '/dashboard/clients';
export const clientPath = (id: number) => `${CLIENTS}/${id}`;

/** The seven client fields of product.md §2, in order, with the product's labels. */
export const CLIENT_FIELDS: FieldSpec<ClientFieldName>[] = [
  { name: 'organization_name', label: 'Name of organization', autoComplete: 'organization' },
  { name: 'phone_number', label: 'Contact phone', kind: 'tel', autoComplete: 'tel' },
  { name: 'email_address', label: 'Contact email', kind: 'email', autoComplete: 'email' },
  { name: 'country', label: 'Location (Country)', autoComplete: 'country-name' },
  { name: 'state', label: 'Location (State)', autoComplete: 'address-level1' },
  { name: 'city', label: 'Location (City)', autoComplete: 'address-level2' },
  { name: 'street', label: 'Location (Street)', autoComplete: 'street-address' },
];

export const CLIENT_LABELS = Object.fromEntries(CLIENT_FIELDS.map((f) => [f.name, f.label]));

/** A client's History panel names its fields as the form does. */
export const CLIENT_HISTORY_LABELS: HistoryLabels = { clients: CLIENT_LABELS };

export const EMPTY_CLIENT: ClientValues = {
  organization_name: '',
  phone_number: '',
  email_address: '',
  country: '',
  state: '',
  city: '',
  street: '',
};

export function valuesOf(client: Client): ClientValues {
  const values = { ...EMPTY_CLIENT };
  for (const { name } of CLIENT_FIELDS) values[name] = client[name] ?? '';
  return values;
}
