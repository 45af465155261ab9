import { useTranslation } from 'react-i18next';
import type { ReportSectionProps } from '../definition';
import { consumptionOutcome, finalEnergy, type ConsumptionInputs, type Fuel } from './model';
import { fixed, kw, kwh, percent } from '../../ui/figures/figures';
import { openForReport } from '../open';
import { Pairs, ReportTable } from '../../ui/figures/ReportTable';

const units: Record<Fuel, string> = {
  'oil-l': 'l',
  'gas-m3': 'm³',
  'gas-kwh-hs': 'kWh (Hs)',
  kwh: 'kWh',
};

/** Billing years, fuel, the mean final energy, useful heat and the heat load from consumption. */
export function ConsumptionSection({ module, context, definition }: ReportSectionProps) {
  const { t } = useTranslation();
  const opened = openForReport<ConsumptionInputs>(definition, module, context);
  if (!opened) return null;
  const v = opened.inputs;
  const o = consumptionOutcome(v);
  const c = (k: string, options?: Record<string, unknown>) => t(`module.verbrauch.${k}`, options);
  return (
    <>
      <p>
        {c('fuelTitle')}: {c(`fuels.${v.fuel}`)}
      </p>
      {v.years.length > 0 && (
        <ReportTable
          caption={c('yearsTitle')}
          head={[c('year'), `${c('amount')} (${units[v.fuel]})`, `${c('finalEnergy')} (kWh)`]}
          num={[1, 2]}
          rows={v.years.map((y) => [
            y.year === null ? '–' : String(y.year),
            fixed(y.amount, 0),
            y.amount === null ? '–' : fixed(finalEnergy(v, y.amount), 0),
          ])}
          foot={
            o.average !== null
              ? [c('average', { count: o.years }), '', fixed(o.average, 0)]
              : undefined
          }
        />
      )}
      <Pairs
        caption={o.kind === 'ok' ? t('editorParts.common.results') : t('report.inputs')}
        rows={[
          [c('efficiency'), v.efficiency === null ? null : percent(v.efficiency, 0)],
          [c('hotWater'), v.hotWaterEnergy ? kwh(v.hotWaterEnergy) : null],
          [
            c('fullLoadHours'),
            v.fullLoadHours === null ? null : `${fixed(v.fullLoadHours, 0)} h/a`,
          ],
          [c('usefulHeat'), o.kind === 'ok' ? kwh(o.result.usefulHeat) : null],
          [c('heatLoad'), o.kind === 'ok' ? kw(o.result.heatLoad, 1) : null],
        ]}
      />
      {o.kind !== 'ok' && <p className="muted">{c('incomplete')}</p>}
    </>
  );
}
