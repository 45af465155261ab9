/*
 * The planner document (a PV plan's `payload`), schema version 1, and its round trip (DESIGN.md
 * decision 9). The interface leaves its structure open; this app reads the parts below and keeps
 * every other key, at every level it knows (document, settings, module type, each roof, obstacle,
 * module and library entry), as it was: writing an unchanged model gives the same JSON back.
 *
 * Version 1, as the reference server creates it (roofs, modules, strings, settings) plus:
 *   roofs[]:    { id, name, tiltDeg, azimuthDeg (compass, 180 = south), outline: [x, y][] in m in
 *                 the roof plane, edgeDistanceCm?, edges?: { index, rule }[], obstacles?: [],
 *                 orientation?, moduleGapCm? }
 *   modules[]:  { id, roofId, x, y, width, height } in m, the roof's coordinates
 *   moduleLibrary[]: { id, manufacturer, model, wattPeak, widthMm, heightMm }
 *   settings.moduleType: the chosen module (same fields; `name` kept for older readers)
 *   moduleLibrary[] and settings.moduleType may carry the datasheet's voc, vmpp, isc, impp,
 *                 tempCoeffVoc, tempCoeffPower (all six or none)
 *   demand, battery, tariff, economics, stringPlan: the household part (household.ts)
 * `strings` and anything else are kept untouched.
 */

import { pvModuleCatalogue } from '../calc/catalogues/pv-modules';
import { readHousehold, writeHousehold, type HouseholdPlan } from './household';

export const knownSchemaVersion = 1;

export type Point = [number, number];
export type Orientation = 'portrait' | 'landscape';
export const obstacleKinds = ['chimney', 'roofWindow', 'dormer'] as const;
export type ObstacleKind = (typeof obstacleKinds)[number];
/** Edge distances with their rule: the general edge distance, or a fire wall's. */
export const edgeRules = ['edge', 'fireWall125', 'fireWall050'] as const;
export type EdgeRule = (typeof edgeRules)[number];
export const fireWallDistanceM: Record<Exclude<EdgeRule, 'edge'>, number> = {
  fireWall125: 1.25,
  fireWall050: 0.5,
};

/** A module's datasheet values at STC for the string check (V, A, %/K). */
export interface ModuleElectrical {
  voc: number;
  vmpp: number;
  isc: number;
  impp: number;
  tempCoeffVoc: number;
  tempCoeffPower: number;
}

export const electricalKeys = [
  'voc',
  'vmpp',
  'isc',
  'impp',
  'tempCoeffVoc',
  'tempCoeffPower',
] as const;

export interface ModuleType {
  id: string;
  manufacturer: string;
  model: string;
  wattPeak: number;
  widthMm: number;
  heightMm: number;
  /** Absent until the consultant enters the datasheet's electrical values. */
  electrical?: ModuleElectrical;
}

export interface Obstacle {
  id: string;
  kind: ObstacleKind;
  x: number;
  y: number;
  width: number;
  height: number;
  clearanceM: number;
}

export interface RoofFace {
  id: string;
  name: string;
  tiltDeg: number;
  azimuthDeg: number;
  outline: Point[];
  edgeDistanceCm: number;
  /** Edges with a fire-wall rule, by index (edge k runs from outline[k] to outline[k+1]). */
  fireWalls: Array<{ index: number; rule: Exclude<EdgeRule, 'edge'> }>;
  obstacles: Obstacle[];
  orientation: Orientation;
  moduleGapCm: number;
  /**
   * The site visit's photos of this face (roof or facade), by photo key of the project's photo
   * album (docs/photos.md); stored as the roof's `fotos`. Absent when none was ever chosen.
   */
  photoKeys?: string[];
}

export interface PlacedModule {
  id: string;
  roofId: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface PlannerModel {
  roofs: RoofFace[];
  modules: PlacedModule[];
  moduleType: ModuleType;
  library: ModuleType[];
  orientation: Orientation;
  edgeDistanceCm: number;
  moduleGapCm: number;
  /** Demand, battery, tariff, economics and strings (household.ts), own keys of the document. */
  household?: HouseholdPlan;
}

export const defaultLibrary: ModuleType[] = [
  {
    id: 'lib-trina-445',
    manufacturer: 'Trina Solar',
    model: 'Vertex S+ TSM-445NEG9R.28',
    wattPeak: 445,
    widthMm: 1134,
    heightMm: 1762,
  },
  {
    id: 'lib-ja-440',
    manufacturer: 'JA Solar',
    model: 'JAM54D40-440/LB',
    wattPeak: 440,
    widthMm: 1134,
    heightMm: 1762,
  },
  {
    id: 'lib-meyer-400',
    manufacturer: 'Meyer Burger',
    model: 'White 400',
    wattPeak: 400,
    widthMm: 1041,
    heightMm: 1767,
  },
  // The module catalogue's entries carry their datasheet's electrical values (pv-modules.ts).
  ...pvModuleCatalogue.map((m, k): ModuleType => ({
    id: `lib-catalogue-${k + 1}`,
    manufacturer: m.maker,
    model: m.model,
    wattPeak: m.power,
    widthMm: m.width,
    heightMm: m.length,
    electrical: {
      voc: m.voc,
      vmpp: m.vmpp,
      isc: m.isc,
      impp: m.impp,
      tempCoeffVoc: m.tempCoeffVoc,
      tempCoeffPower: m.tempCoeffPower,
    },
  })),
];

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const num = (v: unknown, fallback: number) =>
  typeof v === 'number' && Number.isFinite(v) ? v : fallback;
const str = (v: unknown, fallback: string) => (typeof v === 'string' ? v : fallback);
const arr = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const isPoint = (p: unknown): p is Point =>
  Array.isArray(p) && p.length === 2 && p.every((c) => typeof c === 'number' && Number.isFinite(c));

/** All six electrical values, or none (a partial set cannot check a string). */
function readElectrical(raw: Json): ModuleElectrical | undefined {
  const values = electricalKeys.map((k) => num(raw[k], NaN));
  if (values.some((v) => Number.isNaN(v))) return undefined;
  const [voc, vmpp, isc, impp, tempCoeffVoc, tempCoeffPower] = values as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  return { voc, vmpp, isc, impp, tempCoeffVoc, tempCoeffPower };
}

function readModuleType(raw: unknown, fallbackId: string): ModuleType | null {
  if (!isObject(raw)) return null;
  const wattPeak = num(raw.wattPeak, NaN);
  if (!(wattPeak > 0)) return null;
  const name = str(raw.name, '');
  const electrical = readElectrical(raw);
  return {
    id: str(raw.id, fallbackId),
    manufacturer: str(raw.manufacturer, ''),
    model: str(raw.model, name),
    wattPeak,
    widthMm: num(raw.widthMm, 1134),
    heightMm: num(raw.heightMm, 1722),
    ...(electrical ? { electrical } : {}),
  };
}

function readRoof(
  raw: Json,
  k: number,
  defaults: { edge: number; gap: number; o: Orientation },
): RoofFace {
  const orientation =
    raw.orientation === 'landscape' || raw.orientation === 'portrait'
      ? raw.orientation
      : defaults.o;
  return {
    id: str(raw.id, `roof-${k + 1}`),
    name: str(raw.name, `Dachfläche ${k + 1}`),
    tiltDeg: num(raw.tiltDeg, 30),
    azimuthDeg: num(raw.azimuthDeg, 180),
    outline: arr(raw.outline).filter(isPoint),
    edgeDistanceCm: num(raw.edgeDistanceCm, defaults.edge),
    fireWalls: arr(raw.edges).flatMap((e) =>
      isObject(e) &&
      typeof e.index === 'number' &&
      (e.rule === 'fireWall125' || e.rule === 'fireWall050')
        ? [{ index: e.index, rule: e.rule }]
        : [],
    ),
    obstacles: arr(raw.obstacles).flatMap((o, j) =>
      isObject(o) && (obstacleKinds as readonly unknown[]).includes(o.kind)
        ? [
            {
              id: str(o.id, `obstacle-${k + 1}-${j + 1}`),
              kind: o.kind as ObstacleKind,
              x: num(o.x, 0),
              y: num(o.y, 0),
              width: num(o.width, 0.5),
              height: num(o.height, 0.5),
              clearanceM: num(o.clearanceM, 0.2),
            },
          ]
        : [],
    ),
    orientation,
    moduleGapCm: num(raw.moduleGapCm, defaults.gap),
    ...(Array.isArray(raw.fotos)
      ? { photoKeys: raw.fotos.filter((key): key is string => typeof key === 'string') }
      : {}),
  };
}

/** The chosen module is always in the library (an older document may not list it). */
const withChosen = (library: ModuleType[], chosen: ModuleType) =>
  library.some((m) => m.id === chosen.id) ? library : [chosen, ...library];

export type ReadResult =
  | { ok: true; model: PlannerModel }
  | { ok: false; reason: 'newerSchema' | 'notLoaded'; schemaVersion: number | null };

/** The parts of the document the planner edits; the raw document keeps the rest. */
export function readDocument(payload: Json | null, schemaVersion: number | null): ReadResult {
  if (payload === null || schemaVersion === null)
    return { ok: false, reason: 'notLoaded', schemaVersion };
  if (schemaVersion > knownSchemaVersion)
    return { ok: false, reason: 'newerSchema', schemaVersion };
  const settings = isObject(payload.settings) ? payload.settings : {};
  const orientation: Orientation = settings.orientation === 'landscape' ? 'landscape' : 'portrait';
  const edgeDistanceCm = num(settings.edgeDistanceCm, 30);
  const moduleGapCm = num(settings.moduleGapCm, 2);
  const library = arr(payload.moduleLibrary).flatMap((m, k) => {
    const type = readModuleType(m, `lib-${k + 1}`);
    return type ? [type] : [];
  });
  const chosen = readModuleType(settings.moduleType, 'chosen') ?? defaultLibrary[0]!;
  const roofs = arr(payload.roofs)
    .filter(isObject)
    .map((r, k) => readRoof(r, k, { edge: edgeDistanceCm, gap: moduleGapCm, o: orientation }));
  const modules = arr(payload.modules).flatMap((m, k): PlacedModule[] => {
    if (!isObject(m) || typeof m.x !== 'number' || typeof m.y !== 'number') return [];
    return [
      {
        id: str(m.id, `m-${k + 1}`),
        roofId: str(m.roofId, ''),
        x: m.x,
        y: m.y,
        width: num(m.width, chosen.widthMm / 1000),
        height: num(m.height, chosen.heightMm / 1000),
      },
    ];
  });
  return {
    ok: true,
    model: {
      roofs,
      modules,
      moduleType: chosen,
      library: withChosen(library.length ? library : defaultLibrary, chosen),
      orientation,
      edgeDistanceCm,
      moduleGapCm,
      household: readHousehold(payload),
    },
  };
}

/** `known` onto `original` key by key: unknown keys and their order stay. */
function onto(original: unknown, known: Json): Json {
  const out: Json = isObject(original) ? { ...original } : {};
  for (const [key, value] of Object.entries(known)) {
    if (value === undefined) delete out[key];
    else out[key] = value;
  }
  return out;
}

/** Each item onto the original item with the same `key` (id, or an edge's index). */
function listOnto(original: unknown, items: Json[], key = 'id'): Json[] {
  const byKey = new Map<unknown, unknown>();
  for (const o of arr(original)) if (isObject(o)) byKey.set(o[key], o);
  return items.map((item) => onto(byKey.get(item[key]), item));
}

/** Plain JSON equality (the model holds only JSON values). */
export const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

const typeJson = (m: ModuleType): Json => ({
  id: m.id,
  manufacturer: m.manufacturer,
  model: m.model,
  wattPeak: m.wattPeak,
  widthMm: m.widthMm,
  heightMm: m.heightMm,
  ...(m.electrical ?? {}),
});

/**
 * The document with the model written into it. Modules the planner could not place (no x/y:
 * another tool's format) stay as they were.
 */
export function writeDocument(original: Json, model: PlannerModel): Json {
  const before = readDocument(original, knownSchemaVersion);
  if (before.ok && sameJson(before.model, model)) return original;
  const readRoofs = new Map(before.ok ? before.model.roofs.map((r) => [r.id, r]) : []);
  const settings = isObject(original.settings) ? original.settings : {};
  const oldType = isObject(settings.moduleType) ? settings.moduleType : {};
  const unplaced = arr(original.modules).filter(
    (m) => !isObject(m) || typeof m.x !== 'number' || typeof m.y !== 'number',
  );
  const originalRoofs = new Map<unknown, Json>();
  for (const r of arr(original.roofs)) if (isObject(r)) originalRoofs.set(r.id, r);
  const written = onto(original, {
    roofs: model.roofs.map((roof) => {
      const before = originalRoofs.get(roof.id);
      // An unchanged roof stays exactly as it was (no defaults added).
      if (before && sameJson(readRoofs.get(roof.id), roof)) return before;
      return onto(before, {
        id: roof.id,
        name: roof.name,
        tiltDeg: roof.tiltDeg,
        azimuthDeg: roof.azimuthDeg,
        outline: roof.outline,
        edgeDistanceCm: roof.edgeDistanceCm,
        edges:
          before?.edges === undefined && roof.fireWalls.length === 0
            ? undefined
            : listOnto(
                before?.edges,
                roof.fireWalls.map((f) => ({ ...f })),
                'index',
              ),
        obstacles:
          before?.obstacles === undefined && roof.obstacles.length === 0
            ? undefined
            : listOnto(
                before?.obstacles,
                roof.obstacles.map((o) => ({ ...o })),
              ),
        orientation: roof.orientation,
        moduleGapCm: roof.moduleGapCm,
        // Only what the planner read or chose: a `fotos` it cannot read stays as it is.
        ...(roof.photoKeys ? { fotos: roof.photoKeys } : {}),
      });
    }),
    modules: [
      ...listOnto(
        original.modules,
        model.modules.map((m) => ({ ...m })),
      ),
      ...unplaced,
    ],
    moduleLibrary: listOnto(original.moduleLibrary, model.library.map(typeJson)),
    settings: onto(settings, {
      moduleType: onto(oldType, {
        ...typeJson(model.moduleType),
        name: `${model.moduleType.manufacturer} ${model.moduleType.model}`.trim(),
      }),
      orientation: model.orientation,
      edgeDistanceCm: model.edgeDistanceCm,
      moduleGapCm: model.moduleGapCm,
    }),
  });
  return model.household ? writeHousehold(written, model.household) : written;
}
