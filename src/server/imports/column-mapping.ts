import { ID_FIELD, type ImportField, VERSION_FIELD } from '../../shared/imports';
import { HttpError } from '../http-error';

/** A file's column, and the field it fills (null: ignored). */
export type MappedColumn = { header: string; field: string | null; label: string | null };

/** Labels and field names compared as a person reads them: case, spaces and _ aside. */
const folded = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, ' ');

/**
 * How each of the file's columns maps to a field: by the export's own label ("Contact email") or
 * the field's name ("email_address"), else by a header the field had before a rename (its
 * aliases: a file exported back then); a column it cannot place is ignored. `override` (the
 * request's `columns`) maps a header to a field, or to null to ignore it. Two columns mapped to
 * one field, or an override naming what is not there, is a 422 that says so.
 */
export function mapColumns(
  headers: readonly string[],
  fields: readonly ImportField[],
  override: Record<string, string | null> = {},
): MappedColumn[] {
  const all = [...fields, ID_FIELD, VERSION_FIELD];
  const byName = new Map<string, ImportField>();
  const byAlias = new Map<string, ImportField>();
  for (const field of all) {
    byName.set(folded(field.label), field);
    byName.set(folded(field.field), field);
    for (const alias of field.aliases ?? []) byAlias.set(folded(alias), field);
  }
  for (const [header, field] of Object.entries(override)) {
    if (!headers.includes(header))
      throw new HttpError(422, `The file has no column headed "${header}" to map.`);
    if (field !== null && !all.some((f) => f.field === field))
      throw new HttpError(422, `"${field}" is not a field this list imports.`);
  }
  const direct = headers.map((header) => {
    if (!(header in override)) return byName.get(folded(header));
    const chosen = override[header];
    return chosen === null ? undefined : all.find((f) => f.field === chosen);
  });
  // A file with both the former and the current header keeps the current column: no conflict.
  const filled = new Set(direct.map((field) => field?.field));
  const columns = headers.map((header, i): MappedColumn => {
    const former = header in override ? undefined : byAlias.get(folded(header));
    const field = direct[i] ?? (former && !filled.has(former.field) ? former : undefined);
    return { header, field: field?.field ?? null, label: field?.label ?? null };
  });
  const seen = new Map<string, string>();
  for (const { header, field, label } of columns) {
    if (field === null) continue;
    const first = seen.get(field);
    if (first !== undefined)
      throw new HttpError(
        422,
        `Two columns fill ${label}: "${first}" and "${header}". Choose "Ignore this column" for one of them.`,
      );
    seen.set(field, header);
  }
  return columns;
}
