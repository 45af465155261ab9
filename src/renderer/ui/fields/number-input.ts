import { parseGermanNumber, printedFigure } from '../../../shared/numbers/german-number';

/*
 * The editors' number checks and result formats. Typed numbers are read by the app's one German
 * rule (src/shared/numbers/german-number.ts), in both languages.
 */

const displayFormats = new Map<string, Intl.NumberFormat>();

/**
 * A result for display: German grouping and comma, a fixed number of decimals ("9,4", "1.840"),
 * the minus sign below zero ("−12,0").
 */
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
  return printedFigure(format.format(value));
}

export interface NumberBounds {
  min?: number;
  /** min is exclusive (λ > 0). */
  minExclusive?: boolean;
  max?: number;
  required?: boolean;
  /** The value is a year: its bounds are named as years ("höchstens 2026"). */
  year?: boolean;
}

export type NumberProblem =
  | { problem: 'number' }
  | { problem: 'required' }
  | { problem: 'min' | 'minExclusive' | 'max'; bound: number };

/** What is wrong with the text for these bounds, or null when it is a valid (or empty) value. */
export function checkDecimal(text: string, bounds: NumberBounds): NumberProblem | null {
  const value = parseGermanNumber(text);
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
  // Rounded to zero at these decimals: no sign ("0", not "−0").
  if (Number(Math.abs(value).toFixed(decimals)) === 0) return text;
  return `${value > 0 ? '+' : '−'}${text}`;
}
