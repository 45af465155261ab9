import { describe, expect, it } from 'vitest';
import {
  begEmLimitValues,
  begHeatingRules,
  efficiencyClassBounds,
  gegAnlage7LimitValues,
  irradiationSource,
  irradiationStations,
  materialLibrary,
  monthlyDiffuseFractionGermany,
  monthlyGlobalHorizontalGermany,
  referenceTowns,
  referenceTownsSource,
  uValue,
} from '../../src/shared/calc';

describe('reference data for the editors', () => {
  it('BEG EM limit U-values as in CALCULATORS.md, with source and Stand', () => {
    const byKey = Object.fromEntries(begEmLimitValues.values.map((v) => [v.key, v.u]));
    expect(byKey).toEqual({
      outerWall: 0.2,
      roof: 0.14,
      topFloorCeiling: 0.14,
      cellarCeiling: 0.25,
      window: 0.95,
      roofWindow: 1.0,
      door: 1.3,
    });
    expect(begEmLimitValues.source).toMatch(/BEG EM/);
    expect(begEmLimitValues.stand).toMatch(/^\d{4}-\d{2}/);
  });

  it('GEG Anlage 7 values are each at or above the stricter BEG value', () => {
    expect(gegAnlage7LimitValues.source).toMatch(/GEG Anlage 7/);
    for (const beg of begEmLimitValues.values) {
      const geg = gegAnlage7LimitValues.values.find((v) => v.key === beg.key);
      if (geg) expect(geg.u, beg.key).toBeGreaterThanOrEqual(beg.u);
    }
    expect(gegAnlage7LimitValues.values.find((v) => v.key === 'outerWall')?.u).toBe(0.24);
  });

  it('materials have a positive λ and a source; a wall built from them gives a plausible U', () => {
    const keys = new Set<string>();
    for (const material of materialLibrary) {
      expect(material.lambda).toBeGreaterThan(0);
      expect(material.lambda).toBeLessThan(3);
      expect(material.source.length).toBeGreaterThan(5);
      expect(keys.has(material.key), material.key).toBe(false);
      keys.add(material.key);
    }
    const lambda = (key: string) => materialLibrary.find((m) => m.key === key)!.lambda;
    // 15 mm gypsum plaster, 175 mm sand-lime brick 1800, 160 mm EPS 035, 10 mm lime-cement
    // plaster: R_T = 0.13 + 0.0214 + 0.1768 + 4.5714 + 0.01 + 0.04 = 4.950 → U ≈ 0.20.
    const wall = uValue({
      heatFlow: 'horizontal',
      boundary: 'outside',
      layers: [
        { kind: 'material', thickness: 0.015, lambda: lambda('gypsum-plaster') },
        { kind: 'material', thickness: 0.175, lambda: lambda('sand-lime-1800') },
        { kind: 'material', thickness: 0.16, lambda: lambda('eps-035') },
        { kind: 'material', thickness: 0.01, lambda: lambda('lime-cement-plaster') },
      ],
    });
    expect(wall.u).toBeCloseTo(0.202, 3);
  });

  it('reference towns carry design temperatures in a plausible range and a source', () => {
    expect(referenceTownsSource).toMatch(/DIN\/TS 12831-1/);
    for (const town of referenceTowns) {
      expect(town.designOutdoorTemperature).toBeGreaterThanOrEqual(-20);
      expect(town.designOutdoorTemperature).toBeLessThanOrEqual(-8);
    }
  });

  it('irradiation tables: stations in Germany, 12 months, shares in range', () => {
    expect(irradiationSource).toMatch(/DWD/);
    for (const s of irradiationStations) {
      expect(s.latitude).toBeGreaterThan(47);
      expect(s.latitude).toBeLessThan(55.1);
      expect(s.annualGlobalHorizontal).toBeGreaterThan(900);
      expect(s.annualGlobalHorizontal).toBeLessThan(1250);
    }
    expect(monthlyGlobalHorizontalGermany).toHaveLength(12);
    expect(monthlyDiffuseFractionGermany.every((f) => f > 0.4 && f < 0.85)).toBe(true);
  });

  it('class bounds and grant rules name their state', () => {
    expect(efficiencyClassBounds.map((b) => b.upTo)).toEqual([30, 50, 75, 100, 130, 160, 200, 250]);
    expect(begHeatingRules.stand).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
