/**
 * Migration 013's copy of how src/server/search/ turned text into words when it was written
 * (fold.ts, typos.ts, search-entry.ts). A copy, not an import: a migration stays as it was
 * written.
 */
const LETTERS: Record<string, string> = {
  ...{ æ: 'ae', đ: 'd', ð: 'd', ħ: 'h', ı: 'i', ł: 'l' },
  ...{ ø: 'o', œ: 'oe', ß: 'ss', ς: 'σ', þ: 'th', ŧ: 't' },
};
const LETTER = new RegExp(`[${Object.keys(LETTERS).join('')}]`, 'g');

const fold = (text: string) =>
  text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/\p{M}/gu, '')
    .replace(LETTER, (c) => LETTERS[c]!);

const wordsOf = (text: string) =>
  fold(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map((word) => (word.length > 64 ? [...word].slice(0, 64).join('') : word));

const cut = (text: string, max: number) =>
  text.length <= max ? text : text.slice(0, /[\uD800-\uDBFF]/.test(text[max - 1]!) ? max - 1 : max);

/** Words the typo vocabulary holds: 3 to 32 letters, no digits. */
export const correctable = (word: string) =>
  !/\p{N}/u.test(word) && [...word].length >= 3 && [...word].length <= 32;

/** The word and each form of it with one letter left out. */
export function oneLetterOut(word: string): string[] {
  const chars = [...word];
  const forms = new Set([word]);
  for (let i = 0; i < chars.length; i++)
    forms.add([...chars.slice(0, i), ...chars.slice(i + 1)].join(''));
  return [...forms];
}

export type Entry = { resource: string; id: number; title: string; text: string; opensId?: number };

/** An entry's stored columns: its title's words (whole, up to 300 characters), its others. */
export function stored(entry: Entry) {
  const keyWords: string[] = [];
  let length = -1;
  const rest = new Set<string>();
  for (const word of wordsOf(entry.title)) {
    if (rest.size === 0 && length + 1 + word.length <= 300) {
      keyWords.push(word);
      length += 1 + word.length;
    } else rest.add(word);
  }
  const inKey = new Set(keyWords);
  for (const word of wordsOf(cut(entry.text, 1_000_000))) {
    if (rest.size >= 10_000) break;
    if (!inKey.has(word)) rest.add(word);
  }
  for (const word of inKey) rest.delete(word);
  return {
    resource: entry.resource,
    record_id: entry.id,
    opens_id: entry.opensId ?? null,
    title: entry.title,
    title_key: keyWords.join(' '),
    words: [...rest].join(' '),
    text: cut(entry.text, 20_000),
  };
}
