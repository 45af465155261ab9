import { z } from 'zod';
import {
  CalculatorRangeError,
  defaultRadiatorExponent,
  largerRadiator,
  pumpHead,
  radiatorModels,
  radiatorOfModel,
  radiatorOutput,
  radiatorSystem,
  ratingCondition,
  valveSeries,
  type LargerRadiator,
  type PresettingStep,
  type PumpHead,
  type RadiatorModel,
  type RadiatorRating,
  type RadiatorSystemResult,
  type ValvePresettingResult,
} from '../../../shared/calc';
import type { Room, RoomsInputs } from './model';

/*
 * The radiators of `raumweise` and the check of hydraulic balancing, Verfahren B (CALCULATORS.md
 * section 11): per room its radiators (from the catalogue by type, height and length, or typed in
 * with their rated output at 75/65/20 and n), the system's flow temperature and spread; per room
 * the output at that flow temperature, the coverage, the flow temperature it needs, the critical
 * room and what would fix it; per radiator the volume flow and the valve presetting from the
 * chosen valve's kv table; the pump head by the longest run. Every figure of the VdZ form
 * "Bestätigung des hydraulischen Abgleichs für das Gesamtsystem" comes from here.
 */

const num = z.number().nullable().catch(null).default(null);

export const radiatorKinds = ['panel', 'column', 'floor', 'other'] as const;
export type RadiatorKind = (typeof radiatorKinds)[number];

/** n by kind when the data sheet gives none: panels and column radiators ≈ 1.3, floor ≈ 1.1. */
export const exponentByKind: Record<RadiatorKind, number> = {
  panel: defaultRadiatorExponent,
  column: defaultRadiatorExponent,
  floor: 1.1,
  other: defaultRadiatorExponent,
};

export const radiatorSchema = z.looseObject({
  id: z.string(),
  kind: z.enum(radiatorKinds).catch('panel').default('panel'),
  /** A catalogue model (its rated output follows from the length); null: typed in. */
  modelKey: z.string().nullable().catch(null).default(null),
  lengthMm: num,
  /** W at 75/65/20, typed from the data sheet (used when no model is chosen). */
  ratedOutput: num,
  exponent: num,
});
export type Radiator = z.infer<typeof radiatorSchema>;

export const radiatorModelSchema = z.looseObject({
  key: z.string(),
  maker: z.string().catch(''),
  series: z.string().catch(''),
  type: z.string().catch(''),
  heightMm: z.number().catch(600),
  outputPerMetre: z.number().catch(0),
  exponent: z.number().catch(defaultRadiatorExponent),
  rating: z
    .object({ flow: z.number(), return: z.number(), room: z.number() })
    .catch({ ...ratingCondition }),
  source: z.string().catch(''),
});

export const heatingSystemSchema = z.looseObject({
  /** °C, the system's design flow temperature. */
  flowTemperature: z.number().catch(55).default(55),
  /** K, flow − return at the design point. */
  spread: z.number().catch(10).default(10),
  valveKey: z.string().catch(valveSeries[0]!.key).default(valveSeries[0]!.key),
  /** A valve table the consultant typed (valveKey 'own'). */
  ownValveName: z.string().catch('').default(''),
  ownValveSteps: z
    .array(z.object({ setting: z.string().catch(''), kv: z.number().catch(0) }))
    .catch([])
    .default([]),
  /** Pa across each valve at its design flow (Danfoss recommends 5–20 kPa for RA-N). */
  valvePressureDrop: z.number().catch(10_000).default(10_000),
  /** m, flow and return of the longest circuit together. */
  longestRun: num,
  /** Pa across the heat generator at the design flow (its data sheet), 0 behind a buffer. */
  generatorPressureDrop: num,
  /** Radiators the consultant added to the catalogue. */
  ownModels: z.array(radiatorModelSchema).catch([]).default([]),
});
export type HeatingSystem = z.infer<typeof heatingSystemSchema>;

export const defaultHeatingSystem = (): HeatingSystem => heatingSystemSchema.parse({});

export function modelsOf(system: HeatingSystem): RadiatorModel[] {
  return [...radiatorModels, ...(system.ownModels as RadiatorModel[])];
}

/** The valve table in use, its name, or null when the own table is empty. */
export function valveTableOf(
  system: HeatingSystem,
): { name: string; steps: PresettingStep[]; source: string } | null {
  if (system.valveKey === 'own') {
    // kv rising, each step passing more than the one before (as a maker's table lists them).
    const steps = system.ownValveSteps
      .filter((s) => s.kv > 0 && s.setting.trim())
      .sort((a, b) => a.kv - b.kv)
      .filter((s, i, all) => i === 0 || s.kv > all[i - 1]!.kv);
    return steps.length ? { name: system.ownValveName, steps, source: '' } : null;
  }
  const series = valveSeries.find((v) => v.key === system.valveKey);
  return series ? { name: series.name, steps: [...series.steps], source: series.source } : null;
}

/** The radiator's rating as the calculators take it, or null while it is incomplete. */
export function ratingOf(
  radiator: Radiator,
  models: readonly RadiatorModel[],
): RadiatorRating | null {
  const model = radiator.modelKey ? models.find((m) => m.key === radiator.modelKey) : undefined;
  if (model) {
    return radiator.lengthMm !== null && radiator.lengthMm > 0
      ? radiatorOfModel(model, radiator.lengthMm)
      : null;
  }
  if (radiator.ratedOutput === null || !(radiator.ratedOutput > 0)) return null;
  const exponent = radiator.exponent ?? exponentByKind[radiator.kind];
  return exponent > 0 ? { ratedOutput: radiator.ratedOutput, exponent } : null;
}

export interface RoomRadiatorCheck {
  id: string;
  name: string;
  heatLoad: number;
  room: number;
  output: number;
  /** output / heatLoad, 1 = covered exactly; null without heat load. */
  coverage: number | null;
  covered: boolean;
  requiredFlow: number | null;
  radiators: Array<{
    id: string;
    output: number;
    ratedOutput: number;
    volumeFlow: number;
    presetting: ValvePresettingResult | null;
    /**
     * A floor heating circuit: balanced at the manifold (its flow meter set to `volumeFlow`), not
     * with a radiator valve's presetting, so it gets none.
     */
    atManifold: boolean;
  }>;
  /** For a room not covered: a larger radiator of the same type, or the rated output it needs. */
  fix: { radiatorId: string; larger: LargerRadiator | null; neededRatedOutput: number } | null;
}

export interface RadiatorCheck {
  flow: number;
  return: number;
  spread: number;
  rooms: RoomRadiatorCheck[];
  /** Rooms with radiators whose heat load is known. */
  checked: number;
  covered: number;
  critical: { id: string; name: string; requiredFlow: number } | null;
  requiredSystemFlow: number | null;
  totalVolumeFlow: number;
  valve: { name: string; source: string } | null;
  pump: PumpHead | null;
}

export type RadiatorCheckOutcome =
  | { kind: 'ok'; check: RadiatorCheck }
  | { kind: 'none' }
  | { kind: 'refused'; problem: 'returnBelowRoom' | 'spread' | 'pressure'; room?: string };

/** A room's radiator with its rating; a floor heating circuit is balanced at the manifold. */
interface RatedRadiator {
  rating: RadiatorRating;
  id: string;
  floor: boolean;
}

/**
 * The radiator check for the rooms whose heat load is known (`heatLoads[i]` in W, null when the
 * room's inputs are incomplete) and that have at least one complete radiator.
 */
export function radiatorCheck(
  inputs: RoomsInputs,
  system: HeatingSystem,
  heatLoads: readonly (number | null)[],
): RadiatorCheckOutcome {
  const models = modelsOf(system);
  const valve = valveTableOf(system);
  const rooms: Array<{ room: Room; heatLoad: number; rated: RatedRadiator[] }> = [];
  inputs.rooms.forEach((room, i) => {
    const heatLoad = heatLoads[i];
    const radiators = (room.radiators ?? []) as Radiator[];
    if (heatLoad == null || room.indoorTemperature === null || radiators.length === 0) return;
    const rated = radiators.flatMap((r): RatedRadiator[] => {
      const rating = ratingOf(r, models);
      return rating ? [{ rating, id: r.id, floor: r.kind === 'floor' }] : [];
    });
    if (rated.length === 0) return;
    rooms.push({ room, heatLoad, rated });
  });
  if (rooms.length === 0) return { kind: 'none' };
  if (!(system.spread > 0)) return { kind: 'refused', problem: 'spread' };
  if (!(system.valvePressureDrop > 0)) return { kind: 'refused', problem: 'pressure' };
  const ret = system.flowTemperature - system.spread;
  const tooWarm = rooms.find((r) => !(r.room.indoorTemperature! < ret));
  if (tooWarm) return { kind: 'refused', problem: 'returnBelowRoom', room: tooWarm.room.name };
  let result: RadiatorSystemResult;
  try {
    result = radiatorSystem({
      flow: system.flowTemperature,
      spread: system.spread,
      valvePressureDrop: system.valvePressureDrop,
      rooms: rooms.map((r) => ({
        id: r.room.id,
        heatLoad: r.heatLoad,
        room: r.room.indoorTemperature!,
        radiators: r.rated.map(({ rating, floor }) => ({
          ...rating,
          valve: floor ? undefined : valve?.steps,
        })),
      })),
    });
  } catch (error) {
    if (error instanceof CalculatorRangeError) return { kind: 'refused', problem: 'spread' };
    throw error;
  }
  const checks = result.rooms.map((check, i): RoomRadiatorCheck => {
    const { room, heatLoad, rated } = rooms[i]!;
    const θi = room.indoorTemperature!;
    return {
      id: room.id,
      name: room.name,
      heatLoad,
      room: θi,
      output: check.output,
      coverage: heatLoad > 0 ? check.output / heatLoad : null,
      covered: check.covered,
      requiredFlow: check.requiredFlow,
      radiators: check.radiators.map((r, j) => ({
        id: rated[j]!.id,
        output: r.output,
        ratedOutput: rated[j]!.rating.ratedOutput,
        volumeFlow: r.volumeFlow,
        presetting: r.presetting,
        atManifold: rated[j]!.floor,
      })),
      fix: check.covered
        ? null
        : roomFix(room, heatLoad, check.output, rated, models, system.flowTemperature, ret),
    };
  });
  const criticalCheck = checks.find((c) => c.id === result.criticalRoom);
  // The valve on the longest run passes the largest flow at the design pressure drop.
  const pump =
    system.longestRun !== null && system.longestRun >= 0
      ? pumpHead({
          longestRun: system.longestRun,
          valvePressureDrop: system.valvePressureDrop,
          generatorPressureDrop: system.generatorPressureDrop ?? 0,
        })
      : null;
  return {
    kind: 'ok',
    check: {
      flow: system.flowTemperature,
      return: ret,
      spread: system.spread,
      rooms: checks,
      checked: checks.length,
      covered: checks.filter((c) => c.covered).length,
      critical:
        criticalCheck && criticalCheck.requiredFlow !== null
          ? {
              id: criticalCheck.id,
              name: criticalCheck.name,
              requiredFlow: criticalCheck.requiredFlow,
            }
          : null,
      requiredSystemFlow: result.requiredSystemFlow,
      totalVolumeFlow: result.totalVolumeFlow,
      valve: valve ? { name: valve.name, source: valve.source } : null,
      pump,
    },
  };
}

/**
 * The room's largest radiator made big enough to carry what the room lacks at the system's
 * temperatures: a longer one of the same catalogue type, or (typed radiators) the rated output at
 * 75/65/20 the replacement needs.
 */
function roomFix(
  room: Room,
  heatLoad: number,
  output: number,
  rated: readonly RatedRadiator[],
  models: readonly RadiatorModel[],
  flow: number,
  ret: number,
): RoomRadiatorCheck['fix'] {
  const θi = room.indoorTemperature!;
  const outputs = rated.map(({ rating }) =>
    radiatorOutput({ ...rating, flow, return: ret, room: θi }),
  );
  let largest = 0;
  outputs.forEach((o, i) => {
    if (o.output > outputs[largest]!.output) largest = i;
  });
  const own = outputs[largest]!;
  const neededOutput = own.output + (heatLoad - output);
  const neededRatedOutput = neededOutput / own.ratio;
  const { id } = rated[largest]!;
  const radiator = ((room.radiators ?? []) as Radiator[]).find((r) => r.id === id);
  const model = radiator?.modelKey ? models.find((m) => m.key === radiator.modelKey) : undefined;
  const larger = model
    ? largerRadiator({
        models,
        type: model.type,
        heightMm: model.heightMm,
        neededOutput,
        flow,
        return: ret,
        room: θi,
      })
    : null;
  return { radiatorId: id, larger, neededRatedOutput };
}
