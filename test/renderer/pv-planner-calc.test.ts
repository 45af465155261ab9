import { describe, expect, it } from 'vitest';
import { pvSpecificYield } from '../../src/shared/calc';
import {
  defaultLibrary,
  readDocument,
  type PlannerModel,
  type RoofFace,
} from '../../src/shared/pv-plan/document';
import {
  canPlace,
  layoutFace,
  planYield,
  pvgisAzimuth,
  summaryOf,
} from '../../src/shared/pv-plan/planner-calc';
import {
  addModule,
  addRoof,
  relayout,
  removeModule,
  setFireWall,
  usePlanner,
} from '../../src/renderer/features/pv-planner/planner-store';

/* The planner's rules on top of pvModuleLayout: fire walls, obstacles, single modules, yield. */

const type = defaultLibrary[0]!; // 1134 × 1762 mm, 445 Wp

const face = (patch: Partial<RoofFace> = {}): RoofFace => ({
  id: 'r1',
  name: 'Süd',
  tiltDeg: 35,
  azimuthDeg: 180,
  outline: [
    [0, 0],
    [12, 0],
    [12, 6],
    [0, 6],
  ],
  edgeDistanceCm: 30,
  fireWalls: [],
  obstacles: [],
  orientation: 'portrait',
  moduleGapCm: 2,
  ...patch,
});

const empty = (): PlannerModel => {
  const read = readDocument({}, 1);
  if (!read.ok) throw new Error('unreadable');
  return read.model;
};

describe('planner layout rules', () => {
  it('keeps 1.25 m or 0.5 m from a fire wall, the edge distance elsewhere', () => {
    for (const [rule, distance] of [
      ['fireWall125', 1.25],
      ['fireWall050', 0.5],
    ] as const) {
      // Edge 1 runs from (12,0) to (12,6): the right gable.
      const layout = layoutFace(face({ fireWalls: [{ index: 1, rule }] }), type);
      if (!layout.ok) throw new Error('layout failed');
      expect(layout.rects.length).toBeGreaterThan(0);
      for (const r of layout.rects) {
        expect(12 - (r.x + r.width)).toBeGreaterThanOrEqual(distance - 1e-6);
        expect(r.x).toBeGreaterThanOrEqual(0.3 - 1e-6);
        expect(r.y).toBeGreaterThanOrEqual(0.3 - 1e-6);
      }
    }
    // Without a fire wall, by hand: 11.4 × 5.4 m inside the edge distance, pitch 1.154 × 1.782 m
    // (2 cm gaps): ⌊11.42 / 1.154⌋ = 9 columns × ⌊5.42 / 1.782⌋ = 3 rows = 27 modules.
    const plain = layoutFace(face(), type);
    expect(plain.ok && plain.rects.length).toBe(27);
  });

  it('keeps an obstacle’s clearance free and never overlaps modules', () => {
    const chimney = {
      id: 'o',
      kind: 'chimney' as const,
      x: 5,
      y: 2,
      width: 0.6,
      height: 0.6,
      clearanceM: 0.4,
    };
    const layout = layoutFace(face({ obstacles: [chimney] }), type);
    if (!layout.ok) throw new Error('layout failed');
    for (const r of layout.rects) {
      const apart =
        r.x + r.width <= chimney.x - 0.4 + 1e-6 ||
        r.x >= chimney.x + 0.6 + 0.4 - 1e-6 ||
        r.y + r.height <= chimney.y - 0.4 + 1e-6 ||
        r.y >= chimney.y + 0.6 + 0.4 - 1e-6;
      expect(apart).toBe(true);
    }
    expect(layout.rects.length).toBeLessThan(27);
  });

  it('adds single modules only where they fit, removes them, and says when the face is full', () => {
    let m = addRoof(empty(), face().outline, 'Süd');
    m = relayout(m, 'roof-1');
    const full = m.modules.length;
    expect(addModule(m, 'roof-1')).toBe(m); // no room left: the model is unchanged
    const removed = removeModule(m, m.modules[4]!.id);
    const back = addModule(removed, 'roof-1', [m.modules[4]!.x + 0.5, m.modules[4]!.y + 0.5]);
    expect(back.modules).toHaveLength(full);
    expect(back.modules.at(-1)).toMatchObject({ x: m.modules[4]!.x, y: m.modules[4]!.y });
    // Outside the face or across the edge distance: not placeable.
    const roof = m.roofs[0]!;
    expect(canPlace(roof, { x: 11, y: 1, width: 1.134, height: 1.762 }, [])).toBe(false);
    expect(canPlace(roof, { x: 0.1, y: 1, width: 1.134, height: 1.762 }, [])).toBe(false);
    expect(canPlace(roof, { x: 1, y: 1, width: 1.134, height: 1.762 }, m.modules)).toBe(false);
  });

  it('a fire wall set on an edge lays the face out again with it', () => {
    let m = relayout(addRoof(empty(), face().outline, 'Süd'), 'roof-1');
    m = relayout(setFireWall(m, 'roof-1', 1, 'fireWall125'), 'roof-1');
    expect(m.modules.every((x) => 12 - (x.x + x.width) >= 1.25 - 1e-6)).toBe(true);
    expect(setFireWall(m, 'roof-1', 1, 'edge').roofs[0]!.fireWalls).toEqual([]);
  });
});

describe('planner yield', () => {
  it('turns compass azimuths into PVGIS ones (0 = south, −90 = east)', () => {
    expect([180, 90, 270, 0, 225, 135].map(pvgisAzimuth)).toEqual([0, -90, 90, 180, 45, -45]);
  });

  it('adds up the faces: kWp from the modules, kWh/a from each face’s specific yield', () => {
    let m = addRoof(empty(), face().outline, 'Süd');
    m = addRoof(
      m,
      face().outline.map(([x, y]) => [x + 14, y] as [number, number]),
      'West',
    );
    m = {
      ...m,
      roofs: m.roofs.map((r, k) => (k === 1 ? { ...r, azimuthDeg: 270, tiltDeg: 25 } : r)),
    };
    m = relayout(relayout(m, 'roof-1'), 'roof-2');
    const result = planYield(m, 51.53, 9.93);
    const [south, west] = result.faces as [(typeof result.faces)[0], (typeof result.faces)[0]];
    expect(south.kWp).toBeCloseTo((27 * 445) / 1000, 9);
    expect(south.specificYield).toBeCloseTo(
      pvSpecificYield({ latitude: 51.53, longitude: 9.93, tilt: 35, azimuth: 0 }).annualYieldPerKwp,
      9,
    );
    expect(west.specificYield!).toBeLessThan(south.specificYield!);
    expect(result.annualKwh).toBeCloseTo(south.annualKwh! + west.annualKwh!, 6);
    expect(result.monthlyKwh!.reduce((a, b) => a + b, 0)).toBeCloseTo(result.annualKwh!, 6);
    expect(result.specificYield!).toBeCloseTo(result.annualKwh! / result.kWp, 9);
    const summary = summaryOf({ keep: 'me' }, m, result);
    expect(summary).toMatchObject({ keep: 'me', moduleCount: 54, kWp: 24.03, roofCount: 2 });
    expect(summary.annualYieldKwh).toBe(Math.round(result.annualKwh!));
  });

  it('outside the model’s area it gives kWp but no yield', () => {
    const m = relayout(addRoof(empty(), face().outline, 'Süd'), 'roof-1');
    const result = planYield(m, -33.9, 18.4);
    expect(result).toMatchObject({ inModelArea: false, annualKwh: null, kWp: 27 * 0.445 });
  });
});

describe('planner store', () => {
  it('undoes and redoes every edit, and starts over when another plan is loaded', () => {
    const store = usePlanner.getState();
    store.load('pvp_1', empty());
    store.edit((m) => addRoof(m, face().outline, 'Süd'));
    store.edit((m) => relayout(m, 'roof-1'));
    expect(usePlanner.getState().model!.modules).toHaveLength(27);
    usePlanner.getState().undo();
    expect(usePlanner.getState().model!.modules).toHaveLength(0);
    usePlanner.getState().undo();
    expect(usePlanner.getState().model!.roofs).toHaveLength(0);
    usePlanner.getState().redo();
    usePlanner.getState().redo();
    expect(usePlanner.getState().model!.modules).toHaveLength(27);
    expect(usePlanner.getState().revision).toBe(6);
    usePlanner.getState().edit((m) => m); // no change: no step
    expect(usePlanner.getState().past).toHaveLength(2);
    usePlanner.getState().load('pvp_2', empty());
    expect(usePlanner.getState()).toMatchObject({
      planId: 'pvp_2',
      past: [],
      future: [],
      revision: 0,
    });
  });
});
