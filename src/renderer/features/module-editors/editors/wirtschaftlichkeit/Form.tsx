import { useTranslation } from 'react-i18next';
import type { ModuleEditorProps } from '../../editor-def';
import { TextInput } from '../../fields';
import { NumberField } from '../../NumberField';
import { CostChart } from '../../../report/parts/CostChart';
import { euro, standDate } from '../../../report/parts/figures';
import '../../../report/parts/editors12.css';
import { storedHeatingGrant } from '../foerderrechner/model';
import {
  behgPricePath,
  wirtschaftlichkeitProblems,
  wirtschaftlichkeitResults,
  type SystemInput,
  type WirtschaftlichkeitInput,
} from './model';
import { WirtschaftlichkeitSummary } from './Summary';

const pct = (v: number) => Math.round(v * 10000) / 100;

export function WirtschaftlichkeitForm({
  value,
  onChange,
  readOnly,
  context,
}: ModuleEditorProps<WirtschaftlichkeitInput>) {
  const { t } = useTranslation();
  const problems = wirtschaftlichkeitProblems(value);
  const problem = (key: string) =>
    problems[key] ? t(`editors12.problems.${problems[key]}`) : null;
  const results = wirtschaftlichkeitResults(value, context);
  const grant = storedHeatingGrant(context);
  const setSystem = (side: 'current' | 'planned', patch: Partial<SystemInput>) =>
    onChange({ ...value, [side]: { ...value[side], ...patch } });

  const system = (side: 'current' | 'planned') => {
    const s = value[side];
    const f = (k: string) => problem(`${side}.${k}`);
    return (
      <fieldset className="e12-group" data-testid={`econ-${side}`}>
        <legend>{t(`editors12.econ.${side}`)}</legend>
        <div className="e12-grid">
          <TextInput
            label={t('editors12.econ.label')}
            value={s.label}
            onChange={(label) => setSystem(side, { label })}
          />
          <NumberField
            label={t('editors12.econ.investment')}
            unit="€"
            value={s.investment}
            min={0}
            error={f('investment')}
            path={`${side}.investment`}
            onChange={(investment) => setSystem(side, { investment })}
          />
          <NumberField
            label={t(side === 'current' ? 'editors12.econ.fuel' : 'editors12.econ.electricity')}
            unit="kWh/a"
            value={s.energy}
            min={0}
            error={f('energy')}
            path={`${side}.energy`}
            hint={t(
              side === 'current' ? 'editors12.econ.fuelHint' : 'editors12.econ.electricityHint',
            )}
            onChange={(energy) => setSystem(side, { energy })}
          />
          <NumberField
            label={t('editors12.econ.price')}
            unit="€/kWh"
            value={s.price}
            min={0}
            error={f('price')}
            path={`${side}.price`}
            hint={t('editors12.econ.priceHint')}
            onChange={(price) => setSystem(side, { price })}
          />
          <NumberField
            label={t('editors12.econ.priceChange')}
            unit="%/a"
            value={pct(s.priceChange)}
            required
            min={-99}
            onChange={(v) => setSystem(side, { priceChange: (v ?? 0) / 100 })}
          />
          <NumberField
            label={t('editors12.econ.co2Factor')}
            unit="kg/kWh"
            value={s.co2Factor}
            min={0}
            required
            error={f('co2Factor')}
            hint={t('editors12.econ.co2FactorHint')}
            onChange={(co2Factor) => setSystem(side, { co2Factor })}
          />
          <NumberField
            label={t('editors12.econ.maintenance')}
            unit="€/a"
            value={s.maintenance}
            min={0}
            error={f('maintenance')}
            path={`${side}.maintenance`}
            onChange={(maintenance) => setSystem(side, { maintenance })}
          />
        </div>
      </fieldset>
    );
  };

  return (
    <div className="e12-form">
      <fieldset className="e12-group">
        <legend>{t('editors12.econ.frame')}</legend>
        <div className="e12-grid">
          <NumberField
            label={t('editors12.econ.years')}
            unit="a"
            value={value.years}
            min={1}
            max={50}
            required
            error={problem('years')}
            onChange={(years) => onChange({ ...value, years: years ?? 20 })}
          />
          <NumberField
            label={t('editors12.econ.interest')}
            unit="%/a"
            value={pct(value.interestRate)}
            min={-99}
            required
            onChange={(v) => onChange({ ...value, interestRate: (v ?? 0) / 100 })}
          />
          <NumberField
            label={t('editors12.econ.startYear')}
            value={value.startYear}
            min={2000}
            required
            onChange={(v) => onChange({ ...value, startYear: v ?? 2026 })}
          />
          <NumberField
            label={t('editors12.econ.maintenanceChange')}
            unit="%/a"
            value={pct(value.maintenancePriceChange)}
            min={-99}
            required
            onChange={(v) => onChange({ ...value, maintenancePriceChange: (v ?? 0) / 100 })}
          />
        </div>
      </fieldset>
      {system('current')}
      {system('planned')}
      <fieldset className="e12-group">
        <legend>{t('editors12.econ.grant')}</legend>
        <NumberField
          label={t('editors12.econ.grantOverride')}
          unit="€"
          value={value.grantOverride}
          min={0}
          error={problem('grantOverride')}
          hint={
            grant === null
              ? t('editors12.econ.noGrantModule')
              : t('editors12.econ.grantFromModule', { value: euro(grant) })
          }
          onChange={(grantOverride) => onChange({ ...value, grantOverride })}
        />
      </fieldset>
      <fieldset className="e12-group">
        <legend>{t('editors12.econ.co2Path')}</legend>
        <p className="muted">
          {t('editors12.econ.co2PathSource', {
            source: behgPricePath.source,
            stand: standDate(behgPricePath.stand),
          })}
        </p>
        <div className="e12-grid">
          {value.co2Prices.map((p, i) => (
            <NumberField
              key={i}
              label={t('editors12.econ.co2PriceIn', { year: p.year })}
              unit="€/t"
              value={p.price}
              min={0}
              required
              readOnly={readOnly}
              onChange={(price) =>
                onChange({
                  ...value,
                  co2Prices: value.co2Prices.map((q, j) =>
                    j === i ? { ...q, price: price ?? 0 } : q,
                  ),
                })
              }
            />
          ))}
        </div>
      </fieldset>
      {results ? (
        <>
          <WirtschaftlichkeitSummary r={results} years={value.years} />
          <CostChart
            rows={results.cumulative}
            breakEvenYear={results.breakEvenYear}
            currentLabel={results.current.label || t('editors12.econ.current')}
            plannedLabel={results.planned.label || t('editors12.econ.planned')}
          />
        </>
      ) : (
        <p className="muted" role="status">
          {t('editors12.common.incomplete')}
        </p>
      )}
      <p className="muted">{t('editors12.econ.method')}</p>
    </div>
  );
}
