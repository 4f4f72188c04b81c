import { z } from 'zod';
import { idSchema, withoutNul } from './fields';
import { clientTable } from './resources/clients';
import { type FieldTable, csvColumns } from './resources/field-table';
import { inventoryTable } from './resources/inventory';
import type { ResourceName } from './resources/names';
import { noteTable } from './resources/notes';
import { pageTable } from './resources/pages';
import { projectTable } from './resources/projects';
import { stickerTable } from './resources/stickers';
import { toolTable } from './resources/tools';

/**
 * What a list's Import takes: the fields a column can fill, headed as the list's CSV heads them
 * (exports.ts), so an exported file comes back as it went out. `reference`: a field written by
 * name that the server turns into an id (a project's client by its organization's name).
 */
export type ImportField = {
  field: string;
  label: string;
  /** Headers that also place a column here, below any field's label or name (a former label). */
  aliases?: readonly string[];
  required?: boolean;
  /** The id field it fills, by the name written (the resource's references say where to look). */
  reference?: string;
  /** An empty cell: left out (a count's default, or kept on update), or null (none). */
  empty?: 'omit' | 'null';
};

/** Every import's row key: the record it updates, and its version when exported. */
export const ID_FIELD: ImportField = { field: 'id', label: 'ID' };
export const VERSION_FIELD: ImportField = { field: 'version', label: 'Version' };

/** A field table's rows that its CSV has, as import fields; `required`: what a new one needs. */
const plain = <T extends FieldTable>(
  table: T,
  required: keyof T & string,
  names?: readonly (keyof T & string)[],
): ImportField[] =>
  csvColumns(table, names).map(({ field, label }) => {
    const { output, formerly } = table[field]!;
    return {
      field,
      label,
      ...(formerly && { aliases: formerly }),
      ...(field === required && { required: true }),
      ...(output !== 'text' && { empty: output === 'number' ? 'omit' : 'null' }),
    };
  });

/** The lists that import, with their fields (their CSV's columns a person may write). */
export const IMPORTS: Partial<Record<ResourceName, readonly ImportField[]>> = {
  clients: plain(clientTable, 'organization_name'),
  projects: [
    ...plain(projectTable, 'name', ['name', 'project_class', 'description']),
    { field: 'client_name', label: 'Client', reference: 'client_id', empty: 'null' },
  ],
  notes: plain(noteTable, 'title'),
  inventory: plain(inventoryTable, 'name'),
  stickers: plain(stickerTable, 'name'),
  tools: plain(toolTable, 'name'),
  pages: plain(pageTable, 'title'),
};

export { XLSX_MEDIA_TYPE } from './media-types';

/**
 * POST /{list}/import's query. `columns` overrides the mapping: a JSON object from a column's
 * header to a field name, or to null to leave the column out.
 */
export const importQuery = z.object({
  dry_run: z
    .enum(['true', 'false'], { error: 'must be true or false' })
    .transform((v) => v === 'true')
    .optional(),
  file_name: z
    .string()
    .trim()
    .min(1)
    .max(200, 'must be at most 200 characters')
    .refine(withoutNul, 'must not contain NUL characters')
    .optional(),
  columns: z
    .string()
    .max(20_000)
    .transform((text, ctx) => {
      try {
        const parsed: unknown = JSON.parse(text);
        const mapping = z.record(z.string(), z.string().nullable()).safeParse(parsed);
        if (mapping.success) return mapping.data;
      } catch {
        // Answered below, as any other shape.
      }
      ctx.addIssue({
        code: 'custom',
        message: 'must be a JSON object from a column header to a field name or null',
      });
      return z.NEVER;
    })
    .optional()
    .describe(
      'A JSON object that overrides the mapping: {"Header": "field_name"}, or null to ignore a column',
    ),
});

/** A file's column, and the field it fills (null: ignored). */
export const importColumnSchema = z.object({
  header: z.string(),
  field: z.string().nullable(),
  label: z.string().nullable(),
});

export const importPreviewSchema = z.object({
  file_name: z.string(),
  columns: z.array(importColumnSchema),
  /** What a column may be mapped to. */
  fields: z.array(
    z.object({ field: z.string(), label: z.string(), required: z.boolean().optional() }),
  ),
  rows: z.number(),
  create: z.number(),
  update: z.number(),
  unchanged: z.number(),
  /** Row numbers are the spreadsheet's: the header is row 1. */
  errors: z.array(
    z.object({
      row: z.number(),
      field: z.string().nullable(),
      column: z.string().nullable(),
      message: z.string(),
    }),
  ),
  conflicts: z.array(z.object({ row: z.number(), id: z.number(), message: z.string() })),
  /** Set when the import was written. */
  import_id: z.number().optional(),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;

export const importSchema = z.object({
  id: z.number(),
  resource: z.string(),
  file_name: z.string(),
  actor: z.string().nullable(),
  at: z.string(),
  created: z.number(),
  updated: z.number(),
  unchanged: z.number(),
  undone_at: z.string().nullable(),
  undone_by: z.string().nullable(),
});
export type ImportRecord = z.infer<typeof importSchema>;

export const importsQuery = z.object({ resource: z.string().max(40).optional() });

export const importUndoSchema = z.object({
  id: z.number(),
  trashed: z.number(),
  restored: z.number(),
  /** Records changed since the import: left as they are. */
  left: z.array(z.object({ id: z.number(), title: z.string(), message: z.string() })),
});
export type ImportUndo = z.infer<typeof importUndoSchema>;

export const importIdParams = z.object({ id: idSchema });
