/*
 * Hydraulic balancing by Verfahren B beyond the contract's functions (CALCULATORS.md section 11):
 * the valve presetting a radiator needs, from the valve maker's kv table, and a first estimate of
 * the pump head for the VdZ form.
 *
 * kv is the flow in m³/h at 1 bar across the valve (DIN EN 60534, as every maker's table states):
 * kv = V̇ / √Δp. A presetting passes at least the design flow when its kv is at least the required
 * one; stepless valves can be set between the steps, read off linearly in kv.
 *
 * Pump head: the rule of the pump makers' guides for a two-pipe system, H = R·L·ZF (R ≈ 100 Pa/m
 * = 1 mbar/m pipe friction, L the flow and return length of the longest run), written with the
 * fittings as a share of the pipe friction and the named components (the valve on that run, the
 * heat generator) added with their own pressure drops: Δp = R·L·(1 + ZF) + Δp_valve + Δp_generator.
 * Simplification: a first estimate for the pump setting, no pipe network calculation.
 */
import { atLeast, CalculatorRangeError, greaterThan } from './domain';

/** Pa per metre of water column (ρ = 1,000 kg/m³, g = 9.81 m/s²). */
export const pascalPerMetreHead = 9810;

/** kv in m³/h that passes `volumeFlow` l/h at a pressure drop of `pressureDrop` Pa. */
export function requiredKv(input: { volumeFlow: number; pressureDrop: number }): number {
  const flow = atLeast('volumeFlow', input.volumeFlow, 0, 'l/h');
  const dp = greaterThan('pressureDrop', input.pressureDrop, 0, 'Pa');
  return flow / 1000 / Math.sqrt(dp / 1e5);
}

/** Pa across a valve of kv (m³/h) at `volumeFlow` l/h: Δp = (V̇/kv)² bar. */
export function valvePressureDrop(input: { volumeFlow: number; kv: number }): number {
  const flow = atLeast('volumeFlow', input.volumeFlow, 0, 'l/h');
  const kv = greaterThan('kv', input.kv, 0, 'm³/h');
  return (flow / 1000 / kv) ** 2 * 1e5;
}

export interface PresettingStep {
  setting: string; // as printed on the valve: '1', '3.5', 'N'
  kv: number; // m³/h
}

export interface ValvePresettingResult {
  requiredKv: number; // m³/h
  /** The smallest step whose kv is at least the required one; the largest when none is. */
  step: PresettingStep;
  /** 'within': a step passes the flow; 'belowSmallest': even the smallest passes more (the valve
   *  throttles by its thermostat, or the differential pressure should be lower); 'aboveLargest':
   *  no step passes the flow at this pressure drop. */
  fit: 'within' | 'belowSmallest' | 'aboveLargest';
  /** Pa across the valve at the chosen step and the design flow. */
  pressureDrop: number;
  /** For stepless valves: the setting between two numbered steps, linear in kv; null outside. */
  position: number | null;
}

/**
 * The presetting for a radiator's design flow at the valve's design differential pressure
 * (commonly 5,000–10,000 Pa; Danfoss recommends 0.05–0.2 bar for RA-N).
 */
export function valvePresetting(input: {
  volumeFlow: number; // l/h
  pressureDrop: number; // Pa across the valve at the design flow
  steps: readonly PresettingStep[]; // in the maker's order, kv rising
}): ValvePresettingResult {
  const kv = requiredKv(input);
  const steps = input.steps;
  if (steps.length === 0) {
    throw new CalculatorRangeError('steps must not be empty, got []', 'steps', steps);
  }
  steps.forEach((s, i) => {
    greaterThan(`steps[${i}].kv`, s.kv, 0, 'm³/h');
    if (i > 0) greaterThan(`steps[${i}].kv`, s.kv, steps[i - 1]!.kv, 'm³/h (the step before)');
  });
  const index = steps.findIndex((s) => s.kv >= kv);
  const step = index === -1 ? steps[steps.length - 1]! : steps[index]!;
  const fit =
    index === -1 ? 'aboveLargest' : index === 0 && kv < step.kv ? 'belowSmallest' : 'within';
  return {
    requiredKv: kv,
    step,
    fit,
    pressureDrop: valvePressureDrop({ volumeFlow: input.volumeFlow, kv: step.kv }),
    position: fit === 'within' ? positionBetweenSteps(steps, index, kv) : null,
  };
}

function positionBetweenSteps(
  steps: readonly PresettingStep[],
  index: number,
  kv: number,
): number | null {
  const upper = steps[index]!;
  const upperNumber = Number(upper.setting);
  if (index === 0 || upper.kv === kv) return Number.isFinite(upperNumber) ? upperNumber : null;
  const lower = steps[index - 1]!;
  const lowerNumber = Number(lower.setting);
  if (!Number.isFinite(lowerNumber) || !Number.isFinite(upperNumber)) return null;
  return lowerNumber + ((kv - lower.kv) / (upper.kv - lower.kv)) * (upperNumber - lowerNumber);
}

export interface PumpHeadInput {
  longestRun: number; // m, flow and return of the longest circuit together
  pipeFriction?: number; // Pa/m, default 100
  fittingsShare?: number; // ZF, share of the pipe friction for fittings, default 0.3
  valvePressureDrop: number; // Pa across the radiator valve on the longest run
  generatorPressureDrop: number; // Pa across the heat generator (its data sheet), 0 behind a buffer
}

export interface PumpHead {
  pipes: number; // Pa, pipes and fittings
  pressure: number; // Pa in total
  head: number; // m (Förderhöhe)
}

export const defaultPipeFriction = 100;
export const defaultFittingsShare = 0.3;

export function pumpHead(input: PumpHeadInput): PumpHead {
  const length = atLeast('longestRun', input.longestRun, 0, 'm');
  const r = atLeast('pipeFriction', input.pipeFriction ?? defaultPipeFriction, 0, 'Pa/m');
  const zf = atLeast('fittingsShare', input.fittingsShare ?? defaultFittingsShare, 0);
  const valve = atLeast('valvePressureDrop', input.valvePressureDrop, 0, 'Pa');
  const generator = atLeast('generatorPressureDrop', input.generatorPressureDrop, 0, 'Pa');
  const pipes = r * length * (1 + zf);
  const pressure = pipes + valve + generator;
  return { pipes, pressure, head: pressure / pascalPerMetreHead };
}
