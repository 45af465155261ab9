import { describe, expect, it } from 'vitest';
import {
  consumptionOf,
  consumptionValues,
  defaultAreaRule,
} from '../../src/renderer/features/energieausweis/consumption-values';
import {
  flatValues,
  pdfFileName,
  reportedModules,
} from '../../src/renderer/modules/generic/report-model';
import { fixtureTime, moduleFixture } from './module-fixture';

const at = fixtureTime;
const mod = (moduleKey: string, status: string, payload: Record<string, unknown> | null) =>
  moduleFixture(moduleKey, payload, status);
const results = { calculation: 'x@1', computedAt: at, values: { total: 7000 } };

describe('the report’s modules', () => {
  it('shows modules with results or marked completed/submitted, in the order of the work', () => {
    const shown = reportedModules([
      mod('wirtschaftlichkeit', 'draft', { results }),
      mod('waermepumpe', 'draft', { results }),
      mod('verbrauch', 'completed', { jahre: [] }),
      mod('jaz', 'draft', { hotWaterShare: 0.2 }),
      mod('check', 'completed', {}),
      mod('raumweise', 'not_started', null),
    ]);
    expect(shown.map((m) => m.moduleKey)).toEqual([
      'verbrauch',
      'waermepumpe',
      'wirtschaftlichkeit',
    ]);
  });

  it('names the saved PDF after the project, without characters a file system refuses', () => {
    expect(pdfFileName('Bericht – Heizungsplanung Kunoldstraße 12/14: EFH')).toBe(
      'Bericht – Heizungsplanung Kunoldstraße 12-14- EFH.pdf',
    );
    expect(pdfFileName('  ')).toBe('Bericht.pdf');
    expect(pdfFileName('x'.repeat(400))).toHaveLength(194);
  });

  it('flattens a payload’s simple values for modules without a layout of their own', () => {
    expect(flatValues({ a: 1, b: { c: 'x', d: [{ e: true }, 3] }, results, n: null })).toEqual([
      { key: 'a', value: 1 },
      { key: 'b.c', value: 'x' },
      { key: 'b.d.1.e', value: true },
      { key: 'b.d.2', value: 3 },
    ]);
  });
});

describe('energy certificate: consumption values (GEG § 82 area rule, Anlage 10 classes)', () => {
  it('A_N = 1.2 × living area, or 1.35 × with up to two dwellings and a heated cellar', () => {
    // 20,000 kWh, 150 m²: 1.2 → 180 m², 111.1 kWh/(m²·a), class D; 1.35 → 202.5 m², 98.8, class C.
    const other = consumptionValues({
      annualFinalEnergy: 20_000,
      livingArea: 150,
      rule: 'other',
      hotWaterIncluded: true,
    })!;
    expect(other.referenceArea).toBeCloseTo(180, 9);
    expect(other.finalEnergyPerArea).toBeCloseTo(111.11, 2);
    expect(other.efficiencyClass).toBe('D');
    const cellar = consumptionValues({
      annualFinalEnergy: 20_000,
      livingArea: 150,
      rule: 'up-to-two-heated-cellar',
      hotWaterIncluded: true,
    })!;
    expect(cellar.finalEnergyPerArea).toBeCloseTo(98.77, 2);
    expect(cellar.efficiencyClass).toBe('C');
  });

  it('adds 20 kWh/(m²·a) for unknown decentral hot water; a known A_N is taken as it is', () => {
    const v = consumptionValues({
      annualFinalEnergy: 9_000,
      livingArea: null,
      rule: 'known',
      referenceArea: 100,
      hotWaterIncluded: false,
    })!;
    expect(v.finalEnergyPerArea).toBe(110);
    expect(v.areaFactor).toBeNull();
    expect(
      consumptionValues({
        annualFinalEnergy: 9_000,
        livingArea: null,
        rule: 'other',
        hotWaterIncluded: true,
      }),
    ).toBeNull();
  });

  it('reads the verbrauch module and picks the rule from the building type', () => {
    expect(
      consumptionOf(
        mod('verbrauch', 'draft', { jahre: [{ verbrauchKwh: 100 }, { verbrauchKwh: 200 }] }),
      ),
    ).toBe(150);
    expect(
      consumptionOf(
        mod('verbrauch', 'draft', { results: { ...results, values: { annualFinalEnergy: 9 } } }),
      ),
    ).toBe(9);
    expect(consumptionOf(undefined)).toBeNull();
    expect(defaultAreaRule({ buildingType: 'Doppelhaushälfte' } as never)).toBe(
      'up-to-two-heated-cellar',
    );
    expect(defaultAreaRule({ buildingType: 'Mehrfamilienhaus' } as never)).toBe('other');
  });
});
