import { centsToNumber, milliToNumber } from '../../src/shared/money';
import type { ChangeValue } from '../../src/shared/history';
import type { Random } from './random';
import * as w from './words';

/**
 * The fields the demo history's updates change, per resource, with their values as the API shows
 * them (amounts in currency units, flags as booleans), because that is what the server's history
 * keeps (src/server/history/field-changes.ts), and how to make up another value each once had.
 */
export type Row = Record<string, unknown>;
export type DemoRecord = {
  resource: string;
  id: number;
  scope: string;
  title: string;
  row: Row;
};

/** An updatable field: how often it is the one edited, its value now, and another one it had. */
export type FieldSpec = {
  field: string;
  /** Relative to the record's other fields; may depend on the record. */
  weight: number | ((row: Row) => number);
  /** Only recorded as changed (a note's sections): no values. */
  onlyChanged?: boolean;
  value: (row: Row) => ChangeValue;
  other: (r: Random, value: ChangeValue, row: Row) => ChangeValue;
};

const cents = (v: ChangeValue) => Math.round(Number(v) * 100);
/** Another amount 10–30% away, as a corrected quote or invoice is. */
const otherAmount = (r: Random, v: ChangeValue) => {
  const base = Math.max(100, cents(v));
  const delta = Math.max(1, Math.round(base * (0.1 + r.next() / 5)));
  return centsToNumber(r.chance(0.5) || base - delta <= 0 ? base + delta : base - delta);
};
/** Another stock count: a delivery came in or some went out. */
const otherCount = (r: Random, v: ChangeValue) => {
  const n = Number(v);
  const delta = r.int(1, 60);
  return r.chance(0.5) || n - delta < 0 ? n + delta : n - delta;
};
/** A value from `make` that is not `v`: an update always changes what it names. */
const otherThan = (v: ChangeValue, make: () => ChangeValue) => {
  for (;;) {
    const next = make();
    if (next !== v) return next;
  }
};

const text = (column: string) => (row: Row) => String(row[column]);
const FIELDS: Record<string, FieldSpec[]> = {
  clients: [
    {
      field: 'phone_number',
      weight: 3,
      value: text('phone_number'),
      // Same country and area code (all but the last two groups), a new number.
      other: (r, v) =>
        `${String(v).split(' ').slice(0, -2).join(' ')} ${r.int(200, 999)} ${String(r.int(0, 9999)).padStart(4, '0')}`,
    },
    {
      field: 'email_address',
      weight: 2,
      value: text('email_address'),
      other: (r, v, row) =>
        v === ''
          ? `info@${String(row.organization_name).split(' ')[0]!.toLowerCase()}.example.com`
          : '',
    },
    {
      field: 'street',
      weight: 1,
      value: text('street'),
      other: (r, v) => otherThan(v, () => `${r.int(1, 480)} ${r.pick(w.STREETS)}`),
    },
  ],
  projects: [
    {
      field: 'description',
      weight: 2,
      value: text('description'),
      other: (r, v) => otherThan(v, () => r.pick(w.SENTENCES)),
    },
    {
      field: 'project_class',
      weight: 1,
      value: text('project_class'),
      other: (r, v) => otherThan(v, () => r.pick(w.PROJECT_CLASSES)),
    },
  ],
  fundings: [
    {
      field: 'amount',
      weight: 3,
      value: (row) => centsToNumber(Number(row.amount_cents)),
      other: otherAmount,
    },
    {
      field: 'date',
      weight: 1,
      value: text('date'),
      // Moved by a few days to a month: the payment came early or late.
      other: (r, v) => {
        const days = r.int(1, 30) * (r.chance(0.5) ? 1 : -1);
        return new Date(Date.parse(`${String(v)}T00:00:00Z`) + days * 86_400_000)
          .toISOString()
          .slice(0, 10);
      },
    },
  ],
  expenses: [
    {
      field: 'quantity',
      weight: 2,
      value: (row) => milliToNumber(Number(row.quantity_milli)),
      other: otherCount,
    },
    {
      field: 'unit_selling_price',
      weight: 1,
      value: (row) => centsToNumber(Number(row.unit_selling_price_cents)),
      other: otherAmount,
    },
  ],
  tasks: [
    {
      field: 'completed',
      // Ticked off is what mostly happens to a task that is done; reopening one is rare.
      weight: (row) => (Number(row.completed) === 1 ? 4 : 0.5),
      value: (row) => Number(row.completed) === 1,
      other: (_r, v) => !v,
    },
    {
      field: 'description',
      weight: 1,
      value: text('description'),
      other: (r, v) => otherThan(v, () => (r.chance(0.3) ? '' : r.pick(w.SENTENCES))),
    },
  ],
  notes: [
    { field: 'sections', weight: 1, onlyChanged: true, value: () => null, other: () => null },
  ],
  inventory: [
    { field: 'quantity', weight: 1, value: (row) => Number(row.quantity), other: otherCount },
  ],
  stickers: [
    { field: 'quantity', weight: 1, value: (row) => Number(row.quantity), other: otherCount },
  ],
  // A page's edit would record its whole text twice; the demo leaves pages as first written.
  pages: [],
};

export const fieldsOf = (resource: string): FieldSpec[] => FIELDS[resource] ?? [];
