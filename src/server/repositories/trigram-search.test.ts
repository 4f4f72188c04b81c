import { describe, expect, it } from 'vitest';
import { ftsAllOf, trigramPieces } from './trigram-search';

describe('trigramPieces', () => {
  it('cuts q end to end, the last piece overlapping when the length is not a multiple of 3', () => {
    expect(trigramPieces('abcdef')).toEqual(['abc', 'def']);
    expect(trigramPieces('abcdefgh')).toEqual(['abc', 'def', 'fgh']);
    expect(trigramPieces('abc')).toEqual(['abc']);
  });

  it('has none under three characters, and no piece twice', () => {
    expect(trigramPieces('ab')).toEqual([]);
    expect(trigramPieces('')).toEqual([]);
    expect(trigramPieces('aaaaaaa')).toEqual(['aaa']);
  });

  it('counts characters, not UTF-16 units', () => {
    expect(trigramPieces('🚀 la')).toEqual(['🚀 l', ' la']);
    expect(trigramPieces('🚀🚀')).toEqual([]);
  });
});

describe('ftsAllOf', () => {
  it('quotes each piece as a phrase, doubling its quotes, and requires all', () => {
    expect(ftsAllOf(['a"b', 'c d'])).toBe('"a""b" AND "c d"');
  });
});
