import { describe, expect, it } from 'vitest';
import { climateSpeedBonusFor } from '../../src/shared/calc/climate-speed-bonus';

/*
 * The BEG climate speed bonus by the heating replaced (Richtlinie BEG EM vom 21.12.2023): a
 * working oil, coal, gas-storey or night-storage heating at any age; a gas or biomass heating
 * only when put into operation at least 20 years before the application.
 */
describe('the climate speed bonus by the heating replaced', () => {
  const applicationYear = 2026;

  it('is given for oil, coal, gas-storey and night storage heating of any age', () => {
    for (const kind of ['oil', 'coal', 'gas-storey', 'night-storage'] as const)
      expect(climateSpeedBonusFor({ kind, year: 2019, applicationYear }).eligible).toBe(true);
  });

  it('is given for gas and biomass only after 20 years', () => {
    // 1994 → 32 years in 2026: the bonus; 2010 → 16 years: none.
    expect(climateSpeedBonusFor({ kind: 'gas', year: 1994, applicationYear })).toEqual({
      eligible: true,
      reason: 'oldEnough',
      age: 32,
    });
    expect(climateSpeedBonusFor({ kind: 'biomass', year: 2010, applicationYear })).toEqual({
      eligible: false,
      reason: 'tooYoung',
      age: 16,
    });
    // 2005 → 21 years: past the line whatever the months.
    expect(climateSpeedBonusFor({ kind: 'gas', year: 2005, applicationYear }).eligible).toBe(true);
  });

  it('does not guess when the year is missing or exactly 20 years back', () => {
    expect(climateSpeedBonusFor({ kind: 'gas', year: null, applicationYear })).toEqual({
      eligible: null,
      reason: 'yearMissing',
      age: null,
    });
    // Put into operation in 2006: in 2026 it is 20 years old from that month on.
    expect(climateSpeedBonusFor({ kind: 'gas', year: 2006, applicationYear })).toEqual({
      eligible: null,
      reason: 'monthDecides',
      age: 20,
    });
  });

  it('is not given for replacing a heat pump or district heat', () => {
    expect(climateSpeedBonusFor({ kind: 'other', year: 1990, applicationYear }).eligible).toBe(
      false,
    );
  });
});
