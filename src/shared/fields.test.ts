import { describe, expect, it } from 'vitest';
import { wholeNumber, wholeQuantity } from './fields';
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
