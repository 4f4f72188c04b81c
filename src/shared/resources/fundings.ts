import { z } from 'zod';
import { idSchema, isoDate, requiredText } from '../fields';
import { moneyInput } from '../money';
import { defineResource, partialFields } from './define';

/** product.md §5: date, source, description and amount are all required. Sent unwrapped. */
export const fundingFields = z.object({
  date: isoDate(),
  source: requiredText(),
  description: requiredText(1000),
  amount: moneyInput(),
  project_id: idSchema,
});
export type FundingInput = z.input<typeof fundingFields>;

export const fundingSchema = z.object({
  id: z.number(),
  date: z.string(),
  source: z.string(),
  description: z.string(),
  amount: z.number(),
  project_id: z.number(),
});
export type Funding = z.infer<typeof fundingSchema>;

export const fundingsResource = defineResource({
  name: 'fundings',
  wrapper: null,
  entity: fundingSchema,
  createBody: fundingFields,
  updateBody: partialFields(fundingFields),
  filters: ['project_id'],
});
