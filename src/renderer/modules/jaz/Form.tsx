import { useTranslation } from 'react-i18next';
import { offered, type ModuleEditorProps } from '../definition';
import { CheckboxInput, SelectInput, TextInput } from '../../ui/fields/fields';
import { NumberField } from '../../ui/fields/NumberField';
import { SourcedNumberField } from '../../ui/fields/TakenValue';
import '../../ui/figures/figures.css';
import { copPoints, waermepumpeSchema } from '../waermepumpe/model';
import { expectedEdition, jazProblems, jazResults, type JazInput } from './model';
import { PointTable } from '../waermepumpe/PointTable';
import { JazSummary } from './Summary';

export function JazForm({ value, onChange, readOnly, context }: ModuleEditorProps<JazInput>) {
  const { t } = useTranslation();
  const set = <K extends keyof JazInput>(key: K, v: JazInput[K]) =>
    onChange({ ...value, [key]: v });
  const problems = jazProblems(value);
  const problem = (key: string) =>
    problems[key] ? t(`editorParts.problems.${problems[key]}`) : null;
  const results = jazResults(value);
  const heatPump = waermepumpeSchema.safeParse(context.modules.waermepumpe?.payload ?? {});
  const offeredPoints = heatPump.success ? copPoints(heatPump.data) : [];

  return (
    <div className="calc-form">
      <p className="calc-note" data-testid="jaz-edition">
        {t('module.jaz.expects', { edition: expectedEdition })}
      </p>
      <div className="calc-grid">
        <SelectInput
          label={t('module.jaz.method')}
          value={value.method}
          options={[
            { value: 'vdi4650', label: t('module.jaz.methods.vdi4650') },
            { value: 'manual', label: t('module.jaz.methods.manual') },
          ]}
          onChange={(v) => set('method', v)}
        />
        <NumberField
          label={t('module.jaz.hotWaterShare')}
          unit="%"
          value={value.hotWaterShare === null ? null : Math.round(value.hotWaterShare * 1000) / 10}
          min={0}
          max={100}
          path="hotWaterShare"
          error={problem('hotWaterShare')}
          hint={t('module.jaz.hotWaterShareHint')}
          onChange={(v) => set('hotWaterShare', v === null ? null : v / 100)}
        />
        <SourcedNumberField
          label={t('heatingFlow.systemFlowTemperature')}
          unit="°C"
          value={value.flowTemperature}
          from={value.flowTemperatureFrom}
          offers={offered(context, 'jaz.flowTemperature')}
          digits={1}
          min={0}
          minExclusive
          path="flowTemperature"
          onChange={(flowTemperature, flowTemperatureFrom) =>
            onChange({ ...value, flowTemperature, flowTemperatureFrom })
          }
        />
      </div>
      {value.method === 'vdi4650' && <p className="muted">{t('heatingFlow.jazFlowHint')}</p>}

      {value.method === 'manual' ? (
        <fieldset className="calc-group">
          <legend>{t('module.jaz.methods.manual')}</legend>
          <div className="calc-grid">
            <NumberField
              label={t('module.jaz.heatingSpf')}
              value={value.manualHeatingSpf}
              min={0}
              minExclusive
              error={problem('manualHeatingSpf')}
              onChange={(v) => set('manualHeatingSpf', v)}
            />
            <NumberField
              label={t('module.jaz.hotWaterSpf')}
              value={value.manualHotWaterSpf}
              min={0}
              minExclusive
              error={problem('manualHotWaterSpf')}
              onChange={(v) => set('manualHotWaterSpf', v)}
            />
            <TextInput
              label={t('module.jaz.manualSource')}
              value={value.manualSource}
              error={problem('manualSource')}
              hint={t('module.jaz.manualSourceHint')}
              onChange={(v) => set('manualSource', v)}
            />
          </div>
        </fieldset>
      ) : (
        <>
          <fieldset className="calc-group">
            <legend>{t('module.jaz.heating')}</legend>
            <p className="muted">{t('module.jaz.heatingHint')}</p>
            <PointTable
              caption={t('module.jaz.heating')}
              captionHidden
              rows={value.heatingPoints}
              readOnly={readOnly}
              onChange={(heatingPoints) => set('heatingPoints', heatingPoints)}
              columns={[
                {
                  key: 'sourceTemperature',
                  label: t('module.waermepumpe.sourceTemperature'),
                  unit: '°C',
                  fallback: 0,
                },
                ...(['cop', 'weight', 'correction'] as const).map((key) => ({
                  key,
                  label: t(key === 'cop' ? 'module.waermepumpe.cop' : `module.jaz.${key}`),
                  min: 0,
                  minExclusive: key !== 'weight',
                  max: key === 'weight' ? 1 : undefined,
                  digits: key === 'cop' ? 2 : undefined,
                  error: (i: number) => problem(`heatingPoints.${i}.${key}`),
                })),
              ]}
            />
            {problems.weights && (
              <p className="field-error" role="alert">
                {t('editorParts.problems.weightsSum')}
              </p>
            )}
            {problems.heatingPoints && (
              <p className="muted">{t('editorParts.problems.noPoints')}</p>
            )}
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
                  {t('module.waermepumpe.addPoint')}
                </button>
                {offeredPoints.length > 0 && (
                  <button
                    type="button"
                    onClick={() =>
                      set(
                        'heatingPoints',
                        offeredPoints.map((p) => {
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
                    {t('module.jaz.takeCops')}
                  </button>
                )}
              </div>
            )}
          </fieldset>
          <fieldset className="calc-group">
            <legend>{t('module.jaz.hotWater')}</legend>
            <div className="calc-grid">
              <NumberField
                label={t('module.jaz.hotWaterCop')}
                value={value.hotWaterCop}
                min={0}
                minExclusive
                error={problem('hotWaterCop')}
                onChange={(v) => set('hotWaterCop', v)}
              />
              <NumberField
                label={t('module.jaz.hotWaterCorrection')}
                value={value.hotWaterCorrection}
                min={0}
                minExclusive
                error={problem('hotWaterCorrection')}
                onChange={(v) => set('hotWaterCorrection', v)}
              />
            </div>
          </fieldset>
          <fieldset className="calc-group">
            <legend>{t('module.jaz.sourceOfFactors')}</legend>
            <TextInput
              label={t('module.jaz.edition')}
              value={value.edition}
              hint={t('module.jaz.editionHint', { edition: expectedEdition })}
              onChange={(v) => set('edition', v)}
            />
            <CheckboxInput
              label={t('module.jaz.factorsFromStandard', { edition: expectedEdition })}
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
          {t('editorParts.common.incomplete')}
        </p>
      )}
    </div>
  );
}
