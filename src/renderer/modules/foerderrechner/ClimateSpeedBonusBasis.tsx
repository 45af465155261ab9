import { useTranslation } from 'react-i18next';
import {
  climateSpeedBonusFor,
  type ExistingHeatingKind,
} from '../../../shared/calc/climate-speed-bonus';
import { offered, type ModuleContext } from '../definition';
import type { Offer } from '../../ui/fields/offer';
import { useProvenanceLabel } from '../../ui/fields/TakenValue';
import type { FoerderrechnerInput } from './model';

/*
 * The heating to be replaced, as the survey (first: seen on site) or the project information
 * names it, and what it means for the climate speed bonus (shared/calc/climate-speed-bonus.ts).
 * The consultant's tick stays theirs: a box that disagrees gets a note and a button.
 */

const yearOf = (offer: Offer<string>) => (offer.label ? Number(offer.label) : null);

/**
 * The heating to be replaced in words ("Bestehende Heizung laut Gebäudeaufnahme (gemessen):
 * Gasheizung, Baujahr 1994 (32 Jahre).") with the rule's verdict; null without a heating known.
 */
export function useClimateSpeedBasis(context: ModuleContext, today = new Date()) {
  const { t } = useTranslation();
  const provenance = useProvenanceLabel();
  const [basis, other] = offered(context, 'foerderrechner.existingHeating');
  if (!basis) return null;
  const kind = basis.value as ExistingHeatingKind;
  const year = kind === 'other' ? null : yearOf(basis);
  const applicationYear = today.getFullYear();
  const verdict = climateSpeedBonusFor({ kind, year, applicationYear });
  const kindWords = (k: string) => t(`existingHeating.kinds.${k}`);
  const source =
    basis.source === 'survey'
      ? t('existingHeating.fromSurvey', { provenance: provenance(basis) })
      : t('existingHeating.fromProjectInfo');
  const heating =
    year === null
      ? t('existingHeating.heating', { source, kind: kindWords(kind) })
      : t('existingHeating.heatingYear', {
          source,
          kind: kindWords(kind),
          year,
          age: applicationYear - year,
        });
  const otherYear = other ? yearOf(other) : null;
  const otherText =
    other && (other.value !== basis.value || other.label !== basis.label)
      ? otherYear === null
        ? t('existingHeating.otherSays', { kind: kindWords(other.value) })
        : t('existingHeating.otherSaysYear', { kind: kindWords(other.value), year: otherYear })
      : null;
  return {
    verdict,
    text: `${heating} ${t(`existingHeating.verdict.${verdict.reason}`)}`,
    otherText,
  };
}

export function ClimateSpeedBonusBasis({
  value,
  context,
  readOnly,
  onChange,
  today,
}: {
  value: FoerderrechnerInput;
  context: ModuleContext;
  readOnly: boolean;
  onChange(next: FoerderrechnerInput): void;
  today?: Date;
}) {
  const { t } = useTranslation();
  const basis = useClimateSpeedBasis(context, today);
  if (!basis) return null;
  const { verdict, text, otherText } = basis;
  const disagrees =
    value.selfOccupied && verdict.eligible !== null && verdict.eligible !== value.climateSpeedBonus;
  return (
    <p
      className={disagrees ? 'warn-text' : 'source-note'}
      role="status"
      data-testid="climate-speed-basis"
    >
      {text}
      {otherText && ` ${otherText}`}{' '}
      {disagrees && !readOnly && (
        <button
          type="button"
          className="link-button"
          onClick={() => onChange({ ...value, climateSpeedBonus: !value.climateSpeedBonus })}
        >
          {t(value.climateSpeedBonus ? 'existingHeating.untick' : 'existingHeating.tick')}
        </button>
      )}
    </p>
  );
}
