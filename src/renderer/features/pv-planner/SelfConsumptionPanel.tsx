import { useTranslation } from 'react-i18next';
import type { PvSelfConsumptionResult } from '../../../shared/calc/pv-self-consumption';
import type { HouseholdResults } from '../../../shared/pv-plan/household-calc';
import { fixed, kwh, shareInColumn, shareInSentence, upTo } from '../../ui/figures/figures';
import { dayAxisTicks, selfConsumptionChartTitles } from './chart-words';
import { BatterySizingChart, DayChart, MonthsChart } from './PlannerCharts';

/*
 * Self-consumption, feed-in, grid import, self-consumption rate and autarky with and without the
 * battery side by side; a typical summer and winter day; the months; the battery sizing curve
 * with its knee.
 */

const rows: Array<{ key: keyof PvSelfConsumptionResult; isShare?: boolean }> = [
  { key: 'selfConsumed' },
  { key: 'feedIn' },
  { key: 'gridImport' },
  { key: 'selfConsumptionRate', isShare: true },
  { key: 'autarky', isShare: true },
];

export function SelfConsumptionPanel({ results }: { results: HouseholdResults }) {
  const { t } = useTranslation();
  const titles = selfConsumptionChartTitles(t);
  const value = (
    r: PvSelfConsumptionResult,
    key: keyof PvSelfConsumptionResult,
    isShare?: boolean,
  ) => (isShare ? shareInColumn(r[key]) : kwh(r[key]));
  const dayTicks = dayAxisTicks(results.summerDay, results.winterDay);
  return (
    <section
      className="pv-card pv-wide"
      aria-labelledby="pv-self-title"
      data-testid="pv-self-consumption"
    >
      <h2 id="pv-self-title">{t('pvHousehold.results.title')}</h2>
      <table className="table pv-compare">
        <thead>
          <tr>
            <th scope="col">{t('pvHousehold.results.per')}</th>
            <th scope="col" className="num">
              {t('pvHousehold.results.without')}
            </th>
            {results.withBattery && (
              <th scope="col" className="num">
                {t('pvHousehold.results.with')}
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {rows.map(({ key, isShare }) => (
            <tr key={key} data-testid={`pv-row-${key}`}>
              <th scope="row">{t(`pvHousehold.results.${key}`)}</th>
              <td className="num">{value(results.without, key, isShare)}</td>
              {results.withBattery && (
                <td className="num">{value(results.withBattery, key, isShare)}</td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="muted small">
        {t('pvHousehold.results.note', {
          yield: fixed(results.annualYield, 0),
          demand: fixed(results.demand.total, 0),
        })}
      </p>
      <div className="pv-charts">
        <DayChart title={titles.summer} hours={results.summerDay} ticks={dayTicks} />
        <DayChart title={titles.winter} hours={results.winterDay} ticks={dayTicks} />
        <MonthsChart title={titles.months} monthNames={titles.monthNames} months={results.months} />
      </div>
    </section>
  );
}

export function BatterySizingPanel({ results }: { results: HouseholdResults }) {
  const { t } = useTranslation();
  const sizing = results.sizing;
  if (!sizing) return null;
  const knee = sizing.points.find((p) => p.capacity === sizing.kneeCapacity)!;
  return (
    <section className="pv-card" aria-labelledby="pv-sizing-title" data-testid="pv-sizing">
      <h2 id="pv-sizing-title">{t('pvHousehold.sizing.title')}</h2>
      <BatterySizingChart sizing={sizing} />
      <p className="small" data-testid="pv-sizing-knee">
        {t('pvHousehold.sizing.kneeText', {
          kwh: upTo(knee.capacity, 1),
          autarky: shareInSentence(knee.autarky),
          without: shareInSentence(sizing.points[0]!.autarky),
        })}
      </p>
      <p className="muted small">{t('pvHousehold.sizing.note')}</p>
    </section>
  );
}
