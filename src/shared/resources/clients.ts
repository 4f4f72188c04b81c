import { z } from 'zod';
import { optionalEmail, optionalText, requiredText } from '../fields';
import { defineResource, partialFields, wrapped } from './define';

export const clientFields = z.object({
  organization_name: requiredText(),
  phone_number: optionalText(50),
  email_address: optionalEmail(),
  country: optionalText(),
  state: optionalText(),
  city: optionalText(),
  street: optionalText(),
});
export type ClientInput = z.input<typeof clientFields>;

export const clientProjectSchema = z.object({
  id: z.number(),
  name: z.string(),
  project_class: z.string(),
});

/** What the API answers: plain fields (the input rules are for requests, not responses). */
export const clientSchema = z.object({
  id: z.number(),
  organization_name: z.string(),
  phone_number: z.string(),
  email_address: z.string(),
  country: z.string(),
  state: z.string(),
  city: z.string(),
  street: z.string(),
  projects: z.array(clientProjectSchema),
});
export type Client = z.infer<typeof clientSchema>;

export const clientsResource = defineResource({
  name: 'clients',
  wrapper: 'client',
  entity: clientSchema,
  createBody: wrapped('client', clientFields),
  updateBody: wrapped('client', partialFields(clientFields)),
});
