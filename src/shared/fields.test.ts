import { describe, expect, it } from 'vitest';
import { optionalEmail, requiredEmail, wholeNumber, wholeQuantity } from './fields';
import { lowStockThreshold } from './stock';

const messagesOf = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message);

describe('wholeNumber', () => {
  it.each([
    ['42', 42],
    [' 7 ', 7],
    ['-2', -2],
    ['1,000', 1000],
    ['-1,000', -1000],
    ['12,345,678', 12345678],
    [3, 3],
  ])('reads %j as %i', (value, expected) => {
    expect(wholeNumber().safeParse(value).data).toBe(expected);
  });

  it.each(['1 000', '1.000,5', '12,34', '1,0000', '1.'])(
    'refuses %j, saying which format it expects',
    (value) => {
      expect(messagesOf(wholeNumber().safeParse(value))).toEqual([
        'must be a whole number written like 1,000',
      ]);
    },
  );

  it('keeps its messages for other mistakes', () => {
    expect(messagesOf(wholeNumber().safeParse('ten'))).toEqual(['must be a number']);
    expect(messagesOf(wholeNumber().safeParse(''))).toEqual(['must be a number']);
    expect(messagesOf(wholeNumber().safeParse(true))).toEqual(['must be a number']);
    expect(messagesOf(wholeNumber().safeParse('1.5'))).toEqual(['must be a whole number']);
    expect(messagesOf(wholeNumber().safeParse('1,000.5'))).toEqual(['must be a whole number']);
  });
});

describe('quantities of stock', () => {
  it('take what the lists show ("en" grouping) for a quantity and a threshold', () => {
    const shown = new Intl.NumberFormat('en').format(12500);
    expect(shown).toBe('12,500');
    expect(wholeQuantity().safeParse(shown).data).toBe(12500);
    expect(lowStockThreshold().safeParse('1,000').data).toBe(1000);
    expect(lowStockThreshold().safeParse(null).data).toBeNull();
    expect(messagesOf(wholeQuantity().safeParse('-1,000'))).toEqual(['must be 0 or more']);
    expect(messagesOf(lowStockThreshold().safeParse('1 000'))).toEqual([
      'must be a whole number written like 1,000',
    ]);
  });
});

describe('email addresses (RFC 6531)', () => {
  const schema = requiredEmail();
  it('take letters of any script, in the local part and the domain', () => {
    for (const ok of [
      'zoë.test@example.com',
      'ada@example.co.uk',
      'first+tag@sub.example.org',
      '用户@例子.广告',
      'josé@xn--bcher-kva.example',
      "o'brien@example.ie",
    ])
      expect(schema.safeParse(ok).success, ok).toBe(true);
  });

  it('refuse what is not an address', () => {
    for (const bad of [
      'plain',
      'a@b',
      'a@localhost',
      'two@@example.com',
      'sp ace@example.com',
      '.dot@example.com',
      'dot.@example.com',
      'do..t@example.com',
      'a@exa_mple.com',
      'a@-example.com',
      '"quoted"@example.com',
      `${'x'.repeat(65)}@example.com`,
    ])
      expect(schema.safeParse(bad).success, bad).toBe(false);
  });

  it('keep one form of a letter (NFC)', () => {
    const decomposed = 'zoe\u0308@example.com';
    expect(schema.parse(decomposed)).toBe('zo\u00eb@example.com');
    expect(optionalEmail().parse('')).toBe('');
  });
});
