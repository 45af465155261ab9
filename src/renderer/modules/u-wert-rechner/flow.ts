import type { ModuleContext, ModuleOffers } from '../definition';
import { storedResults } from '../payload';
import type { Offer } from '../../ui/fields/offer';

/*
 * What `u-wert-rechner` offers: the U-value of each element it stored a result for
 * (results.values.elements: [{ id, name, component, u }], u in W/(m²·K)), to the envelope's and
 * the rooms' elements. Read from the saved payload, never from an unsaved draft.
 */

/** The U-values of the project's U-value module, one per element with a result. */
export function uValueOffers(context: ModuleContext): Offer[] {
  const elements = storedResults(context.modules['u-wert-rechner']?.payload)?.values.elements;
  if (!Array.isArray(elements)) return [];
  return elements.flatMap((element): Offer[] => {
    if (!element || typeof element !== 'object' || Array.isArray(element)) return [];
    const { id, name, u } = element as Record<string, unknown>;
    if (typeof id !== 'string' || typeof u !== 'number' || !Number.isFinite(u)) return [];
    return [
      {
        key: `u-wert-rechner:${id}`,
        source: 'u-wert-rechner',
        label: typeof name === 'string' && name ? name : id,
        value: u,
      },
    ];
  });
}

export const uValueFlow: ModuleOffers = {
  'heizlast-huellflaeche.elementU': uValueOffers,
  'raumweise.elementU': uValueOffers,
};
