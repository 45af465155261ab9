import { useTranslation } from 'react-i18next';
import { fuelFactorsOf, type FuelKey } from '../../../shared/calc/fuel-factors';
import { formatGermanNumber } from '../../../shared/numbers/german-number';
import { offered, type ModuleContext } from '../definition';
import { useProvenanceLabel } from '../../ui/fields/TakenValue';
import type { WirtschaftlichkeitInput } from './model';

/*
 * The current heating's fuel (the survey's first, then the project information's) and the CO₂
 * factor it means (EBeV 2030 standard value, fuel-factors.ts), with its GEG primary-energy and
 * emission factors. The factor typed stays: one that
 * differs gets a note and a button to take the fuel's.
 */
export function CurrentFuelNote({
  value,
  context,
  readOnly,
  onChange,
}: {
  value: WirtschaftlichkeitInput;
  context: ModuleContext;
  readOnly: boolean;
  onChange(next: WirtschaftlichkeitInput): void;
}) {
  const { t } = useTranslation();
  const provenance = useProvenanceLabel();
  const [offer] = offered(context, 'wirtschaftlichkeit.currentFuel');
  if (!offer) return null;
  const factors = fuelFactorsOf(offer.value as FuelKey);
  const factor = factors.co2PriceFactor;
  if (factor === null) return null;
  const fuel = t(`existingHeating.fuels.${offer.value}`);
  const source =
    offer.source === 'survey'
      ? t('existingHeating.fromSurvey', { provenance: provenance(offer) })
      : t('existingHeating.fromProjectInfo');
  const differs = value.current.co2Factor !== factor;
  return (
    <p className={differs ? 'warn-text' : 'source-note'} data-testid="current-fuel">
      {t('existingHeating.currentFuel', {
        source,
        fuel,
        factor: formatGermanNumber(factor, { maxDecimals: 4 }),
      })}{' '}
      {t('existingHeating.otherFactors', {
        primary: formatGermanNumber(factors.primaryEnergyFactor, { maxDecimals: 2 }),
        emission: formatGermanNumber(factors.emissionFactor, { maxDecimals: 3 }),
      })}{' '}
      {differs && !readOnly && (
        <button
          type="button"
          className="link-button"
          onClick={() => onChange({ ...value, current: { ...value.current, co2Factor: factor } })}
        >
          {t('existingHeating.takeFactor', { fuel })}
        </button>
      )}
    </p>
  );
}
