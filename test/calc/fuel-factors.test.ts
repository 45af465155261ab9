import { describe, expect, it } from 'vitest';
import { fuelFactors, fuelFactorsOf, fuelKeys } from '../../src/shared/calc/fuel-factors';

describe('fuelFactors', () => {
  // GEG Anlage 4 (Primärenergiefaktoren) and Anlage 9 Nr. 3 (Emissionsfaktoren, g CO₂-Äq./kWh),
  // as printed in the law (buzer.de/Anlage_4_GEG.htm; lexcada.com GEG Anlage 9).
  it('holds the GEG values of the common carriers', () => {
    const row = (key: (typeof fuelKeys)[number]) => {
      const f = fuelFactorsOf(key);
      return [f.primaryEnergyFactor, Math.round(f.emissionFactor * 1000)];
    };
    expect(row('heating-oil')).toEqual([1.1, 310]);
    expect(row('natural-gas')).toEqual([1.1, 240]);
    expect(row('lpg')).toEqual([1.1, 270]);
    expect(row('lignite')).toEqual([1.2, 430]);
    expect(row('wood')).toEqual([0.2, 20]);
    expect(row('grid-electricity')).toEqual([1.8, 560]);
  });

  // EBeV 2030 standard values as deumess.de quotes them: Heizöl 0,2664 kg CO₂/kWh (Hi),
  // Erdgas 0,2016 kg CO₂/kWh (Hi). Electricity pays no BEHG price.
  it('gives the BEHG factor the CO₂ price is charged on, none for electricity', () => {
    expect(fuelFactorsOf('heating-oil').co2PriceFactor).toBe(0.2664);
    expect(fuelFactorsOf('natural-gas').co2PriceFactor).toBe(0.2016);
    expect(fuelFactorsOf('grid-electricity').co2PriceFactor).toBeNull();
  });

  it('has one row per carrier', () => {
    expect(fuelFactors.map((f) => f.key).sort()).toEqual([...fuelKeys].sort());
  });
});
