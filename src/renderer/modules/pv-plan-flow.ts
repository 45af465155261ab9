import { pvEconomicsOffer, type PvEconomicsOffer } from '../../shared/pv-plan/economics-offer';
import type { ModuleContext, ModuleOffers } from './definition';
import type { Offer } from '../ui/fields/offer';

/*
 * What the project's PV plans offer the modules: the figures a plan's planner saved with it
 * (pvEconomicsOffer reads them from the stored document), for the economics. PV plans are no
 * module, so their offers sit beside the modules' own and the registry gathers them alike. A plan
 * without saved results, or of a newer schema, offers nothing. The offers of one plan share a
 * group, so the economics can take a plan's figures together.
 */

/** The saving and the feed-in revenue as their degradation equivalents (economics-offer.ts). */
type Figure = 'investment' | 'equivalentSavings' | 'equivalentFeedInRevenue' | 'operatingCosts';

const fromPlans =
  (figure: Figure) =>
  (context: ModuleContext): Offer[] =>
    (context.pvPlans ?? []).flatMap((plan) => {
      const offer: PvEconomicsOffer | null = pvEconomicsOffer(plan.payload, plan.schemaVersion);
      if (!offer) return [];
      return [
        {
          key: `pv-plan:${plan.id}:${figure}`,
          source: 'pv-plan' as const,
          label: plan.name,
          value: Math.round(offer[figure] * 100) / 100,
          group: `pv-plan:${plan.id}`,
        },
      ];
    });

export const pvPlanOffers: ModuleOffers = {
  'wirtschaftlichkeit.pvInvestment': fromPlans('investment'),
  'wirtschaftlichkeit.pvSaving': fromPlans('equivalentSavings'),
  'wirtschaftlichkeit.pvFeedInRevenue': fromPlans('equivalentFeedInRevenue'),
  'wirtschaftlichkeit.pvOperatingCosts': fromPlans('operatingCosts'),
};
