/*
 * Edits of the planner model: functions from a model to the next one (no mutation), so the
 * planner's history is a list of models. Shared by the planner store and the benchmark.
 */
import type { EdgeRule, ModuleType, ObstacleKind, PlannerModel, Point, RoofFace } from './document';
import { freePosition, layoutFace, moduleSize, placeLayout } from './planner-calc';

const newId = (prefix: string, taken: readonly { id: string }[]) => {
  let n = taken.length + 1;
  while (taken.some((x) => x.id === `${prefix}-${n}`)) n++;
  return `${prefix}-${n}`;
};

export function addRoof(model: PlannerModel, outline: Point[], name: string): PlannerModel {
  const roof: RoofFace = {
    id: newId('roof', model.roofs),
    name,
    tiltDeg: 35,
    azimuthDeg: 180,
    outline,
    edgeDistanceCm: model.edgeDistanceCm,
    fireWalls: [],
    obstacles: [],
    orientation: model.orientation,
    moduleGapCm: model.moduleGapCm,
  };
  return { ...model, roofs: [...model.roofs, roof] };
}

export function updateRoof(
  model: PlannerModel,
  roofId: string,
  patch: Partial<Omit<RoofFace, 'id'>>,
): PlannerModel {
  return {
    ...model,
    roofs: model.roofs.map((r) => (r.id === roofId ? { ...r, ...patch } : r)),
  };
}

export function removeRoof(model: PlannerModel, roofId: string): PlannerModel {
  return {
    ...model,
    roofs: model.roofs.filter((r) => r.id !== roofId),
    modules: model.modules.filter((m) => m.roofId !== roofId),
  };
}

export function setFireWall(
  model: PlannerModel,
  roofId: string,
  index: number,
  rule: EdgeRule,
): PlannerModel {
  const roof = model.roofs.find((r) => r.id === roofId);
  if (!roof) return model;
  const others = roof.fireWalls.filter((f) => f.index !== index);
  return updateRoof(model, roofId, {
    fireWalls:
      rule === 'edge' ? others : [...others, { index, rule }].sort((a, b) => a.index - b.index),
  });
}

export function addObstacle(model: PlannerModel, roofId: string, kind: ObstacleKind): PlannerModel {
  const roof = model.roofs.find((r) => r.id === roofId);
  if (!roof) return model;
  const xs = roof.outline.map((p) => p[0]);
  const ys = roof.outline.map((p) => p[1]);
  const size = { chimney: [0.6, 0.6], roofWindow: [0.78, 1.18], dormer: [2.5, 1.8] }[kind];
  const [width, height] = size as [number, number];
  const x = Math.round(((Math.min(...xs) + Math.max(...xs) - width) / 2) * 100) / 100;
  const y = Math.round(((Math.min(...ys) + Math.max(...ys) - height) / 2) * 100) / 100;
  const all = model.roofs.flatMap((r) => r.obstacles);
  const obstacle = {
    id: newId('obstacle', all),
    kind,
    x,
    y,
    width,
    height,
    clearanceM: kind === 'chimney' ? 0.3 : 0.2,
  };
  return updateRoof(model, roofId, { obstacles: [...roof.obstacles, obstacle] });
}

/** Replaces the face's modules with the automatic layout (unchanged model if it cannot). */
export function relayout(model: PlannerModel, roofId: string): PlannerModel {
  const roof = model.roofs.find((r) => r.id === roofId);
  if (!roof) return model;
  const layout = layoutFace(roof, model.moduleType);
  if (!layout.ok) return model;
  return {
    ...model,
    modules: [
      ...model.modules.filter((m) => m.roofId !== roofId),
      ...placeLayout(roof, layout.rects),
    ],
  };
}

export function addModule(model: PlannerModel, roofId: string, near?: Point): PlannerModel {
  const roof = model.roofs.find((r) => r.id === roofId);
  if (!roof) return model;
  const rect = freePosition(roof, model.moduleType, model.modules, near);
  if (!rect) return model;
  const id = newId(`${roofId}-h`, model.modules);
  const r3 = (v: number) => Math.round(v * 1000) / 1000;
  return {
    ...model,
    modules: [
      ...model.modules,
      { id, roofId, x: r3(rect.x), y: r3(rect.y), width: r3(rect.width), height: r3(rect.height) },
    ],
  };
}

export function removeModule(model: PlannerModel, moduleId: string): PlannerModel {
  return { ...model, modules: model.modules.filter((m) => m.id !== moduleId) };
}

/** A new module type for the whole plan: faces with modules are laid out again with it. */
export function chooseModuleType(model: PlannerModel, type: ModuleType): PlannerModel {
  let next: PlannerModel = { ...model, moduleType: type };
  for (const roof of model.roofs) {
    const size = moduleSize(roof, type);
    const placed = model.modules.filter((m) => m.roofId === roof.id);
    if (placed.length && placed.some((m) => m.width !== size.width || m.height !== size.height))
      next = relayout(next, roof.id);
  }
  return next;
}

export function saveLibraryEntry(model: PlannerModel, entry: ModuleType): PlannerModel {
  const exists = model.library.some((m) => m.id === entry.id);
  const library = exists
    ? model.library.map((m) => (m.id === entry.id ? entry : m))
    : [...model.library, entry];
  const next = { ...model, library };
  return model.moduleType.id === entry.id ? chooseModuleType(next, entry) : next;
}

export function newLibraryId(model: PlannerModel): string {
  return newId('lib', model.library);
}
