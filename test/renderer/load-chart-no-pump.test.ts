// @vitest-environment happy-dom
import { act, createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { LoadChart } from '../../src/renderer/ui/figures/LoadChart';
import { domRoot } from './dom-root';

/*
 * Before a heat pump is chosen the heat pump module has the building's load line but no
 * capacity: the printed chart must not name a heat pump line that is not drawn, nor tell the
 * owner about a bivalence point it does not show.
 */

const dom = domRoot();
const rows = (capacity: (t: number) => number | null) =>
  [-15, -12, -7, 2, 7, 15].map((temperature) => ({
    temperature,
    load: Math.max(0, (15 - temperature) * 0.15),
    capacity: capacity(temperature),
    extrapolated: temperature < -7 || temperature > 7,
  }));
const show = (chartRows: ReturnType<typeof rows>, bivalence: number | null) =>
  act(() =>
    dom.root().render(
      createElement(LoadChart, {
        rows: chartRows,
        bivalence,
        designTemperature: -12,
        width: 640,
      }),
    ),
  );
const text = () => dom.container().textContent ?? '';

describe('the load chart', () => {
  it('without a heat pump: the building’s demand only, in its legend and caption', () => {
    show(
      rows(() => null),
      null,
    );
    expect(text()).toContain('Leistungsbedarf des Gebäudes');
    expect(text()).not.toContain('Heizleistung der Wärmepumpe');
    expect(text()).not.toContain('Bivalenzpunkt');
  });

  it('with a heat pump: its capacity and the bivalence point are named', () => {
    show(
      rows((t) => 4 + t * 0.1),
      -4.1,
    );
    expect(text()).toContain('Heizleistung der Wärmepumpe');
    expect(text()).toContain('Unterhalb des Bivalenzpunkts');
  });
});
