/**
 * Money as people read it (ADR 0036): the company's CURRENCY (ISO 4217) in its LOCALE (a BCP 47
 * tag), both set on the server and told to the web app by GET /session. Amounts go to
 * Intl.NumberFormat as exact decimal text built from integer cents, never as a float.
 */
export interface MoneySettings {
  currency: string;
  locale: string;
}

export const DEFAULT_MONEY: MoneySettings = { currency: 'USD', locale: 'en-US' };

/** An ISO 4217 code this runtime's Intl knows (EUR, JPY); XYZ and "euro" are not. */
export function isCurrency(code: string): boolean {
  return /^[A-Z]{3}$/.test(code) && Intl.supportedValuesOf('currency').includes(code);
}

/** A well-formed locale tag whose language Intl can format numbers in (de-DE, en-US, fr). */
export function isLocale(tag: string): boolean {
  try {
    const [canonical] = Intl.getCanonicalLocales(tag);
    return Intl.NumberFormat.supportedLocalesOf(canonical!).length > 0;
  } catch {
    return false;
  }
}

/** Integer cents → exact decimal text: -125050 → "-1250.50" (safe integers only, no float step). */
export function centsText(cents: number): string {
  const abs = Math.abs(cents);
  const whole = Math.floor(abs / 100);
  const fraction = String(abs % 100).padStart(2, '0');
  return `${cents < 0 ? '-' : ''}${whole}.${fraction}`;
}

// Intl.NumberFormat takes decimal strings exactly (ES2023); TypeScript's lib types lag behind.
type Decimal = Parameters<Intl.NumberFormat['format']>[0];
const decimal = (cents: number) => centsText(cents) as unknown as Decimal;

/**
 * A currency's own decimals (2 for USD, 0 for JPY, 3 for KWD), but never fewer than the cents
 * the product keeps: an amount with cents in yen still shows them rather than rounding them away.
 */
function digits(settings: MoneySettings) {
  const own = new Intl.NumberFormat(settings.locale, {
    style: 'currency',
    currency: settings.currency,
  }).resolvedOptions().minimumFractionDigits;
  return { minimumFractionDigits: own, maximumFractionDigits: Math.max(2, own ?? 2) };
}

export interface MoneyFormatter extends MoneySettings {
  /** "$1,250.50", "1.250,50 €": every amount a table, figure or history line shows. */
  format(cents: number): string;
  /** "$606.3K", "606,3 Tsd. €": a large figure where a column or a phone is narrow. */
  compact(cents: number): string;
  /** A chart axis label: whole units when the step allows ("$12,500"), compact past 100,000. */
  axis(cents: number, stepCents: number): string;
}

/** The one money formatter: the web kit's useMoney gives it for the session's settings. */
export function moneyFormatter(settings: MoneySettings = DEFAULT_MONEY): MoneyFormatter {
  const base = { style: 'currency', currency: settings.currency } as const;
  const exact = new Intl.NumberFormat(settings.locale, { ...base, ...digits(settings) });
  const compact = new Intl.NumberFormat(settings.locale, {
    ...base,
    notation: 'compact',
    maximumSignificantDigits: 4,
  });
  const axisCompact = new Intl.NumberFormat(settings.locale, {
    ...base,
    notation: 'compact',
    minimumFractionDigits: 0,
    maximumFractionDigits: 1,
  });
  const whole = new Intl.NumberFormat(settings.locale, {
    ...base,
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  });
  return {
    ...settings,
    format: (cents) => exact.format(decimal(cents)),
    compact: (cents) => compact.format(decimal(cents)),
    axis: (cents, stepCents) => {
      if (Math.abs(cents) >= 100_000_00) return axisCompact.format(decimal(cents));
      return (stepCents % 100 === 0 ? whole : exact).format(decimal(cents));
    },
  };
}

/**
 * An Excel number format that shows the currency as the locale places it: `"$"#,##0.00`,
 * `#,##0.00" €"`. Excel puts in its reader's own grouping and decimal marks.
 */
export function excelMoneyFormat(settings: MoneySettings = DEFAULT_MONEY): string {
  const { minimumFractionDigits = 2 } = digits(settings);
  const parts = new Intl.NumberFormat(settings.locale, {
    style: 'currency',
    currency: settings.currency,
  }).formatToParts(1234.5);
  const number = `#,##0${minimumFractionDigits > 0 ? `.${'0'.repeat(minimumFractionDigits)}` : ''}`;
  const at = parts.findIndex((part) => part.type === 'currency');
  const first = parts.findIndex((part) => part.type === 'integer');
  const symbol = parts[at]?.value ?? settings.currency;
  // The space (often a no-break one) between the symbol and the number, on the symbol's side.
  const gap = (i: number) => (parts[i]?.type === 'literal' ? parts[i].value : '');
  const quoted = (text: string) => `"${text.replace(/"/g, '')}"`;
  return at < first
    ? `${quoted(symbol + gap(at + 1))}${number}`
    : `${number}${quoted(gap(at - 1) + symbol)}`;
}
