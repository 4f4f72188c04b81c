/**
 * Two people editing one record (a 412 from the server): what each changed since the version the
 * form loaded, and how "keep mine" merges. Pure functions over the form's values.
 */
export type Values = Record<string, unknown>;
/** Whether two values of one field are the same, as the form compares them. */
export type Equal = (name: string, a: unknown, b: unknown) => boolean;

export const sameJson: Equal = (_name, a, b) => JSON.stringify(a) === JSON.stringify(b);

/** A save refused because the record moved on: theirs is the record now, as form values. */
export interface Conflict<V extends Values> {
  by: string | null;
  at: string;
  /** The ETag of the record now: what "keep mine" saves over. */
  version: string;
  theirs: V;
  /** The values the form loaded, and the values it holds. */
  base: V;
  mine: V;
}

/** The fields whose values differ from the baseline. */
export const changedFields = <V extends Values>(values: V, base: V, equal: Equal = sameJson) =>
  Object.keys(values).filter((name) => !equal(name, values[name], base[name]));

/** The current record with my changed fields over it: fields only they changed stay theirs. */
export function mergeMine<V extends Values>(conflict: Conflict<V>, equal: Equal = sameJson): V {
  const merged: Values = { ...conflict.theirs };
  for (const name of changedFields(conflict.mine, conflict.base, equal))
    merged[name] = conflict.mine[name];
  return merged as V;
}

/** What they changed, and which of those fields I changed too (to a different value). */
export function compare<V extends Values>(conflict: Conflict<V>, equal: Equal = sameJson) {
  const theirs = changedFields(conflict.theirs, conflict.base, equal);
  const mine = new Set(changedFields(conflict.mine, conflict.base, equal));
  const both = theirs.filter(
    (name) => mine.has(name) && !equal(name, conflict.theirs[name], conflict.mine[name]),
  );
  return { theirs, both };
}

/** "A", "A and B", "A, B and C". */
export function listOf(words: string[]): string {
  if (words.length < 2) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}
