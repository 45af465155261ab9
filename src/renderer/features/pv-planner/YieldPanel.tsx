import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../i18n/format';
import type { PlannerModel } from '../../../shared/pv-plan/document';
import type { PlanYield } from '../../../shared/pv-plan/planner-calc';
import { MonthlyYieldChart } from './PlannerCharts';

/* kWp, kWh/a and kWh/kWp per face and in total, and the year's yield by month. */

const whole = (v: number | null) => (v === null ? '–' : formatNumber(Math.round(v)));
const kwp = (v: number) => formatNumber(Math.round(v * 100) / 100);

export function YieldPanel({ model, result }: { model: PlannerModel; result: PlanYield }) {
  const { t } = useTranslation();
  const names = new Map(model.roofs.map((r) => [r.id, r.name]));
  return (
    <section className="pv-card pv-yield" aria-labelledby="pv-yield-title" data-testid="pv-yield">
      <h2 id="pv-yield-title">{t('pvPlanner.planner.yield')}</h2>
      <dl className="pv-kpis">
        <div>
          <dt>{t('pvPlanner.planner.kpi.modules')}</dt>
          <dd data-testid="pv-kpi-modules">{formatNumber(result.moduleCount)}</dd>
        </div>
        <div>
          <dt>{t('pvPlanner.planner.kpi.kwp')}</dt>
          <dd data-testid="pv-kpi-kwp">{kwp(result.kWp)} kWp</dd>
        </div>
        <div>
          <dt>{t('pvPlanner.planner.kpi.annual')}</dt>
          <dd data-testid="pv-kpi-annual">{whole(result.annualKwh)} kWh/a</dd>
        </div>
        <div>
          <dt>{t('pvPlanner.planner.kpi.specific')}</dt>
          <dd data-testid="pv-kpi-specific">{whole(result.specificYield)} kWh/kWp</dd>
        </div>
      </dl>
      {!result.inModelArea && (
        <p className="form-error" role="status">
          {t('pvPlanner.planner.outsideModel')}
        </p>
      )}
      <table className="table pv-yield-table">
        <thead>
          <tr>
            <th scope="col">{t('pvPlanner.planner.columns.face')}</th>
            <th scope="col" className="num">
              {t('pvPlanner.planner.columns.modules')}
            </th>
            <th scope="col" className="num">
              {t('pvPlanner.planner.columns.kwp')}
            </th>
            <th scope="col" className="num">
              {t('pvPlanner.planner.columns.specific')}
            </th>
            <th scope="col" className="num">
              {t('pvPlanner.planner.columns.annual')}
            </th>
          </tr>
        </thead>
        <tbody>
          {result.faces.map((f) => (
            <tr key={f.roofId}>
              <th scope="row">{names.get(f.roofId)}</th>
              <td className="num">{formatNumber(f.moduleCount)}</td>
              <td className="num">{kwp(f.kWp)}</td>
              <td className="num">{whole(f.specificYield)}</td>
              <td className="num">{whole(f.annualKwh)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t('pvPlanner.planner.total')}</th>
            <td className="num">{formatNumber(result.moduleCount)}</td>
            <td className="num">{kwp(result.kWp)}</td>
            <td className="num">{whole(result.specificYield)}</td>
            <td className="num">{whole(result.annualKwh)}</td>
          </tr>
        </tfoot>
      </table>
      {result.monthlyKwh && result.monthlyKwh.length > 0 && (
        <MonthlyYieldChart
          caption={t('pvPlanner.planner.monthly')}
          monthlyKwh={result.monthlyKwh}
        />
      )}
      <p className="muted small">{t('pvPlanner.planner.yieldNote')}</p>
    </section>
  );
}
