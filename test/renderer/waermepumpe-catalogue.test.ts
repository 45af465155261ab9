import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { heatPumpModels } from '../../src/shared/calc';
import { initI18n } from '../../src/renderer/i18n';
import type { ModuleContext } from '../../src/renderer/modules/definition';
import { JazForm } from '../../src/renderer/modules/jaz/Form';
import { jazSchema } from '../../src/renderer/modules/jaz/model';
import { WaermepumpeForm } from '../../src/renderer/modules/waermepumpe/Form';
import {
  testPointsFromCatalogue,
  waermepumpeResults,
  waermepumpeSchema,
  withCatalogueHeatPump,
} from '../../src/renderer/modules/waermepumpe/model';

/*
 * Picking a heat pump from the catalogue fills the test points from its data sheet (Vaillant
 * VWL 10-1, EN 14511, as collected in AixLib): at the heating's flow temperature, else the next
 * higher one the sheet lists (less capacity: on the safe side).
 */
const vwl = heatPumpModels.find((m) => m.key === 'vaillant-vwl-10-1')!;
const dimplex = heatPumpModels.find((m) => m.key === 'dimplex-la-11-as')!;

describe('waermepumpe: a heat pump from the catalogue', () => {
  it('takes the W55 points of the data sheet for a 55 °C heating, coldest first', () => {
    const points = testPointsFromCatalogue(vwl, 55);
    expect(points.map((p) => [p.sourceTemperature, p.flowTemperature, p.capacity])).toEqual([
      [-15, 55, 5.728],
      [-7, 55, 7.179],
      [2, 55, 9.05],
      [7, 55, 10.043],
    ]);
    // COP = capacity / electric power, to two decimals as a data sheet prints it (the full
    // quotient, 2.693452…, stood cut to "2,693" in the narrow COP field):
    // A−15/W55 5,728 W / 2,902 W = 1.97; A2/W55 9,050 W / 3,360 W = 2.69.
    expect(points.map((p) => p.cop)).toEqual([1.97, 2.29, 2.69, 2.86]);
  });

  it('takes the next higher flow temperature the sheet lists, or its highest', () => {
    expect(testPointsFromCatalogue(vwl, 50).every((p) => p.flowTemperature === 55)).toBe(true);
    expect(testPointsFromCatalogue(vwl, 38).every((p) => p.flowTemperature === 45)).toBe(true);
    // The Dimplex sheet ends at W45: a 55 °C heating gets those points (the form then warns).
    expect(testPointsFromCatalogue(dimplex, 55).every((p) => p.flowTemperature === 45)).toBe(true);
    // No heating flow temperature yet: W35, the usual rating.
    expect(testPointsFromCatalogue(vwl, null).every((p) => p.flowTemperature === 35)).toBe(true);
  });

  it('names the model and its source, and the capacity at −12 °C follows the picked points', () => {
    const before = waermepumpeSchema.parse({
      heatLoad: 6,
      persons: 0,
      flowTemperature: 55,
      designOutdoorTemperature: -12,
      source: 'brine',
    });
    const v = withCatalogueHeatPump(before, vwl);
    expect(v.model).toBe('Vaillant VWL 10-1');
    expect(v.source).toBe('air');
    expect(v.catalogueSource).toContain('Vaillant, Datenblatt VWL 10-1');
    // Between A−15 and A−7 at W55, by hand: 5.728 + 3/8 · (7.179 − 5.728) = 6.272 kW.
    const r = waermepumpeResults(v)!;
    expect(r.capacityAtDesign).toBeCloseTo(6.272, 3);
    expect(r.capacityExtrapolated).toBe(false);
    // Still the consultant's to change: an edited point counts, the source stays named.
    const edited = {
      ...v,
      testPoints: v.testPoints.map((p, i) => (i === 0 ? { ...p, capacity: 5 } : p)),
    };
    expect(waermepumpeResults(edited)!.capacityAtDesign).toBeCloseTo(5 + (3 / 8) * (7.179 - 5), 3);
    expect(waermepumpeSchema.parse(edited).catalogueKey).toBe('vaillant-vwl-10-1');
  });
});

describe('the COP of a test point reads whole in its field', () => {
  // A COP stored as the full quotient before (5,728 W / 2,902 W = 1.973811…) stood cut to "1,973"
  // in the narrow COP field of both tables; data sheets print it to two decimals.
  const context: ModuleContext = {
    project: { type: 'heat-planning' } as ModuleContext['project'],
    contact: null,
    building: null,
    modules: {},
  };
  const inputValues = (html: string) =>
    [...html.matchAll(/<input[^>]*value="([^"]*)"/g)].map((m) => m[1]);
  const props = { onChange: () => {}, readOnly: false, context, serverIssues: {} };

  it('the heat pump’s table shows it to two decimals', () => {
    initI18n('de');
    const value = waermepumpeSchema.parse({
      testPoints: [
        { sourceTemperature: -15, flowTemperature: 55, capacity: 5.728, cop: 5728 / 2902 },
      ],
    });
    const html = renderToStaticMarkup(createElement(WaermepumpeForm, { ...props, value }));
    expect(inputValues(html)).toContain('1,97');
    expect(html).not.toContain('1,973811');
  });

  it('the JAZ table shows it to two decimals', () => {
    initI18n('de');
    const value = jazSchema.parse({
      heatingPoints: [{ sourceTemperature: -15, cop: 5728 / 2902, weight: 0.5, correction: 1 }],
    });
    const html = renderToStaticMarkup(createElement(JazForm, { ...props, value }));
    expect(inputValues(html)).toContain('1,97');
    expect(html).not.toContain('1,973811');
  });
});
