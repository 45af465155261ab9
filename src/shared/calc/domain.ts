/*
 * Input domain checks shared by the calculators. Every refusal is a RangeError whose message
 * names the field, the bound and the value received, e.g.
 * "layers[2].lambda must be > 0 W/(m·K), got 0". NaN and ±Infinity are refused everywhere.
 */

/**
 * A refused input. Still a RangeError (the contract); `field` and `value` let an editor place and
 * word the error in German (DESIGN.md decision 13) without parsing the English message.
 */
export class CalculatorRangeError extends RangeError {
  override name = 'CalculatorRangeError';
  constructor(
    message: string,
    readonly field: string,
    readonly value: unknown,
  ) {
    super(message);
  }
}

function refuse(field: string, value: unknown, requirement: string): never {
  throw new CalculatorRangeError(`${field} ${requirement}, got ${show(value)}`, field, value);
}

function show(value: unknown): string {
  return typeof value === 'number' ? String(value) : JSON.stringify(value);
}

function withUnit(bound: number, unit: string | undefined): string {
  return unit ? `${bound} ${unit}` : String(bound);
}

/** A finite number; returns it for use in expressions. */
export function finite(field: string, value: number): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    refuse(field, value, 'must be a finite number');
  }
  return value;
}

export function greaterThan(field: string, value: number, bound: number, unit?: string): number {
  finite(field, value);
  if (!(value > bound)) {
    refuse(field, value, `must be > ${withUnit(bound, unit)}`);
  }
  return value;
}

export function atLeast(field: string, value: number, bound: number, unit?: string): number {
  finite(field, value);
  if (!(value >= bound)) {
    refuse(field, value, `must be ≥ ${withUnit(bound, unit)}`);
  }
  return value;
}

export function lessThan(field: string, value: number, bound: number, unit?: string): number {
  finite(field, value);
  if (!(value < bound)) {
    refuse(field, value, `must be < ${withUnit(bound, unit)}`);
  }
  return value;
}

export function atMost(field: string, value: number, bound: number, unit?: string): number {
  finite(field, value);
  if (!(value <= bound)) {
    refuse(field, value, `must be ≤ ${withUnit(bound, unit)}`);
  }
  return value;
}

/** lower ≤ value ≤ upper. */
export function within(
  field: string,
  value: number,
  lower: number,
  upper: number,
  unit?: string,
): number {
  finite(field, value);
  if (!(value >= lower && value <= upper)) {
    const range = unit ? `${lower}..${upper} ${unit}` : `${lower}..${upper}`;
    refuse(field, value, `must be within ${range}`);
  }
  return value;
}

/** A whole number ≥ lower. */
export function wholeAtLeast(field: string, value: number, lower: number): number {
  atLeast(field, value, lower);
  if (!Number.isInteger(value)) {
    refuse(field, value, `must be a whole number ≥ ${lower}`);
  }
  return value;
}

/** One of the listed values (for string unions arriving from untyped payloads). */
export function oneOf<T extends string>(field: string, value: T, allowed: readonly T[]): T {
  if (!allowed.includes(value)) {
    refuse(field, value, `must be one of ${allowed.join(', ')}`);
  }
  return value;
}
