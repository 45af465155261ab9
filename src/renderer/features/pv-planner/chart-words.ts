import type { TFunction } from 'i18next';
import { axisTicks } from '../../ui/figures/figures';

/*
 * The self-consumption charts in words, once for the planner's charts and the printed ones:
 * their titles, the series each draws and the months' names, and their axes' steps, so the owner
 * finds on paper the chart, the legend and the scale they saw on screen.
 */

/** A typical day per hour: what the roof gives, what the house draws, what it uses of the roof. */
export const dayChartSeries = (t: TFunction) =>
  [
    { key: 'pv', name: t('pvHousehold.results.chartPv') },
    { key: 'demand', name: t('pvHousehold.results.chartDemand') },
    { key: 'selfConsumed', name: t('pvHousehold.results.chartSelf') },
  ] as const;

/** The months: self-consumption and feed-in stacked (together the PV output), grid import beside. */
export const monthChartSeries = (t: TFunction) =>
  [
    { key: 'selfConsumed', name: t('pvHousehold.results.chartSelf') },
    { key: 'feedIn', name: t('pvHousehold.results.chartFeedIn') },
    { key: 'gridImport', name: t('pvHousehold.results.chartGrid') },
  ] as const;

export const selfConsumptionChartTitles = (t: TFunction) => ({
  summer: t('pvHousehold.results.summerDay'),
  winter: t('pvHousehold.results.winterDay'),
  months: t('pvHousehold.results.monthsChart'),
  monthNames: t('pvPlanner.planner.months').split(','),
});

/**
 * The typical days' axis: both days on one scale, so the winter's small output reads small beside
 * the summer's (as on paper).
 */
export const dayAxisTicks = (...days: ReadonlyArray<{ pv: number; demand: number }>[]) =>
  axisTicks(Math.max(...days.flat().flatMap((h) => [h.pv, h.demand])));

/** The months' axis: up to the stacked PV output or the grid import, whichever is higher. */
export const monthAxisTicks = (
  months: ReadonlyArray<{ selfConsumed: number; feedIn: number; gridImport: number }>,
) => axisTicks(Math.max(...months.flatMap((m) => [m.selfConsumed + m.feedIn, m.gridImport])));
