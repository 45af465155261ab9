import { describe, expect, it } from 'vitest';
import type { ModuleContext } from '../../src/renderer/modules/definition';
import { wirtschaftlichkeitInitial } from '../../src/renderer/modules/wirtschaftlichkeit/model';
import { moduleFixture } from './module-fixture';
import { checkDecimal } from '../../src/renderer/ui/fields/number-input';
import { elementOutcome, elementSchema } from '../../src/renderer/modules/u-wert-rechner/model';
import { projectInfoBounds } from '../../src/renderer/modules/project-information/model';
import { nextConsumptionYear } from '../../src/renderer/modules/verbrauch/model';
import {
  buildingFormSchemaAt,
  emptyBuilding,
} from '../../src/renderer/features/buildings/building-form';
import { layerThicknessMm } from '../../src/shared/domain/plausible';

const context = (modules: ModuleContext['modules'] = {}): ModuleContext => ({
  project: { type: 'heat-planning' } as ModuleContext['project'],
  contact: null,
  building: null,
  modules,
});
const consumption = (payload: Record<string, unknown>) => ({
  verbrauch: moduleFixture('verbrauch', payload),
});
const now = new Date('2026-11-20T10:00:00Z');

describe('wirtschaftlichkeit takes the CO₂ factor from the consumption module’s fuel', () => {
  it('Heizöl gives the oil factor, not gas', () => {
    const v = wirtschaftlichkeitInitial(context(consumption({ fuel: 'oil-l', years: [] })), now);
    expect(v.current.co2Factor).toBe(0.2664);
    expect(v.current.label).toBe('Bestandsheizung (Heizöl)');
  });

  it('Erdgas, billed in m³ or kWh, gives the gas factor', () => {
    for (const fuel of ['gas-m3', 'gas-kwh-hs']) {
      const v = wirtschaftlichkeitInitial(context(consumption({ fuel, years: [] })), now);
      expect(v.current.co2Factor).toBe(0.2016);
    }
  });

  it('an old consumption module naming Heizöl per year counts too', () => {
    const v = wirtschaftlichkeitInitial(
      context(consumption({ jahre: [{ jahr: 2023, verbrauchKwh: 20_000, traeger: 'Heizöl' }] })),
      now,
    );
    expect(v.current.co2Factor).toBe(0.2664);
  });

  it('without a known fuel the factor is left for the consultant', () => {
    expect(wirtschaftlichkeitInitial(context(), now).current.co2Factor).toBeNull();
    const kwh = wirtschaftlichkeitInitial(context(consumption({ fuel: 'kwh', years: [] })), now);
    expect(kwh.current.co2Factor).toBeNull();
  });
});

describe('wirtschaftlichkeit without bills', () => {
  it('takes the fuel of the existing heating from the project information', () => {
    const v = wirtschaftlichkeitInitial(
      context({
        'project-information': moduleFixture('project-information', {
          bestandsheizung: { traeger: 'Heizöl', baujahr: 1992 },
        }),
      }),
      now,
    );
    expect(v.current.co2Factor).toBe(0.2664);
  });
});

describe('plausible values are refused at the field, in German', () => {
  const today = new Date('2026-11-20T10:00:00Z');

  it('an insulation of 99.999.999.999 mm gives no U-value (not "0,00 erfüllt")', () => {
    const element = elementSchema.parse({
      id: 'el-1',
      name: 'Außenwand',
      layers: [
        { id: 'l1', kind: 'material', name: 'Mauerwerk', thicknessMm: 240, lambda: 0.5 },
        { id: 'l2', kind: 'material', name: 'Dämmung', thicknessMm: 99_999_999_999, lambda: 0.035 },
      ],
    });
    expect(elementOutcome(element, 0).kind).not.toBe('ok');
    expect(checkDecimal('99.999.999.999', layerThicknessMm)).toEqual({
      problem: 'max',
      bound: 2000,
    });
    expect(checkDecimal('2000', layerThicknessMm)).toBeNull();
  });

  it('a construction year after this year is refused, this year is allowed', () => {
    const bounds = projectInfoBounds(today);
    expect(checkDecimal('2035', bounds['objekt.baujahr'])).toEqual({ problem: 'max', bound: 2026 });
    expect(checkDecimal('2026', bounds['objekt.baujahr'])).toBeNull();
    expect(checkDecimal('2027', bounds['bestandsheizung.baujahr'])).toEqual({
      problem: 'max',
      bound: 2026,
    });
    const building = buildingFormSchemaAt(today).safeParse({
      ...emptyBuilding,
      name: 'Wohnhaus',
      buildingYear: '2035',
    });
    expect(building.success).toBe(false);
  });

  it('a negative living area says it must be greater than 0, not "muss eine Zahl sein"', () => {
    const problem = checkDecimal('-120', projectInfoBounds(today)['objekt.wohnflaeche']);
    expect(problem).toEqual({ problem: 'minExclusive', bound: 0 });
    expect(checkDecimal('1.000.000', projectInfoBounds(today)['objekt.wohnflaeche'])).toEqual({
      problem: 'max',
      bound: 100_000,
    });
  });

  it('"Jahr hinzufügen" proposes the last complete year, then the ones before', () => {
    expect(nextConsumptionYear([], today)).toBe(2025);
    expect(nextConsumptionYear([2023, 2024], today)).toBe(2025);
    expect(nextConsumptionYear([2024, 2025], today)).toBe(2023);
    expect(nextConsumptionYear([2025, 2023, 2024], today)).toBe(2022);
  });
});
