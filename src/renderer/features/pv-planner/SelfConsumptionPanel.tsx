import { useTranslation } from 'react-i18next';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ReferenceLine,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { PvSelfConsumptionResult } from '../../../shared/calc/pv-self-consumption';
import type { DayHour, HouseholdResults } from '../../../shared/pv-plan/household-calc';
import { formatNumber } from '../../i18n/format';
import { decimals, kwh, percent } from './household-fields';

/*
 * Self-consumption, feed-in, grid import, self-consumption rate and autarky with and without the
 * battery side by side; a typical summer and winter day; the months; the battery sizing curve
 * with its knee.
 */

const colours = {
  pv: '#d97706',
  demand: '#1d4ed8',
  self: '#0f766e',
  feedIn: '#a3a3a3',
  grid: '#b91c1c',
};

const rows: Array<{ key: keyof PvSelfConsumptionResult; share?: boolean }> = [
  { key: 'selfConsumed' },
  { key: 'feedIn' },
  { key: 'gridImport' },
  { key: 'selfConsumptionRate', share: true },
  { key: 'autarky', share: true },
];

function DayChart({ title, hours }: { title: string; hours: DayHour[] }) {
  const { t } = useTranslation();
  const data = hours.map((h) => ({
    hour: `${h.hour}`,
    pv: Math.round(h.pv * 100) / 100,
    demand: Math.round(h.demand * 100) / 100,
    self: Math.round(h.selfConsumed * 100) / 100,
  }));
  return (
    <figure className="pv-chart">
      <figcaption className="small">{title}</figcaption>
      <LineChart
        width={300}
        height={170}
        data={data}
        margin={{ top: 6, right: 6, left: 0, bottom: 0 }}
      >
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="hour" tick={{ fontSize: 10 }} interval={3} />
        <YAxis tick={{ fontSize: 10 }} width={36} tickFormatter={(v: number) => formatNumber(v)} />
        <Tooltip formatter={(v) => `${formatNumber(Number(v))} kWh`} />
        <Legend wrapperStyle={{ fontSize: 11 }} />
        <Line
          dataKey="pv"
          name={t('pvHousehold.results.chartPv')}
          stroke={colours.pv}
          dot={false}
          isAnimationActive={false}
        />
        <Line
          dataKey="demand"
          name={t('pvHousehold.results.chartDemand')}
          stroke={colours.demand}
          dot={false}
          isAnimationActive={false}
        />
        <Line
          dataKey="self"
          name={t('pvHousehold.results.chartSelf')}
          stroke={colours.self}
          strokeDasharray="4 2"
          dot={false}
          isAnimationActive={false}
        />
      </LineChart>
    </figure>
  );
}

export function SelfConsumptionPanel({ results }: { results: HouseholdResults }) {
  const { t } = useTranslation();
  const months = t('pvPlanner.planner.months').split(',');
  const monthData = results.months.map((m) => ({
    month: months[m.month],
    self: Math.round(m.selfConsumed),
    feedIn: Math.round(m.feedIn),
    grid: Math.round(m.gridImport),
  }));
  const value = (
    r: PvSelfConsumptionResult,
    key: keyof PvSelfConsumptionResult,
    share?: boolean,
  ) => (share ? percent(r[key]) : `${kwh(r[key])} kWh/a`);
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
          {rows.map(({ key, share }) => (
            <tr key={key} data-testid={`pv-row-${key}`}>
              <th scope="row">{t(`pvHousehold.results.${key}`)}</th>
              <td className="num">{value(results.without, key, share)}</td>
              {results.withBattery && (
                <td className="num">{value(results.withBattery, key, share)}</td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="muted small">
        {t('pvHousehold.results.note', {
          yield: kwh(results.annualYield),
          demand: kwh(results.demand.total),
        })}
      </p>
      <div className="pv-charts">
        <DayChart title={t('pvHousehold.results.summerDay')} hours={results.summerDay} />
        <DayChart title={t('pvHousehold.results.winterDay')} hours={results.winterDay} />
        <figure className="pv-chart">
          <figcaption className="small">{t('pvHousehold.results.monthsChart')}</figcaption>
          <BarChart
            width={360}
            height={170}
            data={monthData}
            margin={{ top: 6, right: 6, left: 0, bottom: 0 }}
          >
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="month" tick={{ fontSize: 10 }} interval={0} />
            <YAxis
              tick={{ fontSize: 10 }}
              width={40}
              tickFormatter={(v: number) => formatNumber(v)}
            />
            <Tooltip formatter={(v) => `${formatNumber(Number(v))} kWh`} />
            <Legend wrapperStyle={{ fontSize: 11 }} />
            <Bar
              dataKey="self"
              stackId="pv"
              name={t('pvHousehold.results.chartSelf')}
              fill={colours.self}
              isAnimationActive={false}
            />
            <Bar
              dataKey="feedIn"
              stackId="pv"
              name={t('pvHousehold.results.chartFeedIn')}
              fill={colours.feedIn}
              isAnimationActive={false}
            />
            <Bar
              dataKey="grid"
              name={t('pvHousehold.results.chartGrid')}
              fill={colours.grid}
              isAnimationActive={false}
            />
          </BarChart>
        </figure>
      </div>
    </section>
  );
}

export function BatterySizingPanel({ results }: { results: HouseholdResults }) {
  const { t } = useTranslation();
  const sizing = results.sizing;
  if (!sizing) return null;
  const data = sizing.points.map((p) => ({
    capacity: p.capacity,
    autarky: Math.round(p.autarky * 1000) / 10,
    payback: p.paybackYear,
  }));
  const knee = sizing.points.find((p) => p.capacity === sizing.kneeCapacity)!;
  return (
    <section className="pv-card" aria-labelledby="pv-sizing-title" data-testid="pv-sizing">
      <h2 id="pv-sizing-title">{t('pvHousehold.sizing.title')}</h2>
      <LineChart
        width={340}
        height={190}
        data={data}
        margin={{ top: 18, right: 6, left: 0, bottom: 12 }}
      >
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis
          dataKey="capacity"
          tick={{ fontSize: 10 }}
          label={{ value: 'kWh', position: 'insideBottomRight', offset: -4, fontSize: 10 }}
        />
        <YAxis yAxisId="a" tick={{ fontSize: 10 }} width={36} unit=" %" />
        <YAxis yAxisId="p" orientation="right" tick={{ fontSize: 10 }} width={28} />
        <Tooltip />
        <Legend wrapperStyle={{ fontSize: 11 }} />
        <ReferenceLine
          yAxisId="a"
          x={sizing.kneeCapacity}
          stroke={colours.grid}
          strokeDasharray="4 2"
          label={{ value: t('pvHousehold.sizing.knee'), fontSize: 10, position: 'top' }}
        />
        <Line
          yAxisId="a"
          dataKey="autarky"
          name={t('pvHousehold.sizing.autarky')}
          stroke={colours.self}
          isAnimationActive={false}
        />
        <Line
          yAxisId="p"
          dataKey="payback"
          name={t('pvHousehold.sizing.payback')}
          stroke={colours.pv}
          connectNulls={false}
          isAnimationActive={false}
        />
      </LineChart>
      <p className="small" data-testid="pv-sizing-knee">
        {t('pvHousehold.sizing.kneeText', {
          kwh: decimals(knee.capacity, 1),
          autarky: percent(knee.autarky),
          without: percent(sizing.points[0]!.autarky),
        })}
      </p>
      <p className="muted small">{t('pvHousehold.sizing.note')}</p>
    </section>
  );
}
