import { describe, expect, it } from 'vitest';
import type { ProjectModule } from '../../../src/shared/api';
import { parseGermanNumber } from '../../../src/shared/numbers/german-number';
import { fixtureTime, moduleFixture } from '../module-fixture';
import {
  annuityFactor,
  distanceForNoiseLimit,
  heatPumpCapacity,
  priceDynamicCashValueFactor,
} from '../../../src/shared/calc';
import type { ModuleContext } from '../../../src/renderer/modules/definition';
import {
  envelopeGrant,
  efficiencyBonusFromHeatPump,
  foerderrechnerResults,
  foerderrechnerSchema,
} from '../../../src/renderer/modules/foerderrechner/model';
import {
  bndDefinition,
  bzaDefinition,
  requiredDocuments,
  serviceInitial,
  serviceProblems,
  serviceResults,
  statusMoves,
} from '../../../src/renderer/modules/foerderservice/service-model';
import { projectMeasures } from '../../../src/renderer/modules/foerderwissen/model';
import {
  jazInitial,
  jazResults,
  jazSchema,
  weightedHeatingSpf,
} from '../../../src/renderer/modules/jaz/model';
import {
  pointSchema,
  schallrechnerInitial,
  schallrechnerResults,
  schallrechnerSchema,
  unitSchema,
} from '../../../src/renderer/modules/schallrechner/model';
import {
  envelopeDesignTemperature,
  isNaturalRefrigerant,
  waermepumpeInitial,
  waermepumpeProblems,
  waermepumpeResults,
  waermepumpeSchema,
} from '../../../src/renderer/modules/waermepumpe/model';
import {
  co2PriceIn,
  consumptionFromProject,
  wirtschaftlichkeitResults,
  wirtschaftlichkeitSchema,
} from '../../../src/renderer/modules/wirtschaftlichkeit/model';

const at = fixtureTime;
const module = moduleFixture;
const withResults = (values: Record<string, unknown>, inputs: Record<string, unknown> = {}) => ({
  ...inputs,
  results: { calculation: 'x@1', computedAt: at, values },
});
function context(modules: ProjectModule[] = []): ModuleContext {
  return {
    project: {
      id: 'prj_1',
      contactId: 'con_1',
      buildingId: 'bld_1',
      title: 'Heizungsplanung Test',
      type: 'heat-planning',
      status: 'active',
      versionNumber: 1,
      rootProjectId: null,
      parentProjectId: null,
      isVisibleInCustomerPortal: false,
      archivedAt: null,
      createdAt: at,
      updatedAt: at,
    },
    contact: {
      id: 'con_1',
      status: 'customer',
      assignedTo: null,
      fields: { firstName: 'Jana', lastName: 'Wolf' },
      createdAt: at,
      updatedAt: at,
      lastActivityAt: at,
    },
    building: {
      id: 'bld_1',
      contactId: 'con_1',
      name: 'Wohnhaus',
      street: 'Lindenweg 3',
      postalCode: '12345',
      city: 'Musterstadt',
      countryCode: 'DE',
      buildingType: 'Einfamilienhaus',
      buildingYear: 1978,
      livingArea: 142,
      notes: null,
      createdAt: at,
      updatedAt: at,
    },
    modules: Object.fromEntries(modules.map((m) => [m.moduleKey, m])),
  };
}

describe('waermepumpe', () => {
  const envelope = module('heizlast-huellflaeche', withResults({ total: 7000 }));

  it('leaves the choice of the heat load to the consultant; offers the envelope’s θe', () => {
    const v = waermepumpeInitial();
    expect(v.heatLoad).toBeNull();
    expect(v.heatLoadFrom).toBeNull();
    expect(v.testPoints.map((p) => p.sourceTemperature)).toEqual([-7, 2, 7]);
    expect(envelopeDesignTemperature(context([envelope]))).toBeNull();
    const withTe = module('heizlast-huellflaeche', { designOutdoorTemperature: -14 });
    expect(envelopeDesignTemperature(context([withTe]))).toBe(-14);
    expect(
      envelopeDesignTemperature(
        context([module('heizlast-huellflaeche', { normAussentemperatur: -10 })]),
      ),
    ).toBe(-10);
  });

  it('computes the required capacity with heatPumpCapacity and the bivalence point', () => {
    const v = waermepumpeSchema.parse({
      heatLoad: 7,
      heatLoadFrom: 'heizlast-huellflaeche:total',
      persons: 4,
      blockingHoursPerDay: 2,
      refrigerant: 'r290',
      source: 'air',
      testPoints: [
        { sourceTemperature: -7, capacity: 5.8, cop: 2.9 },
        { sourceTemperature: 7, capacity: 8.1, cop: 4.9 },
      ],
    });
    const r = waermepumpeResults(v)!;
    expect(r.requiredCapacity).toBeCloseTo(
      heatPumpCapacity({ heatLoad: 7, persons: 4, hotWaterPerPerson: 0.25, blockingHoursPerDay: 2 })
        .capacity,
      12,
    );
    expect(r.heatLoadSource).toBe('heizlast-huellflaeche');
    expect(r.coversDesignLoad).toBe(false);
    expect(r.bivalencePoint).toBeGreaterThan(-7);
    expect(r.naturalRefrigerant).toBe(true);
  });

  it('names the field that keeps it from a result, and the old seed keys do not break it', () => {
    const v = waermepumpeSchema.parse({ typ: 'Luft/Wasser', heizleistungKw: 7 });
    expect(waermepumpeProblems(v)).toEqual({ heatLoad: 'missingHeatLoad' });
    expect(waermepumpeResults(v)).toBeNull();
    expect(
      waermepumpeProblems({ ...v, heatLoad: 5, blockingHoursPerDay: 24, persons: 1.5 }),
    ).toEqual({ blockingHoursPerDay: 'blockingHours', persons: 'wholeNumber' });
    expect(['R290', 'r744', 'R600a', 'R32'].map(isNaturalRefrigerant)).toEqual([
      true,
      true,
      true,
      false,
    ]);
  });
});

describe('jaz', () => {
  const points = [
    { sourceTemperature: -7, cop: 2.9, weight: 0.4, correction: 1 },
    { sourceTemperature: 2, cop: 3.8, weight: 0.4, correction: 1 },
    { sourceTemperature: 7, cop: 4.9, weight: 0.2, correction: 1 },
  ];
  const base = jazSchema.parse({
    heatingPoints: points,
    hotWaterCop: 2.8,
    hotWaterCorrection: 1,
    hotWaterShare: 0.18,
  });

  it('β_HZ = 1/Σ gᵢ/(COPᵢ·Fᵢ) (hand value 3.521), combined with hot water (3.365)', () => {
    expect(weightedHeatingSpf(points)).toBeCloseTo(3.521, 3);
    const r = jazResults(base)!;
    expect(r.combinedSpf).toBeCloseTo(3.365, 3);
    expect(r.begMet).toBe(true);
  });

  it('is an approximation unless the consultant confirms the factors of the named edition', () => {
    expect(jazResults(base)!.basis).toBe('approximation');
    expect(jazResults({ ...base, factorsFromStandard: true })!.basis).toBe('vdi4650');
    expect(
      jazResults({ ...base, factorsFromStandard: true, edition: 'VDI 4650 Blatt 1:2009' })!.basis,
    ).toBe('approximation');
    const manual = jazResults({
      ...base,
      method: 'manual',
      manualHeatingSpf: 2.6,
      manualHotWaterSpf: 2.4,
      manualSource: 'BWP-JAZ-Rechner',
    })!;
    expect(manual.basis).toBe('manual');
    expect(manual.begMet).toBe(false);
  });

  it('refuses weights that do not add up to 1 and takes the COPs from the heat pump', () => {
    expect(jazResults({ ...base, heatingPoints: [{ ...points[0]!, weight: 0.5 }] })).toBeNull();
    const hp = module('waermepumpe', {
      testPoints: [{ sourceTemperature: 2, flowTemperature: 35, capacity: 6.9, cop: 3.8 }],
    });
    expect(jazInitial(context([hp])).heatingPoints).toEqual([
      { sourceTemperature: 2, cop: 3.8, weight: null, correction: null },
    ]);
  });
});

describe('schallrechner', () => {
  it('one unit: level, TA Lärm verdict and the minimum distance equal distanceForNoiseLimit', () => {
    const v = schallrechnerSchema.parse({
      units: [{ soundPowerLevel: 54, count: 1, placement: 'wall', ratedHeatOutput: 5.8 }],
      points: [{ distance: 6, area: 'general-residential', shielding: 'none' }],
      applicationYear: 2026,
    });
    const r = schallrechnerResults(v)!;
    const p = r.points[0]!;
    expect(p.nightLevel).toBeCloseTo(54 + 10 * Math.log10(4 / (4 * Math.PI * 36)), 9);
    expect(p.nightLimit).toBe(40);
    expect(p.nightMet).toBe(true);
    expect(p.minimumNightDistance).toBeCloseTo(
      distanceForNoiseLimit({
        soundPowerLevel: 54,
        placement: 'wall',
        shielding: 'none',
        limit: 40,
      }),
      9,
    );
    expect(r.beg).toEqual([{ name: '', soundPowerLevel: 54, limit: 55, met: true }]);
  });

  it('two units add energetically; the night mode level is used by night', () => {
    const v = schallrechnerSchema.parse({
      units: [
        { soundPowerLevel: 60, nightSoundPowerLevel: 52, count: 1, placement: 'free' },
        { soundPowerLevel: 60, nightSoundPowerLevel: 52, count: 1, placement: 'free' },
      ],
      points: [{ distance: 10, area: 'pure-residential', shielding: 'partial' }],
    });
    const p = schallrechnerResults(v)!.points[0]!;
    const one = 60 + 10 * Math.log10(2 / (4 * Math.PI * 100)) - 5;
    expect(p.dayLevel).toBeCloseTo(one + 10 * Math.log10(2), 9);
    expect(p.dayLevel - p.nightLevel).toBeCloseTo(8, 9);
    expect(p.nightMet).toBe(p.nightLevel <= 35);
    expect(schallrechnerResults(v)!.begMet).toBeNull();
  });

  it('a new unit and a new immission point start empty, at a wall, in a general residential area', () => {
    expect(unitSchema.parse({})).toEqual({
      name: '',
      soundPowerLevel: null,
      nightSoundPowerLevel: null,
      count: 1,
      placement: 'wall',
      ratedHeatOutput: null,
    });
    expect(pointSchema.parse({})).toEqual({
      name: '',
      distance: null,
      area: 'general-residential',
      shielding: 'none',
    });
  });

  it('takes the sound power from the heat pump module', () => {
    const hp = module(
      'waermepumpe',
      withResults({ soundPowerLevel: 54, capacityAtDesign: 5.8 }, { model: 'X' }),
    );
    const v = schallrechnerInitial(context([hp]), new Date('2026-05-01'));
    expect(v.units[0]).toMatchObject({ name: 'X', soundPowerLevel: 54, ratedHeatOutput: 5.8 });
    expect(v.applicationYear).toBe(2026);
  });
});

describe('foerderrechner', () => {
  it('envelope: 15 %, 20 % with an iSFP, caps 30,000 / 60,000 € per unit', () => {
    const m = [{ name: 'Dach', costs: 50_000 }];
    expect(envelopeGrant(m, 1, false)).toEqual({
      costs: 50_000,
      costCap: 30_000,
      eligible: 30_000,
      rate: 0.15,
      grant: 4_500,
    });
    expect(envelopeGrant(m, 1, true).grant).toBeCloseTo(10_000, 9);
    expect(envelopeGrant(m, 2, false).eligible).toBe(50_000);
  });

  it('adds heating and envelope, and reads the JAZ condition from the jaz module', () => {
    const v = foerderrechnerSchema.parse({
      heatingCosts: 32_000,
      climateSpeedBonus: true,
      efficiencyBonus: true,
      envelopeMeasures: [{ name: 'Kellerdecke', costs: 8_000 }],
    });
    const r = foerderrechnerResults(v, context([module('jaz', withResults({ begMet: true }))]))!;
    expect(r.heating!.grant).toBeCloseTo(16_500, 9);
    expect(r.envelope!.grant).toBeCloseTo(1_200, 9);
    expect(r.totalGrant).toBeCloseTo(17_700, 9);
    expect(r.spfRequirementMet).toBe(true);
    expect(foerderrechnerResults(v, context())!.spfRequirementMet).toBeNull();
  });

  it('efficiency bonus from the heat pump: ground source or natural refrigerant', () => {
    expect(efficiencyBonusFromHeatPump(context())).toBeNull();
    const hp = (p: Record<string, unknown>) => context([module('waermepumpe', p)]);
    expect(efficiencyBonusFromHeatPump(hp({ source: 'air', refrigerant: 'R32' }))).toBe(false);
    expect(efficiencyBonusFromHeatPump(hp({ source: 'air', refrigerant: 'R290' }))).toBe(true);
    expect(efficiencyBonusFromHeatPump(hp({ source: 'brine', refrigerant: 'R410A' }))).toBe(true);
  });
});

describe('wirtschaftlichkeit', () => {
  it('CO₂ price path: steps as given, linear between, constant after', () => {
    const path = [
      { year: 2025, price: 55 },
      { year: 2027, price: 75 },
    ];
    expect([2024, 2025, 2026, 2027, 2040].map((y) => co2PriceIn(path, y))).toEqual([
      55, 55, 65, 75, 75,
    ]);
  });

  it('annual energy costs are E·p·a·b; the grant comes from the foerderrechner', () => {
    const v = wirtschaftlichkeitSchema.parse({
      years: 20,
      interestRate: 0.03,
      startYear: 2026,
      current: {
        investment: 0,
        energy: 20_000,
        price: 0.12,
        priceChange: 0.03,
        co2Factor: 0,
        maintenance: 250,
      },
      planned: {
        investment: 32_000,
        energy: 5_000,
        price: 0.28,
        priceChange: 0.02,
        co2Factor: 0,
        maintenance: 200,
      },
      co2Prices: [],
      maintenancePriceChange: 0.02,
    });
    const grant = module('foerderrechner', withResults({ heating: { grant: 16_500 } }));
    const r = wirtschaftlichkeitResults(v, context([grant]))!;
    const a = annuityFactor(0.03, 20);
    expect(r.current.energy).toBeCloseTo(
      2_400 * a * priceDynamicCashValueFactor(0.03, 0.03, 20),
      6,
    );
    expect(r.planned.capital).toBeCloseTo((32_000 - 16_500) * a, 6);
    expect(r.grantSource).toBe('foerderrechner');
    expect(
      wirtschaftlichkeitResults({ ...v, grantOverride: 0 }, context([grant]))!.grantSource,
    ).toBe('manual');
  });

  it('break-even by hand: 10,000 € more, 1,000 € a year less → the 10th year', () => {
    const flat = { priceChange: 0, co2Factor: 0, maintenance: 0, price: 1 };
    const v = wirtschaftlichkeitSchema.parse({
      years: 15,
      interestRate: 0,
      startYear: 2026,
      maintenancePriceChange: 0,
      co2Prices: [],
      current: { ...flat, investment: 0, energy: 2_000 },
      planned: { ...flat, investment: 10_000, energy: 1_000 },
    });
    const r = wirtschaftlichkeitResults(v, context())!;
    expect(r.breakEvenYear).toBe(2035);
    expect(r.planned.total - r.current.total).toBe(10_000 - 15_000);
    expect(r.cumulative).toHaveLength(16);
  });

  it('the CO₂ price is added year by year for the fossil system', () => {
    const v = wirtschaftlichkeitSchema.parse({
      years: 2,
      interestRate: 0,
      startYear: 2025,
      current: {
        investment: 0,
        energy: 10_000,
        price: 0,
        priceChange: 0,
        co2Factor: 0.2,
        maintenance: 0,
      },
      planned: { investment: 0, energy: 0, price: 0, priceChange: 0, co2Factor: 0, maintenance: 0 },
      co2Prices: [
        { year: 2025, price: 55 },
        { year: 2026, price: 65 },
      ],
    });
    // 2 t a year: 110 € + 130 €; at i = 0 the annuity is the mean.
    const r = wirtschaftlichkeitResults(v, context())!;
    expect(r.current.total).toBeCloseTo(240, 9);
    expect(r.current.co2).toBeCloseTo(120, 9);
  });

  it('reads the mean consumption of the verbrauch module', () => {
    const v = module('verbrauch', {
      jahre: [{ verbrauchKwh: 21_400 }, { verbrauchKwh: 19_850 }, { verbrauchKwh: 20_310 }],
    });
    expect(consumptionFromProject(context([v]))).toBeCloseTo(20_520, 9);
    expect(
      consumptionFromProject(
        context([module('verbrauch', withResults({ annualFinalEnergy: 18_000 }))]),
      ),
    ).toBe(18_000);
    expect(consumptionFromProject(context())).toBeNull();
  });
});

describe('foerderwissen', () => {
  it('shows the heating cards for a heat pump project, envelope and iSFP when planned', () => {
    expect(projectMeasures(context())).toEqual(['heating']);
    const grant = module('foerderrechner', {
      heatingCosts: 30_000,
      envelopeMeasures: [{ name: 'Dach', costs: 20_000 }],
      withIsfp: true,
    });
    expect(projectMeasures(context([grant]))).toEqual(['heating', 'envelope', 'isfp', 'loan']);
  });
});

describe('foerderservice / nachweisservice', () => {
  it('prefills from the project and lists what is missing; conditional documents', () => {
    const grant = module('foerderrechner', {
      heatingCosts: 32_000,
      incomeBonus: true,
      housingUnits: 1,
    });
    const ctx = context([grant]);
    const v = serviceInitial(bzaDefinition, ctx);
    expect(v.data).toMatchObject({
      applicantName: 'Jana Wolf',
      buildingAddress: 'Lindenweg 3, 12345 Musterstadt',
      housingUnits: '1',
      offerAmount: '32000',
    });
    expect(requiredDocuments(bzaDefinition, ctx).map((d) => d.id)).toContain('incomeProof');
    expect(requiredDocuments(bzaDefinition, context()).map((d) => d.id)).not.toContain(
      'incomeProof',
    );
    const p = serviceProblems(
      bzaDefinition,
      { ...v, data: { ...v.data, plannedStart: '1.3.2027' } },
      ctx,
    );
    expect(p.fields).toMatchObject({ plannedStart: 'date', contractor: 'required' });
    expect(serviceResults(bzaDefinition, v, ctx).complete).toBe(false);
  });

  it('prefills the grant calculator’s costs in German notation, read back as the same amount', () => {
    const grant = module('foerderrechner', { heatingCosts: 28_450.5, housingUnits: 2 });
    const facts = bzaDefinition.prefill(context([grant]));
    // As the order's number fields show a typed amount: decimal comma, no grouping.
    expect(facts).toMatchObject({ housingUnits: '2', offerAmount: '28450,5' });
    expect(parseGermanNumber(facts.offerAmount!)).toBe(28_450.5);
    // A cost with three decimals would be read as thousands if written with a dot.
    const odd = bzaDefinition.prefill(context([module('foerderrechner', { heatingCosts: 1.234 })]));
    expect(parseGermanNumber(odd.offerAmount!)).toBe(1.234);
  });

  it('the BnD takes the contractor from the BzA and the JAZ in German notation', () => {
    const ctx = context([
      module('foerderservice', { data: { contractor: 'Müller GmbH' } }),
      module('jaz', withResults({ combinedSpf: 3.3654 })),
    ]);
    expect(serviceInitial(bndDefinition, ctx).data).toMatchObject({
      contractor: 'Müller GmbH',
      measuredSpf: '3,37',
    });
  });

  it('a complete order may become ready, then submitted; locked and submitted offer nothing', () => {
    const data = Object.fromEntries(
      bndDefinition.fields.map((f) => [f.id, f.kind === 'date' ? '2027-05-02' : '3']),
    );
    const documents = Object.fromEntries(bndDefinition.documents.map((d) => [d.id, true]));
    expect(serviceResults(bndDefinition, { data, documents, notes: '' }, context()).complete).toBe(
      true,
    );
    expect(statusMoves('draft', false)).toEqual([{ to: 'ready', allowed: false }]);
    expect(statusMoves('draft', true)).toEqual([{ to: 'ready', allowed: true }]);
    expect(statusMoves('ready', true)).toEqual([
      { to: 'draft', allowed: true },
      { to: 'submitted', allowed: true },
    ]);
    expect(statusMoves('locked', true)).toEqual([]);
    expect(statusMoves('submitted', true)).toEqual([]);
  });
});
