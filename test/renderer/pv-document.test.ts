import { describe, expect, it } from 'vitest';
import {
  knownSchemaVersion,
  readDocument,
  writeDocument,
  type PlannerModel,
} from '../../src/shared/pv-plan/document';
import { relayout, updateRoof } from '../../src/renderer/features/pv-planner/planner-store';

/* The planner document round trip (DESIGN.md decision 9): every key it does not know is kept. */

/** What the reference server puts into a new plan (src/server/store/pv-plans.ts). */
const serverInitial = {
  roofs: [],
  modules: [],
  strings: [],
  settings: {
    moduleType: { name: 'Standardmodul 430 Wp', wattPeak: 430, widthMm: 1134, heightMm: 1722 },
    orientation: 'portrait',
    edgeDistanceCm: 30,
    moduleGapCm: 2,
    inverter: null,
    annualYieldKwhPerKwp: 950,
  },
};

/** A document from another tool or a newer app: unknown keys at every level. */
const foreign = {
  version: 'other-tool 2.1',
  roofs: [
    {
      id: 'roof-a',
      name: 'Süd',
      tiltDeg: 38,
      azimuthDeg: 175,
      outline: [
        [0, 0],
        [9, 0],
        [9, 5],
        [0, 5],
      ],
      shading: { horizon: [3, 4, 5] },
      edges: [{ index: 1, rule: 'fireWall125', comment: 'Nachbarhaus' }],
      obstacles: [
        {
          id: 'o1',
          kind: 'chimney',
          x: 4,
          y: 2,
          width: 0.6,
          height: 0.6,
          clearanceM: 0.3,
          note: 'Kamin',
        },
      ],
    },
    {
      id: 'roof-b',
      name: 'Garage',
      tiltDeg: 10,
      azimuthDeg: 200,
      outline: [
        [20, 0],
        [24, 0],
        [24, 3],
        [20, 3],
      ],
      material: 'Bitumen',
    },
  ],
  modules: [
    { id: 'm1', roofId: 'roof-a', x: 0.3, y: 0.3, width: 1.134, height: 1.722, serial: 'SN-1' },
    { id: 'legacy', roofId: 'roof-b', row: 0, column: 0 },
  ],
  strings: [{ id: 's1', moduleIds: ['m1'] }],
  settings: {
    ...serverInitial.settings,
    moduleType: { ...serverInitial.settings.moduleType, vendorCode: 'X-430' },
    inverter: { model: 'WR 8' },
    unitSystem: 'metric',
  },
};

const model = (doc: Record<string, unknown>): PlannerModel => {
  const read = readDocument(doc, 1);
  if (!read.ok) throw new Error(read.reason);
  return read.model;
};

describe('planner document', () => {
  it('writes an unchanged document back byte for byte', () => {
    for (const doc of [serverInitial, foreign]) {
      const written = writeDocument(doc, model(doc));
      expect(JSON.stringify(written)).toBe(JSON.stringify(doc));
    }
  });

  it('keeps every unknown key when the planner changes the document', () => {
    let m = model(foreign);
    m = updateRoof(m, 'roof-a', { tiltDeg: 30 });
    m = relayout(m, 'roof-a');
    const written = writeDocument(foreign, m) as typeof foreign;
    expect(written.version).toBe('other-tool 2.1');
    expect(written.strings).toEqual(foreign.strings);
    expect(written.settings).toMatchObject({ unitSystem: 'metric', inverter: { model: 'WR 8' } });
    expect(written.settings.moduleType).toMatchObject({ vendorCode: 'X-430', wattPeak: 430 });
    const roofA = written.roofs[0]!;
    expect(roofA).toMatchObject({ tiltDeg: 30, shading: { horizon: [3, 4, 5] } });
    expect(roofA.edges).toEqual([{ index: 1, rule: 'fireWall125', comment: 'Nachbarhaus' }]);
    expect(roofA.obstacles?.[0]).toMatchObject({ note: 'Kamin' });
    // The unchanged roof stays exactly as it was.
    expect(written.roofs[1]).toEqual(foreign.roofs[1]);
    // The laid out modules are new; a module the planner cannot place is kept as it was.
    expect(written.modules).toContainEqual(foreign.modules[1]);
    // By hand: 7 × 2 portrait modules fit 9 × 5 m inside 0.3 m; the fire wall (right edge, 1.25 m)
    // takes the last column, the chimney with its 0.3 m clearance two columns of both rows: 8.
    expect(written.modules.filter((x) => x.roofId === 'roof-a')).toHaveLength(8);
    // And it reads back to the same model.
    expect(model(written)).toEqual(m);
  });

  it('keeps the photos chosen for a face by key, and a form of them it cannot read', () => {
    let m = model(foreign);
    expect(m.roofs[0]!.photoKeys).toBeUndefined();
    m = updateRoof(m, 'roof-a', { photoKeys: ['foto-dach-1', 'foto-fassade-2'] });
    type WithFotos = { roofs: Record<string, unknown>[] };
    const written = writeDocument(foreign, m) as WithFotos;
    expect(written.roofs[0]!.fotos).toEqual(['foto-dach-1', 'foto-fassade-2']);
    expect(written.roofs[0]).toMatchObject({ shading: { horizon: [3, 4, 5] } });
    expect(written.roofs[1]).toEqual(foreign.roofs[1]);
    expect(model(written).roofs[0]!.photoKeys).toEqual(['foto-dach-1', 'foto-fassade-2']);
    // None chosen any more: an empty list, not the old keys.
    const cleared = writeDocument(written, updateRoof(model(written), 'roof-a', { photoKeys: [] }));
    expect((cleared as WithFotos).roofs[0]!.fotos).toEqual([]);
    // A newer app's `fotos` (not a list of keys) survives the planner's own change.
    const newer = {
      ...foreign,
      roofs: [{ ...foreign.roofs[0]!, fotos: { 'foto-1': { blick: 'Süd' } } }, foreign.roofs[1]!],
    };
    const kept = writeDocument(newer, updateRoof(model(newer), 'roof-a', { tiltDeg: 31 }));
    expect((kept as WithFotos).roofs[0]!.fotos).toEqual({ 'foto-1': { blick: 'Süd' } });
  });

  it('reads the server’s initial document and the fields it knows', () => {
    const m = model(serverInitial);
    expect(m.roofs).toEqual([]);
    expect(m.moduleType).toMatchObject({
      model: 'Standardmodul 430 Wp',
      wattPeak: 430,
      heightMm: 1722,
    });
    expect(m.library.map((x) => x.id)).toContain(m.moduleType.id);
    expect(model(foreign).roofs[0]).toMatchObject({
      fireWalls: [{ index: 1, rule: 'fireWall125' }],
      obstacles: [{ kind: 'chimney', clearanceM: 0.3 }],
      edgeDistanceCm: 30,
    });
  });

  it('opens a document of a newer schema read-only, and says when the document is missing', () => {
    expect(readDocument(foreign, knownSchemaVersion + 1)).toEqual({
      ok: false,
      reason: 'newerSchema',
      schemaVersion: knownSchemaVersion + 1,
    });
    expect(readDocument(null, null)).toMatchObject({ ok: false, reason: 'notLoaded' });
  });
});
