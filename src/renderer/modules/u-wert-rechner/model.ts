import { z } from 'zod';
import { isPlausible, layerThicknessMm } from '../../../shared/domain/plausible';
import type { JsonObject } from '../../../shared/api';
import {
  airLayerResistance,
  begEmLimitValues,
  CalculatorRangeError,
  gegAnlage7LimitValues,
  materialLibrary,
  uValue,
  type HeatFlow,
  type LimitValue,
  type LimitValueTable,
  type Material,
  type UValueBoundary,
  type UValueLayer,
  type UValueResult,
} from '../../../shared/calc';
import { storedResults } from '../payload';

/*
 * The inputs of `u-wert-rechner` (payload schemaVersion 2): building elements, each with its
 * layers from the inside out (thickness in mm as consultants write it, λ in W/(m·K)) or a U-value
 * from a datasheet (windows, doors), and the module's own additions to the material library.
 * Results: { elements: [{ id, name, component, u, rTotal }] } (docs/calculators.md).
 */

export const componentKeys = [
  'outerWall',
  'roof',
  'topFloorCeiling',
  'flatRoof',
  'cellarCeiling',
  'window',
  'roofWindow',
  'door',
  'other',
] as const;
export type ComponentKey = (typeof componentKeys)[number];
export const heatFlows = ['horizontal', 'up', 'down'] as const satisfies readonly HeatFlow[];
export const boundaries = [
  'outside',
  'unheated',
  'ground',
  'ventilated',
] as const satisfies readonly UValueBoundary[];
export const layerKinds = ['material', 'resistance', 'airLayer'] as const;

const num = z.number().nullable().default(null);

export const layerSchema = z.looseObject({
  id: z.string(),
  kind: z.enum(layerKinds).default('material'),
  name: z.string().default(''),
  materialKey: z.string().nullable().default(null),
  thicknessMm: num,
  lambda: num,
  resistance: num,
});
export type Layer = z.infer<typeof layerSchema>;

export const elementSchema = z.looseObject({
  id: z.string(),
  name: z.string().default(''),
  component: z.enum(componentKeys).default('outerWall'),
  heatFlow: z.enum(heatFlows).default('horizontal'),
  boundary: z.enum(boundaries).default('outside'),
  /** 'direct': a U-value from the manufacturer (windows, doors) instead of layers. */
  mode: z.enum(['layers', 'direct']).default('layers'),
  uDirect: num,
  layers: z.array(layerSchema).default([]),
  /**
   * The surveyed component its U is compared with (an offer's key); null: no comparison chosen;
   * absent: the one named like it, else the only one of its kind.
   */
  comparedWith: z.string().nullable().optional(),
});
export type Element = z.infer<typeof elementSchema>;

export const materialSchema = z.looseObject({
  key: z.string(),
  name: z.string(),
  lambda: z.number(),
  source: z.string().default(''),
});

export const uValueInputsSchema = z.object({
  elements: z.array(elementSchema).default([]),
  /** Materials added or changed in this module's library (by key; a built-in key overrides it). */
  materials: z.array(materialSchema).default([]),
});
export type UValueInputs = z.infer<typeof uValueInputsSchema>;

/** The library this module uses: the built-in one with the module's changes and additions. */
export function effectiveLibrary(own: readonly Material[]): Material[] {
  const byKey = new Map(own.map((m) => [m.key, m]));
  const merged = materialLibrary.map((m) => byKey.get(m.key) ?? m);
  const builtIn = new Set(materialLibrary.map((m) => m.key));
  return [...merged, ...own.filter((m) => !builtIn.has(m.key))];
}

/** The usual heat-flow direction and boundary of a component (the user can change them). */
export function componentDefaults(
  component: ComponentKey,
): Pick<Element, 'heatFlow' | 'boundary' | 'mode'> {
  switch (component) {
    case 'roof':
    case 'flatRoof':
      return { heatFlow: 'up', boundary: 'outside', mode: 'layers' };
    case 'topFloorCeiling':
      return { heatFlow: 'up', boundary: 'unheated', mode: 'layers' };
    case 'cellarCeiling':
      return { heatFlow: 'down', boundary: 'unheated', mode: 'layers' };
    case 'window':
    case 'door':
      return { heatFlow: 'horizontal', boundary: 'outside', mode: 'direct' };
    case 'roofWindow':
      return { heatFlow: 'up', boundary: 'outside', mode: 'direct' };
    default:
      return { heatFlow: 'horizontal', boundary: 'outside', mode: 'layers' };
  }
}

/** Which row of GEG Anlage 7 and of the BEG EM requirements applies to a component. */
const limitRows: Record<ComponentKey, { geg?: string; beg?: string }> = {
  outerWall: { geg: 'outerWall', beg: 'outerWall' },
  roof: { geg: 'roof', beg: 'roof' },
  topFloorCeiling: { geg: 'roof', beg: 'topFloorCeiling' },
  flatRoof: { geg: 'flatRoof', beg: 'roof' },
  cellarCeiling: { geg: 'cellarCeiling', beg: 'cellarCeiling' },
  window: { geg: 'window', beg: 'window' },
  roofWindow: { geg: 'roofWindow', beg: 'roofWindow' },
  door: { geg: 'door', beg: 'door' },
  other: {},
};

export interface LimitCheck {
  table: LimitValueTable;
  limit: LimitValue;
  met: boolean;
}

/** The limits that apply to the component, each with whether U meets it. */
export function limitChecks(component: ComponentKey, u: number): LimitCheck[] {
  const rows = limitRows[component];
  const checks: LimitCheck[] = [];
  for (const [table, key] of [
    [gegAnlage7LimitValues, rows.geg],
    [begEmLimitValues, rows.beg],
  ] as const) {
    const limit = key ? table.values.find((v) => v.key === key) : undefined;
    // Compared as displayed (2 decimals), as the consultant reads the result.
    if (limit) checks.push({ table, limit, met: Math.round(u * 100) / 100 <= limit.u });
  }
  return checks;
}

export type ElementOutcome =
  | { kind: 'ok'; u: number; result: UValueResult | null; layerR: (number | null)[] }
  | { kind: 'empty' | 'incomplete'; layerR: (number | null)[] }
  | { kind: 'refused'; path: string; error: CalculatorRangeError; layerR: (number | null)[] };

const layerInput = (layer: Layer): UValueLayer | null => {
  // A thickness beyond any building element is a typing error: no U-value until it is corrected.
  if (layer.thicknessMm !== null && !isPlausible(layer.thicknessMm, layerThicknessMm)) return null;
  switch (layer.kind) {
    case 'material':
      return layer.thicknessMm === null || layer.lambda === null
        ? null
        : { kind: 'material', thickness: layer.thicknessMm / 1000, lambda: layer.lambda };
    case 'resistance':
      return layer.resistance === null
        ? null
        : { kind: 'resistance', resistance: layer.resistance };
    case 'airLayer':
      return layer.thicknessMm === null
        ? null
        : { kind: 'airLayer', thickness: layer.thicknessMm / 1000 };
  }
};

function layerResistance(layer: Layer, heatFlow: HeatFlow): number | null {
  const input = layerInput(layer);
  if (!input) return null;
  try {
    if (input.kind === 'material') return input.lambda > 0 ? input.thickness / input.lambda : null;
    if (input.kind === 'resistance') return input.resistance;
    return airLayerResistance(input.thickness, heatFlow);
  } catch {
    return null;
  }
}

const fieldOfLayer: Record<string, string> = {
  thickness: 'thicknessMm',
  lambda: 'lambda',
  resistance: 'resistance',
};

/** U of one element (uValue of src/shared/calc), or why there is none yet. */
export function elementOutcome(element: Element, index: number): ElementOutcome {
  const layerR = element.layers.map((l) => layerResistance(l, element.heatFlow));
  if (element.mode === 'direct')
    return element.uDirect === null || !(element.uDirect > 0)
      ? { kind: 'incomplete', layerR }
      : { kind: 'ok', u: element.uDirect, result: null, layerR };
  if (element.layers.length === 0) return { kind: 'empty', layerR };
  const layers = element.layers.map(layerInput);
  if (layers.some((l) => l === null)) return { kind: 'incomplete', layerR };
  try {
    const result = uValue({
      heatFlow: element.heatFlow,
      boundary: element.boundary,
      layers: layers as UValueLayer[],
    });
    return { kind: 'ok', u: result.u, result, layerR };
  } catch (error) {
    if (!(error instanceof CalculatorRangeError)) throw error;
    const match = /^layers\[(\d+)\]\.(\w+)$/.exec(error.field);
    const path = match
      ? `elements.${index}.layers.${match[1]}.${fieldOfLayer[match[2]!] ?? match[2]}`
      : `elements.${index}`;
    return { kind: 'refused', path, error, layerR };
  }
}

export function uValueResults(inputs: UValueInputs): JsonObject | null {
  const elements = inputs.elements.map((element, index) => {
    const outcome = elementOutcome(element, index);
    return {
      id: element.id,
      name: element.name,
      component: element.component,
      u: outcome.kind === 'ok' ? outcome.u : null,
      rTotal: outcome.kind === 'ok' && outcome.result ? outcome.result.rTotal : null,
    };
  });
  return elements.some((e) => e.u !== null) ? { elements } : null;
}

/** The U-values stored in a payload's results, in the order of the elements. */
export function storedUValues(payload: JsonObject): Array<{ name: string; u: number }> {
  const elements = storedResults(payload)?.values.elements;
  if (!Array.isArray(elements)) return [];
  return elements.flatMap((e) => {
    const { name, u } = (e ?? {}) as { name?: unknown; u?: unknown };
    return typeof u === 'number' ? [{ name: typeof name === 'string' ? name : '', u }] : [];
  });
}

/*
 * Version 1 (the demo workspace and early clients): one element as `bauteil`, `rsi`, `rse`,
 * `layers: [{ material, dickeMm, lambda }]` and a stored `uWert`. The step turns it into
 * `elements[0]` and drops exactly those keys (their content now lives in the element; `uWert`
 * was a stale result). Every other key stays.
 */
export function migrateV1(payload: JsonObject): JsonObject {
  const { bauteil, rsi, rse, layers, uWert: _stale, ...rest } = payload;
  if (bauteil === undefined && layers === undefined) return payload;
  const heatFlow: HeatFlow = rsi === 0.1 ? 'up' : rsi === 0.17 ? 'down' : 'horizontal';
  const boundary: UValueBoundary =
    rse === 0 ? 'ground' : rse === 0.04 || rse === undefined ? 'outside' : 'unheated';
  const name = typeof bauteil === 'string' ? bauteil : '';
  const component: ComponentKey = /dach/i.test(name)
    ? 'roof'
    : /keller|boden/i.test(name)
      ? 'cellarCeiling'
      : /decke/i.test(name)
        ? 'topFloorCeiling'
        : 'outerWall';
  const legacy = Array.isArray(layers) ? layers : [];
  const element = {
    id: 'el-1',
    name,
    component,
    heatFlow,
    boundary,
    mode: 'layers',
    uDirect: null,
    layers: legacy.map((l, i) => {
      const layer = (l ?? {}) as Record<string, unknown>;
      const n = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);
      const name = typeof layer.material === 'string' ? layer.material : '';
      const known = materialLibrary.find((m) => m.name === name && m.lambda === layer.lambda);
      return {
        id: `ly-${i + 1}`,
        kind: 'material',
        name,
        materialKey: known?.key ?? null,
        thicknessMm: n(layer.dickeMm),
        lambda: n(layer.lambda),
        resistance: null,
      };
    }),
  };
  const existing = Array.isArray(rest.elements) ? rest.elements : [];
  return { ...rest, elements: [element, ...existing] };
}
