import { describe, expect, it } from 'vitest';
import { SLUG_MAX, SLUG_PATTERN, nextSlug, slugify } from './slug';

describe('slugify', () => {
  it('folds accents, lowers case and joins words with hyphens', () => {
    expect(slugify('Café opening 2027')).toBe('cafe-opening-2027');
    expect(slugify('  Ærø & Straße: the "best" — part II ')).toBe('aero-strasse-the-best-part-ii');
  });

  it('gives "page" when nothing is left, and never passes SLUG_MAX', () => {
    expect(slugify('!!! 🚀')).toBe('page');
    // /2027 would be the page whose id is 2027.
    expect(slugify('2027')).toBe('page-2027');
    const long = slugify('word '.repeat(50));
    expect(long.length).toBeLessThanOrEqual(SLUG_MAX);
    expect(long).toMatch(SLUG_PATTERN);
  });
});

describe('nextSlug', () => {
  it('keeps a free slug and numbers a taken one', () => {
    const taken = new Set(['launch', 'launch-2']);
    expect(nextSlug('news', (s) => taken.has(s))).toBe('news');
    expect(nextSlug('launch', (s) => taken.has(s))).toBe('launch-3');
  });
});
