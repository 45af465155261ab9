import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { heatLoadAgainstExistingGenerator } from '../../../shared/calc/existing-generator';
import { offered, type ModuleContext } from '../definition';
import { formatFixed } from '../../ui/fields/number-input';
import { SourcedNumberField, useProvenanceLabel } from '../../ui/fields/TakenValue';
import { moduleName } from '../../i18n/labels';
import type { WaermepumpeInput } from './model';

/*
 * The existing heat generator's rated output (its type plate, taken from the site survey or
 * typed) and what it says about the heat load: an old boiler is usually far larger than needed,
 * and a heat load above it is a figure to check (shared/calc/existing-generator.ts).
 */

/**
 * The rated output field: the survey's type plate and the project information's value offered
 * (the survey's first), typing overrides. A value taken from the project information while the
 * survey's type plate says something else names the survey's, one click from taking it: the
 * plate read on site wins over what was typed before the visit.
 */
export function ExistingGeneratorField({
  value,
  context,
  readOnly,
  onChange,
}: {
  value: WaermepumpeInput;
  context: ModuleContext;
  readOnly: boolean;
  onChange(next: WaermepumpeInput): void;
}) {
  const { t, i18n } = useTranslation();
  const provenance = useProvenanceLabel();
  const offers = offered(context, 'waermepumpe.existingGeneratorOutput');
  const taken = offers.find((o) => o.key === value.existingGeneratorOutputFrom);
  const plate = offers.find((o) => o.source === 'survey');
  const other = taken?.source === 'project-information' && plate && plate.value !== taken.value;
  const take = (
    existingGeneratorOutput: number | null,
    existingGeneratorOutputFrom: string | null,
  ) => onChange({ ...value, existingGeneratorOutput, existingGeneratorOutputFrom });
  const plateOutput = plate ? formatFixed(plate.value, 1, i18n.language) : '';
  return (
    <div>
      <SourcedNumberField
        label={t('existingGenerator.output')}
        unit="kW"
        value={value.existingGeneratorOutput}
        from={value.existingGeneratorOutputFrom}
        offers={offers}
        digits={1}
        min={0}
        minExclusive
        path="existingGeneratorOutput"
        onChange={take}
      />
      {other && (
        <p className="source-note" data-testid="existing-generator-survey">
          {t('existingGenerator.surveySays', {
            output: plateOutput,
            provenance: provenance(plate),
          })}{' '}
          {!readOnly && (
            <button
              type="button"
              className="link-button"
              onClick={() => take(plate.value, plate.key)}
            >
              {t('existingGenerator.takeSurvey')}
            </button>
          )}
        </p>
      )}
    </div>
  );
}

/** Where a taken rated output came from, for the report: null when typed or its source moved. */
export function useExistingGeneratorSource(value: WaermepumpeInput, context: ModuleContext) {
  const { t } = useTranslation();
  const provenance = useProvenanceLabel();
  const offer = offered(context, 'waermepumpe.existingGeneratorOutput').find(
    (o) => o.key === value.existingGeneratorOutputFrom && o.value === value.existingGeneratorOutput,
  );
  if (!offer) return null;
  return offer.source === 'survey'
    ? t('existingGenerator.reportSurvey', { provenance: provenance(offer) })
    : moduleName(t, offer.source);
}

/** The heat load against the rated output in words; null while either is missing. */
export function existingGeneratorCheck(
  t: TFunction,
  language: string,
  { heatLoad, existingGeneratorOutput: output }: WaermepumpeInput,
): { text: string; above: boolean } | null {
  if (heatLoad === null || heatLoad < 0 || output === null || output <= 0) return null;
  const { share, aboveRatedOutput } = heatLoadAgainstExistingGenerator({
    heatLoad,
    ratedOutput: output,
  });
  const figures = {
    heatLoad: formatFixed(heatLoad, 1, language),
    output: formatFixed(output, 1, language),
    percent: formatFixed(share * 100, 0, language),
  };
  return aboveRatedOutput
    ? { text: t('existingGenerator.above', figures), above: true }
    : { text: t('existingGenerator.below', figures), above: false };
}

/** The check as a line under the demand (a warning when the heat load is above the output). */
export function ExistingGeneratorCheck({ value }: { value: WaermepumpeInput }) {
  const { t, i18n } = useTranslation();
  const check = existingGeneratorCheck(t, i18n.language, value);
  if (!check) return null;
  return (
    <p
      className={check.above ? 'warn-text' : 'source-note'}
      role="status"
      data-testid="existing-generator-check"
    >
      {check.text}
    </p>
  );
}
