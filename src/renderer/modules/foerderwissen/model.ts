import { z } from 'zod';
import type { ModuleContext } from '../definition';
import { foerderrechnerSchema } from '../foerderrechner/model';
import { knowledgeCards, knowledgeStand, measures, type Measure } from './cards';

/*
 * foerderwissen: the reference cards (cards.ts), shown filtered to the project's measures. The
 * measures are derived from the project (a heat pump → heating; envelope measures in the
 * foerderrechner → envelope, and the iSFP when it is named) and can be changed by the consultant.
 */

export const foerderwissenSchema = z.object({
  /** null: follow the project; else the consultant's choice. */
  measures: z.array(z.enum(measures)).nullable().catch(null).default(null),
  showAll: z.boolean().catch(false).default(false),
});
export type FoerderwissenInput = z.infer<typeof foerderwissenSchema>;

export function projectMeasures(context: ModuleContext): Measure[] {
  const found = new Set<Measure>();
  const hp = context.modules.waermepumpe;
  if (hp?.payload && Object.keys(hp.payload).length) found.add('heating');
  const grant = foerderrechnerSchema.safeParse(context.modules.foerderrechner?.payload ?? {});
  if (grant.success && context.modules.foerderrechner?.payload) {
    if (grant.data.heatingCosts !== null) found.add('heating');
    if (grant.data.envelopeMeasures.length) found.add('envelope');
    if (grant.data.withIsfp) found.add('isfp');
    if (grant.data.heatingCosts !== null || grant.data.envelopeMeasures.length) found.add('loan');
  }
  if (found.size === 0) found.add('heating');
  return measures.filter((m) => found.has(m));
}

export function foerderwissenInitial(): FoerderwissenInput {
  return { measures: null, showAll: false };
}

export function chosenMeasures(value: FoerderwissenInput, context: ModuleContext): Measure[] {
  if (value.showAll) return [...measures];
  return value.measures ?? projectMeasures(context);
}

export function visibleCards(value: FoerderwissenInput, context: ModuleContext) {
  const chosen = chosenMeasures(value, context);
  return knowledgeCards.filter((c) => chosen.includes(c.measure));
}

export function foerderwissenResults(value: FoerderwissenInput, context: ModuleContext) {
  return {
    measures: chosenMeasures(value, context),
    cards: visibleCards(value, context).map((c) => c.id),
    stand: knowledgeStand,
  };
}
