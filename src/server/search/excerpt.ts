import { foldText } from './fold';

/** About two lines of a palette: the excerpt is cut to this many characters, at word ends. */
const EXCERPT_LENGTH = 160;
/** How much comes before the first match, so it reads in its context. */
const LEAD = 40;

/**
 * The text folded one character at a time, with the position in the text of each folded unit,
 * so that a match in the folded text maps back to the original; ASCII folds in place.
 */
function folded(text: string): { folded: string; at: (i: number) => number } {
  // eslint-disable-next-line no-control-regex
  if (/^[\u0000-\u007f]*$/.test(text)) return { folded: text.toLowerCase(), at: (i) => i };
  let out = '';
  const positions: number[] = [];
  for (let i = 0; i < text.length;) {
    const char = String.fromCodePoint(text.codePointAt(i)!);
    const f = char < '\u0080' ? char.toLowerCase() : foldText(char);
    for (let k = 0; k < f.length; k++) positions.push(i);
    out += f;
    i += char.length;
  }
  return { folded: out, at: (i) => positions[i]! };
}

/** Where a piece starting at `found` (or the text's start) begins and ends, at word ends. */
function window(plain: string, found: number): [number, number] {
  // From the word end before the lead-in (or the match itself, in a text without spaces there).
  let start = found > LEAD ? plain.indexOf(' ', found - LEAD) + 1 : 0;
  if (start > found || start === 0) start = found > LEAD ? found : 0;
  let end = Math.min(plain.length, start + EXCERPT_LENGTH);
  if (end < plain.length) {
    const space = plain.lastIndexOf(' ', end);
    if (space > start) end = space;
    else if (/[\uDC00-\uDFFF]/.test(plain[end]!)) end--;
  }
  return [start, end];
}

/**
 * Cuts excerpts for one query: a short piece of a text around the first word that starts with
 * one of `prefixes` or is one of `words` (or its start), whitespace collapsed, "…" where cut.
 */
export function excerpter(prefixes: readonly string[], words: readonly string[]) {
  // Every word is letters and digits only (fold.ts): nothing in it needs escaping.
  const alternatives = [...prefixes, ...words.map((w) => `${w}(?![\\p{L}\\p{N}])`)];
  const pattern = alternatives.length
    ? new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives.join('|')})`, 'u')
    : null;
  return (text: string): string => {
    const plain = text.replace(/\s+/g, ' ').trim();
    if (plain.length <= EXCERPT_LENGTH) return plain;
    const f = pattern ? folded(plain) : null;
    const match = f && pattern!.exec(f.folded);
    const [start, end] = window(plain, match ? f.at(match.index) : -1);
    return `${start > 0 ? '…' : ''}${plain.slice(start, end).trim()}${end < plain.length ? '…' : ''}`;
  };
}
