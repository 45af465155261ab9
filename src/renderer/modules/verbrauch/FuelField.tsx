import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { offered, type ModuleContext } from '../definition';
import { useEditorFields } from '../../ui/fields/field-context';
import { SelectInput } from '../../ui/fields/fields';
import { CompactSource, useOfferShortLabel, useProvenanceLabel } from '../../ui/fields/TakenValue';
import { fuels, type ConsumptionInputs, type Fuel } from './model';

const isFuel = (value: string): value is Fuel => (fuels as readonly string[]).includes(value);

/**
 * The fuel and unit of the consumption, offered from the existing heating surveyed on site: taken
 * with one click, its source named in a few words (the full source on hover, on focus and read
 * with the choice), a choice made by hand drops the source, a changed survey can be followed.
 */
export function FuelField({
  value,
  context,
  onChange,
}: {
  value: ConsumptionInputs;
  context: ModuleContext;
  onChange(patch: Pick<ConsumptionInputs, 'fuel' | 'fuelFrom'>): void;
}) {
  const { t } = useTranslation();
  const { readOnly } = useEditorFields();
  const sourceId = useId();
  const short = useOfferShortLabel();
  const provenance = useProvenanceLabel();
  const offers = offered(context, 'verbrauch.fuel').filter((o) => isFuel(o.value));
  const taken = value.fuelFrom ? offers.find((o) => o.key === value.fuelFrom) : undefined;
  const name = (fuel: string) => t(`module.verbrauch.fuels.${fuel}`);
  const take = (offer: (typeof offers)[number]) =>
    onChange({ fuel: offer.value as Fuel, fuelFrom: offer.key });
  return (
    <div className={taken ? 'sourced-field compact' : 'sourced-field'}>
      <SelectInput
        label={t('module.verbrauch.fuel')}
        value={value.fuel}
        options={fuels.map((f) => ({ value: f, label: name(f) }))}
        describedBy={taken ? sourceId : undefined}
        onChange={(fuel) => onChange({ fuel, fuelFrom: null })}
      />
      {taken ? (
        <CompactSource
          id={sourceId}
          short={short(taken)}
          full={t('visitFlow.fuel.takenFrom', {
            fuel: t(`visit.survey.options.brennstoff.${taken.label}`),
            provenance: provenance(taken),
          })}
        >
          {taken.value !== value.fuel && !readOnly && (
            <button type="button" className="link-button" onClick={() => take(taken)}>
              {t('visitFlow.fuel.update', { fuel: name(taken.value) })}
            </button>
          )}
        </CompactSource>
      ) : value.fuelFrom ? (
        <span className="taken warn-text">{t('moduleEditor.flow.sourceGone')}</span>
      ) : (
        !readOnly &&
        offers.map((offer) => (
          <button
            key={offer.key}
            type="button"
            className="link-button take-fuel"
            onClick={() => take(offer)}
          >
            {t('visitFlow.fuel.take', { fuel: name(offer.value) })}
          </button>
        ))
      )}
    </div>
  );
}
