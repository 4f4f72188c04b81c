import { z } from 'zod';
import { isOtherNumberFormat, ungroup } from './number-text';

/**
 * Money is exact: amounts travel as JSON numbers (or form strings) with at most two decimals and
 * live as integer cents; expense quantities have at most three decimals and live as thousandths.
 * Parsing goes through the decimal text, never through float arithmetic.
 */
const MAX_CENTS = 100_000_000_000_00; // a hundred billion per amount
const MAX_MILLI = 1_000_000_000; // a million units per expense line
/** No line total may pass ten trillion. */
export const MAX_TOTAL_CENTS = 1_000_000_000_000_000;
/**
 * No project's funding total, costs or sales may pass this (about 45 trillion): a profit sums
 * sales and costs of either sign, and every sum of them then stays below 2^53 cents, where a JS
 * number still holds every cent (ten lines of MAX_TOTAL_CENTS would not).
 */
export const MAX_PROJECT_CENTS = Math.floor(Number.MAX_SAFE_INTEGER / 2);

function decimalToUnits(input: number | string, decimals: number): number | null {
  const text = typeof input === 'number' ? numberText(input) : ungroup(input.trim());
  const match = /^(-)?(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) return null;
  const [, sign, whole, fraction = ''] = match;
  if (fraction.length > decimals) return null;
  const units = Number(whole) * 10 ** decimals + Number(fraction.padEnd(decimals, '0') || '0');
  return sign ? -units : units;
}

// 1e21 and 1e-7 print in exponent form; fixed notation keeps the decimal digits as typed.
function numberText(n: number): string {
  if (!Number.isFinite(n)) return 'NaN';
  const s = String(n);
  return s.includes('e') ? n.toFixed(20).replace(/\.?0+$/, '') : s;
}

const numeric = z.union([z.number(), z.string()], { error: 'must be a number' });

/** The message for an amount that does not parse: the format when it is digits written otherwise. */
const notAmount = (value: number | string, decimals: string) =>
  typeof value === 'string' && isOtherNumberFormat(value.trim())
    ? 'must be a number written like 1,250.50'
    : `must be a number with at most ${decimals} decimals`;

/** An amount of money ≥ 0 with at most two decimals → integer cents; "1,250.50" as shown. */
export const moneyInput = () =>
  numeric.transform((value, ctx) => {
    const cents = decimalToUnits(value, 2);
    if (cents === null) {
      ctx.addIssue({ code: 'custom', message: notAmount(value, 'two') });
      return z.NEVER;
    }
    if (cents < 0) ctx.addIssue({ code: 'custom', message: 'must be 0 or more' });
    if (cents > MAX_CENTS) ctx.addIssue({ code: 'custom', message: 'is too large' });
    return cents;
  });

/** An expense quantity > 0 with at most three decimals → integer thousandths; "1,250.5" too. */
export const quantityInput = () =>
  numeric.transform((value, ctx) => {
    const milli = decimalToUnits(value, 3);
    if (milli === null) {
      ctx.addIssue({ code: 'custom', message: notAmount(value, 'three') });
      return z.NEVER;
    }
    if (milli <= 0) ctx.addIssue({ code: 'custom', message: 'must be more than 0' });
    if (milli > MAX_MILLI) ctx.addIssue({ code: 'custom', message: 'is too large' });
    return milli;
  });

export const centsToNumber = (cents: number) => cents / 100;
/**
 * An amount as the API sends it (a JSON number with at most two decimals) back to exact cents:
 * far below 2^53, so no float error survives the rounding.
 */
export const numberToCents = (amount: number) => Math.round(amount * 100);
export const milliToNumber = (milli: number) => milli / 1000;

/** cents × thousandths → cents, rounded half away from zero, exactly (BigInt). */
function timesQuantity(cents: number, milli: number): bigint {
  return BigInt(cents) * BigInt(milli);
}
function roundThousandths(value: bigint): number {
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const rounded = (abs + 500n) / 1000n;
  return Number(negative ? -rounded : rounded);
}

export type ExpenseAmounts = {
  unit_cost_price_cents: number;
  quantity_milli: number;
  logistics_cost_cents: number;
  unit_selling_price_cents: number;
};

export type ExpenseTotals = {
  total_cost_cents: number;
  total_with_logistics_cents: number;
  total_selling_price_cents: number;
  profit_cents: number;
};

/**
 * product.md §5: profit = unit_selling_price × quantity − (unit_cost_price × quantity + logistics_cost).
 * The server stores it; the form shows the same numbers live.
 */
export function computeExpense(e: ExpenseAmounts): ExpenseTotals {
  const cost = timesQuantity(e.unit_cost_price_cents, e.quantity_milli);
  const selling = timesQuantity(e.unit_selling_price_cents, e.quantity_milli);
  const logistics = BigInt(e.logistics_cost_cents) * 1000n;
  return {
    total_cost_cents: roundThousandths(cost),
    total_with_logistics_cents: roundThousandths(cost + logistics),
    total_selling_price_cents: roundThousandths(selling),
    profit_cents: roundThousandths(selling - (cost + logistics)),
  };
}

/** Whether an expense's totals stay within MAX_TOTAL_CENTS (each amount alone may be in range). */
export function expenseFits(e: ExpenseAmounts): boolean {
  const biggest =
    BigInt(Math.max(e.unit_cost_price_cents, e.unit_selling_price_cents)) *
    BigInt(e.quantity_milli);
  return biggest / 1000n + BigInt(e.logistics_cost_cents) <= BigInt(MAX_TOTAL_CENTS);
}

/** Sums cents exactly (as BigInt), e.g. a funding table's total row; within MAX_PROJECT_CENTS. */
export const sumCents = (values: number[]) => Number(values.reduce((a, b) => a + BigInt(b), 0n));

/**
 * An amount's plain grouped text ("1,234.50" in `locale`), with no currency: what moneyInput reads
 * back. Screens write money with the currency through moneyFormatter (money-format.ts).
 */
export function formatMoney(cents: number, locale?: string): string {
  return (cents / 100).toLocaleString(locale, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
}

/**
 * The fields whose values are money (in the API's units, 1250.5), by resource: the history and
 * the activity log show them as the tables do ("$1,250.50"); their CSV keeps plain numbers.
 */
export const MONEY_FIELDS: Readonly<Record<string, readonly string[]>> = {
  fundings: ['amount'],
  expenses: [
    'unit_cost_price',
    'logistics_cost',
    'unit_selling_price',
    'total_cost',
    'total_with_logistics',
    'total_selling_price',
    'profit',
  ],
};
