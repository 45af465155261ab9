import { create } from 'zustand';
import type { PlannerModel, Point } from '../../../shared/pv-plan/document';

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

export * from '../../../shared/pv-plan/edits';
