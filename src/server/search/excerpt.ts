import { foldText } from './fold';

/** About two lines of a palette: the excerpt is cut to this many characters, at word ends. */
const EXCERPT_LENGTH = 160;
/** How much comes before the first match, so it reads in its context. */
const LEAD = 40;

/**
 * The text folded one character at a time, with the position in the text of each folded unit:
 * a match in the folded text maps back to the original.
 */
function foldedWithPositions(text: string): { folded: string; at: number[] } {
  let folded = '';
  const at: number[] = [];
  for (let i = 0; i < text.length;) {
    const char = String.fromCodePoint(text.codePointAt(i)!);
    const f = char < '\u0080' ? char.toLowerCase() : foldText(char);
    for (let k = 0; k < f.length; k++) at.push(i);
    folded += f;
    i += char.length;
  }
  return { folded, at };
}

/** Where the first word starting with one of `prefixes` or equal to one of `words` is, or -1. */
function firstMatch(text: string, prefixes: readonly string[], words: readonly string[]): number {
  // Every word is letters and digits only (fold.ts): nothing in it needs escaping.
  const alternatives = [...prefixes, ...words.map((w) => `${w}(?![\\p{L}\\p{N}])`)];
  if (alternatives.length === 0) return -1;
  const { folded, at } = foldedWithPositions(text);
  const match = new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives.join('|')})`, 'u').exec(folded);
  return match ? at[match.index]! : -1;
}

/**
 * A short piece of `text` around the first word the query found in it (or its start), its
 * whitespace collapsed, with "…" where it was cut.
 */
export function excerptOf(text: string, prefixes: readonly string[], words: readonly string[]) {
  const plain = text.replace(/\s+/g, ' ').trim();
  if (plain.length <= EXCERPT_LENGTH) return plain;
  const found = firstMatch(plain, prefixes, words);
  // From the word end before the lead-in (or the match itself, in a text without spaces there).
  let start = found > LEAD ? plain.indexOf(' ', found - LEAD) + 1 : 0;
  if (start > found || start === 0) start = found > LEAD ? found : 0;
  let end = Math.min(plain.length, start + EXCERPT_LENGTH);
  if (end < plain.length) {
    const space = plain.lastIndexOf(' ', end);
    if (space > start) end = space;
    else if (/[\uDC00-\uDFFF]/.test(plain[end]!)) end--;
  }
  return `${start > 0 ? '…' : ''}${plain.slice(start, end).trim()}${end < plain.length ? '…' : ''}`;
}
