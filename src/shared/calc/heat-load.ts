/*
 * Design heat load, simplified after DIN EN 12831-1:2017 / DIN/TS 12831-1:2020, as fixed in
 * CALCULATORS.md section 2: transmission Φ_T = Σ A·(U + ΔU_WB)·ΔT_k with ΔT_k = θi − θ_adjacent
 * (or f_k·(θi − θe)), ventilation Φ_V = 0.34 Wh/(m³·K)·n·V·(θi − θe).
 * Simplification: no heating-up surcharge, no ground model (the caller gives f_k or the adjacent
 * temperature), no minimum air change or infiltration split; 0.34 Wh/(m³·K) = ρ·c_p of air.
 */
import { atLeast, CalculatorRangeError, finite, lessThan } from './domain';

export interface HeatLoadElement {
  area: number;
  u: number;
  thermalBridgeSurcharge?: number;
  adjacentTemperature?: number;
  factor?: number;
}

export interface HeatLoadInput {
  indoorTemperature: number;
  designOutdoorTemperature: number;
  elements: HeatLoadElement[];
  volume: number;
  airChangeRate: number;
}

export interface HeatLoadResult {
  transmission: number;
  ventilation: number;
  total: number;
}

/** Volumetric heat capacity of air, Wh/(m³·K) (ρ ≈ 1.2 kg/m³ · c_p ≈ 1,005 J/(kg·K) / 3,600). */
export const airHeatCapacity = 0.34;

export function heatLoad(input: HeatLoadInput): HeatLoadResult {
  const thetaI = finite('indoorTemperature', input.indoorTemperature);
  const thetaE = lessThan(
    'designOutdoorTemperature',
    input.designOutdoorTemperature,
    thetaI,
    '°C (the indoor temperature)',
  );
  if (!Array.isArray(input.elements)) {
    throw new CalculatorRangeError(
      `elements must be a list, got ${JSON.stringify(input.elements)}`,
      'elements',
      input.elements,
    );
  }
  let transmission = 0;
  input.elements.forEach((element, index) => {
    const field = `elements[${index}]`;
    const area = atLeast(`${field}.area`, element.area, 0, 'm²');
    const u = atLeast(`${field}.u`, element.u, 0, 'W/(m²·K)');
    const surcharge = atLeast(
      `${field}.thermalBridgeSurcharge`,
      element.thermalBridgeSurcharge ?? 0,
      0,
      'W/(m²·K)',
    );
    let deltaT: number;
    if (element.factor !== undefined) {
      if (element.adjacentTemperature !== undefined) {
        throw new CalculatorRangeError(
          `${field}: give either adjacentTemperature or factor, not both (got ${element.adjacentTemperature} °C and ${element.factor})`,
          `${field}.factor`,
          element.factor,
        );
      }
      deltaT = atLeast(`${field}.factor`, element.factor, 0) * (thetaI - thetaE);
    } else {
      const adjacent =
        element.adjacentTemperature === undefined
          ? thetaE
          : finite(`${field}.adjacentTemperature`, element.adjacentTemperature);
      deltaT = thetaI - adjacent;
    }
    transmission += area * (u + surcharge) * deltaT;
  });
  const volume = atLeast('volume', input.volume, 0, 'm³');
  const n = atLeast('airChangeRate', input.airChangeRate, 0, '1/h');
  const ventilation = airHeatCapacity * n * volume * (thetaI - thetaE);
  return { transmission, ventilation, total: transmission + ventilation };
}
