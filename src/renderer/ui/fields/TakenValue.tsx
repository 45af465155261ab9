import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { moduleName } from '../../i18n/labels';
import { takenState, type Offer } from './offer';
import { useEditorFields } from './field-context';
import { NumberField, type NumberFieldProps } from './NumberField';
import { formatGermanNumber } from '../../../shared/numbers/german-number';

/** Survey values that are no component or room: their label is the field, named in words. */
const surveyFields = { beheizteFlaeche: true, vorlauftemperatur: true, nennleistung: true };

/** Where an offered value comes from, in words: "Gebäude: Wohnfläche", "U-Wert-Rechner: Außenwand". */
export function useOfferLabel() {
  const { t } = useTranslation();
  const provenance = useProvenanceLabel();
  const surveyLabel = (label: string) =>
    label in surveyFields ? t(`surveyFlow.fields.${label}`) : label || t('surveyFlow.unnamed');
  return (offer: Offer) =>
    offer.source === 'building'
      ? `${t('moduleEditor.flow.building')}: ${t(`moduleEditor.flow.${offer.label}`)}`
      : offer.source === 'pv-plan'
        ? t('pvEconomicsFlow.source', { name: offer.label })
        : offer.source === 'survey'
          ? `${t('surveyFlow.source')}: ${surveyLabel(offer.label)} (${provenance(offer)})`
          : offer.source === 'project-information'
            ? `${moduleName(t, offer.source)}: ${t(offer.label)}`
            : `${moduleName(t, offer.source)}: ${
                offer.label === 'flowTemperature'
                  ? t('heatingFlow.offerLabel')
                  : ['total', 'heatLoad'].includes(offer.label)
                    ? t(`moduleEditor.flow.${offer.label}`)
                    : offer.label
              }`;
}

/** How a surveyed value was found, in words: "aus Unterlagen: Energieausweis 2012". */
export function useProvenanceLabel() {
  const { t } = useTranslation();
  return (offer: Pick<Offer<number | string>, 'provenance'>) => {
    const { herkunft, quelle } = offer.provenance ?? { herkunft: null, quelle: null };
    const how = herkunft ? t(`visit.survey.provenances.${herkunft}`) : t('surveyFlow.noProvenance');
    return quelle ? `${how}: ${quelle}` : how;
  };
}

/**
 * Where an offered value comes from, in a few words for a narrow table cell: "Aufnahme" over
 * "gemessen", "U-Wert-Rechner", "Gebäudedaten". The full source (useOfferLabel) shows on hover
 * and focus; a line each keeps the words whole in a cell a number wide.
 */
export function useOfferShortLabel() {
  const { t } = useTranslation();
  return (offer: Pick<Offer<number | string>, 'source' | 'provenance'>): string[] => {
    if (offer.source === 'building') return [t('takenValue.building')];
    if (offer.source !== 'survey') return [moduleName(t, offer.source)];
    const herkunft = offer.provenance?.herkunft;
    return herkunft
      ? [t('takenValue.survey'), t(`visit.survey.provenances.${herkunft}`)]
      : [t('takenValue.survey')];
  };
}

/**
 * A taken value's source in a few words, a line each, with the full source under `id` (which the
 * field is described by); it shows on hover and focus inside a `.sourced-field.compact`.
 */
export function CompactSource({
  id,
  short,
  full,
  children,
}: {
  id: string;
  short: readonly string[];
  full: string;
  /** A way to follow a changed source. */
  children?: ReactNode;
}) {
  return (
    <span className="taken taken-compact" data-testid="taken-from">
      <span className="taken-short" aria-hidden="true">
        {short.map((line) => (
          <span key={line}>{line}</span>
        ))}
      </span>
      <span className="me-sr-only taken-full" id={id}>
        {full}
      </span>
      {children}
    </span>
  );
}

/** The small line under a taken value: its source, and a way to follow a changed source. */
export function TakenValue({
  value,
  from,
  offers,
  digits,
  onTake,
  fieldLabel,
  compactId,
  year = false,
}: {
  /** The label of the field the value is for (names the choice for screen readers). */
  fieldLabel: string;
  value: number | null;
  from: string | null | undefined;
  offers: readonly Offer[];
  digits: number;
  onTake(offer: Offer | null): void;
  /**
   * In a narrow table cell: the source is named in a few words, and the full source (under this
   * id, which the field's input is described by) shows on hover and while the field has focus.
   */
  compactId?: string;
  /** The value is a year: written without a thousands dot ("1968", not "1.968"). */
  year?: boolean;
}) {
  const { t } = useTranslation();
  const { readOnly } = useEditorFields();
  // Read, not typed: grouped as German text is ("13.650"), a year never.
  const shown = (v: number) => formatGermanNumber(v, { maxDecimals: digits, grouping: !year });
  const label = useOfferLabel();
  const shortLabel = useOfferShortLabel();
  const state = takenState(value, from, offers);
  if (state.offer) {
    const full = t('moduleEditor.flow.takenFrom', { source: label(state.offer) });
    const newValue = shown(state.offer.value);
    const update = t('moduleEditor.flow.update', { value: newValue });
    const follow = state.changed && !readOnly && (
      <button type="button" className="link-button" onClick={() => onTake(state.offer)}>
        {compactId ? (
          <>
            <span aria-hidden="true">{t('takenValue.update', { value: newValue })}</span>
            <span className="me-sr-only">{update}</span>
          </>
        ) : (
          update
        )}
      </button>
    );
    if (compactId)
      return (
        <CompactSource id={compactId} short={shortLabel(state.offer)} full={full}>
          {follow}
        </CompactSource>
      );
    return (
      <span className="taken" data-testid="taken-from">
        {full}
        {follow}
      </span>
    );
  }
  if (state.missing)
    return <span className="taken warn-text">{t('moduleEditor.flow.sourceGone')}</span>;
  if (!offers.length || readOnly) return null;
  return (
    <select
      className="take-select"
      aria-label={t('moduleEditor.flow.takeLabel', { field: fieldLabel })}
      value=""
      onChange={(e) => {
        const offer = offers.find((o) => o.key === e.target.value);
        if (offer) onTake(offer);
      }}
    >
      {/* In a cell a number wide, a short visible text; the select's name says it in full. */}
      <option value="">{compactId ? t('visitFlow.takeShort') : t('moduleEditor.flow.take')}</option>
      {offers.map((o) => (
        <option key={o.key} value={o.key}>
          {label(o)} ({shown(o.value)})
        </option>
      ))}
    </select>
  );
}

/**
 * A number that may be taken from another module or the building: typing overrides it (the
 * source is dropped), the source is named under the field, and a changed source can be followed.
 */
export function SourcedNumberField({
  from,
  offers,
  onChange,
  digits = 2,
  compact: compactGiven,
  ...field
}: Omit<NumberFieldProps, 'hint' | 'onChange' | 'onRefused' | 'digits' | 'describedBy'> & {
  from: string | null | undefined;
  offers: readonly Offer[];
  /** Decimals shown of a stored or offered value (the value itself keeps its precision). */
  digits?: number;
  /**
   * The source in a few words, the full source on hover/focus and read with the input (default:
   * in a table row, where the label is hidden and the cell is narrow).
   */
  compact?: boolean;
  /** A value typed (from null: the source is dropped) or taken (from the offer's key). */
  onChange(value: number | null, from: string | null): void;
}) {
  const compact = compactGiven ?? field.hideLabel;
  const sourceId = useId();
  const taken = compact && takenState(field.value, from, offers).offer;
  return (
    <div className={compact ? 'sourced-field compact' : 'sourced-field'}>
      <NumberField
        {...field}
        digits={digits}
        describedBy={taken ? sourceId : undefined}
        onChange={(value) => onChange(value, null)}
        // Typed over, even with a value the field refuses: what stands there is not the source's.
        onRefused={() => from && onChange(field.value, null)}
      />
      <TakenValue
        compactId={compact ? sourceId : undefined}
        fieldLabel={field.label}
        value={field.value}
        from={from}
        offers={offers}
        digits={digits}
        year={field.year}
        onTake={(offer) => onChange(offer ? offer.value : field.value, offer ? offer.key : null)}
      />
    </div>
  );
}
