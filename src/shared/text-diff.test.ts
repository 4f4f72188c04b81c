import { describe, expect, it } from 'vitest';
import { lineDiff } from './text-diff';

const show = (before: string, after: string) =>
  lineDiff(before, after).map((l) => ({ same: ' ', added: '+', removed: '-' })[l.kind] + l.text);

describe('lineDiff', () => {
  it('keeps equal texts as they are', () => {
    expect(show('a\nb', 'a\nb')).toEqual([' a', ' b']);
    expect(show('', '')).toEqual([]);
  });

  it('shows a changed line as removed then added, among kept ones', () => {
    expect(show('one\ntwo\nthree', 'one\n2\nthree')).toEqual([' one', '-two', '+2', ' three']);
  });

  it('finds the longest run of kept lines, not the first match', () => {
    expect(show('a\nb\nc\nd', 'b\nc\nd\na')).toEqual(['-a', ' b', ' c', ' d', '+a']);
    expect(show('x\na\nb\ny', 'a\nz\nb')).toEqual(['-x', ' a', '+z', ' b', '-y']);
  });

  it('adds to and removes from an empty text', () => {
    expect(show('', 'a\nb')).toEqual(['+a', '+b']);
    expect(show('a\nb', '')).toEqual(['-a', '-b']);
  });

  it('reads Windows line ends as line ends', () => {
    expect(show('a\r\nb', 'a\nc')).toEqual([' a', '-b', '+c']);
  });

  it('keeps every line of both texts, in order', () => {
    const before = 'the\nquick\nbrown\nfox\njumps\nover';
    const after = 'a\nquick\nred\nfox\nleaps\nover\nit';
    const lines = lineDiff(before, after);
    expect(lines.filter((l) => l.kind !== 'added').map((l) => l.text)).toEqual(before.split('\n'));
    expect(lines.filter((l) => l.kind !== 'removed').map((l) => l.text)).toEqual(after.split('\n'));
    expect(lines.filter((l) => l.kind === 'same').map((l) => l.text)).toEqual([
      'quick',
      'fox',
      'over',
    ]);
  });

  it('swaps two very long, wholly different texts without building the table', () => {
    const a = Array.from({ length: 3000 }, (_, i) => `a${i}`).join('\n');
    const b = Array.from({ length: 3000 }, (_, i) => `b${i}`).join('\n');
    const lines = lineDiff(a, b);
    expect(lines).toHaveLength(6000);
    expect(lines[0]).toEqual({ kind: 'removed', text: 'a0' });
    expect(lines[3000]).toEqual({ kind: 'added', text: 'b0' });
  });
});
