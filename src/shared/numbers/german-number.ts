/*
 * The one German number rule of the app (DESIGN.md decision 19): every numeric input (module
 * editors, PV planner, buildings, deals) reads what was typed with parseGermanNumber and shows a
 * value with formatGermanNumber, so the same text is the same number on every screen, in both
 * languages (the figures come from German datasheets, offers and invoices).
 *
 * How typed text is read, as a German consultant writes numbers (docs/renderer.md, "Numbers"):
 * - The comma is the decimal separator: "1,234" = 1.234 (one point two three four), "0,035".
 * - Dots or spaces group thousands, three digits a group after a first group of 1-3 digits that
 *   does not start with 0: "1.234" = "1 234" = 1234, "1.234.567,5" = 1234567.5. With a comma the
 *   grouping must be right: "12.34,5" is refused, not guessed.
 * - Without a comma, a dot that does not group thousands is a decimal point, as in a value
 *   pasted from a datasheet: "0.035" = 0.035 (a group never starts with 0), "92.5", "1.2345",
 *   "1 234.5" (spaces group, so the dot cannot).
 * - A sign may lead ("-", "−", "–", "+"); ",5" is 0.5 and "5," is 5 (half typed).
 * - Anything else is unreadable: two commas, "1,234.5", units ("92,5 m²"), "1e3".
 * Shown back (formatGermanNumber) with a decimal comma and, in inputs, no grouping, so a field
 * left by the user shows how it was read: "1.234" comes back as "1234", "12.345" as "12345",
 * "0.035" as "0,035". Amounts of money are grouped ("24.000,50"), as Germans write them.
 */

const groupSeparator = '[. \\u00a0\\u202f\\u2009]';
/** 1-3 digits, then groups of three, the same separator throughout. */
const grouped = new RegExp(`^[1-9]\\d{0,2}(${groupSeparator})\\d{3}(?:\\1\\d{3})*$`);
const spaceGrouped = /^[1-9]\d{0,2}([ \u00a0\u202f\u2009])\d{3}(?:\1\d{3})*$/;
const digits = /^\d*$/;

/** The whole-number part without its group separators, or null when it is not one. */
function wholePart(text: string, dotsGroup: boolean): string | null {
  if (digits.test(text)) return text;
  if ((dotsGroup ? grouped : spaceGrouped).test(text)) return text.replace(/\D/g, '');
  return null;
}

/**
 * The number in `text`, by the rule above: null for an empty (or blank) input, NaN for text that
 * is not a number.
 */
export function parseGermanNumber(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const negative = /^[-−–]/.test(trimmed);
  const body = trimmed.replace(/^[-−–+]/, '');
  let whole: string | null;
  let fraction = '';
  const comma = body.indexOf(',');
  if (comma >= 0) {
    whole = wholePart(body.slice(0, comma), true);
    fraction = body.slice(comma + 1);
  } else if (grouped.test(body)) {
    whole = body.replace(/\D/g, '');
  } else {
    const dot = body.indexOf('.');
    whole = wholePart(dot >= 0 ? body.slice(0, dot) : body, false);
    fraction = dot >= 0 ? body.slice(dot + 1) : '';
  }
  if (whole === null || !digits.test(fraction) || whole + fraction === '') return Number.NaN;
  const value = Number(`${whole || '0'}.${fraction || '0'}`);
  // "-0" is 0: shown as "0", never as "-0".
  return negative && value !== 0 ? -value : value;
}

export interface GermanNumberFormat {
  /** At most this many decimals, rounded (default: as many as the value has, so it reads back). */
  maxDecimals?: number;
  /** At least this many decimals (default 0). */
  minDecimals?: number;
  /** Dots between thousands ("24.000,50"), for amounts; default none ("24000,5"). */
  grouping?: boolean;
}

const formats = new Map<string, Intl.NumberFormat>();

/** The decimals of the shortest text that reads back as `value` (JavaScript's own: 0.1 → 1). */
function decimalsOf(value: number): number {
  const [mantissa = '', exponent = '0'] = String(Math.abs(value)).split('e');
  const decimals = (mantissa.split('.')[1]?.length ?? 0) - Number(exponent);
  return Math.min(100, Math.max(0, decimals));
}

/** A value as an input shows it: "1234,5", "12345", "0,035"; '' for null (or not finite). */
export function formatGermanNumber(
  value: number | null,
  { maxDecimals, minDecimals = 0, grouping = false }: GermanNumberFormat = {},
): string {
  if (value === null || !Number.isFinite(value)) return '';
  maxDecimals = Math.max(minDecimals, maxDecimals ?? decimalsOf(value));
  const key = `${minDecimals}:${maxDecimals}:${grouping}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat('de-DE', {
      minimumFractionDigits: minDecimals,
      maximumFractionDigits: maxDecimals,
      useGrouping: grouping,
    });
    formats.set(key, format);
  }
  return withoutNegativeZero(format.format(value));
}

/** Rounded to nothing, a small negative value would show as "-0" or "-0,0": no sign then. */
const withoutNegativeZero = (text: string) => text.replace(/^-(?=0([.,]0*)?$)/, '');

/**
 * A figure as it is printed (results, reports): below zero with the minus sign U+2212, "−12,0 °C",
 * not the hyphen Intl.NumberFormat writes, and never "−0". Inputs keep the hyphen a keyboard
 * types; parseGermanNumber reads both.
 */
export const printedFigure = (text: string): string =>
  withoutNegativeZero(text).replace(/^-/, '\u2212');

/**
 * What a field shows once the user leaves it: a number as it was read ("1.234" → "1234"), any
 * other text as it was typed, so nothing typed is lost and the field can say what is wrong.
 */
export function numberAsRead(
  text: string,
  format?: GermanNumberFormat | ((value: number) => GermanNumberFormat),
): string {
  const value = parseGermanNumber(text);
  if (value === null || Number.isNaN(value)) return text;
  return formatGermanNumber(value, typeof format === 'function' ? format(value) : format);
}
