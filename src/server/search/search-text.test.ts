import { describe, expect, it } from 'vitest';
import { foldText, wordsOf } from './fold';
import { correctable, oneLetterOut, withinOneEdit } from './typos';
import { excerpter } from './excerpt';
import { indexedEntry } from './search-entry';

describe('folding', () => {
  it('drops case, accents and compatibility forms, and spells out letters without a mark', () => {
    expect(foldText('Société Générale')).toBe('societe generale');
    expect(foldText('İstanbul ŁÓDŹ Øresund Straße Æsir ﬁle ＺＵＲＩＣＨ ²')).toBe(
      'istanbul lodz oresund strasse aesir file zurich 2',
    );
    expect(foldText('ΟΔΟΣ')).toBe(foldText('οδοσ'));
  });

  it('cuts text into words of letters and digits, each at most 64 characters', () => {
    expect(wordsOf('Northwind Traders, Ltd. #37430 — ops@nw.test')).toEqual([
      ...['northwind', 'traders', 'ltd', '37430', 'ops', 'nw', 'test'],
    ]);
    expect(wordsOf('"quoted" OR NEAR(a b) a:b -x *')).toEqual([
      'quoted',
      'or',
      'near',
      'a',
      'b',
      'a',
      'b',
      'x',
    ]);
    expect(wordsOf('😀 &|! %_ \\')).toEqual([]);
    expect(wordsOf('x'.repeat(100))).toEqual(['x'.repeat(64)]);
  });
});

describe('one-letter typos', () => {
  it('are one letter missing, extra, changed, or two neighbours swapped', () => {
    for (const typo of ['nortwind', 'northwindd', 'northwimd', 'nrothwind', 'northwidn'])
      expect(withinOneEdit(typo, 'northwind'), typo).toBe(true);
    for (const far of ['nortwimd', 'windnorth', 'north', 'northwindxx'])
      expect(withinOneEdit(far, 'northwind'), far).toBe(false);
  });

  it('are looked up by the forms with one letter left out, for words of letters', () => {
    expect(oneLetterOut('cafe')).toEqual(['cafe', 'afe', 'cfe', 'cae', 'caf']);
    expect(oneLetterOut('😀ab')).toEqual(['😀ab', 'ab', '😀b', '😀a']);
    expect(correctable('harbour')).toBe(true);
    expect(correctable('office37430')).toBe(false);
    expect(correctable('ab')).toBe(false);
  });
});

describe('entries', () => {
  it('keep the title’s words apart from the rest, each word once', () => {
    const entry = indexedEntry({
      resource: 'clients',
      id: 1,
      title: 'Northwind Northwind Traders',
      text: 'Traders of Fresno, fresno',
    });
    expect(entry).toMatchObject({ title_key: 'northwind northwind traders', words: 'of fresno' });
  });
});

describe('excerpts', () => {
  const long = `${'Intro words. '.repeat(20)}The Café Crème is where the quarterly meeting happens. ${'Outro. '.repeat(30)}`;

  it('show the first word found in its context, cut at word ends', () => {
    const excerpt = excerpter(['creme'], [])(long);
    expect(excerpt).toMatch(/^…Intro words\. .*The Café Crème is where .*…$/);
    expect(excerpt.length).toBeLessThanOrEqual(162);
    expect(excerpter([], ['quarterly'])(long)).toContain('quarterly meeting');
  });

  it('show the start when nothing matches, and short texts whole', () => {
    expect(excerpter(['zzz'], [])(long)).toMatch(/^Intro words\. Intro/);
    expect(excerpter(['x'], [])('  A short\n text ')).toBe('A short text');
  });
});
