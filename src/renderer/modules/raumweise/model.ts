import { z } from 'zod';
import type { JsonObject } from '../../../shared/api';
import {
  envelopeElementSchema,
  heatLoadOutcome,
  type HeatLoadOutcome,
} from '../heizlast-huellflaeche/model';
import { heatingSystemSchema, radiatorCheck, radiatorSchema } from './radiators';

/*
 * The inputs of `raumweise` (payload schemaVersion 2): θe for the project and the rooms, each
 * with θi (by use, DIN/TS 12831-1 typical values), area, height, air change and its own envelope
 * elements (as in heizlast-huellflaeche). Each room is a heatLoad of src/shared/calc. The rooms'
 * radiators and the system's flow temperature feed the radiator check (radiators.ts).
 */

const num = z.number().nullable().default(null);
export const roomUses = ['living', 'bedroom', 'kitchen', 'bath', 'hall', 'other'] as const;
export type RoomUse = (typeof roomUses)[number];

/** Typical design indoor temperatures by use (living 20 °C, bath 24 °C; heated hall 15 °C). */
export const indoorByUse: Record<RoomUse, number> = {
  living: 20,
  bedroom: 20,
  kitchen: 20,
  bath: 24,
  hall: 15,
  other: 20,
};

export const roomSchema = z.looseObject({
  id: z.string(),
  name: z.string().default(''),
  use: z.enum(roomUses).default('living'),
  indoorTemperature: num,
  area: num,
  /** The offer the area was taken from (a surveyed room), absent or null when typed. */
  areaFrom: z.string().nullable().optional(),
  height: num,
  airChangeRate: num,
  elements: z.array(envelopeElementSchema).default([]),
  radiators: z.array(radiatorSchema).default([]),
});
export type Room = z.infer<typeof roomSchema>;

export const roomsInputsSchema = z.object({
  designOutdoorTemperature: num,
  outdoorSource: z.string().default(''),
  rooms: z.array(roomSchema).default([]),
  /** Flow temperature, spread, valve and pump data of the radiator check. */
  heatingSystem: heatingSystemSchema.default(() => heatingSystemSchema.parse({})),
});
export type RoomsInputs = z.infer<typeof roomsInputsSchema>;

export function roomOutcome(
  room: Room,
  designOutdoorTemperature: number | null,
  index: number,
): HeatLoadOutcome {
  return heatLoadOutcome(
    {
      indoorTemperature: room.indoorTemperature,
      designOutdoorTemperature,
      volume: room.area !== null && room.height !== null ? room.area * room.height : null,
      airChangeRate: room.airChangeRate,
      elements: room.elements,
    },
    `rooms.${index}.`,
  );
}

/**
 * What a room still lacks for its heat load, by the fields the consultant types it in: 'area' and
 * 'height' for the volume, 'element:N' for the room's N-th element (0-based), else the input's key.
 */
export function roomGaps(room: Room, outcome: HeatLoadOutcome): string[] {
  if (outcome.kind !== 'incomplete') return [];
  return outcome.missing.flatMap((missing) => {
    if (missing === 'volume')
      return [...(room.area === null ? ['area'] : []), ...(room.height === null ? ['height'] : [])];
    const element = /^elements\.(\d+)$/.exec(missing);
    return element ? [`element:${element[1]}`] : [missing];
  });
}

export interface RoomsTotal {
  outcomes: HeatLoadOutcome[];
  transmission: number;
  ventilation: number;
  total: number;
  area: number;
  /** Rooms whose inputs are complete, of all rooms. */
  complete: number;
}

export function roomsTotal(inputs: RoomsInputs): RoomsTotal {
  const outcomes = inputs.rooms.map((r, i) => roomOutcome(r, inputs.designOutdoorTemperature, i));
  let transmission = 0;
  let ventilation = 0;
  let area = 0;
  let complete = 0;
  outcomes.forEach((o, i) => {
    if (o.kind !== 'ok') return;
    complete++;
    transmission += o.result.transmission;
    ventilation += o.result.ventilation;
    area += inputs.rooms[i]!.area ?? 0;
  });
  return { outcomes, transmission, ventilation, total: transmission + ventilation, area, complete };
}

export function roomsResults(inputs: RoomsInputs): JsonObject | null {
  const sum = roomsTotal(inputs);
  if (sum.complete === 0) return null;
  return {
    /** Rooms with complete inputs, of all rooms: the sum covers only the complete ones. */
    completeRooms: sum.complete,
    roomCount: inputs.rooms.length,
    transmission: sum.transmission,
    ventilation: sum.ventilation,
    total: sum.total,
    perArea: sum.area > 0 ? sum.total / sum.area : null,
    designOutdoorTemperature: inputs.designOutdoorTemperature,
    rooms: inputs.rooms.map((r, i) => {
      const o = sum.outcomes[i]!;
      return { id: r.id, name: r.name, total: o.kind === 'ok' ? o.result.total : null };
    }),
    radiatorCheck: storedRadiatorCheck(inputs, sum),
  };
}

/**
 * The radiator check as stored for the heat pump module (its flow temperature) and the report
 * (the data of the VdZ form, Verfahren B); null while no room can be checked.
 */
function storedRadiatorCheck(inputs: RoomsInputs, sum: RoomsTotal): JsonObject | null {
  const outcome = radiatorCheck(
    inputs,
    inputs.heatingSystem,
    sum.outcomes.map((o) => (o.kind === 'ok' ? o.result.total : null)),
  );
  if (outcome.kind !== 'ok') return null;
  const c = outcome.check;
  return {
    flowTemperature: c.flow,
    returnTemperature: c.return,
    spread: c.spread,
    requiredSystemFlow: c.requiredSystemFlow,
    criticalRoom: c.critical?.name ?? null,
    checkedRooms: c.checked,
    coveredRooms: c.covered,
    totalVolumeFlow: c.totalVolumeFlow,
    valve: c.valve?.name ?? null,
    valveSource: c.valve?.source ?? null,
    valvePressureDrop: inputs.heatingSystem.valvePressureDrop,
    pumpHead: c.pump?.head ?? null,
    pumpPressure: c.pump?.pressure ?? null,
    rooms: c.rooms.map((r) => ({
      id: r.id,
      name: r.name,
      heatLoad: r.heatLoad,
      indoorTemperature: r.room,
      output: r.output,
      covered: r.covered,
      requiredFlow: r.requiredFlow,
      radiators: r.radiators.map((hk) => ({
        id: hk.id,
        ratedOutput: hk.ratedOutput,
        output: hk.output,
        volumeFlow: hk.volumeFlow,
        presetting: hk.presetting?.step.setting ?? null,
        kv: hk.presetting?.step.kv ?? null,
      })),
    })),
  };
}

export function useOfName(name: string): RoomUse {
  if (/bad|dusche|wc/i.test(name)) return 'bath';
  if (/küche|kueche/i.test(name)) return 'kitchen';
  if (/schlaf|kinder|gäste/i.test(name)) return 'bedroom';
  if (/flur|diele|treppe/i.test(name)) return 'hall';
  return 'living';
}

/*
 * Version 1 (the demo workspace): rooms as `{ name, flaeche, solltemperatur, heizlastW }`. The
 * step keeps each room with its other keys, moves flaeche → area and solltemperatur →
 * indoorTemperature, guesses the use from the name, and drops the stored heizlastW (a result
 * the editor computes). Height and air change stay empty for the consultant to enter.
 */
export function migrateV1(payload: JsonObject): JsonObject {
  if (!Array.isArray(payload.rooms)) return payload;
  const n = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);
  const rooms = payload.rooms.map((raw, i) => {
    if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return raw;
    const { flaeche, solltemperatur, heizlastW: _stale, ...rest } = raw as Record<string, unknown>;
    const name = typeof rest.name === 'string' ? rest.name : '';
    return {
      id: typeof rest.id === 'string' ? rest.id : `rm-${i + 1}`,
      use: useOfName(name),
      ...rest,
      name,
      area: n(flaeche),
      indoorTemperature: n(solltemperatur),
    };
  });
  return { ...payload, rooms };
}
