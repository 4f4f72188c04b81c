import type { Yours } from '../store/own-writes';

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
  /** The other editor was the signed-in account itself (store/own-writes.ts). */
  yours?: Yours;
  at: string;
  /** The ETag of the record now: what "keep mine" saves over. */
  version: string;
  theirs: V;
  /** The values the form loaded, and the values it holds. */
  base: V;
  mine: V;
}

/**
 * Who the other editor was, as a sentence names them mid-way ("changed by …", "… changed"): the
 * account's own write elsewhere is "you, in another window," with its closing comma.
 */
export function editorOf(by: string | null, yours?: Yours): string {
  if (yours === 'another window') return 'you, in another window,';
  if (yours === 'this window') return 'you';
  return by ?? 'someone else';
}

/** A save that went through after a conflict on other fields: who changed which of them. */
export interface QuietMerge {
  by: string | null;
  yours?: Yours;
  fields: string[];
}

/**
 * What the form says after saving over other fields' changes: "chief changed Location (City)
 * meanwhile; both changes kept." Each merge is one editor's write met on the way.
 */
export function mergedNotice(merges: QuietMerge[], labels: Record<string, string>, noun: string) {
  const clauses = merges.map(({ by, yours, fields }) => {
    const what = fields.length
      ? listOf(fields.map((name) => labels[name] ?? name))
      : `this ${noun}`;
    return `${editorOf(by, yours)} changed ${what}`;
  });
  const text = `${listOf(clauses)} meanwhile; ${merges.length > 1 ? 'all' : 'both'} changes kept.`;
  // A username is written as it is spelled ("chief"); our own words start the sentence upper-case.
  const first = merges[0];
  const ours = first && (first.yours || first.by === null);
  return ours ? text.charAt(0).toUpperCase() + text.slice(1) : text;
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
