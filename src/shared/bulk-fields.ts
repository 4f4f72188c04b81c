import { z } from 'zod';

/** The longest text a bulk change may copy into every record: a description's. */
export const BULK_TEXT_MAX = 10_000;

type Def = { type: string; innerType?: z.ZodType; in?: z.ZodType; shape?: object };
const defOf = (schema: z.ZodType) => (schema as unknown as { def: Def }).def;

/** The schema under optional, nullable, default and pipes (a field's own type). */
function bare(schema: z.ZodType): z.ZodType {
  const def = defOf(schema);
  if (def.innerType) return bare(def.innerType);
  if (def.type === 'pipe' && def.in) return bare(def.in);
  return schema;
}

/**
 * Whether a field is plain: a flag, a number, a choice or a text no longer than a description.
 * Not an image (a data URL of megabytes), long content or a list (a note's sections): copied
 * into up to 1,000 records, those would make one write of gigabytes.
 */
function isPlain(schema: z.ZodType): boolean {
  const field = bare(schema);
  const { type } = defOf(field);
  if (type === 'string') return ((field as z.ZodString).maxLength ?? 0) <= BULK_TEXT_MAX;
  if (type === 'union')
    return (defOf(field) as unknown as { options: z.ZodType[] }).options.every(isPlain);
  return ['number', 'boolean', 'enum', 'literal', 'null', 'date'].includes(type);
}

/**
 * The fields of a resource's update body that a bulk update may not set: those inside its
 * wrapper (product.md §7: `{client: {...}}`) and any beside it (a task's unwrapped `completed`).
 */
export function fieldsNotForBulk(definition: { wrapper: string | null; updateBody: z.ZodType }) {
  const shape = (s: z.ZodType) => (defOf(bare(s)).shape ?? {}) as Record<string, z.ZodType>;
  const { [definition.wrapper ?? '']: wrapped, ...beside } = shape(definition.updateBody);
  const fields = { ...beside, ...(wrapped && shape(wrapped)) };
  return Object.entries(fields)
    .filter(([, field]) => !isPlain(field))
    .map(([name]) => name);
}
