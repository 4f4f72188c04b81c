import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { THEME_LOADER } from './theme-loader';

/** Runs the loader against a document with this cookie; the data-theme it set, if any. */
function themeSetBy(cookie: string): string | undefined {
  let set: string | undefined;
  const documentElement = { setAttribute: (_: string, value: string) => (set = value) };
  new Function('document', THEME_LOADER)({ cookie, documentElement });
  return set;
}

describe('the theme loader', () => {
  it('sets data-theme from the theme cookie, and nothing for none or a stray value', () => {
    expect(themeSetBy('theme=dark')).toBe('dark');
    expect(themeSetBy('XSRF-TOKEN=a; theme=light; sid=b')).toBe('light');
    expect(themeSetBy('')).toBeUndefined();
    expect(themeSetBy('theme=sepia')).toBeUndefined();
    expect(themeSetBy('mytheme=dark')).toBeUndefined();
  });
});

describe('the dark palette', () => {
  it('is the same chosen (data-theme) and followed from the system', () => {
    const css = readFileSync('src/web/styles/tokens.css', 'utf8');
    const block = (from: RegExp) => {
      const start = css.search(from);
      const body = css.slice(css.indexOf('{', start) + 1, css.indexOf('}', start));
      return body
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean);
    };
    const chosen = block(/:root\[data-theme='dark'\]\s*\{/);
    const followed = block(/:root:not\(\[data-theme='light'\]\)\s*\{/);
    expect(chosen.length).toBeGreaterThan(30);
    expect(followed).toEqual(chosen);
  });
});
