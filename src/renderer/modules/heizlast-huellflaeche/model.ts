import { z } from 'zod';
import type { JsonObject } from '../../../shared/api';
import {
  CalculatorRangeError,
  heatLoad,
  type HeatLoadElement,
  type HeatLoadResult,
} from '../../../shared/calc';

/*
 * The inputs of `heizlast-huellflaeche` (payload schemaVersion 2) and the envelope elements that
 * `raumweise` uses per room. An element's U is typed or taken from `u-wert-rechner` (`uFrom`
 * names the source); its temperature difference is to the outside air, by a correction factor
 * f_k, or to an adjacent temperature (CALCULATORS.md section 2).
 */

const num = z.number().nullable().default(null);
export const temperatureModes = ['outside', 'factor', 'adjacent'] as const;

export const envelopeElementSchema = z.looseObject({
  id: z.string(),
  name: z.string().default(''),
  area: num,
  /** The offer the area was taken from (a surveyed component), absent or null when typed. */
  areaFrom: z.string().nullable().optional(),
  u: num,
  uFrom: z.string().nullable().default(null),
  thermalBridgeSurcharge: num,
  temperature: z.enum(temperatureModes).default('outside'),
  factor: num,
  adjacentTemperature: num,
});
export type EnvelopeElement = z.infer<typeof envelopeElementSchema>;

export const envelopeInputsSchema = z.object({
  indoorTemperature: num,
  designOutdoorTemperature: num,
  /** Where θe comes from (DIN/TS 12831-1 by postcode, or a reference town), as the consultant names it. */
  outdoorSource: z.string().default(''),
  heatedArea: num,
  heatedAreaFrom: z.string().nullable().default(null),
  volume: num,
  airChangeRate: num,
  elements: z.array(envelopeElementSchema).default([]),
});
export type EnvelopeInputs = z.infer<typeof envelopeInputsSchema>;

/** An element as heatLoad takes it, or null when its inputs are incomplete. */
export function heatLoadElement(element: EnvelopeElement): HeatLoadElement | null {
  if (element.area === null || element.u === null) return null;
  const base: HeatLoadElement = {
    area: element.area,
    u: element.u,
    thermalBridgeSurcharge: element.thermalBridgeSurcharge ?? 0,
  };
  if (element.temperature === 'factor')
    return element.factor === null ? null : { ...base, factor: element.factor };
  if (element.temperature === 'adjacent')
    return element.adjacentTemperature === null
      ? null
      : { ...base, adjacentTemperature: element.adjacentTemperature };
  return base;
}

export type HeatLoadOutcome =
  | { kind: 'ok'; result: HeatLoadResult; byElement: (number | null)[] }
  | { kind: 'incomplete'; missing: string[]; byElement: (number | null)[] }
  | { kind: 'refused'; path: string; error: CalculatorRangeError; byElement: (number | null)[] };

/**
 * heatLoad of src/shared/calc for these inputs, with each element's share (W). `missing` names
 * the inputs still needed ('indoorTemperature', 'elements.2.area', …); `pathPrefix` places a
 * refusal in the form ('rooms.3.').
 */
export function heatLoadOutcome(
  input: {
    indoorTemperature: number | null;
    designOutdoorTemperature: number | null;
    volume: number | null;
    airChangeRate: number | null;
    elements: readonly EnvelopeElement[];
  },
  pathPrefix = '',
): HeatLoadOutcome {
  const missing: string[] = [];
  const { indoorTemperature: ti, designOutdoorTemperature: te } = input;
  if (ti === null) missing.push('indoorTemperature');
  if (te === null) missing.push('designOutdoorTemperature');
  if (input.volume === null) missing.push('volume');
  if (input.airChangeRate === null) missing.push('airChangeRate');
  // No element at all is a gap, not Φ_T = 0: a load of ventilation alone would read as computed
  // and under-size the radiators. A room that really loses nothing through its walls (inside,
  // between rooms as warm) gets them entered with the neighbours' temperature.
  if (input.elements.length === 0) missing.push('elements');
  const elements = input.elements.map(heatLoadElement);
  elements.forEach((e, i) => e === null && missing.push(`elements.${i}`));
  const share = (e: HeatLoadElement | null): number | null => {
    if (!e || ti === null || te === null) return null;
    const dt = e.factor !== undefined ? e.factor * (ti - te) : ti - (e.adjacentTemperature ?? te);
    return e.area * (e.u + (e.thermalBridgeSurcharge ?? 0)) * dt;
  };
  const byElement = elements.map(share);
  if (missing.length) return { kind: 'incomplete', missing, byElement };
  try {
    const result = heatLoad({
      indoorTemperature: ti!,
      designOutdoorTemperature: te!,
      elements: elements as HeatLoadElement[],
      volume: input.volume!,
      airChangeRate: input.airChangeRate!,
    });
    return { kind: 'ok', result, byElement };
  } catch (error) {
    if (!(error instanceof CalculatorRangeError)) throw error;
    const m = /^elements\[(\d+)\]\.(\w+)$/.exec(error.field);
    const path = m ? `elements.${m[1]}.${m[2]}` : error.field;
    return { kind: 'refused', path: pathPrefix + path, error, byElement };
  }
}

export function envelopeResults(inputs: EnvelopeInputs): JsonObject | null {
  const outcome = heatLoadOutcome(inputs);
  if (outcome.kind !== 'ok') return null;
  const { transmission, ventilation, total } = outcome.result;
  return {
    transmission,
    ventilation,
    total,
    perArea: inputs.heatedArea ? total / inputs.heatedArea : null,
    indoorTemperature: inputs.indoorTemperature,
    designOutdoorTemperature: inputs.designOutdoorTemperature,
    elements: inputs.elements.map((e, i) => ({
      id: e.id,
      name: e.name,
      transmission: outcome.byElement[i] ?? null,
    })),
  };
}

/*
 * Version 1 (the demo workspace): `normAussentemperatur` and `gebaeude: { beheizteFlaeche,
 * luftwechsel }`. The step moves those three values to designOutdoorTemperature, heatedArea and
 * airChangeRate and drops them (and `gebaeude` when nothing else is left in it); one it cannot
 * read stays where it was and its input is empty (null), not the editor's default; everything else
 * (a legacy `rooms` list, `summeHeizlastW`) stays as it is.
 */
export function migrateV1(payload: JsonObject): JsonObject {
  const { normAussentemperatur, gebaeude, ...rest } = payload;
  const next: JsonObject = { ...rest };
  const n = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);
  if (normAussentemperatur !== undefined) {
    if (n(normAussentemperatur) === null) next.normAussentemperatur = normAussentemperatur;
    next.designOutdoorTemperature = n(normAussentemperatur);
  }
  if (gebaeude && typeof gebaeude === 'object' && !Array.isArray(gebaeude)) {
    const { beheizteFlaeche, luftwechsel, ...other } = gebaeude as Record<string, unknown>;
    // A value it cannot read leaves its input empty (not the editor's default, which would read
    // as stored) and stays in `gebaeude` below.
    if (beheizteFlaeche !== undefined) {
      next.heatedArea = n(beheizteFlaeche);
      next.heatedAreaFrom = null; // the consultant's own figure, not the building's
    }
    if (luftwechsel !== undefined) next.airChangeRate = n(luftwechsel);
    const kept = { ...other };
    if (n(beheizteFlaeche) === null && beheizteFlaeche !== undefined)
      kept.beheizteFlaeche = beheizteFlaeche;
    if (n(luftwechsel) === null && luftwechsel !== undefined) kept.luftwechsel = luftwechsel;
    if (Object.keys(kept).length) next.gebaeude = kept;
  } else if (gebaeude !== undefined) next.gebaeude = gebaeude;
  return next;
}
