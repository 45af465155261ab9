import { useTranslation } from 'react-i18next';
import type { ModuleEditorProps } from '../../editor-def';
import { CheckboxInput, SelectInput, TextInput } from '../../fields';
import { NumberField } from '../../NumberField';
import '../../../report/parts/editors12.css';
import { copPoints, waermepumpeSchema } from '../waermepumpe/model';
import { expectedEdition, jazProblems, jazResults, type JazInput } from './model';
import { JazSummary } from './Summary';

export function JazForm({ value, onChange, readOnly, context }: ModuleEditorProps<JazInput>) {
  const { t } = useTranslation();
  const set = <K extends keyof JazInput>(key: K, v: JazInput[K]) =>
    onChange({ ...value, [key]: v });
  const problems = jazProblems(value);
  const problem = (key: string) =>
    problems[key] ? t(`editors12.problems.${problems[key]}`) : null;
  const results = jazResults(value);
  const heatPump = waermepumpeSchema.safeParse(context.modules.waermepumpe?.payload ?? {});
  const offered = heatPump.success ? copPoints(heatPump.data) : [];
  const setPoint = (i: number, patch: Partial<JazInput['heatingPoints'][number]>) =>
    set(
      'heatingPoints',
      value.heatingPoints.map((p, j) => (j === i ? { ...p, ...patch } : p)),
    );

  return (
    <div className="e12-form">
      <p className="e12-note" data-testid="jaz-edition">
        {t('editors12.jaz.expects', { edition: expectedEdition })}
      </p>
      <div className="e12-grid">
        <SelectInput
          label={t('editors12.jaz.method')}
          value={value.method}
          options={[
            { value: 'vdi4650', label: t('editors12.jaz.methods.vdi4650') },
            { value: 'manual', label: t('editors12.jaz.methods.manual') },
          ]}
          onChange={(v) => set('method', v)}
        />
        <NumberField
          label={t('editors12.jaz.hotWaterShare')}
          unit="%"
          value={value.hotWaterShare === null ? null : Math.round(value.hotWaterShare * 1000) / 10}
          min={0}
          max={100}
          path="hotWaterShare"
          error={problem('hotWaterShare')}
          hint={t('editors12.jaz.hotWaterShareHint')}
          onChange={(v) => set('hotWaterShare', v === null ? null : v / 100)}
        />
      </div>

      {value.method === 'manual' ? (
        <fieldset className="e12-group">
          <legend>{t('editors12.jaz.methods.manual')}</legend>
          <div className="e12-grid">
            <NumberField
              label={t('editors12.jaz.heatingSpf')}
              value={value.manualHeatingSpf}
              min={0}
              minExclusive
              error={problem('manualHeatingSpf')}
              onChange={(v) => set('manualHeatingSpf', v)}
            />
            <NumberField
              label={t('editors12.jaz.hotWaterSpf')}
              value={value.manualHotWaterSpf}
              min={0}
              minExclusive
              error={problem('manualHotWaterSpf')}
              onChange={(v) => set('manualHotWaterSpf', v)}
            />
            <TextInput
              label={t('editors12.jaz.manualSource')}
              value={value.manualSource}
              error={problem('manualSource')}
              hint={t('editors12.jaz.manualSourceHint')}
              onChange={(v) => set('manualSource', v)}
            />
          </div>
        </fieldset>
      ) : (
        <>
          <fieldset className="e12-group">
            <legend>{t('editors12.jaz.heating')}</legend>
            <p className="muted">{t('editors12.jaz.heatingHint')}</p>
            <table className="table e12-points">
              <caption className="me-sr-only">{t('editors12.jaz.heating')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('editors12.wp.sourceTemperature')}</th>
                  <th scope="col">{t('editors12.wp.cop')}</th>
                  <th scope="col">{t('editors12.jaz.weight')}</th>
                  <th scope="col">{t('editors12.jaz.correction')}</th>
                  {!readOnly && (
                    <th scope="col">
                      <span className="me-sr-only">{t('editors12.common.actions')}</span>
                    </th>
                  )}
                </tr>
              </thead>
              <tbody>
                {value.heatingPoints.map((p, i) => {
                  const label = (what: string) => t('editors12.wp.pointLabel', { n: i + 1, what });
                  const err = (k: string) => problem(`heatingPoints.${i}.${k}`);
                  return (
                    <tr key={i}>
                      <td>
                        <NumberField
                          hideLabel
                          label={label(t('editors12.wp.sourceTemperature'))}
                          unit="°C"
                          value={p.sourceTemperature}
                          required
                          onChange={(v) => setPoint(i, { sourceTemperature: v ?? 0 })}
                        />
                      </td>
                      <td>
                        <NumberField
                          hideLabel
                          label={label(t('editors12.wp.cop'))}
                          value={p.cop}
                          min={0}
                          minExclusive
                          error={err('cop')}
                          onChange={(v) => setPoint(i, { cop: v })}
                        />
                      </td>
                      <td>
                        <NumberField
                          hideLabel
                          label={label(t('editors12.jaz.weight'))}
                          value={p.weight}
                          min={0}
                          max={1}
                          error={err('weight')}
                          onChange={(v) => setPoint(i, { weight: v })}
                        />
                      </td>
                      <td>
                        <NumberField
                          hideLabel
                          label={label(t('editors12.jaz.correction'))}
                          value={p.correction}
                          min={0}
                          minExclusive
                          error={err('correction')}
                          onChange={(v) => setPoint(i, { correction: v })}
                        />
                      </td>
                      {!readOnly && (
                        <td>
                          <button
                            type="button"
                            className="link-button"
                            onClick={() =>
                              set(
                                'heatingPoints',
                                value.heatingPoints.filter((_, j) => j !== i),
                              )
                            }
                          >
                            {t('editors12.common.remove')}
                          </button>
                        </td>
                      )}
                    </tr>
                  );
                })}
              </tbody>
            </table>
            {problems.weights && (
              <p className="field-error" role="alert">
                {t('editors12.problems.weightsSum')}
              </p>
            )}
            {problems.heatingPoints && <p className="muted">{t('editors12.problems.noPoints')}</p>}
            {!readOnly && (
              <div className="actions-row">
                <button
                  type="button"
                  onClick={() =>
                    set('heatingPoints', [
                      ...value.heatingPoints,
                      { sourceTemperature: 0, cop: null, weight: null, correction: null },
                    ])
                  }
                >
                  {t('editors12.wp.addPoint')}
                </button>
                {offered.length > 0 && (
                  <button
                    type="button"
                    onClick={() =>
                      set(
                        'heatingPoints',
                        offered.map((p) => {
                          const old = value.heatingPoints.find(
                            (q) => q.sourceTemperature === p.sourceTemperature,
                          );
                          return {
                            sourceTemperature: p.sourceTemperature,
                            cop: p.cop,
                            weight: old?.weight ?? null,
                            correction: old?.correction ?? null,
                          };
                        }),
                      )
                    }
                  >
                    {t('editors12.jaz.takeCops')}
                  </button>
                )}
              </div>
            )}
          </fieldset>
          <fieldset className="e12-group">
            <legend>{t('editors12.jaz.hotWater')}</legend>
            <div className="e12-grid">
              <NumberField
                label={t('editors12.jaz.hotWaterCop')}
                value={value.hotWaterCop}
                min={0}
                minExclusive
                error={problem('hotWaterCop')}
                onChange={(v) => set('hotWaterCop', v)}
              />
              <NumberField
                label={t('editors12.jaz.hotWaterCorrection')}
                value={value.hotWaterCorrection}
                min={0}
                minExclusive
                error={problem('hotWaterCorrection')}
                onChange={(v) => set('hotWaterCorrection', v)}
              />
            </div>
          </fieldset>
          <fieldset className="e12-group">
            <legend>{t('editors12.jaz.sourceOfFactors')}</legend>
            <TextInput
              label={t('editors12.jaz.edition')}
              value={value.edition}
              hint={t('editors12.jaz.editionHint', { edition: expectedEdition })}
              onChange={(v) => set('edition', v)}
            />
            <CheckboxInput
              label={t('editors12.jaz.factorsFromStandard', { edition: expectedEdition })}
              checked={value.factorsFromStandard}
              onChange={(v) => set('factorsFromStandard', v)}
            />
          </fieldset>
        </>
      )}
      {results ? (
        <JazSummary r={results} />
      ) : (
        <p className="muted" role="status">
          {t('editors12.common.incomplete')}
        </p>
      )}
    </div>
  );
}
