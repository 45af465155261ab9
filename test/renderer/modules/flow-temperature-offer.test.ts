import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { ModuleContext } from '../../../src/renderer/modules/definition';
import { flowTemperatureOffers } from '../../../src/renderer/modules/raumweise/flow';
import { withOffers } from '../../../src/renderer/modules/registry';
import { initI18n } from '../../../src/renderer/i18n';
import { WaermepumpeForm } from '../../../src/renderer/modules/waermepumpe/Form';
import { waermepumpeInitial } from '../../../src/renderer/modules/waermepumpe/model';
import { JazForm } from '../../../src/renderer/modules/jaz/Form';
import { jazSchema } from '../../../src/renderer/modules/jaz/model';
import { moduleFixture } from '../module-fixture';

// The registry brings every module's form; the offers need none of the core.
vi.mock('../../../src/renderer/api', () => ({ api: {} }));

/* The heating's flow temperature flows from raumweise's radiator check into waermepumpe and jaz. */

const context = (flowTemperature: number | null): ModuleContext =>
  withOffers({
    project: { type: 'heat-planning' } as ModuleContext['project'],
    contact: null,
    building: null,
    modules: {
      raumweise: moduleFixture('raumweise', {
        inputs: {},
        results: {
          calculation: 'raumweise',
          computedAt: '2026-11-20T10:00:00.000Z',
          values: {
            total: 8000,
            completeRooms: 1,
            roomCount: 1,
            radiatorCheck: flowTemperature === null ? null : { flowTemperature, spread: 10 },
          },
        },
      }),
    },
  });

const html = (element: Parameters<typeof renderToStaticMarkup>[0]) =>
  renderToStaticMarkup(element).replace(/&#x27;/g, "'");

describe('system flow temperature from the radiator check', () => {
  it('is offered only once raumweise stored a radiator check', () => {
    expect(flowTemperatureOffers(context(55))).toEqual([
      {
        key: 'raumweise:flowTemperature',
        source: 'raumweise',
        label: 'flowTemperature',
        value: 55,
      },
    ]);
    expect(flowTemperatureOffers(context(null))).toEqual([]);
  });

  it('appears in the heat pump and jaz forms, is named when taken, and typing drops the source', async () => {
    await initI18n('de');
    const ctx = context(55);
    const props = { onChange: () => undefined, readOnly: false, context: ctx };
    const pump = waermepumpeInitial();
    const jaz = jazSchema.parse({});
    for (const form of [
      html(createElement(WaermepumpeForm, { ...props, value: pump } as never)),
      html(createElement(JazForm, { ...props, value: jaz } as never)),
    ])
      expect(form).toContain('Raumweise Heizlast: Heizkörper-Vorlauftemperatur (55)');

    const taken = { flowTemperature: 55, flowTemperatureFrom: 'raumweise:flowTemperature' };
    for (const form of [
      html(createElement(WaermepumpeForm, { ...props, value: { ...pump, ...taken } } as never)),
      html(createElement(JazForm, { ...props, value: { ...jaz, ...taken } } as never)),
    ])
      expect(form).toContain('Übernommen aus Raumweise Heizlast: Heizkörper-Vorlauftemperatur');

    // Typed over: the value is the consultant's own, the source is no longer named.
    const typed = { flowTemperature: 45, flowTemperatureFrom: null };
    const own = html(
      createElement(WaermepumpeForm, { ...props, value: { ...pump, ...typed } } as never),
    );
    expect(own).not.toContain('Übernommen aus Raumweise');
    // The default test points are at W35, not the heating's 45 °C: the form says so once they have a capacity.
    const measured = {
      ...pump,
      ...typed,
      testPoints: [{ sourceTemperature: -7, flowTemperature: 35, capacity: 8, cop: 3 }],
    };
    expect(html(createElement(WaermepumpeForm, { ...props, value: measured } as never))).toContain(
      'andere Vorlauftemperatur als die der Heizung (45 °C)',
    );
  });
});
