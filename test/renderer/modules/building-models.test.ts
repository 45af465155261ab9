import { describe, expect, it, vi } from 'vitest';
import {
  offered,
  type ModuleContext,
  type ModuleEditorDef,
} from '../../../src/renderer/modules/definition';
import { withOffers } from '../../../src/renderer/modules/registry';
import { uValueOffers } from '../../../src/renderer/modules/u-wert-rechner/flow';
import { takenState } from '../../../src/renderer/ui/fields/offer';
import * as check from '../../../src/renderer/modules/check/model';
import * as envelope from '../../../src/renderer/modules/heizlast-huellflaeche/model';
import * as rooms from '../../../src/renderer/modules/raumweise/model';
import * as uValue from '../../../src/renderer/modules/u-wert-rechner/model';
import * as consumption from '../../../src/renderer/modules/verbrauch/model';
import { openModule, payloadToSave } from '../../../src/renderer/modules/payload';

// The registry brings every module's form; the offers need none of the core.
vi.mock('../../../src/renderer/api', () => ({ api: {} }));

/* The editors' models: their migration steps from the demo's version-1 payloads, and their sums. */

const context = (modules: ModuleContext['modules'] = {}): ModuleContext => ({
  project: { type: 'heat-planning' } as ModuleContext['project'],
  contact: null,
  building: null,
  modules,
});

// The demo workspace's version-1 payloads (src/server/seed/demo-data.ts), plus a foreign key.
const legacyWall = {
  bauteil: 'Außenwand Nord',
  rsi: 0.13,
  rse: 0.04,
  layers: [
    { material: 'Kalkzementputz', dickeMm: 15, lambda: 1.0 },
    { material: 'Kalksandstein', dickeMm: 175, lambda: 0.99 },
    { material: 'Mineralwolle WLG 035', dickeMm: 160, lambda: 0.035 },
    { material: 'Silikatputz', dickeMm: 10, lambda: 0.7 },
  ],
  uWert: 0.2,
  fremd: { a: 1 },
};

// The u-wert-rechner def as its index.ts builds it, without the form (no DOM here).
const uEditor: ModuleEditorDef<uValue.UValueInputs> = {
  schemaVersion: 2,
  schema: uValue.uValueInputsSchema,
  migrations: { 1: uValue.migrateV1 },
  initial: () => ({ elements: [], materials: [] }),
  Form: () => null,
  results: uValue.uValueResults,
};

describe('u-wert-rechner', () => {
  it('migrates the one-element version 1 into elements, dropping only the keys it moved', () => {
    const next = uValue.migrateV1(legacyWall);
    expect(Object.keys(next)).toEqual(['fremd', 'elements']);
    const [element] = next.elements as uValue.Element[];
    expect(element).toMatchObject({
      id: 'el-1',
      name: 'Außenwand Nord',
      component: 'outerWall',
      heatFlow: 'horizontal',
      boundary: 'outside',
    });
    expect(element!.layers.map((l) => [l.name, l.thicknessMm, l.lambda, l.materialKey])).toEqual([
      ['Kalkzementputz', 15, 1, 'lime-cement-plaster'],
      ['Kalksandstein', 175, 0.99, null],
      ['Mineralwolle WLG 035', 160, 0.035, null],
      ['Silikatputz', 10, 0.7, null],
    ]);
    expect(uValue.migrateV1({ elements: [], x: 1 })).toEqual({ elements: [], x: 1 });
  });

  it('opens the old wall at U ≈ 0.20 and saves version 2 with results, keeping the foreign key', () => {
    const opened = openModule<uValue.UValueInputs>(
      uEditor,
      { schemaVersion: 1, payload: legacyWall },
      context(),
    );
    if (!opened.ok) throw new Error('not opened');
    const outcome = uValue.elementOutcome(opened.inputs.elements[0]!, 0);
    expect(outcome.kind === 'ok' && outcome.u).toBeCloseTo(0.202, 3);
    const saved = payloadToSave(
      uEditor,
      'u-wert-rechner',
      opened.base,
      1,
      opened.inputs,
      context(),
    );
    expect(saved.schemaVersion).toBe(2);
    expect(saved.payload.fremd).toEqual({ a: 1 });
    expect(saved.payload).not.toHaveProperty('uWert');
    const values = (saved.payload.results as { values: { elements: Array<{ u: number }> } }).values;
    expect(values.elements[0]!.u).toBeCloseTo(0.202, 3);
  });

  it('names a refused air layer at its field; direct U for windows; limits with their source', () => {
    const element = uValue.elementSchema.parse({
      id: 'e',
      layers: [
        { id: 'a', kind: 'material', thicknessMm: 200, lambda: 2.3 },
        { id: 'b', kind: 'airLayer', thicknessMm: 3 },
      ],
    });
    const refused = uValue.elementOutcome(element, 2);
    expect(refused).toMatchObject({ kind: 'refused', path: 'elements.2.layers.1.thicknessMm' });
    const incomplete = uValue.elementOutcome(
      { ...element, layers: [{ ...element.layers[0]!, lambda: null }] },
      0,
    );
    expect(incomplete.kind).toBe('incomplete');
    const window = uValue.elementOutcome({ ...element, mode: 'direct', uDirect: 0.9 }, 0);
    expect(window).toMatchObject({ kind: 'ok', u: 0.9 });
    const checks = uValue.limitChecks('outerWall', 0.22);
    expect(checks.map((c) => [c.limit.u, c.met])).toEqual([
      [0.24, true], // GEG Anlage 7
      [0.2, false], // BEG EM
    ]);
    expect(checks[0]!.table.source).toContain('GEG Anlage 7');
    expect(uValue.limitChecks('other', 1)).toEqual([]);
  });

  it('offers stored U-values to other modules, and says when a taken value moved on', () => {
    const ctx = context({
      'u-wert-rechner': {
        payload: {
          results: {
            calculation: 'uValue@1',
            computedAt: '2026-11-22T09:00:00Z',
            values: {
              elements: [
                { id: 'el-1', name: 'Wand', u: 0.16 },
                { id: 'el-2', name: 'X', u: null },
              ],
            },
          },
        },
      } as never,
    });
    const offers = uValueOffers(ctx);
    expect(offers).toEqual([
      { key: 'u-wert-rechner:el-1', source: 'u-wert-rechner', label: 'Wand', value: 0.16 },
    ]);
    expect(takenState(0.16, 'u-wert-rechner:el-1', offers)).toMatchObject({
      changed: false,
      missing: false,
    });
    expect(takenState(0.2, 'u-wert-rechner:el-1', offers).changed).toBe(true);
    expect(takenState(0.2, 'u-wert-rechner:el-9', offers).missing).toBe(true);
    expect(takenState(0.2, null, offers).offer).toBeNull();
  });
});

describe('heizlast-huellflaeche', () => {
  it('migrates normAussentemperatur and gebaeude, keeping rooms and summeHeizlastW', () => {
    const next = envelope.migrateV1({
      normAussentemperatur: -12,
      gebaeude: { beheizteFlaeche: 142.5, luftwechsel: 0.5 },
      rooms: [{ name: 'Bad' }],
      summeHeizlastW: 4680,
    });
    expect(next).toEqual({
      rooms: [{ name: 'Bad' }],
      summeHeizlastW: 4680,
      designOutdoorTemperature: -12,
      heatedArea: 142.5,
      heatedAreaFrom: null,
      airChangeRate: 0.5,
    });
    // Something it can't read stays where it was; its input is empty, not a default.
    expect(envelope.migrateV1({ gebaeude: { beheizteFlaeche: 'groß', dach: 'Sattel' } })).toEqual({
      gebaeude: { beheizteFlaeche: 'groß', dach: 'Sattel' },
      heatedArea: null,
      heatedAreaFrom: null,
    });
  });

  it('computes Φ_T per element, names what is missing and a refused θe', () => {
    const inputs = envelope.envelopeInputsSchema.parse({
      indoorTemperature: 20,
      designOutdoorTemperature: -12,
      volume: 300,
      airChangeRate: 0.5,
      elements: [
        { id: 'a', area: 100, u: 0.3, thermalBridgeSurcharge: 0.05 },
        {
          id: 'b',
          area: 80,
          u: 0.5,
          thermalBridgeSurcharge: 0.05,
          temperature: 'factor',
          factor: 0.5,
        },
        { id: 'c', area: 30, u: 1, temperature: 'adjacent', adjacentTemperature: 15 },
      ],
    });
    const outcome = envelope.heatLoadOutcome(inputs);
    expect(outcome.byElement).toEqual([1120, 704, 150].map((w) => expect.closeTo(w, 9)));
    expect(outcome.kind === 'ok' && outcome.result.total).toBeCloseTo(1974 + 1632, 9);
    const missing = envelope.heatLoadOutcome({
      ...inputs,
      volume: null,
      elements: [{ ...inputs.elements[0]!, u: null }],
    });
    expect(missing).toMatchObject({ kind: 'incomplete', missing: ['volume', 'elements.0'] });
    const refused = envelope.heatLoadOutcome(
      { ...inputs, designOutdoorTemperature: 25 },
      'rooms.1.',
    );
    expect(refused).toMatchObject({ kind: 'refused', path: 'rooms.1.designOutdoorTemperature' });
    expect(envelope.envelopeResults({ ...inputs, heatedArea: 120 })).toMatchObject({
      perArea: (1974 + 1632) / 120,
    });
  });
});

describe('raumweise', () => {
  it('migrates the old room list (area, θi, use from the name), dropping the stored heizlastW', () => {
    const next = rooms.migrateV1({
      rooms: [
        { name: 'Bad EG', flaeche: 6.8, solltemperatur: 24, heizlastW: 520, fliesen: true },
        { name: 'Flur', flaeche: 9.4, solltemperatur: 15, heizlastW: 280 },
      ],
    });
    expect(next.rooms).toEqual([
      { id: 'rm-1', use: 'bath', name: 'Bad EG', fliesen: true, area: 6.8, indoorTemperature: 24 },
      { id: 'rm-2', use: 'hall', name: 'Flur', area: 9.4, indoorTemperature: 15 },
    ]);
  });

  it('sums the complete rooms and says how many of them there are', () => {
    const inputs = rooms.roomsInputsSchema.parse({
      designOutdoorTemperature: -10,
      rooms: [
        {
          id: 'a',
          indoorTemperature: 20,
          area: 20,
          height: 2.5,
          airChangeRate: 0.5,
          elements: [{ id: 'w', area: 10, u: 0.5 }],
        },
        {
          id: 'b',
          indoorTemperature: 24,
          area: 5,
          height: 2.5,
          airChangeRate: 1,
          elements: [
            { id: 'iw', area: 6, u: 1.5, temperature: 'adjacent', adjacentTemperature: 20 },
          ],
        },
        { id: 'c', indoorTemperature: 20, area: 10, height: null, airChangeRate: 0.5 },
        // No elements entered: not a room with Φ_T = 0, a room still incomplete.
        { id: 'd', indoorTemperature: 20, area: 12, height: 2.5, airChangeRate: 0.5 },
      ],
    });
    const a = 10 * 0.5 * 30 + 0.34 * 0.5 * 50 * 30;
    const b = 6 * 1.5 * 4 + 0.34 * 1 * 12.5 * 34;
    const sum = rooms.roomsTotal(inputs);
    expect(sum.complete).toBe(2);
    expect(sum.total).toBeCloseTo(a + b, 9);
    expect(rooms.roomsResults(inputs)).toMatchObject({
      completeRooms: 2,
      roomCount: 4,
      perArea: (a + b) / 25,
    });
  });

  it('offers only a complete room-by-room sum to the heat pump', () => {
    const results = (values: Record<string, unknown>) =>
      ({ payload: { results: { calculation: 'x', computedAt: 'y', values } } }) as never;
    const heatLoadOffers = (ctx: ModuleContext) => offered(withOffers(ctx), 'waermepumpe.heatLoad');
    const partial = heatLoadOffers(
      context({
        raumweise: results({ total: 3000, completeRooms: 2, roomCount: 3 }),
        verbrauch: results({ heatLoad: 7.2 }),
      }),
    );
    expect(partial.map((o) => [o.key, o.value])).toEqual([['verbrauch:heatLoad', 7.2]]);
    const whole = heatLoadOffers(
      context({
        'heizlast-huellflaeche': results({ total: 9400 }),
        raumweise: results({ total: 8000, completeRooms: 3, roomCount: 3 }),
      }),
    );
    expect(whole.map((o) => [o.key, o.value])).toEqual([
      ['heizlast-huellflaeche:total', 9.4],
      ['raumweise:total', 8],
    ]);
  });
});

describe('verbrauch', () => {
  it('converts each fuel to kWh (Hi) as CALCULATORS.md section 3 says', () => {
    const base = consumption.consumptionInputsSchema.parse({
      calorificValue: 11.2,
      stateNumber: 0.95,
    });
    expect(consumption.finalEnergy({ ...base, fuel: 'oil-l' }, 2000)).toBe(20_000);
    expect(consumption.finalEnergy({ ...base, fuel: 'gas-m3' }, 1000)).toBeCloseTo(
      (1000 * 11.2 * 0.95) / 1.11,
      9,
    );
    expect(consumption.finalEnergy({ ...base, fuel: 'gas-kwh-hs' }, 11_100)).toBeCloseTo(10_000, 9);
    expect(consumption.finalEnergy({ ...base, fuel: 'kwh' }, 5000)).toBe(5000);
    expect(
      consumption.finalEnergy({ ...base, fuel: 'gas-m3', stateNumber: null }, 1000),
    ).toBeNull();
  });

  it('migrates jahre into years (gas bills in kWh Hs) and averages them', () => {
    const next = consumption.migrateV1({
      jahre: [
        { jahr: 2022, verbrauchKwh: 21400, traeger: 'Erdgas' },
        { jahr: 2023, verbrauchKwh: 19850, traeger: 'Erdgas' },
      ],
      zaehler: '1ESY',
    });
    expect(next).toEqual({
      zaehler: '1ESY',
      fuel: 'gas-kwh-hs',
      years: [
        { id: 'yr-1', traeger: 'Erdgas', year: 2022, amount: 21400 },
        { id: 'yr-2', traeger: 'Erdgas', year: 2023, amount: 19850 },
      ],
    });
    const inputs = consumption.consumptionInputsSchema.parse({
      ...next,
      efficiency: 0.85,
      fullLoadHours: 2000,
    });
    const outcome = consumption.consumptionOutcome(inputs);
    const average = (21400 + 19850) / 2 / 1.11;
    expect(outcome).toMatchObject({ kind: 'ok', years: 2 });
    expect(outcome.kind === 'ok' && outcome.result.heatLoad).toBeCloseTo(
      (average * 0.85) / 2000,
      12,
    );
    const refused = consumption.consumptionOutcome({ ...inputs, hotWaterEnergy: 1e6 });
    expect(refused).toMatchObject({ kind: 'refused', field: 'hotWaterEnergy' });
  });
});

describe('check', () => {
  it('counts done items; a template per project type', () => {
    const items = check.templateItems['heat-planning'].map((text, i) => ({
      id: `c${i}`,
      text,
      done: i < 7,
      note: '',
    }));
    expect(check.progress(items)).toEqual({ done: 7, total: 12 });
    expect(check.checkResults({ template: 'heat-planning', items })).toEqual({
      done: 7,
      total: 12,
    });
    expect(check.templateItems.energieausweis.length).toBeGreaterThan(5);
  });
});
