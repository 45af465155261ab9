import type { TFunction } from 'i18next';
import {
  negativePriceHours2024,
  solarPeakRulesStart,
  type SolarPeakRulesEstimate,
} from '../../../shared/calc/solar-peak-rules';
import { formatDate } from '../../i18n/format';
import { euro, fixed } from '../../ui/figures/figures';

/*
 * The tariff's commissioning period and the 2025 rules (Solarspitzengesetz) with their estimated
 * effect in words, once for the planner's tariff panel and the printed report: the owner reads
 * the same period and the same estimate on screen and on paper.
 */

/** The commissioning period a rate holds for, and whether the period is only computed. */
export function tariffPeriodText(
  t: TFunction,
  period: { start: string; end: string; published: boolean },
): string {
  const line = t('pvHousehold.tariff.period', {
    start: formatDate(period.start),
    end: formatDate(period.end),
  });
  return period.published ? line : `${line} ${t('pvHousehold.tariff.computed')}`;
}

/** The rules' sentences where they apply (the last one the estimated loss), else why not. */
export function solarPeakRulesTexts(
  t: TFunction,
  rules: SolarPeakRulesEstimate | null,
  smartMeter: boolean,
): { applies: boolean; lines: string[] } {
  if (!rules?.applies)
    return {
      applies: false,
      lines: [t('pvHousehold.tariff.rulesNotApplying', { date: formatDate(solarPeakRulesStart) })],
    };
  return {
    applies: true,
    lines: [
      t('pvHousehold.tariff.negativePrices', {
        kwh: fixed(rules.unpaidFeedIn, 0),
        hours: fixed(negativePriceHours2024, 0),
      }),
      smartMeter
        ? t('pvHousehold.tariff.limitSmartMeter')
        : t('pvHousehold.tariff.limit60', { kwh: fixed(rules.curtailed, 0) }),
      t('pvHousehold.tariff.lost', { eur: euro(rules.lostRevenue) }),
    ],
  };
}
