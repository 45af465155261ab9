/*
 * U-value of a building element of homogeneous layers, DIN EN ISO 6946:2018, 6.7 and 6.8.
 * Surface resistances per ISO 6946 Table 7 (R_si up 0.10 / horizontal 0.13 / down 0.17, R_se
 * 0.04); towards an unheated space or a ventilated gap R_se is taken equal to R_si (6.8.2/6.9.4),
 * towards the ground 0 (the ground itself is left to ISO 13370, not modelled here).
 * Simplification: unventilated air layers use the table of ISO 6946 Table 8 as given in
 * CALCULATORS.md (high-emissivity surfaces), interpolated linearly in thickness, held constant
 * above 300 mm and refused below 5 mm. Inhomogeneous layers (rafters between insulation) are not
 * handled: the caller gives a datasheet resistance or an area-weighted λ.
 */
import { atLeast, CalculatorRangeError, greaterThan, oneOf } from './domain';

export type HeatFlow = 'up' | 'horizontal' | 'down';
export type UValueBoundary = 'outside' | 'unheated' | 'ground' | 'ventilated';

export type UValueLayer =
  | { kind: 'material'; thickness: number; lambda: number }
  | { kind: 'resistance'; resistance: number }
  | { kind: 'airLayer'; thickness: number };

export interface UValueInput {
  heatFlow: HeatFlow;
  boundary: UValueBoundary;
  layers: UValueLayer[];
}

export interface UValueResult {
  rsi: number;
  rse: number;
  rTotal: number;
  u: number;
}

/** R_si in m²·K/W by direction of heat flow, ISO 6946 Table 7. */
export const internalSurfaceResistance: Readonly<Record<HeatFlow, number>> = {
  up: 0.1,
  horizontal: 0.13,
  down: 0.17,
};

/** R_se towards outside air, ISO 6946 Table 7. */
export const externalSurfaceResistance = 0.04;

/**
 * Unventilated air layers, ISO 6946 Table 8 as given in CALCULATORS.md: thickness in mm and R in
 * m²·K/W for heat flow up / horizontal / down.
 */
export const airLayerResistanceTable: ReadonlyArray<{
  thicknessMm: number;
  up: number;
  horizontal: number;
  down: number;
}> = [
  { thicknessMm: 5, up: 0.11, horizontal: 0.11, down: 0.11 },
  { thicknessMm: 7, up: 0.13, horizontal: 0.13, down: 0.13 },
  { thicknessMm: 10, up: 0.15, horizontal: 0.15, down: 0.15 },
  { thicknessMm: 15, up: 0.16, horizontal: 0.17, down: 0.17 },
  { thicknessMm: 25, up: 0.16, horizontal: 0.18, down: 0.19 },
  { thicknessMm: 50, up: 0.16, horizontal: 0.18, down: 0.21 },
  { thicknessMm: 100, up: 0.16, horizontal: 0.18, down: 0.22 },
  { thicknessMm: 300, up: 0.16, horizontal: 0.18, down: 0.23 },
];

const heatFlows: readonly HeatFlow[] = ['up', 'horizontal', 'down'];
const boundaries: readonly UValueBoundary[] = ['outside', 'unheated', 'ground', 'ventilated'];

/**
 * R of an unventilated air layer of `thickness` m (≥ 5 mm), linear between the table rows,
 * constant above 300 mm.
 */
export function airLayerResistance(thickness: number, heatFlow: HeatFlow, field = 'thickness') {
  atLeast(field, thickness, 0.005, 'm (5 mm; thinner air layers are not covered by ISO 6946)');
  const mm = thickness * 1000;
  const rows = airLayerResistanceTable;
  const last = rows[rows.length - 1]!;
  if (mm >= last.thicknessMm) return last[heatFlow];
  for (let k = 1; k < rows.length; k++) {
    const upper = rows[k]!;
    if (mm <= upper.thicknessMm) {
      const lower = rows[k - 1]!;
      const t = (mm - lower.thicknessMm) / (upper.thicknessMm - lower.thicknessMm);
      return lower[heatFlow] + t * (upper[heatFlow] - lower[heatFlow]);
    }
  }
  return last[heatFlow];
}

function externalResistance(boundary: UValueBoundary, rsi: number): number {
  switch (boundary) {
    case 'outside':
      return externalSurfaceResistance;
    case 'unheated':
    case 'ventilated':
      return rsi;
    case 'ground':
      return 0;
  }
}

function layerResistance(layer: UValueLayer, heatFlow: HeatFlow, field: string): number {
  switch (layer.kind) {
    case 'material':
      greaterThan(`${field}.thickness`, layer.thickness, 0, 'm');
      greaterThan(`${field}.lambda`, layer.lambda, 0, 'W/(m·K)');
      return layer.thickness / layer.lambda;
    case 'resistance':
      return atLeast(`${field}.resistance`, layer.resistance, 0, 'm²·K/W');
    case 'airLayer':
      return airLayerResistance(layer.thickness, heatFlow, `${field}.thickness`);
    default: {
      const kind = (layer as { kind: unknown }).kind;
      throw new CalculatorRangeError(
        `${field}.kind must be one of material, resistance, airLayer, got ${JSON.stringify(kind)}`,
        `${field}.kind`,
        kind,
      );
    }
  }
}

/** R_T = R_si + Σ d/λ + Σ R + Σ R_air + R_se; U = 1/R_T. */
export function uValue(input: UValueInput): UValueResult {
  oneOf('heatFlow', input.heatFlow, heatFlows);
  oneOf('boundary', input.boundary, boundaries);
  if (!Array.isArray(input.layers) || input.layers.length === 0) {
    throw new CalculatorRangeError(
      `layers must have at least 1 layer, got ${input.layers?.length ?? 0}`,
      'layers',
      input.layers,
    );
  }
  const rsi = internalSurfaceResistance[input.heatFlow];
  const rse = externalResistance(input.boundary, rsi);
  let rLayers = 0;
  input.layers.forEach((layer, index) => {
    rLayers += layerResistance(layer, input.heatFlow, `layers[${index}]`);
  });
  const rTotal = rsi + rLayers + rse;
  return { rsi, rse, rTotal, u: 1 / rTotal };
}
