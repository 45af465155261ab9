/*
 * What the planner computes from its model: the automatic layout of a roof face (pvModuleLayout,
 * then fire-wall edges and obstacles with their clearance), single modules placed by hand, and
 * the yield per face and in total (pvSpecificYield, pvMonthlyYield). Pure functions: the store
 * and the benchmark (bench/pv.ts) call the same code.
 */
import {
  CalculatorRangeError,
  moduleFits,
  pvModuleLayout,
  pvMonthlyYield,
  pvSpecificYield,
  pvYieldBounds,
  type PvModuleRect,
} from '../calc';
import {
  fireWallDistanceM,
  type ModuleType,
  type Obstacle,
  type PlacedModule,
  type PlannerModel,
  type Point,
  type RoofFace,
} from './document';

const tolerance = 1e-6;

/** The module's size on this face, m (portrait: width along the eaves). */
export function moduleSize(face: RoofFace, type: ModuleType): { width: number; height: number } {
  const w = type.widthMm / 1000;
  const h = type.heightMm / 1000;
  return face.orientation === 'portrait' ? { width: w, height: h } : { width: h, height: w };
}

function segmentRectDistance(a: Point, b: Point, r: PvModuleRect): number {
  // Sample-free: distance between segment and rectangle = min over the rect's edges and corners.
  const corners: Point[] = [
    [r.x, r.y],
    [r.x + r.width, r.y],
    [r.x + r.width, r.y + r.height],
    [r.x, r.y + r.height],
  ];
  const pointSegment = (p: Point, s: Point, e: Point) => {
    const dx = e[0] - s[0];
    const dy = e[1] - s[1];
    const l2 = dx * dx + dy * dy;
    const t =
      l2 === 0 ? 0 : Math.max(0, Math.min(1, ((p[0] - s[0]) * dx + (p[1] - s[1]) * dy) / l2));
    return Math.hypot(p[0] - (s[0] + t * dx), p[1] - (s[1] + t * dy));
  };
  const pointRect = (p: Point) =>
    Math.hypot(
      Math.max(r.x - p[0], 0, p[0] - (r.x + r.width)),
      Math.max(r.y - p[1], 0, p[1] - (r.y + r.height)),
    );
  return Math.min(...corners.map((c) => pointSegment(c, a, b)), pointRect(a), pointRect(b));
}

const overlaps = (a: PvModuleRect, b: PvModuleRect, margin = 0) =>
  a.x < b.x + b.width + margin - tolerance &&
  b.x - margin < a.x + a.width - tolerance &&
  a.y < b.y + b.height + margin - tolerance &&
  b.y - margin < a.y + a.height - tolerance;

/** Keeps the fire-wall distances of the face's marked edges and the obstacles' clearance. */
function clearOfRules(face: RoofFace, rect: PvModuleRect): boolean {
  for (const wall of face.fireWalls) {
    const a = face.outline[wall.index];
    const b = face.outline[(wall.index + 1) % face.outline.length];
    if (!a || !b) continue;
    if (segmentRectDistance(a, b, rect) < fireWallDistanceM[wall.rule] - tolerance) return false;
  }
  return face.obstacles.every((o: Obstacle) => !overlaps(rect, o, o.clearanceM));
}

export type LayoutOutcome = { ok: true; rects: PvModuleRect[] } | { ok: false; field: string };

/** The automatic layout of one face. A face that is not a simple polygon gives ok: false. */
export function layoutFace(face: RoofFace, type: ModuleType): LayoutOutcome {
  try {
    const { modules } = pvModuleLayout({
      face: face.outline,
      setback: face.edgeDistanceCm / 100,
      module: { width: type.widthMm / 1000, height: type.heightMm / 1000 },
      orientation: face.orientation,
      gap: face.moduleGapCm / 100,
    });
    return { ok: true, rects: modules.filter((rect) => clearOfRules(face, rect)) };
  } catch (error) {
    if (error instanceof CalculatorRangeError) return { ok: false, field: error.field };
    throw error;
  }
}

const round = (v: number) => Math.round(v * 1000) / 1000;

/** Modules of the layout as placed modules of the face, with stable ids. */
export function placeLayout(face: RoofFace, rects: PvModuleRect[]): PlacedModule[] {
  return rects.map((r, k) => ({
    id: `${face.id}-m${k + 1}`,
    roofId: face.id,
    x: round(r.x),
    y: round(r.y),
    width: round(r.width),
    height: round(r.height),
  }));
}

/** Can a module be placed here: inside the setback, clear of rules, no overlap with others? */
export function canPlace(face: RoofFace, rect: PvModuleRect, others: PlacedModule[]): boolean {
  try {
    if (!moduleFits(rect, { face: face.outline, setback: face.edgeDistanceCm / 100 })) return false;
  } catch {
    return false;
  }
  if (!clearOfRules(face, rect)) return false;
  return others.every((m) => m.roofId !== face.id || !overlaps(rect, m, 0));
}

/**
 * Where a module added by hand goes: the free position of the automatic grid nearest to `near`
 * (or the first free one), else a module centred on `near` when it fits. Null: no room.
 */
export function freePosition(
  face: RoofFace,
  type: ModuleType,
  modules: PlacedModule[],
  near?: Point,
): PvModuleRect | null {
  const layout = layoutFace(face, type);
  const { width, height } = moduleSize(face, type);
  const free = layout.ok ? layout.rects.filter((r) => canPlace(face, r, modules)) : [];
  if (!near) return free[0] ?? null;
  const centreDistance = (r: PvModuleRect) =>
    Math.hypot(r.x + r.width / 2 - near[0], r.y + r.height / 2 - near[1]);
  const nearest = free.sort((a, b) => centreDistance(a) - centreDistance(b))[0];
  if (nearest && centreDistance(nearest) <= Math.hypot(width, height)) return nearest;
  const centred = { x: near[0] - width / 2, y: near[1] - height / 2, width, height };
  return canPlace(face, centred, modules) ? centred : null;
}

/** Compass azimuth (0 = north, 180 = south) → PVGIS azimuth (0 = south, −90 = east). */
export function pvgisAzimuth(compass: number): number {
  const a = ((((compass - 180) % 360) + 540) % 360) - 180;
  return a === -180 ? 180 : a;
}

export interface FaceYield {
  roofId: string;
  moduleCount: number;
  kWp: number;
  specificYield: number | null;
  annualKwh: number | null;
  monthlyKwh: number[] | null;
}

export interface PlanYield {
  faces: FaceYield[];
  moduleCount: number;
  kWp: number;
  annualKwh: number | null;
  specificYield: number | null;
  monthlyKwh: number[] | null;
  /** False when the plan's origin is outside the yield model's area. */
  inModelArea: boolean;
}

export function inYieldArea(lat: number, lng: number): boolean {
  const [latMin, latMax] = pvYieldBounds.latitude;
  const [lngMin, lngMax] = pvYieldBounds.longitude;
  return lat >= latMin && lat <= latMax && lng >= lngMin && lng <= lngMax;
}

/** Yield per face and in total at the plan's origin. */
export function planYield(model: PlannerModel, lat: number, lng: number): PlanYield {
  const inModelArea = inYieldArea(lat, lng);
  const wattPeak = model.moduleType.wattPeak;
  const faces = model.roofs.map((roof): FaceYield => {
    const moduleCount = model.modules.filter((m) => m.roofId === roof.id).length;
    const kWp = (moduleCount * wattPeak) / 1000;
    if (!inModelArea) {
      return {
        roofId: roof.id,
        moduleCount,
        kWp,
        specificYield: null,
        annualKwh: null,
        monthlyKwh: null,
      };
    }
    const site = {
      latitude: lat,
      longitude: lng,
      tilt: Math.min(90, Math.max(0, roof.tiltDeg)),
      azimuth: pvgisAzimuth(roof.azimuthDeg),
    };
    const monthly = pvMonthlyYield(site);
    const specificYield = pvSpecificYield(site).annualYieldPerKwp;
    return {
      roofId: roof.id,
      moduleCount,
      kWp,
      specificYield,
      annualKwh: specificYield * kWp,
      monthlyKwh: monthly.map((m) => m * kWp),
    };
  });
  const moduleCount = faces.reduce((s, f) => s + f.moduleCount, 0);
  const kWp = faces.reduce((s, f) => s + f.kWp, 0);
  if (!inModelArea) {
    return {
      faces,
      moduleCount,
      kWp,
      annualKwh: null,
      specificYield: null,
      monthlyKwh: null,
      inModelArea,
    };
  }
  const annualKwh = faces.reduce((s, f) => s + (f.annualKwh ?? 0), 0);
  const monthlyKwh = Array.from({ length: 12 }, (_, m) =>
    faces.reduce((s, f) => s + (f.monthlyKwh?.[m] ?? 0), 0),
  );
  return {
    faces,
    moduleCount,
    kWp,
    annualKwh,
    specificYield: kWp > 0 ? annualKwh / kWp : null,
    monthlyKwh,
    inModelArea,
  };
}

/** The plan's `summary`: what lists show without reading the document. Other keys are kept. */
export function summaryOf(
  previous: Record<string, unknown> | null,
  model: PlannerModel,
  result: PlanYield,
): Record<string, unknown> {
  const r1 = (v: number) => Math.round(v * 10) / 10;
  return {
    ...(previous ?? {}),
    moduleCount: result.moduleCount,
    kWp: Math.round(result.kWp * 100) / 100,
    annualYieldKwh: result.annualKwh === null ? null : Math.round(result.annualKwh),
    specificYieldKwhPerKwp: result.specificYield === null ? null : Math.round(result.specificYield),
    monthlyYieldKwh: result.monthlyKwh?.map(r1) ?? null,
    roofCount: model.roofs.length,
    moduleType: `${model.moduleType.manufacturer} ${model.moduleType.model}`.trim(),
  };
}
