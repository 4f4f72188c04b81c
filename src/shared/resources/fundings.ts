import { z } from 'zod';
import { idSchema, isoDate, requiredText } from '../fields';
import { moneyInput } from '../money';
import { defineResource, partialFields } from './define';
import { fieldTable, inputFields, outputShape } from './field-table';

/** A funding's plain fields; its amount (exact money) and project have code of their own. */
export const fundingTable = fieldTable({
  date: { input: isoDate(), output: 'text', label: 'Date' },
  source: { input: requiredText(), output: 'text', label: 'Source' },
  description: { input: requiredText(1000), output: 'text', label: 'Description' },
});

/** product.md §5: date, source, description and amount are all required. Sent unwrapped. */
export const fundingFields = inputFields(fundingTable).extend({
  amount: moneyInput(),
  project_id: idSchema,
});
export type FundingInput = z.input<typeof fundingFields>;

export const fundingSchema = z.object({
  id: z.number(),
  ...outputShape(fundingTable),
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
