/*
 * Input domain checks shared by the calculators. Every refusal is a RangeError whose message
 * names the field, the bound and the value received, e.g.
 * "layers[2].lambda must be > 0 W/(m·K), got 0". NaN and ±Infinity are refused everywhere.
 */

function show(value: unknown): string {
  return typeof value === 'number' ? String(value) : JSON.stringify(value);
}

function withUnit(bound: number, unit: string | undefined): string {
  return unit ? `${bound} ${unit}` : String(bound);
}

/** A finite number; returns it for use in expressions. */
export function finite(field: string, value: number): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    throw new RangeError(`${field} must be a finite number, got ${show(value)}`);
  }
  return value;
}

export function greaterThan(field: string, value: number, bound: number, unit?: string): number {
  finite(field, value);
  if (!(value > bound)) {
    throw new RangeError(`${field} must be > ${withUnit(bound, unit)}, got ${value}`);
  }
  return value;
}

export function atLeast(field: string, value: number, bound: number, unit?: string): number {
  finite(field, value);
  if (!(value >= bound)) {
    throw new RangeError(`${field} must be ≥ ${withUnit(bound, unit)}, got ${value}`);
  }
  return value;
}

export function lessThan(field: string, value: number, bound: number, unit?: string): number {
  finite(field, value);
  if (!(value < bound)) {
    throw new RangeError(`${field} must be < ${withUnit(bound, unit)}, got ${value}`);
  }
  return value;
}

export function atMost(field: string, value: number, bound: number, unit?: string): number {
  finite(field, value);
  if (!(value <= bound)) {
    throw new RangeError(`${field} must be ≤ ${withUnit(bound, unit)}, got ${value}`);
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
    throw new RangeError(`${field} must be within ${range}, got ${value}`);
  }
  return value;
}

/** A whole number ≥ lower. */
export function wholeAtLeast(field: string, value: number, lower: number): number {
  atLeast(field, value, lower);
  if (!Number.isInteger(value)) {
    throw new RangeError(`${field} must be a whole number ≥ ${lower}, got ${value}`);
  }
  return value;
}

/** One of the listed values (for string unions arriving from untyped payloads). */
export function oneOf<T extends string>(field: string, value: T, allowed: readonly T[]): T {
  if (!allowed.includes(value)) {
    throw new RangeError(`${field} must be one of ${allowed.join(', ')}, got ${show(value)}`);
  }
  return value;
}
