import { describe, expect, it } from 'vitest';
import { expense, financesProject, funding, sampleFinances } from './finances-test-data';
import { financesSeries, hasFinances } from './finances-series';
import { numberToCents } from '../../../shared/money';

describe('financesSeries', () => {
  it('has one point per day, oldest first, with money in, money out and the running balance', () => {
    const { points, inCents, outCents, balanceCents } = financesSeries(sampleFinances());
    expect(points).toEqual([
      { date: '2024-01-05', inCents: 1_000_050, outCents: 0, balanceCents: 1_000_050 },
      // Two expenses on one day: 20.00 and 1,000.25 with logistics.
      { date: '2024-01-10', inCents: 0, outCents: 102_025, balanceCents: 898_025 },
      // The line that sells for nothing still cost money.
      { date: '2024-01-15', inCents: 0, outCents: 200_020, balanceCents: 698_005 },
      { date: '2024-02-01', inCents: 123_456, outCents: 0, balanceCents: 821_461 },
      { date: '2024-02-20', inCents: 0, outCents: 35_000, balanceCents: 786_461 },
      // Funding and an expense on one day.
      { date: '2024-03-10', inCents: 250_000, outCents: 50_000, balanceCents: 986_461 },
    ]);
    expect([inCents, outCents, balanceCents]).toEqual([1_373_506, 387_045, 986_461]);
  });

  it('sums in exact cents: ten fundings of 0.10 and 0.20 make 3.00, not 2.9999…', () => {
    const fundings = Array.from({ length: 10 }, (_, i) => [
      funding(2 * i, '2024-01-01', 0.1),
      funding(2 * i + 1, '2024-01-01', 0.2),
    ]).flat();
    const { points, balanceCents } = financesSeries(financesProject({ fundings }));
    expect(points).toEqual([{ date: '2024-01-01', inCents: 300, outCents: 0, balanceCents: 300 }]);
    expect(balanceCents).toBe(300);
  });

  it('reports the lowest balance below zero, on the first day it was reached', () => {
    const costs = { cost: 100, quantity: 1, logistics: 0, selling: 0 };
    const project = financesProject({
      fundings: [funding(1, '2024-01-03', 150), funding(2, '2024-01-09', 100)],
      expenses: [
        expense(1, '2024-01-02', 'Cable', costs),
        expense(2, '2024-01-04', 'Mast', { ...costs, cost: 200 }),
        expense(3, '2024-01-10', 'Dish', { ...costs, cost: 50 }),
      ],
    });
    const { points, lowest } = financesSeries(project);
    expect(points.map((p) => p.balanceCents)).toEqual([-10_000, 5_000, -15_000, -5_000, -10_000]);
    expect(lowest).toEqual({
      date: '2024-01-04',
      inCents: 0,
      outCents: 20_000,
      balanceCents: -15_000,
    });
  });

  it('has no lowest point when the balance never goes below zero, and no points when empty', () => {
    expect(financesSeries(sampleFinances()).lowest).toBeNull();
    const empty = financesProject();
    expect(financesSeries(empty)).toEqual({
      points: [],
      inCents: 0,
      outCents: 0,
      balanceCents: 0,
      lowest: null,
    });
    expect(hasFinances(empty)).toBe(false);
    expect(hasFinances(financesProject({ fundings: [funding(1, '2024-01-01', 1)] }))).toBe(true);
  });
});

describe('numberToCents', () => {
  it('recovers the exact cents of amounts with two decimals, large or negative', () => {
    expect([0.1, 0.29, 1.005 - 0.005, 19.99, 1234.56, -300.25].map(numberToCents)).toEqual([
      10, 29, 100, 1999, 123_456, -30_025,
    ]);
    expect(numberToCents(99_999_999_999.99)).toBe(9_999_999_999_999);
  });
});
