/**
 * One-letter typos, found the same way on both databases (SymSpell's idea): every word the index
 * holds is stored with each form it takes with one letter left out, and so is looked up a typed
 * word. Two words within one edit of each other (a letter missing, extra, changed, or two
 * neighbours swapped) always share such a form or are one, so the lookup is one indexed `in`.
 * It also finds a few words two edits away ("abc", "bca"), which withinOneEdit drops.
 */

/** Shorter typed words would match too much with a letter wrong ("cat": bat, car, cut, …). */
export const TYPO_MIN = 4;
/** Words in the vocabulary: long enough to be one edit from a typed word, no longer than typed. */
const VOCABULARY_MIN = TYPO_MIN - 1;
const VOCABULARY_MAX = 32;

/**
 * Whether a word may be corrected to or from: letters only. A number or a code with digits in it
 * names one thing (an invoice, a phone number), and the one a digit away is another.
 */
export function correctable(word: string, min = VOCABULARY_MIN): boolean {
  const length = [...word].length;
  return length >= min && length <= VOCABULARY_MAX && !/\p{N}/u.test(word);
}

/** The word and each form of it with one letter left out, in characters (not UTF-16 units). */
export function oneLetterOut(word: string): string[] {
  const chars = [...word];
  const forms = new Set([word]);
  for (let i = 0; i < chars.length; i++)
    forms.add([...chars.slice(0, i), ...chars.slice(i + 1)].join(''));
  return [...forms];
}

/**
 * At most one edit apart (optimal string alignment): equal, one letter inserted, deleted or
 * changed, or two neighbouring letters swapped.
 */
export function withinOneEdit(a: string, b: string): boolean {
  const x = [...a];
  const y = [...b];
  if (Math.abs(x.length - y.length) > 1) return false;
  let i = 0;
  while (i < x.length && i < y.length && x[i] === y[i]) i++;
  const rest = (p: string[], from: number) => p.slice(from).join('');
  if (x.length === y.length) {
    if (i === x.length || rest(x, i + 1) === rest(y, i + 1)) return true;
    return x[i] === y[i + 1] && x[i + 1] === y[i] && rest(x, i + 2) === rest(y, i + 2);
  }
  const [shorter, longer] = x.length < y.length ? [x, y] : [y, x];
  return rest(shorter, i) === rest(longer, i + 1);
}
