import type { Client, ClientInput } from '../../../shared/resources/clients';

export type ClientFieldName = keyof Required<ClientInput>;
export type ClientValues = Record<ClientFieldName, string>;

/** product.md §2's client fields, in order, with the product's labels. */
export const CLIENT_FIELDS: {
  name: ClientFieldName;
  label: string;
  type: 'text' | 'tel' | 'email';
  autoComplete: string;
}[] = [
  {
    name: 'organization_name',
    label: 'Name of organization',
    type: 'text',
    autoComplete: 'organization',
  },
  { name: 'phone_number', label: 'Contact phone', type: 'tel', autoComplete: 'tel' },
  { name: 'email_address', label: 'Contact email', type: 'email', autoComplete: 'email' },
  { name: 'country', label: 'Location (Country)', type: 'text', autoComplete: 'country-name' },
  { name: 'state', label: 'Location (State)', type: 'text', autoComplete: 'address-level1' },
  { name: 'city', label: 'Location (City)', type: 'text', autoComplete: 'address-level2' },
  { name: 'street', label: 'Location (Street)', type: 'text', autoComplete: 'street-address' },
];

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

export const sameValues = (a: ClientValues, b: ClientValues) =>
  CLIENT_FIELDS.every(({ name }) => a[name] === b[name]);

/** The server's 422 messages for the form's own fields, one line each, by field. */
export function clientFieldErrors(
  errors: Record<string, string[]>,
): Partial<Record<ClientFieldName, string>> {
  const byField: Partial<Record<ClientFieldName, string>> = {};
  for (const { name } of CLIENT_FIELDS) {
    const first = errors[name]?.[0];
    if (first) byField[name] = first;
  }
  return byField;
}

/** product.md §2 wording, literally. */
export const projectCount = (count: number) => `${count} project(s)`;
