import { create } from 'zustand';
import type { EdgeRule, ModuleType, ObstacleKind, PlannerModel, Point, RoofFace } from './document';
import { freePosition, layoutFace, moduleSize, placeLayout } from './planner-calc';

/*
 * The planner's own state: the model being edited, with undo and redo (each edit is one step),
 * the selection and the drawing in progress. Every edit gives a new model (no mutation), so the
 * history is a list of models and the plan view re-renders only what changed.
 */

export type PlannerMode = 'select' | 'draw' | 'addModule';

interface PlannerState {
  planId: string | null;
  model: PlannerModel | null;
  past: PlannerModel[];
  future: PlannerModel[];
  /** Bumped by every edit, undo and redo: the screen saves when it moves. */
  revision: number;
  selectedRoofId: string | null;
  selectedModuleId: string | null;
  mode: PlannerMode;
  drawing: Point[];
  load(planId: string, model: PlannerModel): void;
  /** The same plan under its server id (after its create was acknowledged). */
  renamed(planId: string): void;
  edit(change: (model: PlannerModel) => PlannerModel): void;
  undo(): void;
  redo(): void;
  selectRoof(id: string | null): void;
  selectModule(id: string | null): void;
  setMode(mode: PlannerMode): void;
  addDrawingPoint(point: Point): void;
  cancelDrawing(): void;
}

const historyLimit = 200;

export const usePlanner = create<PlannerState>((set, get) => ({
  planId: null,
  model: null,
  past: [],
  future: [],
  revision: 0,
  selectedRoofId: null,
  selectedModuleId: null,
  mode: 'select',
  drawing: [],
  load(planId, model) {
    set({
      planId,
      model,
      past: [],
      future: [],
      revision: 0,
      selectedRoofId: model.roofs[0]?.id ?? null,
      selectedModuleId: null,
      mode: 'select',
      drawing: [],
    });
  },
  renamed(planId) {
    set({ planId });
  },
  edit(change) {
    const { model, past, revision } = get();
    if (!model) return;
    const next = change(model);
    if (next === model) return;
    set({
      model: next,
      past: [...past, model].slice(-historyLimit),
      future: [],
      revision: revision + 1,
    });
  },
  undo() {
    const { model, past, future, revision } = get();
    const previous = past[past.length - 1];
    if (!model || !previous) return;
    set({
      model: previous,
      past: past.slice(0, -1),
      future: [model, ...future],
      revision: revision + 1,
    });
  },
  redo() {
    const { model, past, future, revision } = get();
    const next = future[0];
    if (!model || !next) return;
    set({ model: next, past: [...past, model], future: future.slice(1), revision: revision + 1 });
  },
  selectRoof(id) {
    set({ selectedRoofId: id, selectedModuleId: null });
  },
  selectModule(id) {
    set({ selectedModuleId: id });
  },
  setMode(mode) {
    set({ mode, drawing: [] });
  },
  addDrawingPoint(point) {
    set({ drawing: [...get().drawing, point] });
  },
  cancelDrawing() {
    set({ drawing: [], mode: 'select' });
  },
}));

/* Edits: functions from a model to the next one. */

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
