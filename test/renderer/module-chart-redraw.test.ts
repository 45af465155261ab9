// @vitest-environment happy-dom
import { act, createElement, type ComponentType } from 'react';
import type * as Recharts from 'recharts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ModuleContext, ModuleEditorProps } from '../../src/renderer/modules/definition';
import { domRoot } from './dom-root';
import { completeComparison } from './modules/economics-fixture';
import { loadScreensAfresh } from './fresh-modules';

/*
 * The module editors compute their figures again on every keystroke: a chart whose numbers did
 * not change is not drawn again (a recharts chart lays out every axis, tick and line each time
 * it is drawn, which a consultant typing the heat pump's model name or the interest rate feels),
 * and one whose numbers changed is. Counted at recharts' chart components, in the editors
 * themselves, as the value after a keystroke reaches them.
 */

const drawn = vi.hoisted(() => ({ BarChart: 0, LineChart: 0 }));
vi.mock('recharts', async (importOriginal) => {
  const { countingRecharts } = await import('./chart-draws');
  return countingRecharts(await importOriginal<typeof Recharts>(), drawn);
});

loadScreensAfresh();
const { WaermepumpeForm } = await import('../../src/renderer/modules/waermepumpe/Form');
const { waermepumpeSchema } = await import('../../src/renderer/modules/waermepumpe/model');
const { WirtschaftlichkeitForm } =
  await import('../../src/renderer/modules/wirtschaftlichkeit/Form');
const { EnvelopeForm } =
  await import('../../src/renderer/modules/heizlast-huellflaeche/EnvelopeForm');
const { envelopeInputsSchema } =
  await import('../../src/renderer/modules/heizlast-huellflaeche/model');

const context: ModuleContext = {
  project: { type: 'heat-planning' } as ModuleContext['project'],
  contact: null,
  building: null,
  modules: {},
};

describe('a module editor draws its chart again only when the chart’s figures changed', () => {
  const dom = domRoot();
  beforeEach(() => {
    drawn.BarChart = 0;
    drawn.LineChart = 0;
  });
  /** The editor as the module screen shows it, with the value after the latest keystroke. */
  const show = <V>(Form: ComponentType<ModuleEditorProps<V>>, value: NoInfer<V>) =>
    act(() =>
      dom.root().render(
        createElement(Form, {
          value,
          onChange: () => {},
          readOnly: false,
          context,
          serverIssues: {},
        }),
      ),
    );

  it('the heat pump’s load chart', () => {
    const value = waermepumpeSchema.parse({ heatLoad: 8, flowTemperature: 45 });
    show(WaermepumpeForm, value);
    expect(dom.container().textContent).toContain('Bivalenzpunkt');
    expect(drawn.LineChart).toBe(1);

    // The model's name typed, letter by letter: the load line and the capacity stay.
    show(WaermepumpeForm, { ...value, model: 'V' });
    show(WaermepumpeForm, { ...value, model: 'Va' });
    expect(drawn.LineChart).toBe(1);

    // The design temperature changed: drawn again.
    show(WaermepumpeForm, { ...value, model: 'Va', designOutdoorTemperature: -14 });
    expect(drawn.LineChart).toBe(2);
  });

  it('the economics’ cost chart', () => {
    const value = completeComparison();
    show(WirtschaftlichkeitForm, value);
    expect(dom.container().textContent).toContain('Kumulierte');
    expect(drawn.LineChart).toBe(1);

    // The interest rate changes the annual costs, not the payments by year the chart shows.
    show(WirtschaftlichkeitForm, { ...value, interestRate: 0.04 });
    expect(drawn.LineChart).toBe(1);

    // The heat pump's price changed: drawn again.
    show(WirtschaftlichkeitForm, {
      ...value,
      interestRate: 0.04,
      planned: { ...value.planned, price: 0.3 },
    });
    expect(drawn.LineChart).toBe(2);
  });

  it('the envelope’s heat loss bars', () => {
    const value = envelopeInputsSchema.parse({
      indoorTemperature: 20,
      designOutdoorTemperature: -12,
      heatedArea: 140,
      volume: 350,
      airChangeRate: 0.5,
      elements: [
        { id: 'w', name: 'Außenwand', area: 120, u: 1.2, thermalBridgeSurcharge: 0.05 },
        { id: 'r', name: 'Dach', area: 90, u: 0.8, thermalBridgeSurcharge: 0.05 },
      ],
    });
    show(EnvelopeForm, value);
    expect(dom.container().querySelector('[data-testid="heat-chart"]')).not.toBeNull();
    expect(drawn.BarChart).toBe(1);

    // Where the design temperature comes from, and the heated area (W/m² only): the bars stay.
    show(EnvelopeForm, { ...value, outdoorSource: 'Würzburg' });
    show(EnvelopeForm, { ...value, outdoorSource: 'Würzburg', heatedArea: 150 });
    expect(drawn.BarChart).toBe(1);

    // The wall's U-value changed: drawn again.
    const wall = { ...value.elements[0]!, u: 0.9 };
    show(EnvelopeForm, { ...value, elements: [wall, value.elements[1]!] });
    expect(drawn.BarChart).toBe(2);
  });
});
