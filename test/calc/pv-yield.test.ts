import { describe, expect, it } from 'vitest';
import {
  annualGlobalHorizontal,
  irradiationStations,
  pvMonthlyYield,
  pvSpecificYield,
} from '../../src/shared/calc';
import { expectRefusal } from './refusal';

const towns = {
  Hamburg: [53.55, 9.99],
  Berlin: [52.52, 13.4],
  Köln: [50.94, 6.96],
  München: [48.14, 11.58],
  Freiburg: [47.99, 7.85],
} as const;

const yieldAt = (town: keyof typeof towns, tilt: number, azimuth: number) => {
  const [latitude, longitude] = towns[town];
  return pvSpecificYield({ latitude, longitude, tilt, azimuth }).annualYieldPerKwp;
};

function bestSouth(town: keyof typeof towns): { tilt: number; value: number } {
  let best = { tilt: 0, value: 0 };
  for (let tilt = 0; tilt <= 90; tilt++) {
    const value = yieldAt(town, tilt, 0);
    if (value > best.value) best = { tilt, value };
  }
  return best;
}

describe('pvSpecificYield (offline model)', () => {
  it('ships the DWD annual global irradiation quoted for four cities', () => {
    // photovoltaik4all.de, "Welcher Standort ist für eine Photovoltaikanlage ideal" (DWD maps):
    // München 1169, Hamburg 965, Berlin 1030, Stuttgart 1125 kWh/m².
    const quoted = { München: 1169, Hamburg: 965, Berlin: 1030, Stuttgart: 1125 };
    for (const [name, value] of Object.entries(quoted)) {
      const station = irradiationStations.find((s) => s.name === name)!;
      expect(annualGlobalHorizontal(station.latitude, station.longitude)).toBe(value);
    }
  });

  it('south at 30–40° is best; 35° is within 1 % of the best everywhere', () => {
    for (const town of Object.keys(towns) as Array<keyof typeof towns>) {
      const best = bestSouth(town);
      expect(best.tilt, town).toBeGreaterThanOrEqual(30);
      expect(best.tilt, town).toBeLessThanOrEqual(40);
      expect(yieldAt(town, 35, 0) / best.value, town).toBeGreaterThan(0.99);
      expect(yieldAt(town, 30, 0) / best.value, town).toBeGreaterThan(0.98);
    }
  });

  it('flat ≈ 87 %, vertical south ≈ 70 %, east or west ≈ 80–85 % of the best', () => {
    // Shape as in CALCULATORS.md; published: vertical south 70 % and east/west −15 %
    // (wmsolar.de), east or west at 25–40° about 80 % (vaillant.de, "Ausrichtung von
    // Photovoltaik-Anlagen").
    const flat: number[] = [];
    for (const town of Object.keys(towns) as Array<keyof typeof towns>) {
      const best = bestSouth(town).value;
      flat.push(yieldAt(town, 0, 0) / best);
      expect(yieldAt(town, 0, 0) / best, `${town} flat`).toBeGreaterThan(0.83);
      expect(yieldAt(town, 0, 0) / best, `${town} flat`).toBeLessThan(0.91);
      expect(yieldAt(town, 90, 0) / best, `${town} vertical`).toBeGreaterThan(0.64);
      expect(yieldAt(town, 90, 0) / best, `${town} vertical`).toBeLessThan(0.75);
      for (const azimuth of [-90, 90]) {
        const ratio = yieldAt(town, 30, azimuth) / best;
        expect(ratio, `${town} ${azimuth}`).toBeGreaterThan(0.79);
        expect(ratio, `${town} ${azimuth}`).toBeLessThan(0.86);
      }
    }
    const meanFlat = flat.reduce((a, b) => a + b, 0) / flat.length;
    expect(meanFlat).toBeGreaterThan(0.85);
    expect(meanFlat).toBeLessThan(0.89);
  });

  it('west against south in München as rechnerphotovoltaik.de: 859/1044 = 0.82', () => {
    // rechnerphotovoltaik.de "Ausrichtung": 1 kWp in München, south 1,044 kWh, west 859 kWh.
    expect(yieldAt('München', 30, 90) / yieldAt('München', 30, 0)).toBeCloseTo(859 / 1044, 1);
    expect(yieldAt('München', 30, 90)).toBeCloseTo(yieldAt('München', 30, -90), 9);
  });

  it('Hamburg south within 7 % of the 950 kWh/kWp used by solarhamburg.de', () => {
    // solarhamburg.de/rechner/ertrag.html: "Jahresertrag: Leistung × 950 kWh/kWp".
    expect(Math.abs(yieldAt('Hamburg', 35, 0) / 950 - 1)).toBeLessThan(0.07);
  });

  it('lies within the measured range of German roof-top systems, south above the Baltic coast', () => {
    // te Heesen, Herbort, Rumpler, "Performance of roof-top PV systems in Germany from 2012 to
    // 2018", Solar Energy 194 (2019) 128–135: 23,944 monitored systems; the annual specific yield
    // "varies between 816 kWh/kWp in 2017 at the Baltic Sea and 1049 kWh/kWp in 2018 in Bavaria",
    // with a south-north gradient. An unshaded south roof at 35° sits at or above the Baltic
    // minimum and at most a few percent above the best Bavarian year (real roofs face every way).
    const kiel = pvSpecificYield({ latitude: 54.32, longitude: 10.14, tilt: 35, azimuth: 0 });
    const rostock = pvSpecificYield({ latitude: 54.09, longitude: 12.1, tilt: 35, azimuth: 0 });
    const munich = pvSpecificYield({ latitude: 48.14, longitude: 11.58, tilt: 35, azimuth: 0 });
    const regensburg = pvSpecificYield({ latitude: 49.01, longitude: 12.1, tilt: 35, azimuth: 0 });
    for (const north of [kiel, rostock]) {
      expect(north.annualYieldPerKwp).toBeGreaterThanOrEqual(816);
      expect(north.annualYieldPerKwp).toBeLessThan(munich.annualYieldPerKwp);
    }
    for (const bavaria of [munich, regensburg]) {
      expect(bavaria.annualYieldPerKwp).toBeLessThanOrEqual(1049 * 1.05);
      expect(bavaria.annualYieldPerKwp).toBeGreaterThan(1049 * 0.9);
    }
  });

  it('southern Germany yields more than the north, all in 850–1,150 kWh/kWp', () => {
    expect(yieldAt('München', 35, 0)).toBeGreaterThan(yieldAt('Berlin', 35, 0));
    expect(yieldAt('Freiburg', 35, 0)).toBeGreaterThan(yieldAt('Köln', 35, 0));
    expect(yieldAt('Berlin', 35, 0)).toBeGreaterThan(yieldAt('Hamburg', 35, 0));
    for (const station of irradiationStations) {
      const { annualYieldPerKwp, inPlaneIrradiation } = pvSpecificYield({
        latitude: station.latitude,
        longitude: station.longitude,
        tilt: 35,
        azimuth: 0,
      });
      expect(annualYieldPerKwp, station.name).toBeGreaterThan(850);
      expect(annualYieldPerKwp, station.name).toBeLessThan(1150);
      // In-plane gain of a 35° south plane over horizontal, about 1.1–1.2 in Germany (PVGIS);
      // the model sits at the low end in the south (München 1.10).
      expect(inPlaneIrradiation / station.annualGlobalHorizontal).toBeGreaterThan(1.08);
      expect(inPlaneIrradiation / station.annualGlobalHorizontal).toBeLessThan(1.25);
    }
  });

  it('applies the system loss (default 14 %) as a factor', () => {
    const site = { latitude: 51, longitude: 10, tilt: 30, azimuth: 20 };
    const lossless = pvSpecificYield({ ...site, systemLoss: 0 }).annualYieldPerKwp;
    expect(pvSpecificYield(site).annualYieldPerKwp).toBeCloseTo(lossless * 0.86, 9);
    expect(pvSpecificYield({ ...site, systemLoss: 0.2 }).annualYieldPerKwp).toBeCloseTo(
      lossless * 0.8,
      9,
    );
  });

  it('splits the year into months that add up, summer-heavy', () => {
    const site = { latitude: 52.52, longitude: 13.4, tilt: 35, azimuth: 0 };
    const months = pvMonthlyYield(site);
    expect(months).toHaveLength(12);
    const sum = months.reduce((a, b) => a + b, 0);
    expect(sum).toBeCloseTo(pvSpecificYield(site).annualYieldPerKwp, 9);
    const [jan, , , , may, jun, jul, , , , , dec] = months as [number, ...number[]];
    expect(Math.min(may!, jun!, jul!)).toBeGreaterThan(3 * Math.max(jan, dec!));
    // April to September carry about 70 % of the year's yield in Germany.
    const summer = months.slice(3, 9).reduce((a, b) => a + b, 0) / sum;
    expect(summer).toBeGreaterThan(0.65);
    expect(summer).toBeLessThan(0.78);
  });

  it('refuses tilt 120° and other values outside the domain', () => {
    const base = { latitude: 50, longitude: 8, tilt: 30, azimuth: 0 };
    expectRefusal(
      () => pvSpecificYield({ ...base, tilt: 120 }),
      'tilt must be within 0..90 °, got 120',
    );
    expectRefusal(() => pvSpecificYield({ ...base, tilt: -5 }), 'tilt');
    expectRefusal(() => pvSpecificYield({ ...base, azimuth: 200 }), 'azimuth', '-180..180');
    expectRefusal(() => pvSpecificYield({ ...base, latitude: 10 }), 'latitude', '43..58');
    expectRefusal(() => pvSpecificYield({ ...base, longitude: 40 }), 'longitude');
    expectRefusal(() => pvSpecificYield({ ...base, systemLoss: 1 }), 'systemLoss must be < 1');
    expectRefusal(() => pvSpecificYield({ ...base, systemLoss: -0.1 }), 'systemLoss', '≥ 0');
    expectRefusal(() => pvMonthlyYield({ ...base, azimuth: NaN }), 'azimuth', 'NaN');
  });
});
