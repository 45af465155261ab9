/*
 * The radiator check of hydraulic balancing, Verfahren B, for a whole dwelling: what every room's
 * radiators give at the system's flow temperature, the flow temperature each room needs, the
 * critical room (the one that sets the system's flow temperature), and per radiator the design
 * volume flow and the valve presetting. Built on section 11's functions; the editor recomputes it
 * on every keystroke (bench/editors.ts: calc.radiators40Rooms60Ms).
 * Simplification: each radiator carries the room's heat load in proportion to its output at the
 * system temperatures; one design spread and one valve differential pressure for all radiators.
 */
import { atLeast, finite, greaterThan, lessThan } from './domain';
import {
  valvePresetting,
  type PresettingStep,
  type ValvePresettingResult,
} from './hydraulic-balancing';
import {
  defaultRadiatorExponent,
  outputAtFlow,
  radiatorOutput,
  ratingCondition,
  requiredFlowTemperature,
  volumeFlow,
  type RadiatorRating,
} from './radiator';

export interface SystemRadiator extends RadiatorRating {
  /** The valve's presetting table (kv rising); none: no presetting is worked out. */
  valve?: readonly PresettingStep[];
}

export interface SystemRoom {
  id: string;
  heatLoad: number; // W
  room: number; // °C
  radiators: readonly SystemRadiator[];
}

export interface RadiatorSystemInput {
  rooms: readonly SystemRoom[];
  flow: number; // °C, the system's design flow temperature
  spread: number; // K, flow − return
  valvePressureDrop: number; // Pa across each valve at its design flow
}

export interface RoomCheck {
  id: string;
  /** W all the room's radiators give at the system's flow and return. */
  output: number;
  covered: boolean;
  /** °C the room needs (null: no radiator); above the system flow when not covered. */
  requiredFlow: number | null;
  radiators: Array<{
    output: number;
    volumeFlow: number;
    presetting: ValvePresettingResult | null;
  }>;
}

export interface RadiatorSystemResult {
  rooms: RoomCheck[];
  /** The room with the highest required flow temperature; null when no room has radiators. */
  criticalRoom: string | null;
  requiredSystemFlow: number | null;
  /** l/h through all radiators together: the pump's design flow. */
  totalVolumeFlow: number;
}

export function radiatorSystem(input: RadiatorSystemInput): RadiatorSystemResult {
  const spread = greaterThan('spread', input.spread, 0, 'K');
  const flow = finite('flow', input.flow);
  const dp = greaterThan('valvePressureDrop', input.valvePressureDrop, 0, 'Pa');
  let criticalRoom: string | null = null;
  let requiredSystemFlow: number | null = null;
  let totalVolumeFlow = 0;
  const rooms = input.rooms.map((room, r): RoomCheck => {
    const heatLoad = atLeast(`rooms[${r}].heatLoad`, room.heatLoad, 0, 'W');
    const θi = lessThan(`rooms[${r}].room`, room.room, flow - spread, '°C (the system return)');
    if (room.radiators.length === 0) {
      return { id: room.id, output: 0, covered: heatLoad === 0, requiredFlow: null, radiators: [] };
    }
    const outputs = room.radiators.map(
      (radiator) => radiatorOutput({ ...radiator, flow, return: flow - spread, room: θi }).output,
    );
    const output = outputs.reduce((a, b) => a + b, 0);
    const requiredFlow = roomRequiredFlow(room.radiators, heatLoad, θi, spread);
    if (requiredSystemFlow === null || requiredFlow > requiredSystemFlow) {
      requiredSystemFlow = requiredFlow;
      criticalRoom = room.id;
    }
    const radiators = room.radiators.map((radiator, i) => {
      const flowRate = volumeFlow({ heat: (heatLoad * outputs[i]!) / output, spread });
      totalVolumeFlow += flowRate;
      const presetting = radiator.valve
        ? valvePresetting({ volumeFlow: flowRate, pressureDrop: dp, steps: radiator.valve })
        : null;
      return { output: outputs[i]!, volumeFlow: flowRate, presetting };
    });
    return { id: room.id, output, covered: output >= heatLoad, requiredFlow, radiators };
  });
  return { rooms, criticalRoom, requiredSystemFlow, totalVolumeFlow };
}

/**
 * Radiators with the same rating condition and exponent add up to one radiator of their summed
 * rated output (the output equation is linear in Φn), solved exactly by requiredFlowTemperature.
 * Mixed ones: the room's total output rises with the flow, so a bracketing root finder serves
 * (regula falsi with the Illinois step, which keeps the bracket and converges in a few steps),
 * to 0.001 K or an output within 10⁻⁹ of the load.
 */
function roomRequiredFlow(
  radiators: readonly SystemRadiator[],
  heatLoad: number,
  room: number,
  spread: number,
): number {
  const key = (r: SystemRadiator) =>
    `${r.ratedFlow ?? ratingCondition.flow}/${r.ratedReturn ?? ratingCondition.return}/${
      r.ratedRoom ?? ratingCondition.room
    }/${r.exponent ?? defaultRadiatorExponent}`;
  const first = radiators[0]!;
  const firstKey = key(first);
  if (radiators.every((r) => key(r) === firstKey)) {
    const ratedOutput = radiators.reduce((sum, r) => sum + r.ratedOutput, 0);
    return requiredFlowTemperature({ ...first, ratedOutput, heatLoad, room, spread }).flow;
  }
  const low = room + spread;
  if (heatLoad === 0) return low;
  const curves = radiators.map((r) => outputAtFlow(r, room, spread));
  const shortfall = (flow: number) => curves.reduce((sum, c) => sum + c(flow), 0) - heatLoad;
  // The output grows without bound with the flow, so doubling reaches any finite heat load.
  let a = low;
  let fa = -heatLoad;
  let b = low + 10;
  let fb = shortfall(b);
  while (fb < 0) {
    a = b;
    fa = fb;
    b = low + (b - low) * 2;
    fb = shortfall(b);
  }
  let side = 0;
  while (b - a > 0.001 && Math.abs(fb) > 1e-9 * heatLoad) {
    const c = b - (fb * (b - a)) / (fb - fa);
    const fc = shortfall(c);
    if (fc < 0) {
      a = c;
      fa = fc;
      if (side === -1) fb /= 2;
      side = -1;
    } else {
      b = c;
      fb = fc;
      if (side === 1) fa /= 2;
      side = 1;
    }
  }
  return Math.abs(fb) <= 1e-9 * heatLoad ? b : b - (fb * (b - a)) / (fb - fa);
}
