import { useTranslation } from 'react-i18next';
import type { ComponentKind } from '../../../shared/survey/schema';
import { SelectInput } from '../../ui/fields/fields';
import { formatFixed } from '../../ui/fields/number-input';
import type { Offer } from '../../ui/fields/offer';
import { useProvenanceLabel } from '../../ui/fields/TakenValue';
import type { ComponentKey, Element } from './model';

/*
 * The site survey records a component's construction only roughly (massive or wooden, insulated or
 * not, how thick), never its layers with their materials, so it cannot fill the layer table. What
 * it has is a U-value (measured, from documents or the typology's Standardwert): shown beside the
 * computed U of the same component, it tells the consultant whether the layers entered fit what
 * was found on site.
 */

/** The survey's kinds of component each calculator component can be compared with. */
const surveyKinds: Record<ComponentKey, readonly ComponentKind[]> = {
  outerWall: ['wand'],
  roof: ['dach'],
  flatRoof: ['dach'],
  topFloorCeiling: ['obersteGeschossdecke'],
  cellarCeiling: ['boden'],
  window: ['fenster'],
  roofWindow: ['fenster'],
  door: [],
  other: [],
};

/**
 * The surveyed U-values an element can be compared with (same kind of component) and the one it is
 * compared with: the one chosen; else the one named like the element, else the only one of its
 * kind. Null when the consultant chose no comparison or none is clear.
 */
export function surveyComparison(
  element: Element,
  offers: readonly Offer[],
): { candidates: Offer[]; compared: Offer | null } {
  const kinds: readonly string[] = surveyKinds[element.component];
  const candidates = offers.filter((o) => o.component && kinds.includes(o.component));
  if (element.comparedWith !== undefined)
    return {
      candidates,
      compared: candidates.find((o) => o.key === element.comparedWith) ?? null,
    };
  const name = element.name.trim().toLocaleLowerCase('de');
  const named = candidates.find((o) => o.label.trim().toLocaleLowerCase('de') === name);
  return {
    candidates,
    compared: named ?? (candidates.length === 1 ? candidates[0]! : null),
  };
}

/** The surveyed U beside the computed one, how far they differ, and a choice between several. */
export function SurveyComparison({
  element,
  offers,
  computedU,
  readOnly,
  onChoose,
}: {
  element: Element;
  offers: readonly Offer[];
  /** The element's computed U (W/(m²·K)), null while it has none. */
  computedU: number | null;
  readOnly: boolean;
  onChoose(comparedWith: string | null): void;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const { candidates, compared } = surveyComparison(element, offers);
  if (candidates.length === 0) return null;
  return (
    <div className="survey-comparison" data-testid="u-survey-comparison">
      {candidates.length > 1 && !readOnly && (
        <SelectInput
          label={t('visitFlow.uComparison.label')}
          value={compared?.key ?? ''}
          options={[
            { value: '', label: t('visitFlow.uComparison.none') },
            ...candidates.map((o) => ({
              value: o.key,
              label: `${o.label || t('surveyFlow.unnamed')} (${formatFixed(o.value, 2, lang)} W/(m²·K))`,
            })),
          ]}
          onChange={(key) => onChoose(key || null)}
        />
      )}
      {compared && <SurveyComparisonLine compared={compared} computedU={computedU} />}
    </div>
  );
}

/**
 * "Aufnahme: 1,40 W/(m²·K) Gebäudeaufnahme „Außenwand Nord“ (aus Unterlagen: …) Berechnet 21 %
 * niedriger als aufgenommen.": in the editor and in the report alike.
 */
export function SurveyComparisonLine({
  compared,
  computedU,
  className,
}: {
  compared: Offer;
  /** The element's computed U (W/(m²·K)), null while it has none: no difference then. */
  computedU: number | null;
  className?: string;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const provenance = useProvenanceLabel();
  const difference =
    computedU !== null && compared.value > 0
      ? ((computedU - compared.value) / compared.value) * 100
      : null;
  return (
    <p className={className}>
      <strong data-testid="u-survey-value">
        {t('visitFlow.uComparison.value', { u: formatFixed(compared.value, 2, lang) })}
      </strong>{' '}
      <span className="source-note">
        {t('visitFlow.uComparison.of', {
          name: compared.label || t('surveyFlow.unnamed'),
          provenance: provenance(compared),
        })}
      </span>
      {difference !== null && (
        <>
          {' '}
          <span data-testid="u-survey-difference">
            {Math.abs(difference) < 0.5
              ? t('visitFlow.uComparison.same')
              : t(`visitFlow.uComparison.${difference < 0 ? 'lower' : 'higher'}`, {
                  percent: formatFixed(Math.abs(difference), 0, lang),
                })}
          </span>
        </>
      )}
    </p>
  );
}
