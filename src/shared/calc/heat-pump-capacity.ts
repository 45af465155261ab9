/*
 * A heat pump's capacity between and beyond its data sheet's test points, and the bivalence
 * point where it meets the building's load line (CALCULATORS.md section 12; the construction of
 * the planning manuals, e.g. Viessmann "Planungshandbuch Wärmepumpen", Bivalenzpunkt).
 * Between two test points the capacity is interpolated linearly. Beyond them it is extrapolated
 * along the two outermost points on that side, never held flat (an air heat pump loses capacity
 * as it gets colder: holding the A−7 value at −12 °C overstates it) and never below 0.
 * Simplification: the curve is piecewise linear; defrosting and the flow temperature's influence
 * between the points are in the data sheet's figures or not at all.
 */
import { atLeast, CalculatorRangeError, finite, greaterThan } from './domain';

export interface CapacityPoint {
  outdoor: number; // °C
  capacity: number; // kW
}

/** The test points sorted by outdoor temperature, checked, one per temperature. */
function capacityCurve(points: readonly CapacityPoint[]): CapacityPoint[] {
  if (!Array.isArray(points))
    throw new CalculatorRangeError(
      'points must be a list, got ' + String(points),
      'points',
      points,
    );
  points.forEach((p, i) => {
    finite(`points[${i}].outdoor`, p.outdoor);
    atLeast(`points[${i}].capacity`, p.capacity, 0, 'kW');
  });
  const sorted = [...points].sort((a, b) => a.outdoor - b.outdoor);
  const curve: CapacityPoint[] = [];
  for (const p of sorted) {
    const last = curve[curve.length - 1];
    if (last && last.outdoor === p.outdoor) {
      if (last.capacity === p.capacity) continue;
      const i = points.indexOf(p);
      throw new CalculatorRangeError(
        `points[${i}].capacity must equal the other capacity at ${p.outdoor} °C (${last.capacity} kW), got ${p.capacity}`,
        `points[${i}].capacity`,
        p.capacity,
      );
    }
    curve.push({ outdoor: p.outdoor, capacity: p.capacity });
  }
  if (curve.length < 2) {
    throw new CalculatorRangeError(
      `points must have ≥ 2 distinct outdoor temperatures, got ${curve.length}`,
      'points',
      points,
    );
  }
  return curve;
}

/** The straight line through a and b, at θ. */
const along = (a: CapacityPoint, b: CapacityPoint, θ: number) =>
  a.capacity + ((θ - a.outdoor) / (b.outdoor - a.outdoor)) * (b.capacity - a.capacity);

function capacityOnCurve(curve: readonly CapacityPoint[], θ: number) {
  const n = curve.length;
  if (θ < curve[0]!.outdoor) {
    return { capacity: Math.max(0, along(curve[0]!, curve[1]!, θ)), extrapolated: true };
  }
  if (θ > curve[n - 1]!.outdoor) {
    return { capacity: Math.max(0, along(curve[n - 2]!, curve[n - 1]!, θ)), extrapolated: true };
  }
  let i = 1;
  while (curve[i]!.outdoor < θ) i++;
  return { capacity: along(curve[i - 1]!, curve[i]!, θ), extrapolated: false };
}

export function heatPumpCapacityAt(input: {
  points: ReadonlyArray<CapacityPoint>;
  outdoor: number;
}): { capacity: number; extrapolated: boolean } {
  const curve = capacityCurve(input.points);
  return capacityOnCurve(curve, finite('outdoor', input.outdoor));
}

export interface LoadLine {
  designHeatLoad: number; // kW at θe, hot water and blocking included
  designOutdoor: number; // °C (θe)
  heatingLimit: number; // °C at which the building needs no heat
}

function checkedLoadLine(input: LoadLine): LoadLine {
  const designHeatLoad = atLeast('designHeatLoad', input.designHeatLoad, 0, 'kW');
  const designOutdoor = finite('designOutdoor', input.designOutdoor);
  const heatingLimit = greaterThan(
    'heatingLimit',
    input.heatingLimit,
    designOutdoor,
    '°C (designOutdoor)',
  );
  return { designHeatLoad, designOutdoor, heatingLimit };
}

const loadOn = (line: LoadLine, θ: number) =>
  (line.designHeatLoad * (line.heatingLimit - θ)) / (line.heatingLimit - line.designOutdoor);

/**
 * The building's load in kW at θ: designHeatLoad·(heatingLimit − θ)/(heatingLimit − θe), 0 above
 * the heating limit (the chart draws it over a wider range than the bivalence search).
 */
export function loadLineAt(input: LoadLine, outdoor: number): number {
  const line = checkedLoadLine(input);
  return Math.max(0, loadOn(line, finite('outdoor', outdoor)));
}

/**
 * The highest θ ≤ heatingLimit where capacity(θ) ≤ load(θ), searched down to θe; null when the
 * heat pump covers the load all the way down to θe. Capacity and load are both piecewise linear,
 * so their difference is linear between the curve's breakpoints (the test points and where the
 * extrapolation reaches 0): walking down those segments from the heating limit, the first one
 * whose lower end is not covered holds the crossing, found exactly by its linear root.
 */
export function bivalencePoint(
  input: LoadLine & { points: ReadonlyArray<CapacityPoint> },
): { outdoor: number; capacity: number } | null {
  const line = checkedLoadLine(input);
  const curve = capacityCurve(input.points);
  const surplus = (θ: number) => capacityOnCurve(curve, θ).capacity - loadOn(line, θ);
  const top = line.heatingLimit;
  const bottom = line.designOutdoor;
  const at = (θ: number) => ({ outdoor: θ, capacity: capacityOnCurve(curve, θ).capacity });
  if (surplus(top) <= 0) return at(top);
  const breaks = [...curve.map((p) => p.outdoor), ...zeroCrossings(curve)]
    .filter((θ) => θ > bottom && θ < top)
    .sort((a, b) => b - a);
  let upper = top;
  let upperSurplus = surplus(top);
  for (const lower of [...breaks, bottom]) {
    const lowerSurplus = surplus(lower);
    if (lowerSurplus <= 0) {
      const θ = upper - (upperSurplus * (upper - lower)) / (upperSurplus - lowerSurplus);
      return at(θ);
    }
    upper = lower;
    upperSurplus = lowerSurplus;
  }
  return null;
}

/** Where the extrapolated lines reach 0 kW (the curve bends there, held at 0). */
function zeroCrossings(curve: readonly CapacityPoint[]): number[] {
  const n = curve.length;
  const crossing = (a: CapacityPoint, b: CapacityPoint) =>
    a.capacity === b.capacity
      ? []
      : [a.outdoor - (a.capacity * (b.outdoor - a.outdoor)) / (b.capacity - a.capacity)];
  return [...crossing(curve[0]!, curve[1]!), ...crossing(curve[n - 2]!, curve[n - 1]!)];
}
