import { describe, expect, it } from 'vitest';
import { moneyFormatter } from '../../../shared/money-format';
import { axisDate, linear, moneyAxis } from './finances-scale';

// The axis labels come from the one money formatter (ADR 0036), in USD/en-US unless told.
const usd = moneyFormatter();

describe('moneyAxis', () => {
  it('covers the values and zero with round steps', () => {
    expect(moneyAxis([950_000, -200_020, 986_461])).toEqual({
      min: -500_000,
      max: 1_000_000,
      step: 500_000,
      ticks: [-500_000, 0, 500_000, 1_000_000],
    });
    expect(moneyAxis([12_345]).ticks).toEqual([0, 5_000, 10_000, 15_000]);
    expect(moneyAxis([-7_500, -100]).ticks).toEqual([-8_000, -6_000, -4_000, -2_000, 0]);
  });

  it('uses 2.5 steps of whole cents only, and steps of at least a cent', () => {
    expect(moneyAxis([1_000]).step).toBe(250);
    expect(moneyAxis([9]).step).toBe(5);
    expect(moneyAxis([2]).step).toBe(1);
  });

  it('never has a tick of -0, which would print as "-0.00"', () => {
    const { min, ticks } = moneyAxis([50, -0, 50]);
    expect(Object.is(min, -0)).toBe(false);
    expect(ticks.some((tick) => Object.is(tick, -0))).toBe(false);
    expect(usd.axis(ticks[0]!, 10)).toBe('$0.00');
  });

  it('draws 0 to 1.00 when everything is zero', () => {
    expect(moneyAxis([0, 0]).ticks).toEqual([0, 25, 50, 75, 100]);
  });
});

describe('labels', () => {
  it('formats money for the axis: with its currency, grouped, cents only when needed, compact when large', () => {
    const en = (cents: number, step: number) => usd.axis(cents, step);
    expect(en(1_250_000, 500_000)).toBe('$12,500');
    expect(en(-500_000, 500_000)).toBe('-$5,000');
    expect(en(25, 25)).toBe('$0.25');
    expect(en(25_000_000, 5_000_000)).toBe('$250K');
    expect(en(120_000_000, 20_000_000)).toBe('$1.2M');
    // The company's locale decides the grouping and where the symbol goes.
    const eur = moneyFormatter({ currency: 'EUR', locale: 'de-DE' });
    expect(eur.axis(1_250_050, 25).replace(/\u00a0/g, ' ')).toBe('12.500,50 €');
  });

  it('formats dates short, with the year when the chart spans years', () => {
    expect(axisDate('2024-03-05', false, 'en-US')).toBe('Mar 5');
    expect(axisDate('2024-03-05', true, 'en-US')).toBe('Mar 5, 24');
    // The reader's locale decides the order.
    expect(axisDate('2024-01-01', false, 'en-GB')).toBe('1 Jan');
  });

  it('maps a domain linearly onto a range', () => {
    const y = linear(-100, 300, 200, 0);
    expect([y(-100), y(0), y(300)]).toEqual([200, 150, 0]);
    expect(linear(5, 5, 10, 20)(5)).toBe(10);
  });
});
