import { describe, expect, it } from 'vitest';
import {
  defaultLibrary,
  knownSchemaVersion,
  readDocument,
  writeDocument,
  type PlannerModel,
} from '../../src/shared/pv-plan/document';
import { householdDefaults, readHousehold } from '../../src/shared/pv-plan/household';
import { pvInverterCatalogue } from '../../src/shared/calc/catalogues/pv-inverters';
import { householdResults } from '../../src/shared/pv-plan/household-calc';
import { planYield } from '../../src/shared/pv-plan/planner-calc';
import { addRoof, relayout } from '../../src/shared/pv-plan/edits';
import { heatPumpOffer } from '../../src/renderer/features/pv-planner/heat-pump-offer';
import { fixtureTime } from './module-fixture';

/** Results as the editor stores them (docs/calculators.md): what the modules' figures read. */
const storedResults = (values: Record<string, number>) => ({
  calculation: 'x@1',
  computedAt: fixtureTime,
  values,
});

/*
 * The household part of a PV plan: its own document keys (kept, merged by key, bounded), the
 * heat pump taken from the project's modules, and the figures the planner shows.
 */

const stored = {
  roofs: [],
  modules: [],
  strings: [],
  settings: { moduleType: { name: 'Standardmodul', wattPeak: 400 } },
  battery: { capacityKwh: 5, enabled: true, vendorNote: 'Angebot Nr. 17' },
  demand: { householdKwh: -5 },
};

const modelOf = (payload: Record<string, unknown>): PlannerModel => {
  const read = readDocument(payload, knownSchemaVersion);
  if (!read.ok) throw new Error('not read');
  return read.model;
};

describe('the household keys of the plan document', () => {
  it('leaves an untouched document as it was, byte for byte', () => {
    const model = modelOf(stored);
    expect(writeDocument(stored, model)).toBe(stored);
  });

  it('writes only the key that changed, keeping the keys it does not know', () => {
    const model = modelOf(stored);
    const household = model.household!;
    const written = writeDocument(stored, {
      ...model,
      household: { ...household, battery: { ...household.battery, capacityKwh: 7 } },
    });
    expect(written.battery).toEqual({
      capacityKwh: 7,
      enabled: true,
      vendorNote: 'Angebot Nr. 17',
      name: '',
      source: '',
      powerKw: 2.5,
      efficiencyPct: 90,
    });
    // Not changed, so not written: a sync merges only the battery.
    expect('tariff' in written).toBe(false);
    expect('economics' in written).toBe(false);
    expect(written.demand).toEqual(stored.demand);
    expect(written.strings).toEqual([]);
  });

  it('reads a value out of bounds as the default, not as a clamped guess', () => {
    expect(readHousehold(stored).demand.householdKwh).toBe(householdDefaults.demand.householdKwh);
    expect(readHousehold({ economics: { electricityPriceCt: 32.5 } }).economics).toMatchObject({
      electricityPriceCt: 32.5,
      pricePerKwp: householdDefaults.economics.pricePerKwp,
    });
  });

  it("keeps a module's electrical values with it, all six or none", () => {
    const bsm = defaultLibrary.find((m) => m.model === 'BSM450M-72HBD')!;
    const written = writeDocument(stored, { ...modelOf(stored), moduleType: bsm });
    const type = (written.settings as { moduleType: Record<string, unknown> }).moduleType;
    expect(type).toMatchObject({ voc: 50.4, vmpp: 42, isc: 11.36, tempCoeffVoc: -0.26 });
    expect(modelOf(written).moduleType.electrical).toEqual(bsm.electrical);
    const partial = { ...stored, settings: { moduleType: { wattPeak: 400, voc: 49 } } };
    expect(modelOf(partial).moduleType.electrical).toBeUndefined();
  });
});

describe('the heat pump from the project modules', () => {
  const jaz = { moduleKey: 'jaz', payload: { results: storedResults({ combinedSpf: 3.5 }) } };

  it('divides the consumption analysis\u2019 useful heat and hot water by the JAZ', () => {
    const offer = heatPumpOffer([
      jaz,
      {
        moduleKey: 'verbrauch',
        payload: { hotWaterEnergy: 2000, results: storedResults({ usefulHeat: 12000 }) },
      },
      { moduleKey: 'waermepumpe', payload: { results: storedResults({ heatLoad: 8 }) } },
    ]);
    // (12,000 + 2,000) kWh / 3.5 = 4,000 kWh
    expect(offer).toMatchObject({ heatDemandBasis: 'verbrauch', electricityKwh: 4000 });
  });

  it('falls back to the heat load × 2,000 h, and gives nothing without a JAZ', () => {
    const offer = heatPumpOffer([
      jaz,
      { moduleKey: 'waermepumpe', payload: { results: storedResults({ heatLoad: 7 }) } },
    ]);
    // 7 kW × 2,000 h / 3.5 = 4,000 kWh
    expect(offer).toMatchObject({ heatDemandBasis: 'heatLoad', electricityKwh: 4000 });
    expect(
      heatPumpOffer([
        { moduleKey: 'waermepumpe', payload: { results: storedResults({ heatLoad: 7 }) } },
      ]),
    ).toBeNull();
  });
});

describe('what the plan means for the household', () => {
  const bsm = defaultLibrary.find((m) => m.model === 'BSM450M-72HBD')!;
  const lat = 51.53;
  const faced = (azimuths: number[]): PlannerModel => {
    let model: PlannerModel = { ...modelOf({}), moduleType: bsm };
    azimuths.forEach((azimuth, k) => {
      model = addRoof(
        model,
        [
          [0, 0],
          [6, 0],
          [6, 5],
          [0, 5],
        ],
        `Fläche ${k + 1}`,
      );
      const roof = model.roofs[k]!;
      model = relayout(
        {
          ...model,
          roofs: model.roofs.map((r) => (r.id === roof.id ? { ...r, azimuthDeg: azimuth } : r)),
        },
        roof.id,
      );
    });
    return model;
  };
  const run = (
    model: PlannerModel,
    change: (h: typeof householdDefaults) => typeof householdDefaults = (h) => h,
  ) =>
    householdResults(
      model,
      planYield(model, lat, 9.93),
      lat,
      change(householdDefaults),
      null,
      '2026-03-01',
    )!;

  it('simulates every face: the yield of an east-west roof is the sum of both faces', () => {
    const model = faced([90, 270]);
    const result = run(model);
    const fed = result.without.selfConsumed + result.without.feedIn;
    expect(fed).toBeCloseTo(planYield(model, lat, 9.93).annualKwh!, 0);
  });

  it('reuses the faces\u2019 PV for a household edit, never for changed faces', () => {
    const south = faced([180]);
    const first = run(south);
    const west = run(faced([270]));
    expect(west.months[6]!.pv).not.toBeCloseTo(first.months[6]!.pv, 0);
    // Back to the south roof, and a larger household: the same PV as the first time.
    const again = run(south, (h) => ({ ...h, demand: { ...h.demand, householdKwh: 6000 } }));
    expect(again.months.map((m) => m.pv)).toEqual(first.months.map((m) => m.pv));
    expect(again.demand.total).toBe(6000);
    expect(again.without.autarky).toBeLessThan(first.without.autarky);
  });

  it('shows more autarky with the battery than without, side by side', () => {
    const result = run(faced([180]), (h) => ({
      ...h,
      battery: { ...h.battery, enabled: true, capacityKwh: 5, powerKw: 2.5 },
    }));
    expect(result.withBattery!.autarky).toBeGreaterThan(result.without.autarky + 0.1);
    expect(result.sizing!.points).toHaveLength(16);
  });

  it('gives the EEG tariff of the commissioning day and names a string over the inverter voltage', () => {
    const model = faced([180]);
    const result = run(model, (h) => ({
      ...h,
      stringPlan: {
        inverter: { ...pvInverterCatalogue.find((i) => i.model === 'Sunny Boy 5000TL-20')! },
        trackers: [{ modulesPerString: 13, strings: 1 }],
      },
    }));
    // Bundesnetzagentur: Teileinspeisung ≤ 10 kWp, 1 Feb – 31 Jul 2026: 7.78 ct/kWh.
    expect(result.tariff).toMatchObject({ ok: true, ctPerKwh: 7.78 });
    if (!result.strings.ok) throw new Error('strings not checked');
    // 13 × 50.4 V × (1 + 0.26 %/K × 35 K) = 714.8 V against the Sunny Boy's 550 V.
    expect(result.strings.trackers[0]!.check.vocCold).toBeCloseTo(714.83, 1);
    expect(result.strings.trackers[0]!.check.problems).toContain('overvoltage');
    expect(result.strings.changed).toBe(true);
  });
});
