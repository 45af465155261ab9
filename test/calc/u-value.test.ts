import { describe, expect, it } from 'vitest';
import { airLayerResistance, CalculatorRangeError, uValue } from '../../src/shared/calc';
import { expectRefusal } from './refusal';

describe('uValue (DIN EN ISO 6946)', () => {
  it('reproduces the wall of wohnbar.de/lexikon/u-wert: U ≈ 0.78 W/(m²·K)', () => {
    // Source: https://wohnbar.de/lexikon/u-wert — Kalkputz 0.02 m / λ 0.87, Hochlochziegel
    // 0.24 m / λ 0.30, air layer at the battens R 0.17, Verblender 0.115 m / λ 0.96,
    // R_si 0.13, R_se 0.04: R_T ≈ 1.28, U = 0.78.
    const result = uValue({
      heatFlow: 'horizontal',
      boundary: 'outside',
      layers: [
        { kind: 'material', thickness: 0.02, lambda: 0.87 },
        { kind: 'material', thickness: 0.24, lambda: 0.3 },
        { kind: 'resistance', resistance: 0.17 },
        { kind: 'material', thickness: 0.115, lambda: 0.96 },
      ],
    });
    expect(result.rsi).toBe(0.13);
    expect(result.rse).toBe(0.04);
    expect(result.rTotal).toBeCloseTo(0.13 + 0.02 / 0.87 + 0.8 + 0.17 + 0.115 / 0.96 + 0.04, 12);
    expect(result.u).toBeCloseTo(0.78, 2);
  });

  it('reproduces the brick walls of ziegel.at (Berechnungsbeispiele U-Wert, 1A and 1D)', () => {
    // Source: http://www.ziegel.at/de/berechnungsbeispiele_u-werte — Beispiel 1A: 2.5 cm light
    // plaster λ 0.40, 38 cm perforated brick λ 0.12, 1.5 cm gypsum plaster λ 0.60:
    // R = 3.25, U = 1/(3.25 + 0.17) = 0.29 W/(m²·K). Beispiel 1D (cavity wall with core
    // insulation): Σd/λ = 4.48, U = 1/(4.48 + 0.17) = 0.22 W/(m²·K). Both with R_si + R_se = 0.17.
    const a = uValue({
      heatFlow: 'horizontal',
      boundary: 'outside',
      layers: [
        { kind: 'material', thickness: 0.015, lambda: 0.6 },
        { kind: 'material', thickness: 0.38, lambda: 0.12 },
        { kind: 'material', thickness: 0.025, lambda: 0.4 },
      ],
    });
    expect(a.rTotal - a.rsi - a.rse).toBeCloseTo(3.25, 2);
    expect(a.u).toBeCloseTo(0.29, 2);
    const d = uValue({
      heatFlow: 'horizontal',
      boundary: 'outside',
      layers: [
        { kind: 'material', thickness: 0.015, lambda: 0.6 },
        { kind: 'material', thickness: 0.25, lambda: 0.4 },
        { kind: 'material', thickness: 0.14, lambda: 0.04 },
        { kind: 'material', thickness: 0.12, lambda: 0.4 },
        { kind: 'material', thickness: 0.015, lambda: 0.6 },
      ],
    });
    expect(d.rTotal - d.rsi - d.rse).toBeCloseTo(4.475, 3);
    expect(d.u).toBeCloseTo(0.22, 2);
  });

  it('60 mm wood fibre (λ 0.045) on a wall of U 0.20 gives about 0.16', () => {
    // Hand calculation: U 0.20 means R_T = 5.00 m²K/W; with
    // R_si 0.13 + R_se 0.04 the wall itself is 4.83; + 0.06/0.045 = 1.333 → R_T 6.333, U 0.158.
    const wall = { kind: 'resistance', resistance: 4.83 } as const;
    const before = uValue({ heatFlow: 'horizontal', boundary: 'outside', layers: [wall] });
    expect(before.u).toBeCloseTo(0.2, 12);
    const after = uValue({
      heatFlow: 'horizontal',
      boundary: 'outside',
      layers: [wall, { kind: 'material', thickness: 0.06, lambda: 0.045 }],
    });
    expect(after.rTotal).toBeCloseTo(5 + 0.06 / 0.045, 12);
    expect(after.u).toBeCloseTo(0.158, 3);
  });

  it('takes R_si by heat flow and R_se by boundary', () => {
    const layers = [{ kind: 'resistance' as const, resistance: 1 }];
    const rsi = { up: 0.1, horizontal: 0.13, down: 0.17 } as const;
    for (const heatFlow of ['up', 'horizontal', 'down'] as const) {
      const expected = {
        outside: 0.04,
        unheated: rsi[heatFlow],
        ground: 0,
        ventilated: rsi[heatFlow],
      };
      for (const boundary of ['outside', 'unheated', 'ground', 'ventilated'] as const) {
        const result = uValue({ heatFlow, boundary, layers });
        expect(result.rsi).toBe(rsi[heatFlow]);
        expect(result.rse).toBe(expected[boundary]);
        expect(result.rTotal).toBeCloseTo(rsi[heatFlow] + 1 + expected[boundary], 12);
        expect(result.u).toBeCloseTo(1 / result.rTotal, 12);
      }
    }
  });

  it('takes unventilated air layers from the table, linear between rows, flat above 300 mm', () => {
    expect(airLayerResistance(0.005, 'up')).toBeCloseTo(0.11, 12);
    expect(airLayerResistance(0.025, 'down')).toBeCloseTo(0.19, 12);
    // 20 mm horizontal: halfway between 15 mm (0.17) and 25 mm (0.18).
    expect(airLayerResistance(0.02, 'horizontal')).toBeCloseTo(0.175, 12);
    // 75 mm down: halfway between 50 mm (0.21) and 100 mm (0.22).
    expect(airLayerResistance(0.075, 'down')).toBeCloseTo(0.215, 12);
    // 200 mm down: half of the way from 100 mm (0.22) to 300 mm (0.23).
    expect(airLayerResistance(0.2, 'down')).toBeCloseTo(0.225, 12);
    expect(airLayerResistance(0.3, 'up')).toBeCloseTo(0.16, 12);
    expect(airLayerResistance(0.5, 'down')).toBeCloseTo(0.23, 12);
    const wall = uValue({
      heatFlow: 'horizontal',
      boundary: 'outside',
      layers: [
        { kind: 'material', thickness: 0.175, lambda: 0.99 },
        { kind: 'airLayer', thickness: 0.04 },
        { kind: 'material', thickness: 0.115, lambda: 0.96 },
      ],
    });
    // 40 mm horizontal is on the 25–50 mm plateau: 0.18.
    expect(wall.rTotal).toBeCloseTo(0.13 + 0.175 / 0.99 + 0.18 + 0.115 / 0.96 + 0.04, 12);
  });

  it('refuses air layers below 5 mm, naming the layer', () => {
    expectRefusal(
      () =>
        uValue({
          heatFlow: 'up',
          boundary: 'outside',
          layers: [
            { kind: 'material', thickness: 0.2, lambda: 2.3 },
            { kind: 'airLayer', thickness: 0.004 },
          ],
        }),
      'layers[1].thickness',
      '0.005 m',
      'got 0.004',
    );
  });

  it('refuses zero lambda with the field and the bound in the message', () => {
    expectRefusal(
      () =>
        uValue({
          heatFlow: 'horizontal',
          boundary: 'outside',
          layers: [
            { kind: 'material', thickness: 0.015, lambda: 0.7 },
            { kind: 'material', thickness: 0.175, lambda: 0.99 },
            { kind: 'material', thickness: 0.1, lambda: 0 },
          ],
        }),
      'layers[2].lambda must be > 0 W/(m·K), got 0',
    );
  });

  it('refuses negative or missing thickness, negative resistance, NaN, Infinity, no layers', () => {
    const run = (layer: unknown) => () =>
      uValue({ heatFlow: 'horizontal', boundary: 'outside', layers: [layer as never] });
    expectRefusal(
      run({ kind: 'material', thickness: -0.1, lambda: 1 }),
      'layers[0].thickness',
      '> 0',
    );
    expectRefusal(run({ kind: 'material', thickness: 0, lambda: 1 }), 'layers[0].thickness');
    expectRefusal(run({ kind: 'resistance', resistance: -1 }), 'layers[0].resistance', '≥ 0');
    expectRefusal(
      run({ kind: 'material', thickness: NaN, lambda: 1 }),
      'layers[0].thickness',
      'NaN',
    );
    expectRefusal(run({ kind: 'material', thickness: 0.1, lambda: Infinity }), 'layers[0].lambda');
    expectRefusal(run({ kind: 'glass', thickness: 0.1 }), 'layers[0].kind');
    expectRefusal(
      () => uValue({ heatFlow: 'horizontal', boundary: 'outside', layers: [] }),
      'layers',
      'at least 1',
    );
    expectRefusal(
      () => uValue({ heatFlow: 'sideways' as never, boundary: 'outside', layers: [] }),
      'heatFlow',
    );
    expectRefusal(
      () => uValue({ heatFlow: 'up', boundary: 'attic' as never, layers: [] }),
      'boundary',
    );
  });
});

describe('refusals carry the field for the editor', () => {
  it('is a CalculatorRangeError (a RangeError) with field and value', () => {
    let error: unknown;
    try {
      uValue({
        heatFlow: 'up',
        boundary: 'outside',
        layers: [{ kind: 'material', thickness: 0.2, lambda: -1 }],
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(RangeError);
    expect(error).toBeInstanceOf(CalculatorRangeError);
    expect((error as CalculatorRangeError).field).toBe('layers[0].lambda');
    expect((error as CalculatorRangeError).value).toBe(-1);
  });
});
