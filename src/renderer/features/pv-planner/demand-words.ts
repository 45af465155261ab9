import type { TFunction } from 'i18next';
import type { HouseholdPlan } from '../../../shared/pv-plan/household';
import type { HeatPumpOffer } from '../../../shared/pv-plan/household-calc';
import { fixed, upTo } from '../../ui/figures/figures';
import { assumedFullLoadHours } from './heat-pump-offer';

/*
 * Where the heat pump's and the car's electricity come from, in words, once for the planner's
 * demand panel and the printed report. Where the project's modules give no value yet, the planner
 * says what is missing and that a typed value is possible; the report states the finding only.
 */

/** The heat pump's demand from the project's modules, or null when it is typed or left out. */
export function heatPumpSourceText(
  t: TFunction,
  plan: HouseholdPlan,
  offer: HeatPumpOffer | null,
  where: 'planner' | 'report',
): string | null {
  if (plan.demand.heatPump.mode !== 'modules') return null;
  if (!offer)
    return t(
      where === 'planner' ? 'pvHousehold.demand.modulesMissing' : 'pvReport.heatPumpMissing',
    );
  return t(
    offer.heatDemandBasis === 'verbrauch'
      ? 'pvHousehold.demand.fromConsumption'
      : 'pvHousehold.demand.fromHeatLoad',
    {
      heat: fixed(offer.heatDemandKwh, 0),
      spf: upTo(offer.spf, 2),
      kwh: fixed(offer.electricityKwh, 0),
      hours: fixed(assumedFullLoadHours, 0),
    },
  );
}

/** The car's electricity as km per year × consumption, or null without a car. */
export function evDemandText(t: TFunction, plan: HouseholdPlan): string | null {
  const { ev } = plan.demand;
  if (!ev.enabled) return null;
  return t('pvReport.evDemand', {
    km: fixed(ev.kmPerYear, 0),
    consumption: upTo(ev.kwhPer100km, 1),
    kwh: fixed((ev.kmPerYear * ev.kwhPer100km) / 100, 0),
  });
}
