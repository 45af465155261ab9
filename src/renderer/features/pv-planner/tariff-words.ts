import type { TFunction } from 'i18next';
import {
  negativePriceHours2024,
  solarPeakRulesStart,
  type SolarPeakRulesEstimate,
} from '../../../shared/calc/solar-peak-rules';
import { formatDate } from '../../i18n/format';
import { euro, kwh } from './household-fields';

/*
 * The 2025 rules (Solarspitzengesetz) and their estimated effect in words, once for the planner's
 * tariff panel and the printed report: the owner reads the same estimate on screen and on paper.
 */

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
        kwh: kwh(rules.unpaidFeedIn),
        hours: kwh(negativePriceHours2024),
      }),
      smartMeter
        ? t('pvHousehold.tariff.limitSmartMeter')
        : t('pvHousehold.tariff.limit60', { kwh: kwh(rules.curtailed) }),
      t('pvHousehold.tariff.lost', { eur: euro(rules.lostRevenue) }),
    ],
  };
}
