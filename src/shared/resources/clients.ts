import { z } from 'zod';
import { optionalEmail, optionalHttpsUrl, optionalText, requiredText } from '../fields';
import { defineResource, partialFields, wrapped } from './define';
import { fieldTable, inputFields, outputShape } from './field-table';

/** A client's plain fields (product.md §2), in the form's order. */
export const clientTable = fieldTable({
  organization_name: {
    input: requiredText(),
    output: 'text',
    label: 'Name of organization',
    search: 'title',
    form: { autoComplete: 'organization' },
  },
  phone_number: {
    input: optionalText(50),
    output: 'text',
    label: 'Contact phone',
    search: 'text',
    form: { kind: 'tel', autoComplete: 'tel' },
  },
  email_address: {
    input: optionalEmail(),
    output: 'text',
    label: 'Contact email',
    search: 'text',
    form: { kind: 'email', autoComplete: 'email' },
  },
  website: {
    input: optionalHttpsUrl(),
    output: 'text',
    label: 'Website',
    search: 'text',
    form: { kind: 'url', autoComplete: 'url' },
  },
  country: {
    input: optionalText(),
    output: 'text',
    label: 'Location (Country)',
    search: 'text',
    form: { autoComplete: 'country-name' },
  },
  state: {
    input: optionalText(),
    output: 'text',
    label: 'Location (State)',
    search: 'text',
    form: { autoComplete: 'address-level1' },
  },
  city: {
    input: optionalText(),
    output: 'text',
    label: 'Location (City)',
    search: 'text',
    form: { autoComplete: 'address-level2' },
  },
  street: {
    input: optionalText(),
    output: 'text',
    label: 'Location (Street)',
    search: 'text',
    form: { autoComplete: 'street-address' },
  },
});

export const clientFields = inputFields(clientTable);
export type ClientInput = z.input<typeof clientFields>;

export const clientProjectSchema = z.object({
  id: z.number(),
  name: z.string(),
  project_class: z.string(),
});

/** What the API answers: plain fields (the input rules are for requests, not responses). */
export const clientSchema = z.object({
  id: z.number(),
  ...outputShape(clientTable),
  projects: z.array(clientProjectSchema),
});
export type Client = z.infer<typeof clientSchema>;

export const clientsResource = defineResource({
  name: 'clients',
  wrapper: 'client',
  entity: clientSchema,
  createBody: wrapped('client', clientFields),
  updateBody: wrapped('client', partialFields(clientFields)),
  // "Clients in Norway": a saved view of the list narrowed to one country.
  textFilters: ['country'],
});
