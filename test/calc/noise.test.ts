import { describe, expect, it } from 'vitest';
import {
  distanceForNoiseLimit,
  heatPumpNoise,
  noiseLimit,
  taLaermLimits,
} from '../../src/shared/calc';
import { expectRefusal } from './refusal';

const lg2 = 10 * Math.log10(2); // 3.01 dB

describe('heatPumpNoise (BWP Schallrechner formula)', () => {
  it('L_p = L_WA + 10·lg(Q/(4πr²)) − D + 10·lg(n)', () => {
    // Formula as printed in the Viessmann Vitoclima planning notes ("Schallreflexion und
    // Schalldruckpegel (Richtfaktor Q)", manualslib.de/manual/1264691, p. 7) and in the Bosch
    // Compress 5000 AW manual (5.1.2). Hand value: L_WA 55 dB(A), wall (Q 4), 5 m:
    // 55 + 10·lg(4/(4π·25)) = 55 − 18.95 = 36.05 dB(A).
    const { soundPressureLevel } = heatPumpNoise({
      soundPowerLevel: 55,
      distance: 5,
      placement: 'wall',
      shielding: 'none',
    });
    expect(soundPressureLevel).toBeCloseTo(36.05, 2);
    // The usual table value: free-standing (Q 2) at 1 m is L_WA − 8 dB.
    const free1m = heatPumpNoise({
      soundPowerLevel: 60,
      distance: 1,
      placement: 'free',
      shielding: 'none',
    });
    expect(free1m.soundPressureLevel).toBeCloseTo(60 - 7.98, 2);
  });

  it('placement adds 3 dB per reflecting surface (Q 2 / 4 / 8), as the BWP Schallrechner table', () => {
    // BWP Schallrechner situations as quoted by Dimplex (dimplex.atlassian.net, "Schallrechner |
    // BWP"): free +3 dB(A), at a wall +6, in a corner +9 (relative to Q = 1).
    const level = (placement: 'free' | 'wall' | 'corner') =>
      heatPumpNoise({ soundPowerLevel: 58, distance: 7, placement, shielding: 'none' })
        .soundPressureLevel;
    expect(level('wall') - level('free')).toBeCloseTo(lg2, 12);
    expect(level('corner') - level('wall')).toBeCloseTo(lg2, 12);
  });

  it('shielding subtracts 0 / 5 / 15 dB, units add 10·lg(n), doubling the distance −6 dB', () => {
    const at = (shielding: 'none' | 'partial' | 'full', units?: number, distance = 6) =>
      heatPumpNoise({ soundPowerLevel: 58, distance, placement: 'free', shielding, units })
        .soundPressureLevel;
    expect(at('none') - at('partial')).toBeCloseTo(5, 12);
    expect(at('none') - at('full')).toBeCloseTo(15, 12);
    expect(at('none', 1)).toBe(at('none'));
    expect(at('none', 2) - at('none', 1)).toBeCloseTo(lg2, 12);
    expect(at('none', 3) - at('none', 1)).toBeCloseTo(10 * Math.log10(3), 12);
    expect(at('none', 1, 3) - at('none', 1, 6)).toBeCloseTo(2 * lg2, 12);
  });

  it('refuses distance 0 and other values outside the domain', () => {
    const base = {
      soundPowerLevel: 55,
      distance: 5,
      placement: 'wall',
      shielding: 'none',
    } as const;
    expectRefusal(() => heatPumpNoise({ ...base, distance: 0 }), 'distance must be > 0 m, got 0');
    expectRefusal(() => heatPumpNoise({ ...base, distance: -2 }), 'distance');
    expectRefusal(() => heatPumpNoise({ ...base, units: 0 }), 'units', '≥ 1');
    expectRefusal(() => heatPumpNoise({ ...base, units: 1.5 }), 'units', 'whole number');
    expectRefusal(() => heatPumpNoise({ ...base, soundPowerLevel: NaN }), 'soundPowerLevel');
    expectRefusal(() => heatPumpNoise({ ...base, placement: 'roof' as never }), 'placement');
    expectRefusal(() => heatPumpNoise({ ...base, shielding: 'wall' as never }), 'shielding');
  });
});

describe('noiseLimit (TA Lärm 6.1)', () => {
  it('returns the day and night values of the table', () => {
    const expected = {
      industrial: [70, 70],
      commercial: [65, 50],
      urban: [63, 45],
      mixed: [60, 45],
      'general-residential': [55, 40],
      'pure-residential': [50, 35],
      spa: [45, 35],
    } as const;
    for (const [area, [day, night]] of Object.entries(expected)) {
      expect(noiseLimit(area as keyof typeof expected, 'day')).toBe(day);
      expect(noiseLimit(area as keyof typeof expected, 'night')).toBe(night);
    }
    expect(Object.keys(taLaermLimits).sort()).toEqual(Object.keys(expected).sort());
  });

  it('refuses an unknown area or period', () => {
    expectRefusal(() => noiseLimit('rural' as never, 'day'), 'area');
    expectRefusal(() => noiseLimit('mixed', 'evening' as never), 'period');
  });

  it('a typical case: 55 dB(A) unit at a wall meets 40 dB(A) at night at about 3.2 m', () => {
    // Hand calculation: 55 + 10·lg(4/(4π r²)) ≤ 40 ⇔ r ≥ sqrt(4·10^1.5/(4π)) = 3.17 m.
    const at = (distance: number) =>
      heatPumpNoise({ soundPowerLevel: 55, distance, placement: 'wall', shielding: 'none' })
        .soundPressureLevel;
    const limit = noiseLimit('general-residential', 'night');
    expect(at(3.1)).toBeGreaterThan(limit);
    expect(at(3.2)).toBeLessThanOrEqual(limit);
    const input = { soundPowerLevel: 55, placement: 'wall', shielding: 'none', limit } as const;
    const r = distanceForNoiseLimit(input);
    expect(r).toBeCloseTo(Math.sqrt((4 * 10 ** 1.5) / (4 * Math.PI)), 9);
    expect(at(r)).toBeCloseTo(limit, 9);
    // Behind the house (−15 dB) and two units (+3 dB): r shrinks by 10^(−12/20).
    const shielded = distanceForNoiseLimit({ ...input, shielding: 'full', units: 2 });
    expect(shielded).toBeCloseTo(r * 10 ** ((10 * Math.log10(2) - 15) / 20), 9);
  });
});
