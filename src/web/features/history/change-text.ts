import type { ChangeValue, FieldChange } from '../../../shared/history';
import { MONEY_FIELDS, numberToCents } from '../../../shared/money';
import { moneyFormatter, type MoneyFormatter } from '../../../shared/money-format';

/** Where no screen says otherwise (tests, a line with no session yet): USD in en-US. */
const DEFAULT_FORMATTER = moneyFormatter();

/** Longer values (a project's notes, a page's content) are named, not quoted. */
export const MAX_VALUE_LENGTH = 60;

/** "phone_number" → "Phone number", "client_id" → "Client": a field no label table names. */
export function humanize(field: string): string {
  const words = field.replace(/_id$/, '').replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** How a value reads in a line: text as it is, yes or no, "(empty)" for nothing. */
export function valueText(value: ChangeValue | undefined): string {
  if (value === null || value === undefined || value === '') return '(empty)';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  return String(value);
}

/** Whether a value is too long, or has more than one line, to quote in a line. */
const tooLong = (value: ChangeValue | undefined) =>
  typeof value === 'string' && (value.length > MAX_VALUE_LENGTH || /[\r\n]/.test(value));

/**
 * One change, as the words after "changed": "Contact phone from +1 555 0100 to +1 555 0199",
 * "Notes" (a long text), "the image" (a value the history does not keep). A reference's name
 * ("Client from Zeta to Acme") reads in place of the id it names; money reads as the tables
 * show it, with the company's currency ("Amount from $1,250.50 to $1,300.00").
 */
export function changeText(
  change: FieldChange,
  labels: Record<string, string> = {},
  resource = '',
  money: MoneyFormatter = DEFAULT_FORMATTER,
): string {
  const label = labels[change.field] ?? humanize(change.field);
  if (change.changed || (change.from === undefined && change.to === undefined))
    return `the ${label.toLowerCase()}`;
  if (tooLong(change.from) || tooLong(change.to)) return label;
  const isMoney = MONEY_FIELDS[resource]?.includes(change.field);
  const shown = (value: ChangeValue | undefined) =>
    isMoney && typeof value === 'number' ? money.format(numberToCents(value)) : valueText(value);
  const from = change.from_title ?? shown(change.from);
  const to = change.to_title ?? shown(change.to);
  return `${label} from ${from} to ${to}`;
}
