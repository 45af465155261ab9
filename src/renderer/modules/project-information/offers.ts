import { surveyOf, type Survey } from '../../../shared/survey/schema';
import type { ModuleContext } from '../definition';
import type { Offer } from '../../ui/fields/offer';

/*
 * Values the site survey (the `gebaeudeaufnahme` key of this module's payload) offers the
 * calculators. Each offer carries the value's provenance (gemessen, aus Unterlagen, geschätzt,
 * Standardwert with its TABULA class), so the field that takes it can say how sure it is.
 * Keys: `survey:bauteil:<id>:u`, `survey:bauteil:<id>:flaeche`, `survey:verbrauch:<id>`.
 */

const surveyIn = (context: ModuleContext): Survey =>
  surveyOf(context.modules['project-information']?.payload);

/** A component's name on the site; empty when none was given (the label then says so). */
const componentLabel = (name: string) => name.trim();

/** One surveyed value of each envelope component that has it, keyed by component and field. */
const componentOffers = (context: ModuleContext, field: 'uWert' | 'flaeche', suffix: string) =>
  surveyIn(context).bauteile.flatMap((component): Offer[] => {
    const { wert, herkunft, quelle } = component[field];
    if (wert === null) return [];
    return [
      {
        key: `survey:bauteil:${component.id}:${suffix}`,
        source: 'survey',
        label: componentLabel(component.bezeichnung),
        value: wert,
        provenance: { herkunft, quelle },
      },
    ];
  });

/** U-values of the surveyed envelope components (W/(m²·K)), for heizlast and raumweise. */
export const surveyUValueOffers = (context: ModuleContext): Offer[] =>
  componentOffers(context, 'uWert', 'u');

/** Areas of the surveyed envelope components (m²), for the envelope's elements. */
export const surveyAreaOffers = (context: ModuleContext): Offer[] =>
  componentOffers(context, 'flaeche', 'flaeche');

/** The consumption readings taken on site (amount in the reading's unit), for `verbrauch`. */
export function surveyConsumptionOffers(context: ModuleContext): Offer[] {
  return surveyIn(context).verbrauch.flatMap((reading): Offer[] => {
    const { wert, herkunft, quelle } = reading.menge;
    if (wert === null) return [];
    const year = reading.jahr.wert;
    const unit = reading.einheit.wert;
    return [
      {
        key: `survey:verbrauch:${reading.id}`,
        source: 'survey',
        label: [year ?? '', unit ? `(${unit === 'm3' ? 'm³' : unit})` : '']
          .filter(Boolean)
          .join(' '),
        value: wert,
        provenance: { herkunft, quelle },
      },
    ];
  });
}
