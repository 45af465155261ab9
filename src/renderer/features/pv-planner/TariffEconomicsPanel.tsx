import { useTranslation } from 'react-i18next';
import { calendarDay } from '../../../shared/calc/eeg-tariff';
import {
  eegTariffSource,
  eegTariffStand,
  eegTariffTable,
} from '../../../shared/calc/eeg-tariff-table';
import type { HouseholdEconomics, HouseholdPlan } from '../../../shared/pv-plan/household';
import type { HouseholdResults } from '../../../shared/pv-plan/household-calc';
import { Field } from '../../ui/Field';
import { useTypedText } from '../../ui/fields/typed-text';
import { formatDate } from '../../i18n/format';
import { euro, shareInSentence, upTo } from '../../ui/figures/figures';
import { BoundedNumber, useHouseholdEdit } from './household-fields';
import { solarPeakRulesTexts, tariffPeriodText } from './tariff-words';

/*
 * The EEG feed-in tariff by commissioning day and size, with the table's source and "Stand" and
 * the 2025 rules' estimated effect; the economics over 20 years with the editable prices.
 */

const tableFirst = eegTariffTable[0]!.start;
const tableLast = eegTariffTable[eegTariffTable.length - 1]!.end;
/** "2026-03-01" → "01.03.2026", as the day is typed. */
const shownDay = (iso: string) => iso.split('-').reverse().join('.');
/** "1.3.2026" → "2026-03-01"; null when it is not a calendar day. */
function dayOf(text: string): string | null {
  const match = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(text.trim());
  if (!match) return null;
  const iso = `${match[3]}-${match[2]!.padStart(2, '0')}-${match[1]!.padStart(2, '0')}`;
  try {
    return calendarDay(iso);
  } catch {
    return null;
  }
}
/** "2026-11" → "11/2026". */
const stand = (yearMonth: string) => yearMonth.split('-').reverse().join('/');

export function TariffPanel({
  plan,
  results,
  today,
  readOnly,
}: {
  plan: HouseholdPlan;
  results: HouseholdResults;
  today: string;
  readOnly: boolean;
}) {
  const { t } = useTranslation();
  const change = useHouseholdEdit();
  const commissioned = plan.tariff.commissioned ?? today;
  const { text, type, settle } = useTypedText(shownDay(commissioned));
  const typed = dayOf(text);
  const error =
    typed === null
      ? t('pvHousehold.tariff.dateMissing')
      : typed < tableFirst || typed > tableLast
        ? t('pvHousehold.tariff.dateRange', {
            first: formatDate(tableFirst),
            last: formatDate(tableLast),
          })
        : undefined;
  const commit = () => {
    if (error || !typed) return;
    if (typed !== commissioned) change('tariff', (x) => ({ ...x, commissioned: typed }));
    settle();
  };
  const outcome = results.tariff;
  const rulesText = solarPeakRulesTexts(
    t,
    outcome.ok ? outcome.rules : null,
    plan.tariff.smartMeter,
  );
  return (
    <section className="pv-card" aria-labelledby="pv-tariff-title" data-testid="pv-tariff">
      <h2 id="pv-tariff-title">{t('pvHousehold.tariff.title')}</h2>
      <Field name="commissioned" label={t('pvHousehold.tariff.commissioned')} error={error}>
        <input
          name="commissioned"
          inputMode="numeric"
          placeholder="TT.MM.JJJJ"
          value={text}
          disabled={readOnly}
          aria-invalid={!!error}
          onChange={(e) => type(e.target.value)}
          onBlur={commit}
          onKeyDown={(e) => {
            if (e.key === 'Enter') commit();
          }}
        />
      </Field>
      <label className="pv-check">
        <input
          type="checkbox"
          checked={plan.tariff.fullFeedIn}
          disabled={readOnly}
          onChange={(e) => change('tariff', (x) => ({ ...x, fullFeedIn: e.target.checked }))}
        />
        {t('pvHousehold.tariff.fullFeedIn')}
      </label>
      <label className="pv-check">
        <input
          type="checkbox"
          checked={plan.tariff.smartMeter}
          disabled={readOnly}
          onChange={(e) => change('tariff', (x) => ({ ...x, smartMeter: e.target.checked }))}
        />
        {t('pvHousehold.tariff.smartMeter')}
      </label>
      {outcome.ok ? (
        <>
          <p className="pv-figure" data-testid="pv-tariff-value">
            {t(
              plan.tariff.fullFeedIn
                ? 'pvHousehold.tariff.valueFull'
                : 'pvHousehold.tariff.valuePartial',
              {
                ct: upTo(outcome.ctPerKwh, 2),
                kwp: upTo(results.kwp, 2),
              },
            )}
          </p>
          <p className="small" data-testid="pv-tariff-period">
            {tariffPeriodText(t, {
              start: outcome.periodStart,
              end: outcome.periodEnd,
              published: outcome.published,
            })}
          </p>
        </>
      ) : (
        <p className="form-error" role="status">
          {outcome.reason === 'over100'
            ? t('pvHousehold.tariff.over100')
            : t('pvHousehold.tariff.dateRange', {
                first: formatDate(outcome.first),
                last: formatDate(outcome.last),
              })}
        </p>
      )}
      <p className="muted small">
        {t('pvHousehold.tariff.source', { source: eegTariffSource, stand: stand(eegTariffStand) })}
      </p>
      <h3>{t('pvHousehold.tariff.rulesTitle')}</h3>
      {rulesText.applies ? (
        <ul className="small pv-rules" data-testid="pv-rules">
          {rulesText.lines.map((line, k) =>
            k === rulesText.lines.length - 1 ? (
              <li key={line}>
                <strong>{line}</strong>
              </li>
            ) : (
              <li key={line}>{line}</li>
            ),
          )}
        </ul>
      ) : (
        <p className="small" data-testid="pv-rules">
          {rulesText.lines[0]}
        </p>
      )}
    </section>
  );
}

const economicsFields: Array<{ key: keyof HouseholdEconomics; example: string }> = [
  { key: 'pricePerKwp', example: '1500' },
  { key: 'pricePerBatteryKwh', example: '700' },
  { key: 'electricityPriceCt', example: '38' },
  { key: 'priceIncreasePct', example: '2' },
  { key: 'degradationPct', example: '0,5' },
  { key: 'operatingCostsEur', example: '150' },
];

export function EconomicsPanel({
  plan,
  results,
  readOnly,
}: {
  plan: HouseholdPlan;
  results: HouseholdResults;
  readOnly: boolean;
}) {
  const { t } = useTranslation();
  const change = useHouseholdEdit();
  const economics = results.economics;
  return (
    <section className="pv-card" aria-labelledby="pv-economics-title" data-testid="pv-economics">
      <h2 id="pv-economics-title">{t('pvHousehold.economics.title')}</h2>
      <div className="pv-row">
        {economicsFields.map(({ key, example }) => (
          <BoundedNumber
            key={key}
            name={key}
            bounds={key}
            label={t(`pvHousehold.economics.${key}`)}
            value={plan.economics[key]}
            example={example}
            disabled={readOnly}
            onCommit={(v) => change('economics', (x) => ({ ...x, [key]: v }))}
          />
        ))}
      </div>
      {economics && (
        <dl className="pv-kpis pv-kpis-3" data-testid="pv-economics-result">
          <div>
            <dt>{t('pvHousehold.economics.investment')}</dt>
            <dd>{euro(economics.investment)}</dd>
          </div>
          <div>
            <dt>{t('pvHousehold.economics.payback')}</dt>
            <dd data-testid="pv-payback">
              {economics.paybackYear === null
                ? t('pvHousehold.economics.noPayback')
                : t('pvHousehold.economics.paybackYear', { year: economics.paybackYear })}
            </dd>
          </div>
          <div>
            <dt>{t('pvHousehold.economics.irr')}</dt>
            <dd>
              {economics.internalRateOfReturn === null
                ? '–'
                : shareInSentence(economics.internalRateOfReturn)}
            </dd>
          </div>
          <div>
            <dt>{t('pvHousehold.economics.costPerKwh')}</dt>
            <dd>{upTo(economics.costPerKwh * 100, 1)} ct/kWh</dd>
          </div>
          <div>
            <dt>{t('pvHousehold.economics.firstYear')}</dt>
            <dd>{euro(economics.years[0]!.cashFlow)}</dd>
          </div>
          <div>
            <dt>{t('pvHousehold.economics.total')}</dt>
            <dd>{euro(economics.years[economics.years.length - 1]!.cumulative)}</dd>
          </div>
        </dl>
      )}
      <p className="muted small">
        {t('pvHousehold.economics.note')} {t('pvHousehold.economics.noteTodo')}
      </p>
    </section>
  );
}
