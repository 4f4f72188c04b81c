import { describe, expect, it } from 'vitest';
import { computeExpense, formatMoney, moneyInput, quantityInput, sumCents } from './money';

const cents = (v: unknown) => moneyInput().safeParse(v);
const messageOf = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message);

describe('moneyInput', () => {
  it('reads numbers and strings with up to two decimals as exact cents', () => {
    expect(cents(0.1).data).toBe(10);
    expect(cents(0.2).data).toBe(20);
    expect(cents('19.99').data).toBe(1999);
    expect(cents(1234567.89).data).toBe(123456789);
    expect(cents('7').data).toBe(700);
  });
  it('sums 0.10 and 0.20 to exactly 0.30', () => {
    expect(sumCents([cents(0.1).data!, cents(0.2).data!])).toBe(30);
  });
  it('refuses three decimals, negatives, text, NaN and exponents', () => {
    for (const bad of [0.001, '1.234', -1, 'abc', '', NaN, Infinity, '1e3', null, true]) {
      expect(cents(bad).success, String(bad)).toBe(false);
    }
  });
});

describe('moneyInput, as the app shows amounts', () => {
  it.each([
    ['1,250.50', 125050],
    ['1,000', 100000],
    ['12,345,678.9', 1234567890],
    [' 1,000.05 ', 100005],
  ])('reads %j, with the commas the tables show, as %i cents', (text, expected) => {
    expect(cents(text).data).toBe(expected);
  });

  it('reads back every amount a table shows (formatMoney in "en")', () => {
    for (const value of [0, 5, 99, 1000, 125050, 100000000, 1234567890, 10000000000000])
      expect(cents(formatMoney(value, 'en')).data, formatMoney(value, 'en')).toBe(value);
  });

  it.each(['1,25.50', '12,34', '1 250,50', '1.250,50', '1,0000'])(
    'refuses %j, saying which format it expects',
    (text) => {
      expect(messageOf(cents(text))).toEqual(['must be a number written like 1,250.50']);
    },
  );

  it('keeps its messages for other mistakes', () => {
    expect(messageOf(cents('ten'))).toEqual(['must be a number with at most two decimals']);
    expect(messageOf(cents('1,000.125'))).toEqual(['must be a number with at most two decimals']);
    expect(messageOf(cents('-1,000'))).toEqual(['must be 0 or more']);
  });
});

describe('quantityInput', () => {
  it('reads up to three decimals as thousandths and refuses zero', () => {
    expect(quantityInput().safeParse(2.5).data).toBe(2500);
    expect(quantityInput().safeParse('0.125').data).toBe(125);
    expect(quantityInput().safeParse(0).success).toBe(false);
    expect(quantityInput().safeParse(1.0001).success).toBe(false);
  });
  it('reads the grouping the expense table shows and names it when it is another', () => {
    expect(quantityInput().safeParse('1,250.125').data).toBe(1250125);
    expect(quantityInput().safeParse('1,000').data).toBe(1000000);
    // money-cell.tsx's formatQuantity in "en".
    const shown = new Intl.NumberFormat('en', { maximumFractionDigits: 3 }).format(12345.678);
    expect(quantityInput().safeParse(shown).data).toBe(12345678);
    expect(messageOf(quantityInput().safeParse('1.250,5'))).toEqual([
      'must be a number written like 1,250.50',
    ]);
    expect(messageOf(quantityInput().safeParse('1.2345'))).toEqual([
      'must be a number with at most three decimals',
    ]);
  });
});

describe('computeExpense', () => {
  it('applies docs/product.md’s profit formula exactly', () => {
    // 3 × 15.00 − (3 × 10.00 + 5.00) = 10.00
    expect(
      computeExpense({
        unit_cost_price_cents: 1000,
        quantity_milli: 3000,
        logistics_cost_cents: 500,
        unit_selling_price_cents: 1500,
      }),
    ).toEqual({
      total_cost_cents: 3000,
      total_with_logistics_cents: 3500,
      total_selling_price_cents: 4500,
      profit_cents: 1000,
    });
  });
  it('rounds half away from zero, to the cent', () => {
    // 0.005 × 1 cent-quantity: 1 cent × 0.5 = 0.5 cent → 1 cent; a loss of 0.5 cent → −1 cent.
    expect(
      computeExpense({
        unit_cost_price_cents: 0,
        quantity_milli: 500,
        logistics_cost_cents: 0,
        unit_selling_price_cents: 1,
      }).profit_cents,
    ).toBe(1);
    expect(
      computeExpense({
        unit_cost_price_cents: 1,
        quantity_milli: 500,
        logistics_cost_cents: 0,
        unit_selling_price_cents: 0,
      }).profit_cents,
    ).toBe(-1);
  });
  it('gives a negative profit for a loss', () => {
    expect(
      computeExpense({
        unit_cost_price_cents: 2000,
        quantity_milli: 1000,
        logistics_cost_cents: 100,
        unit_selling_price_cents: 1500,
      }).profit_cents,
    ).toBe(-600);
  });
});
