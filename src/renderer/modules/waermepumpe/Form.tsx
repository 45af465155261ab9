import { useTranslation } from 'react-i18next';
import { heatPumpModels } from '../../../shared/calc';
import { offered, type ModuleEditorProps } from '../definition';
import { SelectInput, TextInput } from '../../ui/fields/fields';
import { NumberField } from '../../ui/fields/NumberField';
import { SourcedNumberField } from '../../ui/fields/TakenValue';
import { celsius } from '../../ui/figures/figures';
import { LoadChart } from '../../ui/figures/LoadChart';
import '../../ui/figures/figures.css';
import {
  defaultTestPoints,
  envelopeDesignTemperature,
  heatPumpSources,
  loadChart,
  pointsAtOtherFlow,
  waermepumpeProblems,
  waermepumpeResults,
  withCatalogueHeatPump,
  type WaermepumpeInput,
} from './model';
import { PointTable } from './PointTable';
import { ExistingGeneratorCheck, ExistingGeneratorField } from './ExistingGenerator';
import { WaermepumpeSummary } from './Summary';

export function WaermepumpeForm({
  value,
  onChange,
  readOnly,
  context,
}: ModuleEditorProps<WaermepumpeInput>) {
  const { t } = useTranslation();
  const set = <K extends keyof WaermepumpeInput>(key: K, v: WaermepumpeInput[K]) =>
    onChange({ ...value, [key]: v });
  const problems = waermepumpeProblems(value);
  const problem = (key: string) =>
    problems[key] ? t(`editorParts.problems.${problems[key]}`) : null;
  const results = waermepumpeResults(value);
  const offers = offered(context, 'waermepumpe.heatLoad');
  const envelopeTe = envelopeDesignTemperature(context);
  const flowOffers = offered(context, 'waermepumpe.flowTemperature');

  return (
    <div className="calc-form">
      <fieldset className="calc-group">
        <legend>{t('module.waermepumpe.demand')}</legend>
        <div className="calc-grid">
          <SourcedNumberField
            label={t('module.waermepumpe.heatLoad')}
            unit="kW"
            value={value.heatLoad}
            from={value.heatLoadFrom}
            offers={offers}
            min={0}
            path="heatLoad"
            error={problem('heatLoad')}
            onChange={(heatLoad, heatLoadFrom) => onChange({ ...value, heatLoad, heatLoadFrom })}
          />
          <ExistingGeneratorField
            value={value}
            context={context}
            readOnly={readOnly}
            onChange={onChange}
          />
          <NumberField
            label={t('module.waermepumpe.persons')}
            value={value.persons}
            min={0}
            required
            path="persons"
            error={problem('persons')}
            onChange={(v) => set('persons', v ?? 0)}
          />
          <NumberField
            label={t('module.waermepumpe.hotWaterPerPerson')}
            unit="kW"
            value={value.hotWaterPerPerson}
            min={0}
            required
            path="hotWaterPerPerson"
            hint={t('module.waermepumpe.hotWaterHint')}
            onChange={(v) => set('hotWaterPerPerson', v ?? 0)}
          />
          <NumberField
            label={t('module.waermepumpe.blockingHours')}
            unit="h/d"
            value={value.blockingHoursPerDay}
            min={0}
            max={23.99}
            required
            path="blockingHoursPerDay"
            error={problem('blockingHoursPerDay')}
            hint={t('module.waermepumpe.blockingHint')}
            onChange={(v) => set('blockingHoursPerDay', v ?? 0)}
          />
          <div className="sourced-field">
            <NumberField
              label={t('module.waermepumpe.designTemperature')}
              unit="°C"
              value={value.designOutdoorTemperature}
              required
              path="designOutdoorTemperature"
              onChange={(v) => set('designOutdoorTemperature', v ?? -12)}
            />
            {envelopeTe !== null && envelopeTe !== value.designOutdoorTemperature && !readOnly && (
              <button
                type="button"
                className="link-button"
                onClick={() => set('designOutdoorTemperature', envelopeTe)}
              >
                {t('module.waermepumpe.takeDesignTemperature', { value: celsius(envelopeTe, 0) })}
              </button>
            )}
          </div>
          <SourcedNumberField
            label={t('heatingFlow.systemFlowTemperature')}
            unit="°C"
            value={value.flowTemperature}
            from={value.flowTemperatureFrom}
            offers={flowOffers}
            digits={1}
            min={0}
            minExclusive
            path="flowTemperature"
            error={problem('flowTemperature')}
            onChange={(flowTemperature, flowTemperatureFrom) =>
              onChange({ ...value, flowTemperature, flowTemperatureFrom })
            }
          />
          <NumberField
            label={t('module.waermepumpe.heatingLimit')}
            unit="°C"
            value={value.heatingLimitTemperature}
            required
            path="heatingLimitTemperature"
            error={problem('heatingLimitTemperature')}
            onChange={(v) => set('heatingLimitTemperature', v ?? 15)}
          />
        </div>
        {!offers.length && <p className="muted">{t('module.waermepumpe.noHeatLoadModule')}</p>}
        <ExistingGeneratorCheck value={value} />
      </fieldset>

      <fieldset className="calc-group">
        <legend>{t('module.waermepumpe.device')}</legend>
        <div className="calc-grid">
          {!readOnly && (
            <SelectInput
              label={t('module.waermepumpe.catalogue')}
              value={value.catalogueKey ?? ''}
              options={[
                { value: '', label: t('module.waermepumpe.catalogueNone') },
                ...heatPumpModels.map((m) => ({ value: m.key, label: m.name })),
              ]}
              hint={t('module.waermepumpe.catalogueHint')}
              onChange={(key) => {
                const model = heatPumpModels.find((m) => m.key === key);
                onChange(
                  model
                    ? withCatalogueHeatPump(value, model)
                    : { ...value, catalogueKey: null, catalogueSource: '' },
                );
              }}
            />
          )}
          <TextInput
            label={t('module.waermepumpe.model')}
            value={value.model}
            path="model"
            onChange={(v) => set('model', v)}
          />
          <SelectInput
            label={t('module.waermepumpe.source')}
            value={value.source}
            path="source"
            options={heatPumpSources.map((s) => ({
              value: s,
              label: t(`module.waermepumpe.sources.${s}`),
            }))}
            onChange={(source) =>
              onChange({
                ...value,
                source,
                testPoints: value.testPoints.some((p) => p.capacity !== null || p.cop !== null)
                  ? value.testPoints
                  : defaultTestPoints(source),
              })
            }
          />
          <TextInput
            label={t('module.waermepumpe.refrigerant')}
            value={value.refrigerant}
            path="refrigerant"
            hint={t('module.waermepumpe.refrigerantHint')}
            onChange={(v) => set('refrigerant', v)}
          />
          <NumberField
            label={t('module.waermepumpe.soundPower')}
            unit="dB(A)"
            value={value.soundPowerLevel}
            path="soundPowerLevel"
            hint={t('module.waermepumpe.soundPowerHint')}
            onChange={(v) => set('soundPowerLevel', v)}
          />
        </div>
        {value.catalogueKey && value.catalogueSource && (
          <p className="muted" data-testid="wp-catalogue-source">
            {t('module.waermepumpe.catalogueSource', { source: value.catalogueSource })}
          </p>
        )}
        <PointTable
          caption={t('module.waermepumpe.testPoints')}
          rows={value.testPoints}
          readOnly={readOnly}
          onChange={(testPoints) => set('testPoints', testPoints)}
          columns={[
            {
              key: 'sourceTemperature',
              label: t('module.waermepumpe.sourceTemperature'),
              unit: '°C',
              fallback: 0,
            },
            {
              key: 'flowTemperature',
              label: t('module.waermepumpe.flowTemperature'),
              unit: '°C',
              fallback: 35,
              width: 'narrow',
            },
            {
              key: 'capacity',
              label: t('module.waermepumpe.capacity'),
              unit: 'kW',
              min: 0,
              width: 'wide',
              path: 'testPoints',
            },
            {
              key: 'cop',
              label: t('module.waermepumpe.cop'),
              min: 0,
              minExclusive: true,
              digits: 2,
              path: 'testPoints',
            },
          ]}
        />
        {pointsAtOtherFlow(value) && (
          <p className="warn-text" role="status">
            {t('heatingFlow.pointsAtOtherFlow', { flow: celsius(value.flowTemperature!, 0) })}
          </p>
        )}
        {!readOnly && (
          <button
            type="button"
            onClick={() =>
              set('testPoints', [
                ...value.testPoints,
                {
                  sourceTemperature: 0,
                  flowTemperature: value.flowTemperature ?? 35,
                  capacity: null,
                  cop: null,
                },
              ])
            }
          >
            {t('module.waermepumpe.addPoint')}
          </button>
        )}
        <p className="muted">{t('module.waermepumpe.testPointsHint')}</p>
      </fieldset>

      {results ? (
        <>
          <WaermepumpeSummary r={results} />
          <LoadChart
            rows={loadChart(value)}
            bivalence={results.bivalencePoint}
            designTemperature={value.designOutdoorTemperature}
          />
        </>
      ) : (
        <p className="muted" role="status">
          {t('editorParts.common.incomplete')}
        </p>
      )}
      <p className="muted">{t('module.waermepumpe.enwg14a')}</p>
    </div>
  );
}
