import { describe, expect, it } from 'vitest';
import { defaultLibrary } from '../../src/shared/pv-plan/document';
import { householdDefaults } from '../../src/shared/pv-plan/household';
import { stringsOf } from '../../src/shared/pv-plan/household-calc';
import { pvInverterCatalogue } from '../../src/shared/calc/catalogues/pv-inverters';

/*
 * A plan without a chosen inverter starts with the catalogue inverter that fits its size: DC/AC
 * within 0.9–1.3 (a usual design band for household roofs) and a string proposal that connects
 * every module with no problem at −10 °C and 70 °C.
 */
describe('the inverter a plan starts with', () => {
  // Bisol BSM450M-72HBD datasheet: Voc 50.4 V, Vmpp 42.0 V, Isc 11.36 A, −0.26 %/K.
  const bsm = defaultLibrary.find((m) => m.model === 'BSM450M-72HBD')!;
  const electrical = bsm.electrical!;

  it('gives a 4.05 kWp plan the 4 kW inverter, not the 4.6 kW one listed first', () => {
    // 9 × 450 W = 4.05 kWp: Sunny Boy 4,600 W → 0.88; ABB UNO-DM-4.0 (4,000 W AC) → 1.01.
    const result = stringsOf(householdDefaults, electrical, 9, 4.05);
    if (!result.ok) throw new Error('strings not checked');
    expect(result.inverter.model).toBe('UNO-DM-4.0-TL-PLUS');
    expect(result.dcAcRatio).toBeCloseTo(1.0125, 4);
    expect(result.modulesConnected).toBe(9);
    expect(result.trackers.flatMap((t) => t.check.problems)).toEqual([]);
  });

  it('keeps the inverter the consultant chose, even when it is too large', () => {
    const chosen = { ...pvInverterCatalogue.find((i) => i.model === 'Sunny Boy 5000TL-20')! };
    const plan = { ...householdDefaults, stringPlan: { inverter: chosen, trackers: null } };
    const result = stringsOf(plan, electrical, 9, 4.05);
    if (!result.ok) throw new Error('strings not checked');
    expect(result.inverter.model).toBe('Sunny Boy 5000TL-20');
    expect(result.dcAcRatio).toBeCloseTo(0.88, 2);
  });

  it('keeps strings laid out by hand before an inverter was picked on the first one', () => {
    const plan = {
      ...householdDefaults,
      stringPlan: { inverter: null, trackers: [{ modulesPerString: 9, strings: 1 }] },
    };
    const result = stringsOf(plan, electrical, 9, 4.05);
    if (!result.ok) throw new Error('strings not checked');
    expect(result.inverter.model).toBe(pvInverterCatalogue[0]!.model);
  });

  it('gives a 7.2 kWp plan the Huawei SUN2000-8KTL-M1: DC/AC 0,9 and no string problem', () => {
    // 16 × 450 W = 7.2 kWp; the 4.6 kW Sunny Boy would be 1.57.
    const result = stringsOf(householdDefaults, electrical, 16, 7.2);
    if (!result.ok) throw new Error('strings not checked');
    expect(result.inverter.model).toBe('SUN2000-8KTL-M1');
    expect(result.dcAcRatio).toBeGreaterThanOrEqual(0.9 - 1e-9);
    expect(result.dcAcRatio).toBeLessThanOrEqual(1.3);
    expect(result.modulesConnected).toBe(16);
    expect(result.trackers.flatMap((t) => t.check.problems)).toEqual([]);
    // Huawei datasheet SUN2000-5/6/8/10KTL-M1: max. input voltage 1,100 V, 13.5 A per MPPT.
    for (const { modulesPerString, strings, check } of result.trackers) {
      expect(check.vocCold).toBeCloseTo(modulesPerString * 50.4 * (1 + 0.0026 * 35), 6);
      expect(check.vocCold).toBeLessThanOrEqual(1100);
      expect(check.current).toBeCloseTo(strings * 11.36, 6);
      expect(check.current).toBeLessThanOrEqual(13.5);
    }
  });

  it('falls back on the inverter nearest the band when none fits the plan', () => {
    // 30 × 450 W = 13.5 kWp, larger than every catalogue inverter: the 10 kW Huawei (1.35) is
    // nearest, and the panel shows its DC/AC warning rather than a smaller inverter.
    const result = stringsOf(householdDefaults, electrical, 30, 13.5);
    if (!result.ok) throw new Error('strings not checked');
    expect(result.inverter.model).toBe('SUN2000-10KTL-M1');
    expect(result.dcAcRatio).toBeCloseTo(1.35, 6);
  });
});
