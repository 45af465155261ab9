import { describe, expect, it } from 'vitest';
import { begHeatingCostCap, begHeatingGrant } from '../../src/shared/calc';
import { expectRefusal } from './refusal';

const none = {
  selfOccupied: true,
  climateSpeedBonus: false,
  incomeBonus: false,
  efficiencyBonus: false,
};

describe('begHeatingGrant (BEG EM, KfW 458)', () => {
  it('one unit: cost cap 30,000 € at 30 %, 50 %, 70 % (KfW 458 rates)', () => {
    // KfW 458 (energieheld.de "KfW 458: Die KfW-Förderung für Heizungen": 30 to 70 % of the
    // eligible costs; cost cap 30,000 € for the first unit per the KfW example below):
    // 30 % → 9,000 €, + climate-speed 20 % → 15,000 €, + income 30 % → capped at 70 % → 21,000 €.
    const base = begHeatingGrant({ ...none, housingUnits: 1, eligibleCosts: 40_000 });
    expect(base).toEqual({ costCap: 30_000, eligible: 30_000, grant: 9_000, rate: 0.3 });
    const climate = begHeatingGrant({
      ...none,
      housingUnits: 1,
      eligibleCosts: 40_000,
      climateSpeedBonus: true,
    });
    expect(climate.grant).toBeCloseTo(15_000, 9);
    expect(climate.rate).toBeCloseTo(0.5, 12);
    const both = begHeatingGrant({
      ...none,
      housingUnits: 1,
      eligibleCosts: 40_000,
      climateSpeedBonus: true,
      incomeBonus: true,
    });
    expect(both.grant).toBeCloseTo(21_000, 9);
    expect(both.rate).toBeCloseTo(0.7, 12);
    const all = begHeatingGrant({
      housingUnits: 1,
      eligibleCosts: 40_000,
      selfOccupied: true,
      climateSpeedBonus: true,
      incomeBonus: true,
      efficiencyBonus: true,
    });
    expect(all.grant).toBeCloseTo(21_000, 9);
  });

  it('costs below the cap are taken as they are', () => {
    const result = begHeatingGrant({
      ...none,
      housingUnits: 1,
      eligibleCosts: 24_000,
      efficiencyBonus: true,
    });
    expect(result.eligible).toBe(24_000);
    expect(result.grant).toBeCloseTo(24_000 * 0.35, 9);
  });

  it('multi-unit caps 30,000 + 15,000·(2..6) + 8,000·(7..): KfW example of 8 units → 121,000 €, 36,300 €', () => {
    // KfW example as quoted by hoval.de and engelvoelkers.com (28.5.24): 8 units →
    // 1 × 30,000 + 5 × 15,000 + 2 × 8,000 = 121,000 €; at 30 % the grant is 36,300 €.
    const result = begHeatingGrant({
      housingUnits: 8,
      eligibleCosts: 121_000,
      selfOccupied: false,
      climateSpeedBonus: false,
      incomeBonus: false,
      efficiencyBonus: false,
    });
    expect(result.costCap).toBe(121_000);
    expect(result.grant).toBeCloseTo(36_300, 9);
    expect([1, 2, 6, 7, 10].map(begHeatingCostCap)).toEqual([
      30_000, 45_000, 105_000, 113_000, 137_000,
    ]);
  });

  it('climate and income bonus only on the owner’s unit (share eligible/units), efficiency on all', () => {
    // Hand calculation: 4 units, 75,000 € (= cap), owner lives in one, climate bonus:
    // owner's share 18,750 € at 50 % = 9,375 €; 56,250 € at 30 % = 16,875 €; grant 26,250 €, 35 %.
    const owner = begHeatingGrant({
      ...none,
      housingUnits: 4,
      eligibleCosts: 90_000,
      climateSpeedBonus: true,
    });
    expect(owner.eligible).toBe(75_000);
    expect(owner.grant).toBeCloseTo(26_250, 9);
    expect(owner.rate).toBeCloseTo(0.35, 12);
    // Not self-occupied: the bonuses for the owner do not apply.
    const landlord = begHeatingGrant({
      ...none,
      selfOccupied: false,
      housingUnits: 4,
      eligibleCosts: 75_000,
      climateSpeedBonus: true,
      incomeBonus: true,
    });
    expect(landlord.grant).toBeCloseTo(22_500, 9);
    // Efficiency bonus on every unit; the owner's unit capped at 70 % (30+5+20+30 = 85).
    const capped = begHeatingGrant({
      housingUnits: 4,
      eligibleCosts: 75_000,
      selfOccupied: true,
      climateSpeedBonus: true,
      incomeBonus: true,
      efficiencyBonus: true,
    });
    expect(capped.grant).toBeCloseTo(18_750 * 0.7 + 56_250 * 0.35, 9);
    expect(capped.rate).toBeCloseTo(capped.grant / capped.eligible, 12);
  });

  it('zero costs give zero grant with the rate still defined', () => {
    const result = begHeatingGrant({
      ...none,
      housingUnits: 2,
      eligibleCosts: 0,
      climateSpeedBonus: true,
    });
    expect(result.grant).toBe(0);
    expect(result.rate).toBeCloseTo((0.5 + 0.3) / 2, 12);
  });

  it('refuses housingUnits 0, fractions of units and negative costs', () => {
    expectRefusal(
      () => begHeatingGrant({ ...none, housingUnits: 0, eligibleCosts: 1 }),
      'housingUnits must be ≥ 1, got 0',
    );
    expectRefusal(
      () => begHeatingGrant({ ...none, housingUnits: 2.5, eligibleCosts: 1 }),
      'housingUnits',
      'whole number',
    );
    expectRefusal(
      () => begHeatingGrant({ ...none, housingUnits: 1, eligibleCosts: -1 }),
      'eligibleCosts',
      '≥ 0 €',
    );
    expectRefusal(
      () => begHeatingGrant({ ...none, housingUnits: 1, eligibleCosts: NaN }),
      'eligibleCosts',
      'NaN',
    );
  });
});

describe('begHeatingGrant against an expert answer for two units', () => {
  it('38,400 € for 2 units, not self-occupied: 11,520 € base, 13,440 € with the efficiency bonus', () => {
    // energie-fachberater.de, Expertenrat "Förderung Wärmepumpe zwei Wohneinheiten"
    // (…-1728713594.php): cap 45,000 € (30,000 + 15,000), costs 38,400 € →
    // "Basisförderung von 11.520 Euro (13.440 € mit Effizienz-…bonus)".
    const base = {
      housingUnits: 2,
      eligibleCosts: 38_400,
      selfOccupied: false,
      climateSpeedBonus: true, // not granted: no owner-occupied unit
      incomeBonus: true,
      efficiencyBonus: false,
    };
    const plain = begHeatingGrant(base);
    expect(plain.costCap).toBe(45_000);
    expect(plain.eligible).toBe(38_400);
    expect(plain.grant).toBeCloseTo(11_520, 6);
    expect(begHeatingGrant({ ...base, efficiencyBonus: true }).grant).toBeCloseTo(13_440, 6);
  });
});
