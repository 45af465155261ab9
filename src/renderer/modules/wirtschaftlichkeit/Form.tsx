import { useTranslation } from 'react-i18next';
import type { ModuleEditorProps } from '../definition';
import { TextInput } from '../../ui/fields/fields';
import { NumberField } from '../../ui/fields/NumberField';
import { CostChart } from '../../ui/figures/CostChart';
import { euro, standDate } from '../../ui/figures/figures';
import '../../ui/figures/figures.css';
import { storedHeatingGrant } from '../foerderrechner/model';
import {
  behgPricePath,
  hasPv,
  wirtschaftlichkeitProblems,
  wirtschaftlichkeitResults,
  type SystemInput,
  type WirtschaftlichkeitInput,
} from './model';
import { WirtschaftlichkeitSummary } from './Summary';
import { PvFields } from './PvFields';
import { CurrentFuelNote } from './CurrentFuelNote';

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
    problems[key] ? t(`editorParts.problems.${problems[key]}`) : null;
  const results = wirtschaftlichkeitResults(value, context);
  const grant = storedHeatingGrant(context);
  const setSystem = (side: 'current' | 'planned', patch: Partial<SystemInput>) =>
    onChange({ ...value, [side]: { ...value[side], ...patch } });

  const system = (side: 'current' | 'planned') => {
    const s = value[side];
    const f = (k: string) => problem(`${side}.${k}`);
    return (
      <fieldset className="calc-group" data-testid={`econ-${side}`}>
        <legend>{t(`module.wirtschaftlichkeit.${side}`)}</legend>
        <div className="calc-grid">
          <TextInput
            label={t('module.wirtschaftlichkeit.label')}
            value={s.label}
            onChange={(label) => setSystem(side, { label })}
          />
          <NumberField
            label={t('module.wirtschaftlichkeit.investment')}
            unit="€"
            value={s.investment}
            min={0}
            error={f('investment')}
            path={`${side}.investment`}
            onChange={(investment) => setSystem(side, { investment })}
          />
          <NumberField
            label={t(
              side === 'current'
                ? 'module.wirtschaftlichkeit.fuel'
                : 'module.wirtschaftlichkeit.electricity',
            )}
            unit="kWh/a"
            value={s.energy}
            min={0}
            error={f('energy')}
            path={`${side}.energy`}
            hint={t(
              side === 'current'
                ? 'module.wirtschaftlichkeit.fuelHint'
                : 'module.wirtschaftlichkeit.electricityHint',
            )}
            onChange={(energy) => setSystem(side, { energy })}
          />
          <NumberField
            label={t('module.wirtschaftlichkeit.price')}
            unit="€/kWh"
            value={s.price}
            min={0}
            error={f('price')}
            path={`${side}.price`}
            hint={t('module.wirtschaftlichkeit.priceHint')}
            onChange={(price) => setSystem(side, { price })}
          />
          <NumberField
            label={t('module.wirtschaftlichkeit.priceChange')}
            unit="%/a"
            value={pct(s.priceChange)}
            required
            min={-99}
            onChange={(v) => setSystem(side, { priceChange: (v ?? 0) / 100 })}
          />
          <NumberField
            label={t('module.wirtschaftlichkeit.co2Factor')}
            unit="kg/kWh"
            value={s.co2Factor}
            min={0}
            required
            error={f('co2Factor')}
            hint={t('module.wirtschaftlichkeit.co2FactorHint')}
            onChange={(co2Factor) => setSystem(side, { co2Factor })}
          />
          <NumberField
            label={t('module.wirtschaftlichkeit.maintenance')}
            unit="€/a"
            value={s.maintenance}
            min={0}
            error={f('maintenance')}
            path={`${side}.maintenance`}
            onChange={(maintenance) => setSystem(side, { maintenance })}
          />
        </div>
        {side === 'current' && (
          <CurrentFuelNote
            value={value}
            context={context}
            readOnly={readOnly}
            onChange={onChange}
          />
        )}
      </fieldset>
    );
  };

  return (
    <div className="calc-form">
      <fieldset className="calc-group">
        <legend>{t('module.wirtschaftlichkeit.frame')}</legend>
        <div className="calc-grid">
          <NumberField
            label={t('module.wirtschaftlichkeit.years')}
            unit="a"
            value={value.years}
            min={1}
            max={50}
            required
            error={problem('years')}
            onChange={(years) => onChange({ ...value, years: years ?? 20 })}
          />
          <NumberField
            label={t('module.wirtschaftlichkeit.interest')}
            unit="%/a"
            value={pct(value.interestRate)}
            min={-99}
            required
            onChange={(v) => onChange({ ...value, interestRate: (v ?? 0) / 100 })}
          />
          <NumberField
            label={t('module.wirtschaftlichkeit.startYear')}
            value={value.startYear}
            min={2000}
            required
            onChange={(v) => onChange({ ...value, startYear: v ?? 2026 })}
          />
          <NumberField
            label={t('module.wirtschaftlichkeit.maintenanceChange')}
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
      <PvFields
        pv={value.pv}
        context={context}
        problem={(key) => problem(`pv.${key}`)}
        onChange={(pv) => onChange({ ...value, pv })}
      />
      <fieldset className="calc-group">
        <legend>{t('module.wirtschaftlichkeit.grant')}</legend>
        <NumberField
          label={t('module.wirtschaftlichkeit.grantOverride')}
          unit="€"
          value={value.grantOverride}
          min={0}
          error={problem('grantOverride')}
          hint={
            grant === null
              ? t('module.wirtschaftlichkeit.noGrantModule')
              : t('module.wirtschaftlichkeit.grantFromModule', { value: euro(grant) })
          }
          onChange={(grantOverride) => onChange({ ...value, grantOverride })}
        />
      </fieldset>
      <fieldset className="calc-group">
        <legend>{t('module.wirtschaftlichkeit.co2Path')}</legend>
        <p className="muted">
          {t('module.wirtschaftlichkeit.co2PathSource', {
            source: behgPricePath.source,
            stand: standDate(behgPricePath.stand),
          })}
        </p>
        <div className="calc-grid">
          {value.co2Prices.map((p, i) => (
            <NumberField
              key={i}
              label={t('module.wirtschaftlichkeit.co2PriceIn', { year: p.year })}
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
            currentLabel={results.current.label || t('module.wirtschaftlichkeit.current')}
            plannedLabel={results.planned.label || t('module.wirtschaftlichkeit.planned')}
          />
        </>
      ) : (
        <p className="muted" role="status">
          {t('editorParts.common.incomplete')}
        </p>
      )}
      <p className="muted">{t('module.wirtschaftlichkeit.method')}</p>
      {hasPv(value.pv) && <p className="muted">{t('module.wirtschaftlichkeit.pv.method')}</p>}
    </div>
  );
}
