import { describe, expect, it } from 'vitest';
import { centsText, excelMoneyFormat, isCurrency, isLocale, moneyFormatter } from './money-format';

// Intl separates a currency from its number with a no-break space in many locales.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
const eur = moneyFormatter({ currency: 'EUR', locale: 'de-DE' });
const usd = moneyFormatter();

describe('centsText', () => {
  it('writes integer cents as exact decimal text', () => {
    expect(centsText(125050)).toBe('1250.50');
    expect(centsText(-5)).toBe('-0.05');
    expect(centsText(0)).toBe('0.00');
    expect(centsText(Math.floor(Number.MAX_SAFE_INTEGER / 2))).toBe('45035996273704.95');
  });
});

describe('moneyFormatter', () => {
  it('shows USD in en-US by default', () => {
    expect(usd.format(125050)).toBe('$1,250.50');
    expect(usd.format(-30025)).toBe('-$300.25');
    expect(usd.format(0)).toBe('$0.00');
  });

  it('shows EUR as de-DE writes it', () => {
    expect(plain(eur.format(125050))).toBe('1.250,50 €');
    expect(plain(eur.format(-30025))).toBe('-300,25 €');
  });

  it('keeps every cent of the largest project total (no float step)', () => {
    expect(usd.format(4503599627370495)).toBe('$45,035,996,273,704.95');
    expect(plain(eur.format(4503599627370495))).toBe('45.035.996.273.704,95 €');
  });

  it('keeps the cents a currency without decimals would round away', () => {
    const yen = moneyFormatter({ currency: 'JPY', locale: 'ja-JP' });
    expect(yen.format(125000)).toBe('￥1,250');
    expect(yen.format(125050)).toBe('￥1,250.5');
  });

  it('shortens large figures with the currency kept', () => {
    expect(usd.compact(60631250)).toBe('$606.3K');
    // German shortens millions, not thousands.
    expect(plain(eur.compact(60631250))).toBe('606.300 €');
    expect(plain(eur.compact(123456789))).toBe('1,235 Mio. €');
  });

  it('labels an axis in whole units unless the step needs cents, compact past 100,000', () => {
    expect(usd.axis(1250000, 250000)).toBe('$12,500');
    expect(usd.axis(25, 25)).toBe('$0.25');
    expect(usd.axis(25000000, 5000000)).toBe('$250K');
    expect(plain(eur.axis(1250000, 250000))).toBe('12.500 €');
  });
});

describe('the settings the server accepts', () => {
  it('knows ISO 4217 codes, and only in capitals', () => {
    for (const code of ['USD', 'EUR', 'JPY', 'GBP', 'CHF'])
      expect(isCurrency(code), code).toBe(true);
    for (const code of ['XYZ', 'usd', 'EURO', '', 'US']) expect(isCurrency(code), code).toBe(false);
  });

  it('knows locales Intl formats numbers in', () => {
    for (const tag of ['en-US', 'de-DE', 'fr', 'pt-BR']) expect(isLocale(tag), tag).toBe(true);
    for (const tag of ['xx-YY', 'en_US', 'not a locale', ''])
      expect(isLocale(tag), tag).toBe(false);
  });
});

describe('excelMoneyFormat', () => {
  it('puts the symbol where the locale does', () => {
    expect(excelMoneyFormat()).toBe('"$"#,##0.00');
    expect(excelMoneyFormat({ currency: 'EUR', locale: 'de-DE' })).toBe('#,##0.00"\u00a0€"');
    expect(excelMoneyFormat({ currency: 'JPY', locale: 'ja-JP' })).toBe('"￥"#,##0');
  });
});
