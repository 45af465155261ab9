import { describe, expect, it } from 'vitest';
import { airHeatCapacity, heatLoad } from '../../src/shared/calc';
import { expectRefusal } from './refusal';

describe('heatLoad (envelope and room by room)', () => {
  it('worked example, computed by hand (no published example found)', () => {
    // θi 20 °C, θe −12 °C (Hamburg, reference table), ΔT 32 K.
    // Wall 100 m², U 0.30 + ΔU_WB 0.05:            100 · 0.35 · 32 = 1,120 W
    // Window 20 m², U 1.30 + 0.05:                  20 · 1.35 · 32 =   864 W
    // Cellar ceiling 80 m², U 0.50 + 0.05, f_k 0.5: 80 · 0.55 · 16 =   704 W
    // Party wall 30 m², U 1.0 to a neighbour at 15 °C: 30 · 1.0 · 5 =  150 W
    // Φ_T = 2,838 W; Φ_V = 0.34 · 0.5 · 300 · 32 = 1,632 W; Φ_HL = 4,470 W.
    const result = heatLoad({
      indoorTemperature: 20,
      designOutdoorTemperature: -12,
      elements: [
        { area: 100, u: 0.3, thermalBridgeSurcharge: 0.05 },
        { area: 20, u: 1.3, thermalBridgeSurcharge: 0.05 },
        { area: 80, u: 0.5, thermalBridgeSurcharge: 0.05, factor: 0.5 },
        { area: 30, u: 1.0, adjacentTemperature: 15 },
      ],
      volume: 300,
      airChangeRate: 0.5,
    });
    expect(result.transmission).toBeCloseTo(2838, 9);
    expect(result.ventilation).toBeCloseTo(1632, 9);
    expect(result.total).toBeCloseTo(4470, 9);
  });

  it('uses 0.34 Wh/(m³·K) for ventilation', () => {
    expect(airHeatCapacity).toBe(0.34);
    const result = heatLoad({
      indoorTemperature: 24,
      designOutdoorTemperature: -16,
      elements: [],
      volume: 25,
      airChangeRate: 1.5,
    });
    expect(result.ventilation).toBeCloseTo(0.34 * 1.5 * 25 * 40, 12);
    expect(result.transmission).toBe(0);
    expect(result.total).toBe(result.ventilation);
  });

  it('defaults: no surcharge, adjacent temperature = θe; f_k scales θi − θe', () => {
    const base = {
      indoorTemperature: 20,
      designOutdoorTemperature: -10,
      volume: 0,
      airChangeRate: 0,
    };
    const plain = heatLoad({ ...base, elements: [{ area: 10, u: 0.5 }] });
    expect(plain.transmission).toBeCloseTo(10 * 0.5 * 30, 12);
    const explicit = heatLoad({
      ...base,
      elements: [{ area: 10, u: 0.5, adjacentTemperature: -10 }],
    });
    expect(explicit.transmission).toBeCloseTo(plain.transmission, 12);
    const factorOne = heatLoad({ ...base, elements: [{ area: 10, u: 0.5, factor: 1 }] });
    expect(factorOne.transmission).toBeCloseTo(plain.transmission, 12);
    const ground = heatLoad({ ...base, elements: [{ area: 10, u: 0.5, factor: 0.6 }] });
    expect(ground.transmission).toBeCloseTo(10 * 0.5 * 0.6 * 30, 12);
    const surcharge = heatLoad({
      ...base,
      elements: [{ area: 10, u: 0.5, thermalBridgeSurcharge: 0.1 }],
    });
    expect(surcharge.transmission).toBeCloseTo(10 * 0.6 * 30, 12);
  });

  it('counts heat from a warmer neighbour as a gain', () => {
    const result = heatLoad({
      indoorTemperature: 20,
      designOutdoorTemperature: -12,
      elements: [{ area: 10, u: 1, adjacentTemperature: 24 }],
      volume: 0,
      airChangeRate: 0,
    });
    expect(result.transmission).toBeCloseTo(-40, 12);
  });

  it('refuses a negative area, naming the element', () => {
    expectRefusal(
      () =>
        heatLoad({
          indoorTemperature: 20,
          designOutdoorTemperature: -12,
          elements: [
            { area: 10, u: 1 },
            { area: -5, u: 1 },
          ],
          volume: 100,
          airChangeRate: 0.5,
        }),
      'elements[1].area must be ≥ 0 m², got -5',
    );
  });

  it('refuses other values outside the domain', () => {
    const base = {
      indoorTemperature: 20,
      designOutdoorTemperature: -12,
      elements: [{ area: 10, u: 1 }],
      volume: 100,
      airChangeRate: 0.5,
    };
    expectRefusal(
      () => heatLoad({ ...base, designOutdoorTemperature: 20 }),
      'designOutdoorTemperature',
      '< 20',
    );
    expectRefusal(() => heatLoad({ ...base, indoorTemperature: NaN }), 'indoorTemperature', 'NaN');
    expectRefusal(() => heatLoad({ ...base, volume: -1 }), 'volume', '≥ 0 m³');
    expectRefusal(() => heatLoad({ ...base, airChangeRate: -0.1 }), 'airChangeRate', '1/h');
    expectRefusal(() => heatLoad({ ...base, elements: [{ area: 1, u: -1 }] }), 'elements[0].u');
    expectRefusal(
      () => heatLoad({ ...base, elements: [{ area: 1, u: 1, thermalBridgeSurcharge: -0.05 }] }),
      'elements[0].thermalBridgeSurcharge',
    );
    expectRefusal(
      () => heatLoad({ ...base, elements: [{ area: 1, u: 1, factor: -0.5 }] }),
      'elements[0].factor',
    );
    expectRefusal(
      () =>
        heatLoad({ ...base, elements: [{ area: 1, u: 1, factor: 0.5, adjacentTemperature: 5 }] }),
      'elements[0]',
      'not both',
    );
    expectRefusal(
      () => heatLoad({ ...base, elements: [{ area: 1, u: 1, adjacentTemperature: Infinity }] }),
      'elements[0].adjacentTemperature',
    );
  });
});
