import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { heatLoadAgainstExistingGenerator } from '../../../shared/calc/existing-generator';
import { offered, type ModuleContext } from '../definition';
import { formatFixed } from '../../ui/fields/number-input';
import { SourcedNumberField } from '../../ui/fields/TakenValue';
import type { WaermepumpeInput } from './model';

/*
 * The existing heat generator's rated output (its type plate, taken from the site survey or
 * typed) and what it says about the heat load: an old boiler is usually far larger than needed,
 * and a heat load above it is a figure to check (shared/calc/existing-generator.ts).
 */

/** The rated output field; the survey's type plate value offered, typing overrides it. */
export function ExistingGeneratorField({
  value,
  context,
  onChange,
}: {
  value: WaermepumpeInput;
  context: ModuleContext;
  onChange(next: WaermepumpeInput): void;
}) {
  const { t } = useTranslation();
  return (
    <SourcedNumberField
      label={t('existingGenerator.output')}
      unit="kW"
      value={value.existingGeneratorOutput}
      from={value.existingGeneratorOutputFrom}
      offers={offered(context, 'waermepumpe.existingGeneratorOutput')}
      digits={1}
      min={0}
      minExclusive
      path="existingGeneratorOutput"
      onChange={(existingGeneratorOutput, existingGeneratorOutputFrom) =>
        onChange({ ...value, existingGeneratorOutput, existingGeneratorOutputFrom })
      }
    />
  );
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
