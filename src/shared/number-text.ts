/**
 * Numbers typed as text, in the one format the app shows them (Intl's "en": "1,250.50"): commas
 * between groups of three digits, which may be left out, and a dot before the decimals. The
 * other ways of writing digits ("1 250,50", "1.250,50", "12,34") are refused with a message that
 * shows the format, never read as something else: "1,5" is not quietly 15.
 */
const PLAIN = /^-?\d+(?:\.\d+)?$/;
const GROUPED = /^-?\d{1,3}(?:,\d{3})+(?:\.\d+)?$/;
// Digits with the marks other locales group or separate them with: spaces (also the no-break
// ones Intl writes), dots, commas and apostrophes (Swiss "1'250.50").
const DIGITS_AND_MARKS = /^-?[\d.,'’\s\u00a0\u202f]*\d[\d.,'’\s\u00a0\u202f]*$/;

/** `text` without its thousands commas when they stand where the app puts them; else as it is. */
export function ungroup(text: string): string {
  return GROUPED.test(text) ? text.replace(/,/g, '') : text;
}

/**
 * Whether `text` is digits written in another format than the app's (a misplaced comma, a space
 * or a dot between groups, a decimal comma): its error then names the format expected, where
 * anything else ("ten", "1e3") keeps the field's own message.
 */
export function isOtherNumberFormat(text: string): boolean {
  return DIGITS_AND_MARKS.test(text) && !PLAIN.test(ungroup(text));
}
