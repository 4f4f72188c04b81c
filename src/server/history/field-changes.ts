import type { ChangeValue, FieldChange } from '../../shared/history';

/** Fields every answer carries that are not the record's own (migration 008's stamps). */
const NOT_FIELDS = new Set(['id', 'updated_at', 'updated_by', 'version']);
/** Fields whose values the history does not keep, by the name it records them under. */
const ONLY_CHANGED: Record<string, string> = { image_url: 'image', password: 'password' };

const plain = (value: unknown): value is ChangeValue =>
  value === null || ['string', 'number', 'boolean'].includes(typeof value);

/**
 * Each field an update sent that changed, from the record as the API showed it before to after,
 * in the order of its fields: what its user changed, not what follows from it (an expense's
 * totals). Values kept are plain (text, numbers, flags); an image or a password is recorded as
 * changed, never its bytes or its text. `parts` are fields written apart from the record (a
 * note's sections, sent with it): recorded as changed when the write had them.
 */
export function fieldChanges(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  sent: ReadonlySet<string>,
  parts: readonly string[] = [],
): FieldChange[] {
  const changes: FieldChange[] = [];
  for (const [field, value] of Object.entries(after)) {
    if (NOT_FIELDS.has(field) || !sent.has(ONLY_CHANGED[field] ?? field)) continue;
    if (ONLY_CHANGED[field]) {
      if (before[field] !== value) changes.push({ field: ONLY_CHANGED[field], changed: true });
      continue;
    }
    // A field an answer leaves out while unset (a task's due date) was, or is now, null.
    const from = before[field] ?? null;
    const to = value ?? null;
    if (plain(to) && plain(from) && from !== to) {
      changes.push({ field, from, to });
    }
  }
  for (const field of parts) changes.push({ field, changed: true });
  return changes;
}
