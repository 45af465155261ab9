import { describe, expect, it } from 'vitest';
import {
  pumpHead,
  requiredKv,
  valvePresetting,
  valvePressureDrop,
  volumeFlow,
} from '../../src/shared/calc';
import { valveSeries } from '../../src/shared/calc/catalogues/valves';
import { expectRefusal } from './refusal';

const raN = valveSeries.find((v) => v.key === 'danfoss-ra-n-013g0360')!;

describe('requiredKv and valvePressureDrop', () => {
  it('kv = V̇ / √Δp with V̇ in m³/h and Δp in bar', () => {
    // 100 l/h at 0.1 bar (10,000 Pa): 0.1/√0.1 = 0.3162 m³/h; 400 l/h at 1 bar: 0.4.
    expect(requiredKv({ volumeFlow: 100, pressureDrop: 10_000 })).toBeCloseTo(0.31623, 5);
    expect(requiredKv({ volumeFlow: 400, pressureDrop: 100_000 })).toBeCloseTo(0.4, 12);
    // The inverse: 100 l/h through kv 0.3162 drops 10,000 Pa.
    expect(valvePressureDrop({ volumeFlow: 100, kv: Math.sqrt(0.1) })).toBeCloseTo(10_000, 6);
  });

  it('refuses a pressure drop of 0 and a kv of 0', () => {
    expectRefusal(
      () => requiredKv({ volumeFlow: 100, pressureDrop: 0 }),
      'pressureDrop must be > 0 Pa',
    );
    expectRefusal(() => valvePressureDrop({ volumeFlow: 100, kv: 0 }), 'kv must be > 0');
    expectRefusal(() => requiredKv({ volumeFlow: -1, pressureDrop: 1 }), 'volumeFlow must be ≥ 0');
  });
});

describe('valvePresetting with the Danfoss RA-N table (data sheet VD.VES.303, 04/2011)', () => {
  it('a 1,500 W radiator at 10 K spread and 0.1 bar takes setting 5', () => {
    // Hand calculation with the maker's table: V̇ = 1500/(1.163·10) = 128.98 l/h = 0.12898 m³/h;
    // kv = 0.12898/√0.1 = 0.4079. Steps: 4 → 0.32, 5 → 0.46: the smallest step passing it is 5;
    // between the marks 4 + (0.4079 − 0.32)/(0.46 − 0.32) = 4.63.
    const flow = volumeFlow({ heat: 1500, spread: 10 });
    const r = valvePresetting({ volumeFlow: flow, pressureDrop: 10_000, steps: raN.steps });
    expect(r.requiredKv).toBeCloseTo(0.4079, 4);
    expect(r.step).toEqual({ setting: '5', kv: 0.46 });
    expect(r.fit).toBe('within');
    expect(r.position).toBeCloseTo(4.628, 3);
    // At setting 5 the valve drops (0.12898/0.46)² bar = 7,862 Pa, less than the 10,000 planned.
    expect(r.pressureDrop).toBeCloseTo(7862, 0);
  });

  it('says when even the smallest step passes more, or no step passes enough', () => {
    const small = valvePresetting({ volumeFlow: 20, pressureDrop: 10_000, steps: raN.steps });
    expect(small.fit).toBe('belowSmallest');
    expect(small.step.setting).toBe('1');
    expect(small.position).toBeNull();
    const large = valvePresetting({ volumeFlow: 400, pressureDrop: 10_000, steps: raN.steps });
    expect(large.fit).toBe('aboveLargest');
    expect(large.step.setting).toBe('N');
    expect(large.position).toBeNull();
    // Exactly a step's kv: that step, at its own mark.
    const exact = valvePresetting({ volumeFlow: 320, pressureDrop: 100_000, steps: raN.steps });
    expect(exact).toMatchObject({ step: { setting: '4' }, fit: 'within', position: 4 });
  });

  it('gives no position between "7" and "N" (not a number on the ring)', () => {
    const r = valvePresetting({ volumeFlow: 250, pressureDrop: 10_000, steps: raN.steps });
    expect(r.step.setting).toBe('N');
    expect(r.position).toBeNull();
  });

  it('refuses an empty table and kv values that do not rise', () => {
    expectRefusal(
      () => valvePresetting({ volumeFlow: 100, pressureDrop: 10_000, steps: [] }),
      'steps must not be empty',
    );
    expectRefusal(
      () =>
        valvePresetting({
          volumeFlow: 100,
          pressureDrop: 10_000,
          steps: [
            { setting: '1', kv: 0.2 },
            { setting: '2', kv: 0.1 },
          ],
        }),
      'steps[1].kv must be > 0.2',
    );
  });

  it('every shipped table has a source, a Stand and rising kv values', () => {
    for (const series of valveSeries) {
      expect(series.source).not.toBe('');
      expect(series.stand).toMatch(/^\d{4}-\d{2}$/);
      series.steps.slice(1).forEach((s, i) => expect(s.kv).toBeGreaterThan(series.steps[i]!.kv));
    }
  });
});

describe('pumpHead', () => {
  it('H = (R·L·(1 + ZF) + Δp_valve + Δp_generator) / (ρ·g)', () => {
    // Hand calculation: longest run 2 × 25 m = 50 m, R 100 Pa/m, ZF 0.3: 6,500 Pa; valve
    // 10,000 Pa, heat pump 15,000 Pa: 31,500 Pa = 3.21 m. The installers' rough rule
    // (gerrit-weber.de, "Ermittlung der Pumpenförderhöhe": 1 mbar/m over twice the distance,
    // × 2.5 for all components) gives 1.25 m for the same run: it has no heat pump's 150 mbar.
    const r = pumpHead({
      longestRun: 50,
      valvePressureDrop: 10_000,
      generatorPressureDrop: 15_000,
    });
    expect(r.pipes).toBeCloseTo(6500, 9);
    expect(r.pressure).toBeCloseTo(31_500, 9);
    expect(r.head).toBeCloseTo(3.211, 3);
    const custom = pumpHead({
      longestRun: 50,
      pipeFriction: 150,
      fittingsShare: 0.5,
      valvePressureDrop: 0,
      generatorPressureDrop: 0,
    });
    expect(custom.pressure).toBeCloseTo(11_250, 9);
  });

  it('refuses negative lengths and pressure drops', () => {
    const base = { longestRun: 50, valvePressureDrop: 10_000, generatorPressureDrop: 0 };
    expectRefusal(() => pumpHead({ ...base, longestRun: -1 }), 'longestRun must be ≥ 0 m');
    expectRefusal(() => pumpHead({ ...base, valvePressureDrop: -5 }), 'valvePressureDrop');
    expectRefusal(() => pumpHead({ ...base, fittingsShare: -0.1 }), 'fittingsShare');
    expectRefusal(() => pumpHead({ ...base, pipeFriction: NaN }), 'pipeFriction', 'finite');
  });
});
