import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatGermanNumber, parseGermanNumber } from '../../../shared/numbers/german-number';
import { useTypedText } from '../../ui/fields/typed-text';
import { provenances, type Provenance, type Surveyed } from '../../../shared/survey/schema';
import type { PlausibleRange } from '../../../shared/domain/plausible';
import { problemText } from '../../ui/fields/NumberField';
import { checkDecimal } from '../../ui/fields/number-input';

/*
 * One surveyed value and where it came from, side by side: the value (a number in German
 * notation, a choice or yes/no) and the provenance chooser. Typing a value without a provenance
 * leaves it "without source" (the before-you-leave list counts it as an estimate). A Standardwert
 * shows its source under the field.
 */

interface Common<T> {
  /** The element id the before-you-leave list jumps to. */
  id: string;
  label: string;
  value: Surveyed<T>;
  disabled?: boolean;
  onChange(next: Surveyed<T>): void;
}

function ProvenanceChooser<T>({ id, label, value, disabled, onChange }: Common<T>) {
  const { t } = useTranslation();
  return (
    <select
      className="provenance"
      aria-label={`${t('visit.survey.provenance')}: ${label}`}
      data-testid={`${id}-herkunft`}
      value={value.herkunft ?? ''}
      disabled={disabled}
      onChange={(e) => {
        const herkunft = (e.target.value || null) as Provenance | null;
        onChange({ ...value, herkunft, quelle: herkunft === 'standardwert' ? value.quelle : null });
      }}
    >
      <option value="">{t('visit.survey.provenances.none')}</option>
      {provenances.map((p) => (
        <option key={p} value={p}>
          {t(`visit.survey.provenances.${p}`)}
        </option>
      ))}
    </select>
  );
}

function Frame<T>({
  props,
  children,
  error,
  extra,
}: {
  props: Common<T>;
  children: React.ReactNode;
  error?: string | null;
  extra?: React.ReactNode;
}) {
  return (
    <div className="surveyed" data-testid={props.id}>
      <label htmlFor={props.id + '-input'}>{props.label}</label>
      <div className="surveyed-row">
        {children}
        <ProvenanceChooser {...props} />
        {extra}
      </div>
      {props.value.herkunft === 'standardwert' && props.value.quelle && (
        <small className="muted source">{props.value.quelle}</small>
      )}
      {error && (
        <span className="field-error" role="alert">
          {error}
        </span>
      )}
    </div>
  );
}

/**
 * A number typed the German way ("12,5"); an unreadable text, or one outside the plausible range
 * (a year still ahead, a negative area), stays and is named at the field; it is not kept.
 */
export function SurveyedNumber(
  props: Common<number> & {
    integer?: boolean;
    range?: PlausibleRange;
    extra?: React.ReactNode;
  },
) {
  const { t, i18n } = useTranslation();
  const shown = formatGermanNumber(props.value.wert);
  // A value set from elsewhere (Standardwert, another device) shows, unless the user is typing.
  const { text, type, settle } = useTypedText(shown);
  const [error, setError] = useState<string | null>(null);
  const read = (raw: string) => {
    const trimmed = raw.trim();
    if (!trimmed) {
      setError(null);
      if (props.value.wert !== null) props.onChange({ ...props.value, wert: null });
      settle();
      return;
    }
    const parsed = parseGermanNumber(trimmed);
    if (parsed === null || Number.isNaN(parsed) || (props.integer && !Number.isInteger(parsed))) {
      setError(t(props.integer ? 'visit.survey.notAYear' : 'visit.survey.notANumber'));
      return;
    }
    const implausible = props.range ? checkDecimal(trimmed, props.range) : null;
    if (implausible) {
      setError(problemText(t, implausible, i18n.language, props.range?.year));
      return;
    }
    setError(null);
    // A typed value is no longer the typology's: the source goes with it.
    const herkunft = props.value.herkunft === 'standardwert' ? null : props.value.herkunft;
    if (parsed !== props.value.wert)
      props.onChange({ wert: parsed, herkunft, quelle: herkunft ? props.value.quelle : null });
    settle();
  };
  return (
    <Frame props={props} error={error} extra={props.extra}>
      <input
        id={props.id + '-input'}
        inputMode="decimal"
        value={text}
        disabled={props.disabled}
        aria-invalid={!!error}
        onChange={(e) => type(e.target.value)}
        onBlur={(e) => read(e.target.value)}
      />
    </Frame>
  );
}

/** One of a list of choices, worded from `visit.survey.options.<options>`. */
export function SurveyedChoice<T extends string>(
  props: Common<T> & { options: readonly T[]; optionsKey: string },
) {
  const { t } = useTranslation();
  return (
    <Frame props={props}>
      <select
        id={props.id + '-input'}
        value={props.value.wert ?? ''}
        disabled={props.disabled}
        onChange={(e) =>
          props.onChange({ ...props.value, wert: (e.target.value || null) as T | null })
        }
      >
        <option value="">{t('visit.survey.choose')}</option>
        {props.options.map((o) => (
          <option key={o} value={o}>
            {t(`visit.survey.options.${props.optionsKey}.${o}`)}
          </option>
        ))}
      </select>
    </Frame>
  );
}

/** Yes, no, or not known yet. */
export function SurveyedFlag(props: Common<boolean>) {
  const { t } = useTranslation();
  return (
    <Frame props={props}>
      <select
        id={props.id + '-input'}
        value={props.value.wert === null ? '' : String(props.value.wert)}
        disabled={props.disabled}
        onChange={(e) =>
          props.onChange({
            ...props.value,
            wert: e.target.value === '' ? null : e.target.value === 'true',
          })
        }
      >
        <option value="">{t('visit.survey.choose')}</option>
        <option value="true">{t('visit.survey.yes')}</option>
        <option value="false">{t('visit.survey.no')}</option>
      </select>
    </Frame>
  );
}

/** A short text (a radiator's model, a meter number). */
export function SurveyedText(props: Common<string>) {
  return (
    <Frame props={props}>
      <input
        id={props.id + '-input'}
        value={props.value.wert ?? ''}
        disabled={props.disabled}
        onChange={(e) => props.onChange({ ...props.value, wert: e.target.value || null })}
      />
    </Frame>
  );
}

/** A stable element id for a surveyed field: what the before-you-leave list links to. */
export const fieldId = (section: string, field: string, itemId?: string) =>
  ['survey', section, itemId, field].filter(Boolean).join('-');

export function useNewId(): () => string {
  const base = useId().replace(/[^a-z0-9]/gi, '');
  return () => `${base}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}
