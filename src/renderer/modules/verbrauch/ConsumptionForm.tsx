import { useTranslation } from 'react-i18next';
import { offered, type ModuleEditorProps } from '../definition';
import { useEditorFields } from '../../ui/fields/field-context';
import { newId } from '../../ui/fields/row-ids';
import { formatFixed, formatSigned } from '../../ui/fields/number-input';
import { NumberField } from '../../ui/fields/NumberField';
import { consumptionYear } from '../../../shared/domain/plausible';
import { SourcedNumberField } from '../../ui/fields/TakenValue';
import { Result } from '../u-wert-rechner/UValueForm';
import { FuelField } from './FuelField';
import {
  consumptionOutcome,
  finalEnergy,
  hotWaterPerArea,
  nextConsumptionYear,
  type ConsumptionInputs,
} from './model';

const units: Record<ConsumptionInputs['fuel'], string> = {
  'oil-l': 'l',
  'gas-m3': 'm³',
  'gas-kwh-hs': 'kWh (Hs)',
  kwh: 'kWh',
};

/** Heat load from metered consumption, averaged over years, compared with the envelope result. */
export function ConsumptionForm({
  value,
  onChange,
  context,
}: ModuleEditorProps<ConsumptionInputs>) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const { readOnly } = useEditorFields();
  const set = (patch: Partial<ConsumptionInputs>) => onChange({ ...value, ...patch });
  const o = consumptionOutcome(value);
  const envelope = offered(context, 'verbrauch.envelopeHeatLoad')[0]?.value ?? null;
  // The building's living area, else the heated area surveyed on site.
  const [area] = offered(context, 'verbrauch.livingArea');
  const readings = offered(context, 'verbrauch.amount');
  // The efficiency is assumed for the generator found on site: named beside it, never guessed.
  const [generator] = offered(context, 'verbrauch.generator');
  const generatorText =
    generator &&
    t(
      generator.label ? 'existingGenerator.efficiencyFor' : 'existingGenerator.efficiencyForNoYear',
      {
        generator: t(`visit.survey.options.erzeuger.${generator.value}`),
        year: generator.label,
      },
    );
  const unit = units[value.fuel];
  const kwh = (v: number) => `${formatFixed(v, 0, lang)} kWh/a`;
  const refusedAt = (field: string) =>
    o.kind === 'refused' && o.field === field ? t(`module.verbrauch.refused.${field}`) : null;

  return (
    <>
      <p className="source-note">{t('module.verbrauch.intro')}</p>
      <div className="editor-section">
        <h4>{t('module.verbrauch.fuelTitle')}</h4>
        <div className="editor-grid">
          <FuelField value={value} context={context} onChange={set} />
          {value.fuel === 'oil-l' && (
            <NumberField
              label={t('module.verbrauch.oilFactor')}
              unit="kWh/l"
              value={value.oilKwhPerLitre}
              min={0}
              minExclusive
              path="oilKwhPerLitre"
              onChange={(oilKwhPerLitre) => set({ oilKwhPerLitre })}
            />
          )}
          {value.fuel === 'gas-m3' && (
            <>
              <NumberField
                label={t('module.verbrauch.calorific')}
                unit="kWh/m³"
                value={value.calorificValue}
                min={0}
                minExclusive
                path="calorificValue"
                hint={t('module.verbrauch.fromBill')}
                onChange={(calorificValue) => set({ calorificValue })}
              />
              <NumberField
                label={t('module.verbrauch.stateNumber')}
                unit="–"
                value={value.stateNumber}
                min={0}
                minExclusive
                max={1.2}
                path="stateNumber"
                hint={t('module.verbrauch.fromBill')}
                onChange={(stateNumber) => set({ stateNumber })}
              />
            </>
          )}
        </div>
        <p className="source-note">{t(`module.verbrauch.conversion.${value.fuel}`)}</p>
      </div>
      <div className="editor-section">
        <h4>{t('module.verbrauch.yearsTitle')}</h4>
        <table className="editor-table" data-testid="consumption-years">
          <thead>
            <tr>
              <th scope="col">{t('module.verbrauch.year')}</th>
              <th scope="col" className="num">
                {t('module.verbrauch.amount')} {unit}
              </th>
              <th scope="col" className="num">
                {t('module.verbrauch.finalEnergy')} kWh/a
              </th>
              <th scope="col">
                <span className="me-sr-only">{t('editorParts.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {value.years.map((y, index) => {
              const e = y.amount === null ? null : finalEnergy(value, y.amount);
              const label = y.year === null ? String(index + 1) : String(y.year);
              const setYear = (patch: Partial<typeof y>) =>
                set({ years: value.years.map((v, i) => (i === index ? { ...v, ...patch } : v)) });
              return (
                <tr key={y.id}>
                  <td>
                    <NumberField
                      hideLabel
                      label={t('module.verbrauch.yearOf', { n: index + 1 })}
                      value={y.year}
                      {...consumptionYear(new Date())}
                      digits={0}
                      path={`years.${index}.year`}
                      onChange={(year) => setYear({ year })}
                    />
                  </td>
                  <td className="num">
                    <SourcedNumberField
                      hideLabel
                      label={t('module.verbrauch.amountOf', { year: label })}
                      unit={unit}
                      unitInHeader
                      value={y.amount}
                      from={y.amountFrom}
                      offers={readings}
                      min={0}
                      path={`years.${index}.amount`}
                      onChange={(amount, amountFrom) => setYear({ amount, amountFrom })}
                    />
                  </td>
                  <td className="num">{e === null ? '–' : formatFixed(e, 0, lang)}</td>
                  <td>
                    {!readOnly && (
                      <button
                        type="button"
                        className="icon-button"
                        aria-label={t('module.verbrauch.removeYear', { year: label })}
                        onClick={() => set({ years: value.years.filter((_, i) => i !== index) })}
                      >
                        ✕
                      </button>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={2}>
                {t('module.verbrauch.average', { count: o.years })}
              </th>
              <td className="num" data-testid="consumption-average">
                <strong>{o.average === null ? '–' : kwh(o.average)}</strong>
              </td>
              <td />
            </tr>
          </tfoot>
        </table>
        {!readOnly && (
          <div>
            <button
              type="button"
              onClick={() => {
                const entered = value.years.flatMap((y) => (y.year === null ? [] : [y.year]));
                set({
                  years: [
                    ...value.years,
                    {
                      id: newId('yr'),
                      year: nextConsumptionYear(entered, new Date()),
                      amount: null,
                    },
                  ],
                });
              }}
            >
              {t('module.verbrauch.addYear')}
            </button>
          </div>
        )}
      </div>
      <div className="editor-section">
        <h4>{t('module.verbrauch.systemTitle')}</h4>
        <div className="editor-grid">
          <NumberField
            label={t('module.verbrauch.efficiency')}
            unit="η"
            value={value.efficiency}
            min={0}
            minExclusive
            max={1}
            path="efficiency"
            hint={
              generatorText
                ? `${generatorText} ${t('module.verbrauch.efficiencyHint')}`
                : t('module.verbrauch.efficiencyHint')
            }
            onChange={(efficiency) => set({ efficiency })}
          />
          <NumberField
            label={t('module.verbrauch.hotWater')}
            unit="kWh/a"
            value={value.hotWaterEnergy}
            min={0}
            path="hotWaterEnergy"
            error={refusedAt('hotWaterEnergy')}
            hint={
              area && !readOnly ? (
                <button
                  type="button"
                  className="link-button"
                  onClick={() => set({ hotWaterEnergy: area.value * hotWaterPerArea })}
                >
                  {t('module.verbrauch.hotWaterFromArea', {
                    value: formatFixed(area.value * hotWaterPerArea, 0, lang),
                    area: formatFixed(area.value, 1, lang),
                  })}
                </button>
              ) : (
                t('module.verbrauch.hotWaterHint')
              )
            }
            onChange={(hotWaterEnergy) => set({ hotWaterEnergy })}
          />
          <NumberField
            label={t('module.verbrauch.fullLoadHours')}
            unit="h/a"
            value={value.fullLoadHours}
            min={0}
            minExclusive
            max={8760}
            path="fullLoadHours"
            hint={t('module.verbrauch.fullLoadHoursHint')}
            onChange={(fullLoadHours) => set({ fullLoadHours })}
          />
        </div>
      </div>
      <div className="result-box" data-testid="consumption-result" aria-live="polite">
        {o.kind === 'ok' ? (
          <>
            <Result label={t('module.verbrauch.usefulHeat')} value={kwh(o.result.usefulHeat)} />
            <Result
              label={t('module.verbrauch.heatLoad')}
              value={`${formatFixed(o.result.heatLoad, 2, lang)} kW`}
              testId="consumption-heat-load"
            />
            {envelope !== null ? (
              <Result
                label={t('module.raumweise.envelope')}
                value={`${formatFixed(envelope / 1000, 2, lang)} kW${
                  envelope > 0
                    ? ` (${t('module.verbrauch.difference', {
                        percent: formatSigned(
                          ((o.result.heatLoad * 1000 - envelope) / envelope) * 100,
                          0,
                          lang,
                        ),
                      })})`
                    : ''
                }`}
              />
            ) : (
              <span className="source-note">{t('module.raumweise.noEnvelope')}</span>
            )}
          </>
        ) : (
          <span className="muted">
            {o.kind === 'refused'
              ? t('module.u-wert-rechner.fixRefused')
              : t('module.verbrauch.incomplete')}
          </span>
        )}
      </div>
    </>
  );
}
