import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../src/renderer/i18n';
import { formatNumber } from '../../src/renderer/i18n/format';
import type { ModuleContext } from '../../src/renderer/modules/definition';
import { waermepumpeModule } from '../../src/renderer/modules/waermepumpe';
import { WaermepumpeSection } from '../../src/renderer/modules/waermepumpe/ReportSection';
import { WaermepumpeSummary } from '../../src/renderer/modules/waermepumpe/Summary';
import {
  waermepumpeResults,
  waermepumpeSchema,
} from '../../src/renderer/modules/waermepumpe/model';
import { celsius, fixed, upTo } from '../../src/renderer/ui/figures/figures';
import { formatFixed } from '../../src/renderer/ui/fields/number-input';
import { moduleFixture } from './module-fixture';

/*
 * A figure below zero is written with the minus sign (U+2212), as in print: "−12,0 °C", not the
 * hyphen "-12,0 °C" Intl.NumberFormat gives. Display only; inputs read both (german-number.ts).
 */

// The report's section reaches the core through the registry's forms; the test never does.
vi.mock('../../src/renderer/api', () => ({ api: {} }));

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

const heatPump = waermepumpeSchema.parse({
  heatLoad: 9,
  persons: 0,
  designOutdoorTemperature: -12,
  heatingLimitTemperature: 15,
  source: 'air',
  testPoints: [
    { sourceTemperature: -7, flowTemperature: 55, capacity: 6, cop: 2.1 },
    { sourceTemperature: 2, flowTemperature: 55, capacity: 8, cop: 2.7 },
    { sourceTemperature: 7, flowTemperature: 55, capacity: 9.5, cop: 3.2 },
  ],
});

describe('figures below zero carry the minus sign', () => {
  beforeAll(() => {
    initI18n('de');
  });

  it('in the display formatters, in both languages, and never as "−0"', () => {
    expect(formatFixed(-12, 1)).toBe('−12,0');
    expect(formatFixed(-1234.5, 1)).toBe('−1.234,5');
    expect(formatFixed(-12, 1, 'en')).toBe('−12.0');
    expect(formatFixed(-0.04, 1)).toBe('0,0');
    expect(formatFixed(12, 1)).toBe('12,0');
    expect(celsius(-12)).toBe('−12,0 °C');
    expect(fixed(-7, 0)).toBe('−7');
    expect(formatNumber(-3.5)).toBe('−3,5');
    expect(formatNumber(-0.001)).toBe('0');
    expect(upTo(-2.345, 2)).toBe('−2,35');
  });

  it('in the heat pump’s result row and in its report section', () => {
    const r = waermepumpeResults(heatPump)!;
    const summary = text(renderToStaticMarkup(createElement(WaermepumpeSummary, { r })));
    expect(summary).toContain('−12 °C');
    // Below A−7 the capacity is extrapolated, the bivalence point lies below zero.
    expect(r.bivalencePoint).toBeLessThan(0);
    expect(summary).toMatch(/Bivalenzpunkt −\d+,\d °C/);
    const context: ModuleContext = {
      project: { type: 'heat-planning' } as ModuleContext['project'],
      contact: null,
      building: null,
      modules: {},
    };
    const report = text(
      renderToStaticMarkup(
        createElement(WaermepumpeSection, {
          module: moduleFixture('waermepumpe', heatPump, 'completed'),
          context,
          definition: waermepumpeModule,
        }),
      ),
    );
    expect(report).toContain('−12,0 °C');
    expect(report).toContain('−7 °C / W55');
    expect(`${summary} ${report}`).not.toMatch(/-\d/);
  });
});
