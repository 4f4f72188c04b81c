import { describe, expect, it } from 'vitest';
import { JSON_DEPTH_MAX, nestsDeeperThan } from './json-depth';

const deeper = (text: string, max?: number) => nestsDeeperThan(Buffer.from(text), max);
const arrays = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);

describe('nestsDeeperThan', () => {
  it('counts arrays and objects inside each other, up to the limit and past it', () => {
    expect(JSON_DEPTH_MAX).toBe(32);
    expect(deeper(arrays(32))).toBe(false);
    expect(deeper(arrays(33))).toBe(true);
    expect(deeper('{"a":'.repeat(33) + '1' + '}'.repeat(33))).toBe(true);
    expect(deeper('[{"a":[{"b":[]}]}]', 5)).toBe(false);
    expect(deeper('[{"a":[{"b":[]}]}]', 4)).toBe(true);
  });

  it('measures depth, not how many containers there are', () => {
    expect(deeper(`[${'[],'.repeat(10_000)}[]]`, 2)).toBe(false);
    expect(deeper('{"a":{},"b":{},"c":{"d":{}}}', 3)).toBe(false);
  });

  it('skips brackets inside strings, escaped quotes included', () => {
    expect(deeper(`["${'['.repeat(100)}"]`, 1)).toBe(false);
    expect(deeper(`["\\"${'{'.repeat(100)}", "\\\\"]`, 1)).toBe(false);
    expect(deeper(`["\\\\", ${arrays(3)}]`, 3)).toBe(true);
    expect(deeper(`{"é[":"ü{", "k": ${arrays(2)}}`, 3)).toBe(false);
  });

  it('stops at the first level too deep, however long the body', () => {
    const huge = Buffer.alloc(4 * 1024 * 1024, '[');
    expect(nestsDeeperThan(huge)).toBe(true);
  });
});
