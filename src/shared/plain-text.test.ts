import { describe, expect, it } from 'vitest';
import { excerpt, markdownToPlainText } from './plain-text';

describe('markdownToPlainText', () => {
  it('skips headings, and strips emphasis, links, images, list markers and code fences', () => {
    const markdown = [
      '# Welcome',
      '',
      'We build **websites** and _CCTV_, see [our work](/portfolio) ![a dish](/x.png).',
      '',
      '1. Coverage',
      '- `storage`',
      '> quoted',
      '',
      '```js',
      'const a = 1;',
      '```',
    ].join('\n');
    expect(markdownToPlainText(markdown)).toBe(
      'We build websites and CCTV, see our work a dish. Coverage. storage. quoted. const a = 1;',
    );
  });

  it('drops HTML tags and keeps their text', () => {
    expect(markdownToPlainText('Hi <img src=x onerror=alert(1)> <b>there</b>')).toBe('Hi there');
  });
});

describe('prose from blocks', () => {
  it('makes list items and paragraphs separate sentences instead of run-on text', () => {
    const markdown = [
      '## Spare parts',
      'We keep these in stock',
      'for every install:',
      '',
      '- Seals and gaskets',
      '- Cable glands',
      '- Heater elements!',
      '',
      'Ask us.',
    ].join('\n');
    expect(markdownToPlainText(markdown)).toBe(
      'We keep these in stock for every install: Seals and gaskets. Cable glands. Heater elements! Ask us.',
    );
  });

  it('reads a table row by row', () => {
    expect(markdownToPlainText('| Item | Qty |\n|---|---|\n| Dish | 2 |')).toBe(
      'Item, Qty. Dish, 2',
    );
  });
});

describe('excerpt', () => {
  it('keeps short texts whole', () => {
    expect(excerpt('Short **text**.')).toBe('Short text.');
  });

  it('cuts long texts at a word boundary with an ellipsis', () => {
    const text = 'word '.repeat(100);
    const result = excerpt(text, 160);
    expect(result.length).toBeLessThanOrEqual(160);
    expect(result.endsWith('word…')).toBe(true);
  });
});

describe('underscores', () => {
  it('keeps underscores inside words', () => {
    expect(markdownToPlainText('my_var_name and _emphasis_ and __strong__')).toBe(
      'my_var_name and emphasis and strong',
    );
  });
});

describe('links with parentheses', () => {
  it('keeps only the link text', () => {
    expect(
      markdownToPlainText('[x](javascript:alert(1)) and [wiki](https://e.org/A_(b)) end'),
    ).toBe('x and wiki end');
  });
});
