import { useTranslation } from 'react-i18next';
import { pvInverterCatalogue } from '../../../shared/calc/catalogues/pv-inverters';
import {
  defaultInverter,
  type HouseholdPlan,
  type StringInverter,
  type TrackerPlan,
} from '../../../shared/pv-plan/household';
import type { StringsOutcome } from '../../../shared/pv-plan/household-calc';
import { BoundedNumber, useHouseholdEdit } from './household-fields';
import {
  dcAcHint,
  inverterSourceText,
  stringProblemTexts,
  stringsMissingText,
  stringsSummaryText,
  stringsWarningTexts,
  trackerMppText,
  trackerValuesText,
} from './string-words';

/*
 * Strings and inverter: the inverter from the editable catalogue, the modules on its MPP trackers
 * (proposed, changeable), each string checked at −10 °C and 70 °C with every problem named in
 * German at its tracker, and the DC/AC ratio.
 */

const inverterFields: Array<{
  key: 'maxDcVoltage' | 'mpptMin' | 'mpptMax' | 'mpptCount' | 'maxInputCurrent' | 'acPower';
  example: string;
}> = [
  { key: 'maxDcVoltage', example: '1000' },
  { key: 'mpptMin', example: '150' },
  { key: 'mpptMax', example: '800' },
  { key: 'mpptCount', example: '2' },
  { key: 'maxInputCurrent', example: '16' },
  { key: 'acPower', example: '4600' },
];

export function StringsPanel({
  plan,
  strings,
  readOnly,
}: {
  plan: HouseholdPlan;
  strings: StringsOutcome;
  readOnly: boolean;
}) {
  const { t } = useTranslation();
  const change = useHouseholdEdit();
  // The inverter the strings were checked against: the chosen one, or the one fitting the plan.
  const inverter = strings.ok ? strings.inverter : (plan.stringPlan.inverter ?? defaultInverter());
  const chosen = pvInverterCatalogue.findIndex(
    (i) => i.maker === inverter.maker && i.model === inverter.model,
  );
  const setInverter = (next: StringInverter) =>
    change('stringPlan', (s) => ({ ...s, inverter: next }));
  // Strings are laid out for the inverter on screen: it stays with them when the roof changes.
  const setTrackers = (trackers: TrackerPlan[] | null) =>
    change('stringPlan', (s) => ({ ...s, inverter: s.inverter ?? inverter, trackers }));
  const current: TrackerPlan[] = strings.ok
    ? strings.trackers.map(({ modulesPerString, strings: n }) => ({ modulesPerString, strings: n }))
    : [];
  const changeTracker = (index: number, part: Partial<TrackerPlan>) =>
    setTrackers(current.map((tr, k) => (k === index ? { ...tr, ...part } : tr)));
  return (
    <section
      className="pv-card pv-wide"
      aria-labelledby="pv-strings-title"
      data-testid="pv-strings"
    >
      <h2 id="pv-strings-title">{t('pvHousehold.strings.title')}</h2>
      <div className="pv-strings-layout">
        <div>
          <label className="field">
            <span>{t('pvHousehold.strings.inverter')}</span>
            <select
              name="inverter"
              value={chosen >= 0 ? String(chosen) : ''}
              disabled={readOnly}
              onChange={(e) => {
                const entry = pvInverterCatalogue[Number(e.target.value)];
                if (entry) setInverter({ ...entry });
              }}
            >
              {chosen < 0 && (
                <option value="">
                  {inverter.maker} {inverter.model} ({t('pvHousehold.strings.ownInverter')})
                </option>
              )}
              {pvInverterCatalogue.map((i, k) => (
                <option key={i.model} value={k}>
                  {i.maker} {i.model}
                </option>
              ))}
            </select>
          </label>
          <div className="pv-row pv-row-3">
            {inverterFields.map(({ key, example }) => (
              <BoundedNumber
                key={key}
                name={`inverter-${key}`}
                bounds={key}
                label={t(`pvHousehold.strings.${key}`)}
                value={inverter[key]}
                example={example}
                disabled={readOnly}
                onCommit={(v) =>
                  setInverter({
                    ...inverter,
                    [key]: key === 'mpptCount' ? Math.round(v) : v,
                    source: t('pvHousehold.strings.changedSource', {
                      source: inverter.source || t('pvHousehold.strings.withoutSource'),
                    }),
                  })
                }
              />
            ))}
          </div>
          <p className="muted small">{inverterSourceText(t, inverter)}</p>
        </div>
        <div>
          {!strings.ok ? (
            <p className="notice" role="note" data-testid="pv-strings-missing">
              {stringsMissingText(t, strings).finding} {stringsMissingText(t, strings).todo}
            </p>
          ) : (
            <>
              <p className="small" data-testid="pv-strings-summary">
                {stringsSummaryText(t, strings)}
              </p>
              {stringsWarningTexts(t, strings).map((warning) => (
                <p key={warning} className="form-error" role="status">
                  {warning}
                </p>
              ))}
              {dcAcHint(t, strings) && <p className="notice small">{dcAcHint(t, strings)}</p>}
              <ol className="pv-trackers">
                {strings.trackers.map((tracker, k) => {
                  const problems = stringProblemTexts(t, tracker, inverter);
                  return (
                    <li
                      key={tracker.tracker}
                      className={problems.length ? 'invalid' : undefined}
                      data-testid={`pv-tracker-${tracker.tracker}`}
                    >
                      <h3>{t('pvHousehold.strings.tracker', { n: tracker.tracker })}</h3>
                      <div className="pv-row">
                        <BoundedNumber
                          name={`tracker-${tracker.tracker}-modules`}
                          bounds="modulesPerString"
                          label={t('pvHousehold.strings.modulesPerString')}
                          value={tracker.modulesPerString}
                          example="10"
                          disabled={readOnly}
                          onCommit={(v) => changeTracker(k, { modulesPerString: Math.round(v) })}
                        />
                        <BoundedNumber
                          name={`tracker-${tracker.tracker}-strings`}
                          bounds="strings"
                          label={t('pvHousehold.strings.strings')}
                          value={tracker.strings}
                          example="1"
                          disabled={readOnly}
                          onCommit={(v) => changeTracker(k, { strings: Math.round(v) })}
                        />
                      </div>
                      <p className="small muted">{trackerValuesText(t, tracker)}</p>
                      <p className="small" data-testid={`pv-tracker-${tracker.tracker}-mpp`}>
                        {trackerMppText(t, tracker, inverter)}
                      </p>
                      {problems.length > 0 ? (
                        <div role="alert">
                          <ul className="pv-problems">
                            {problems.map((p) => (
                              <li key={p}>{p}</li>
                            ))}
                          </ul>
                        </div>
                      ) : (
                        <p className="small pv-ok">{t('pvHousehold.strings.ok')}</p>
                      )}
                      {!readOnly && strings.trackers.length > 1 && (
                        <button
                          type="button"
                          onClick={() => setTrackers(current.filter((_, j) => j !== k))}
                        >
                          {t('pvHousehold.strings.removeTracker', { n: tracker.tracker })}
                        </button>
                      )}
                    </li>
                  );
                })}
              </ol>
              {!readOnly && (
                <div className="actions pv-wrap">
                  <button
                    type="button"
                    onClick={() => setTrackers([...current, { modulesPerString: 1, strings: 1 }])}
                  >
                    {t('pvHousehold.strings.addTracker')}
                  </button>
                  <button
                    type="button"
                    disabled={!strings.changed}
                    onClick={() => setTrackers(null)}
                  >
                    {t('pvHousehold.strings.useProposal')}
                  </button>
                </div>
              )}
            </>
          )}
        </div>
      </div>
    </section>
  );
}
