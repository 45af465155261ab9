import { isKnownModuleKey, type ModuleKey } from '../../shared/api';
import type {
  AnyModuleDefinition,
  ModuleContext,
  ModuleOffers,
  OfferField,
  OfferValue,
  ShownModule,
} from './definition';
import type { Offer } from '../ui/fields/offer';
import { checkModule } from './check';
import { genericEditor } from './generic';
import { foerderrechnerModule } from './foerderrechner';
import { foerderserviceModule } from './foerderservice';
import { foerderwissenModule } from './foerderwissen';
import { jazModule } from './jaz';
import { nachweisserviceModule } from './nachweisservice';
import { schallrechnerModule } from './schallrechner';
import { waermepumpeModule } from './waermepumpe';
import { wirtschaftlichkeitModule } from './wirtschaftlichkeit';
import { envelopeModule } from './heizlast-huellflaeche';
import { projectInfoModule } from './project-information';
import { roomsModule } from './raumweise';
import { uValueModule } from './u-wert-rechner';
import { consumptionModule } from './verbrauch';
import { pvPlanOffers } from './pv-plan-flow';

/*
 * Every module key's definition (modules/<key>/index.ts). `satisfies Record<ModuleKey, …>` with
 * a required report section and strings: a key added to moduleKeys without a folder here, or a
 * module without its section or texts, fails the typecheck. A key the app doesn't know (from a
 * newer server) gets the generic editor and section.
 */
export const moduleDefinitions = {
  'project-information': projectInfoModule,
  // Offers are gathered in this order: the envelope's heat load before the rooms' (workflow order).
  'heizlast-huellflaeche': envelopeModule,
  raumweise: roomsModule,
  verbrauch: consumptionModule,
  waermepumpe: waermepumpeModule,
  jaz: jazModule,
  wirtschaftlichkeit: wirtschaftlichkeitModule,
  foerderrechner: foerderrechnerModule,
  foerderwissen: foerderwissenModule,
  schallrechner: schallrechnerModule,
  check: checkModule,
  'u-wert-rechner': uValueModule,
  foerderservice: foerderserviceModule,
  nachweisservice: nachweisserviceModule,
} satisfies Record<ModuleKey, AnyModuleDefinition>;

/** The definition of a module key; the generic one for a key the app doesn't know. */
export function definitionFor(moduleKey: string): ShownModule {
  return isKnownModuleKey(moduleKey) ? moduleDefinitions[moduleKey] : genericEditor;
}

/** The editor of a module key (its definition); the generic one for a key the app doesn't know. */
export const editorFor = definitionFor;

export { genericEditor };

/**
 * The context with what every module offers (their `offers`, modules/<key>/flow.ts), so a form
 * reads `offered(context, 'waermepumpe.heatLoad')` without knowing which modules offer it.
 */
export function withOffers(context: Omit<ModuleContext, 'offers'>): ModuleContext {
  // The project's PV plans offer after the modules (they are no module; modules/pv-plan-flow.ts).
  const sources: readonly ModuleOffers[] = [
    ...Object.values(moduleDefinitions).flatMap((definition: AnyModuleDefinition) =>
      definition.offers ? [definition.offers] : [],
    ),
    pvPlanOffers,
  ];
  const offers = <F extends OfferField>(field: F): Offer<OfferValue<F>>[] =>
    sources.flatMap((s) => (s[field] as ModuleOffers[F])?.(full) ?? []);
  const full: ModuleContext = { ...context, offers };
  return full;
}
