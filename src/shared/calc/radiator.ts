/*
 * Radiator output away from the rating condition, the flow temperature a room needs, and the
 * volume flow that carries a heat output (CALCULATORS.md section 11; DIN EN 442-2 rating 75/65/20
 * and the output equation Φ = Φn·(ΔT/ΔTn)^n with the logarithmic mean excess temperature).
 * Simplifications: the exponent is one figure per radiator (the makers' tables use the same
 * equation); connection type, covers and niches are not modelled.
 */
import { atLeast, finite, greaterThan } from './domain';

/** The rating condition of DIN EN 442: flow 75 °C, return 65 °C, room 20 °C. */
export const ratingCondition = { flow: 75, return: 65, room: 20 } as const;
/** Panel radiators ≈ 1.25–1.33; the contract's default. */
export const defaultRadiatorExponent = 1.3;
/** c·ρ of heating water in Wh/(l·K). */
export const waterHeatCapacity = 1.163;

export interface RadiatorRating {
  ratedOutput: number; // W at the rating condition
  ratedFlow?: number; // °C
  ratedReturn?: number; // °C
  ratedRoom?: number; // °C
  exponent?: number; // n
}

export interface RadiatorOutputInput extends RadiatorRating {
  flow: number; // °C
  return: number; // °C
  room: number; // °C
}

export interface RadiatorOutput {
  output: number; // W
  excess: number; // K, logarithmic mean
  ratio: number; // output / ratedOutput
}

/**
 * ΔT = (θV − θR) / ln((θV − θi)/(θR − θi)), written with log1p so that it runs smoothly into
 * the arithmetic limit θV − θi as the spread goes to zero (and equals it at flow = return).
 */
function logMeanExcess(flow: number, ret: number, room: number): number {
  const spread = flow - ret;
  if (spread === 0) return flow - room;
  return spread / Math.log1p(spread / (ret - room));
}

/** Checks an operating point: return above room, flow at least return. */
function operatingPoint(flow: number, ret: number, room: number) {
  const θi = finite('room', room);
  const θR = greaterThan('return', ret, θi, '°C (the room temperature)');
  const θV = atLeast('flow', flow, θR, '°C (the return temperature)');
  return { θV, θR, θi };
}

interface CheckedRating {
  ratedOutput: number;
  ratedExcess: number;
  exponent: number;
}

function checkedRating(input: RadiatorRating): CheckedRating {
  const ratedOutput = greaterThan('ratedOutput', input.ratedOutput, 0, 'W');
  const room = finite('ratedRoom', input.ratedRoom ?? ratingCondition.room);
  const ret = greaterThan(
    'ratedReturn',
    input.ratedReturn ?? ratingCondition.return,
    room,
    '°C (ratedRoom)',
  );
  const flow = atLeast(
    'ratedFlow',
    input.ratedFlow ?? ratingCondition.flow,
    ret,
    '°C (ratedReturn)',
  );
  const exponent = greaterThan('exponent', input.exponent ?? defaultRadiatorExponent, 0);
  return { ratedOutput, ratedExcess: logMeanExcess(flow, ret, room), exponent };
}

/**
 * The radiator's output in W at a flow temperature, for a fixed room temperature and spread,
 * with the rating checked once: for solvers that evaluate it many times (radiator-system.ts).
 * The flow must keep the return above the room; at return = room it gives the limit 0 W.
 */
export function outputAtFlow(
  rating: RadiatorRating,
  room: number,
  spread: number,
): (flow: number) => number {
  const { ratedOutput, ratedExcess, exponent } = checkedRating(rating);
  return (flow) => {
    const ret = flow - spread;
    if (ret <= room) return 0;
    return ratedOutput * (logMeanExcess(flow, ret, room) / ratedExcess) ** exponent;
  };
}

export function radiatorOutput(input: RadiatorOutputInput): RadiatorOutput {
  const rating = checkedRating(input);
  const { θV, θR, θi } = operatingPoint(input.flow, input.return, input.room);
  const excess = logMeanExcess(θV, θR, θi);
  const ratio = (excess / rating.ratedExcess) ** rating.exponent;
  return { output: rating.ratedOutput * ratio, excess, ratio };
}

export interface RequiredFlowInput extends RadiatorRating {
  heatLoad: number; // W the room needs
  room: number; // °C
  spread: number; // K, flow − return
}

/**
 * The flow and return temperatures at which the radiator gives exactly heatLoad. The output
 * equation fixes the excess the radiator needs, ΔT = ΔTn·(Φ/Φn)^(1/n); with θV = θR + s,
 * ΔT = s / ln(1 + s/(θR − θi)) solves in closed form to θR = θi + s/(e^(s/ΔT) − 1). That is the
 * exact root the contract's bisection to 0.01 K approximates; it is monotone in heatLoad and has
 * no upper cap (a room above 55 °C is the editor's to mark).
 */
export function requiredFlowTemperature(input: RequiredFlowInput): {
  flow: number;
  return: number;
} {
  const rating = checkedRating(input);
  const heatLoad = atLeast('heatLoad', input.heatLoad, 0, 'W');
  const room = finite('room', input.room);
  const spread = greaterThan('spread', input.spread, 0, 'K');
  if (heatLoad === 0) return { flow: room + spread, return: room };
  const excess = rating.ratedExcess * (heatLoad / rating.ratedOutput) ** (1 / rating.exponent);
  const ret = room + spread / Math.expm1(spread / excess);
  return { flow: ret + spread, return: ret };
}

/** l/h of water that carry `heat` W at a spread of `spread` K: V̇ = Φ / (1.163·Δθ). */
export function volumeFlow(input: { heat: number; spread: number }): number {
  const heat = atLeast('heat', input.heat, 0, 'W');
  const spread = greaterThan('spread', input.spread, 0, 'K');
  return heat / (waterHeatCapacity * spread);
}
