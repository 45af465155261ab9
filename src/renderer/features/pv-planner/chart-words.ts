import type { TFunction } from 'i18next';

/*
 * The self-consumption charts in words, once for the planner's charts and the printed ones:
 * their titles, the series each draws and the months' names, so the owner finds on paper the
 * chart and the legend they saw on screen.
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
