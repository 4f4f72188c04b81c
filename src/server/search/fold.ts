/**
 * How the search sees text, the same for what it stores and what it is asked, on both databases:
 * compatibility forms unfolded (NFKD: "ﬁ" is "fi", "²" is "2"), lower case, accents dropped, and
 * cut into words of letters and digits. The databases never fold anything themselves: SQLite's
 * and PostgreSQL's rules differ (Unicode versions, locales), so they are handed words only.
 */

/** Letters that NFKD keeps whole but a reader takes for a plain letter with a mark. */
const LETTERS: Readonly<Record<string, string>> = {
  æ: 'ae',
  đ: 'd',
  ð: 'd',
  ħ: 'h',
  ı: 'i',
  ł: 'l',
  ø: 'o',
  œ: 'oe',
  ß: 'ss',
  ς: 'σ',
  þ: 'th',
  ŧ: 't',
};
const LETTER = new RegExp(`[${Object.keys(LETTERS).join('')}]`, 'g');

/** A word longer than this is cut to it, stored and asked alike (a pasted hash, a long URL). */
export const WORD_MAX = 64;

/** Lower case, without accents: the form both the index and a query are compared in. */
export const foldText = (text: string) =>
  text
    .normalize('NFKD')
    .toLowerCase()
    // toLowerCase can itself decompose ("İ" is "i" and a dot): marks go after it.
    .replace(/\p{M}/gu, '')
    .replace(LETTER, (c) => LETTERS[c]!);

/** The words of a text, folded, in order: runs of letters and digits, each at most WORD_MAX. */
export function wordsOf(text: string): string[] {
  const words: string[] = [];
  for (const word of foldText(text).split(/[^\p{L}\p{N}]+/u)) {
    if (!word) continue;
    const chars = [...word];
    words.push(chars.length > WORD_MAX ? chars.slice(0, WORD_MAX).join('') : word);
  }
  return words;
}
