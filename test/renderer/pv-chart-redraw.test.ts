// @vitest-environment happy-dom
import { act, createElement } from 'react';
import type * as Recharts from 'recharts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  defaultLibrary,
  knownSchemaVersion,
  readDocument,
  type PlannerModel,
} from '../../src/shared/pv-plan/document';
import { householdDefaults } from '../../src/shared/pv-plan/household';
import { householdResults, type HouseholdResults } from '../../src/shared/pv-plan/household-calc';
import { planYield } from '../../src/shared/pv-plan/planner-calc';
import { addRoof, relayout } from '../../src/shared/pv-plan/edits';
import { domRoot } from './dom-root';
import { loadScreensAfresh } from './fresh-modules';

/*
 * The planner recomputes its figures on every keystroke: a chart whose numbers did not change is
 * not drawn again (a recharts chart lays out every axis and bar each time it is drawn, which a
 * consultant typing a plan's name or a tariff feels), and one whose numbers changed is.
 * Counted at recharts' chart components.
 */

const drawn = vi.hoisted(() => ({ BarChart: 0, LineChart: 0 }));
vi.mock('recharts', async (importOriginal) => {
  const { countingRecharts } = await import('./chart-draws');
  return countingRecharts(await importOriginal<typeof Recharts>(), drawn);
});

loadScreensAfresh();
const { YieldPanel } = await import('../../src/renderer/features/pv-planner/YieldPanel');
const { SelfConsumptionPanel, BatterySizingPanel } =
  await import('../../src/renderer/features/pv-planner/SelfConsumptionPanel');

const lat = 51.53;
function southRoof(): PlannerModel {
  const read = readDocument({}, knownSchemaVersion);
  if (!read.ok) throw new Error('not read');
  const bsm = defaultLibrary.find((m) => m.model === 'BSM450M-72HBD')!;
  const model = addRoof(
    { ...read.model, moduleType: bsm },
    [
      [0, 0],
      [6, 0],
      [6, 5],
      [0, 5],
    ],
    'Süd',
  );
  return relayout(model, model.roofs[0]!.id);
}
const household = (model: PlannerModel, battery: boolean): HouseholdResults =>
  householdResults(
    model,
    planYield(model, lat, 9.93),
    lat,
    { ...householdDefaults, battery: { ...householdDefaults.battery, enabled: battery } },
    null,
    '2026-03-01',
  )!;
/** The same figures as new objects, as the planner hands them over after an unrelated change. */
const copied = <T>(value: T): T => structuredClone(value);

describe('the PV planner draws a chart again only when its figures changed', () => {
  const dom = domRoot();
  beforeEach(() => {
    drawn.BarChart = 0;
    drawn.LineChart = 0;
  });

  it('the monthly yield', () => {
    const model = southRoof();
    const result = planYield(model, lat, 9.93);
    expect(result.monthlyKwh).toHaveLength(12);
    act(() => dom.root().render(createElement(YieldPanel, { model, result })));
    expect(drawn.BarChart).toBe(1);

    // The plan renamed: the yield computed again, the same numbers.
    act(() =>
      dom
        .root()
        .render(createElement(YieldPanel, { model: copied(model), result: copied(result) })),
    );
    expect(drawn.BarChart).toBe(1);

    // A month's yield changed: drawn again.
    const changed = copied(result);
    changed.monthlyKwh![5] = changed.monthlyKwh![5]! + 100;
    act(() => dom.root().render(createElement(YieldPanel, { model, result: changed })));
    expect(drawn.BarChart).toBe(2);
  });

  it('the self-consumption days and months, and the battery sizing', () => {
    const model = southRoof();
    const results = household(model, true);
    expect(results.sizing).toBeTruthy();
    const panels = (r: HouseholdResults) =>
      createElement(
        'div',
        null,
        createElement(SelfConsumptionPanel, { results: r }),
        createElement(BatterySizingPanel, { results: r }),
      );
    act(() => dom.root().render(panels(results)));
    // A summer day, a winter day and the sizing curve; the months.
    expect(drawn).toEqual({ LineChart: 3, BarChart: 1 });

    act(() => dom.root().render(panels(copied(results))));
    expect(drawn).toEqual({ LineChart: 3, BarChart: 1 });

    // Another summer morning, below the days' highest value: that chart only.
    const warmer = copied(results);
    warmer.summerDay[7]!.pv += 0.01;
    act(() => dom.root().render(panels(warmer)));
    expect(drawn).toEqual({ LineChart: 4, BarChart: 1 });

    // A summer noon above the scale: both days are drawn on the new common scale.
    const brighter = copied(warmer);
    brighter.summerDay[12]!.pv += 10;
    act(() => dom.root().render(panels(brighter)));
    expect(drawn).toEqual({ LineChart: 6, BarChart: 1 });
  });
});
