/*
 * Numbers as a German consultant types them: "0,045", "1.234,5", "−12", "1234". A dot alone is a
 * decimal point ("0.045", pasted from a datasheet) unless it separates groups of three after a
 * leading digit other than 0 ("1.234" = 1234).
 */

/** The number in `text`, null for an empty input, NaN for text that is not a number. */
export function parseDecimal(text: string): number | null {
  let s = text
    .trim()
    .replace(/[\s\u00a0\u202f]/g, '')
    .replace(/[−–]/g, '-');
  if (s === '') return null;
  if (s.includes(',')) s = s.replace(/\./g, '').replace(',', '.');
  else if (/^-?[1-9]\d{0,2}(\.\d{3})+$/.test(s)) s = s.replace(/\./g, '');
  if (!/^-?(\d+\.?\d*|\.\d+)$/.test(s)) return Number.NaN;
  return Number(s);
}

const inputFormats = new Map<string, Intl.NumberFormat>();

/** A number for an input: German decimal comma, no thousands separator, up to `digits` decimals. */
export function formatDecimal(value: number | null, language = 'de', digits = 6): string {
  if (value === null || !Number.isFinite(value)) return '';
  const key = `${language}:${digits}`;
  let format = inputFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(language === 'de' ? 'de-DE' : 'en-GB', {
      maximumFractionDigits: digits,
      useGrouping: false,
    });
    inputFormats.set(key, format);
  }
  return format.format(value);
}

const displayFormats = new Map<string, Intl.NumberFormat>();

/** A result for display: German grouping and comma, a fixed number of decimals ("9,4", "1.840"). */
export function formatFixed(value: number, decimals: number, language = 'de'): string {
  const key = `${language}:${decimals}`;
  let format = displayFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(language === 'de' ? 'de-DE' : 'en-GB', {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    displayFormats.set(key, format);
  }
  return format.format(value);
}

export interface NumberBounds {
  min?: number;
  /** min is exclusive (λ > 0). */
  minExclusive?: boolean;
  max?: number;
  required?: boolean;
}

export type NumberProblem =
  | { problem: 'number' }
  | { problem: 'required' }
  | { problem: 'min' | 'minExclusive' | 'max'; bound: number };

/** What is wrong with the text for these bounds, or null when it is a valid (or empty) value. */
export function checkDecimal(text: string, bounds: NumberBounds): NumberProblem | null {
  const value = parseDecimal(text);
  if (value === null) return bounds.required ? { problem: 'required' } : null;
  if (!Number.isFinite(value)) return { problem: 'number' };
  if (bounds.min !== undefined) {
    if (bounds.minExclusive ? !(value > bounds.min) : value < bounds.min)
      return { problem: bounds.minExclusive ? 'minExclusive' : 'min', bound: bounds.min };
  }
  if (bounds.max !== undefined && value > bounds.max) return { problem: 'max', bound: bounds.max };
  return null;
}

/** A difference with its sign ("+12", "−49"), for deviations in percent. */
export function formatSigned(value: number, decimals: number, language = 'de'): string {
  const text = formatFixed(Math.abs(value), decimals, language);
  if (Number(text.replace(/\./g, '').replace(',', '.')) === 0) return text;
  return `${value > 0 ? '+' : '−'}${text}`;
}
