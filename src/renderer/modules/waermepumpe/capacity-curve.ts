import {
  bivalencePoint,
  CalculatorRangeError,
  heatPumpCapacityAt,
  type CapacityPoint,
} from '../../../shared/calc';

/*
 * The heat pump's capacity over the outdoor temperature, from the data sheet's test points, for
 * the editor's results and chart (CALCULATORS.md section 12). An air heat pump follows its test
 * points and the straight lines beyond them (never held flat below A−7); it needs two test points
 * at one flow temperature for that. Brine and water sources don't see the outdoor air: their
 * capacity is constant, the coldest source point's (B0, W10), which is the design case.
 */

export interface EditorTestPoint {
  sourceTemperature: number;
  flowTemperature: number;
  capacity: number | null;
}

export interface CapacityCurve {
  at(outdoor: number): { capacity: number; extrapolated: boolean };
  bivalence(line: {
    designHeatLoad: number;
    designOutdoor: number;
    heatingLimit: number;
  }): { outdoor: number; capacity: number } | null;
}

/** The points of the flow temperature with the most of them (a tie: the higher flow, less kW). */
function pointsOfOneFlowTemperature(points: readonly EditorTestPoint[]): CapacityPoint[] {
  const byFlow = new Map<number, CapacityPoint[]>();
  for (const p of points) {
    if (p.capacity === null || p.capacity < 0) continue;
    const group = byFlow.get(p.flowTemperature) ?? [];
    group.push({ outdoor: p.sourceTemperature, capacity: p.capacity });
    byFlow.set(p.flowTemperature, group);
  }
  const groups = [...byFlow.entries()].sort(
    ([flowA, a], [flowB, b]) => b.length - a.length || flowB - flowA,
  );
  return groups[0]?.[1] ?? [];
}

function constantCurve(capacity: number): CapacityCurve {
  return {
    at: () => ({ capacity, extrapolated: false }),
    // A flat line through θe and the heating limit is the constant capacity exactly.
    bivalence: (line) =>
      bivalencePoint({
        ...line,
        points: [
          { outdoor: line.designOutdoor, capacity },
          { outdoor: line.heatingLimit, capacity },
        ],
      }),
  };
}

/** null when the points don't make a curve (no capacity yet; one air point; two clashing). */
export function capacityCurve(
  source: 'air' | 'brine' | 'water',
  testPoints: readonly EditorTestPoint[],
): CapacityCurve | null {
  const points = pointsOfOneFlowTemperature(testPoints);
  if (points.length === 0) return null;
  if (source !== 'air') {
    const coldest = points.reduce((a, b) => (b.outdoor < a.outdoor ? b : a));
    return constantCurve(coldest.capacity);
  }
  try {
    heatPumpCapacityAt({ points, outdoor: points[0]!.outdoor });
  } catch (error) {
    if (error instanceof CalculatorRangeError) return null;
    throw error;
  }
  return {
    at: (outdoor) => heatPumpCapacityAt({ points, outdoor }),
    bivalence: (line) => bivalencePoint({ ...line, points }),
  };
}
