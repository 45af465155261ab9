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
import {
  axisTicks,
  fixed,
  kwh,
  shareInColumn,
  shareInSentence,
  upTo,
} from '../../ui/figures/figures';
import { dayChartSeries, monthChartSeries, selfConsumptionChartTitles } from './chart-words';

/*
 * Self-consumption, feed-in, grid import, self-consumption rate and autarky with and without the
 * battery side by side; a typical summer and winter day; the months; the battery sizing curve
 * with its knee.
 */

const colours = {
  pv: '#d97706',
  demand: '#1d4ed8',
  selfConsumed: '#0f766e',
  feedIn: '#a3a3a3',
  gridImport: '#b91c1c',
};

const rows: Array<{ key: keyof PvSelfConsumptionResult; isShare?: boolean }> = [
  { key: 'selfConsumed' },
  { key: 'feedIn' },
  { key: 'gridImport' },
  { key: 'selfConsumptionRate', isShare: true },
  { key: 'autarky', isShare: true },
];

function DayChart({ title, hours, ticks }: { title: string; hours: DayHour[]; ticks: number[] }) {
  const { t } = useTranslation();
  const data = hours.map((h) => ({
    hour: `${h.hour}`,
    pv: Math.round(h.pv * 100) / 100,
    demand: Math.round(h.demand * 100) / 100,
    selfConsumed: Math.round(h.selfConsumed * 100) / 100,
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
        <YAxis
          tick={{ fontSize: 10 }}
          width={36}
          ticks={ticks}
          domain={[0, ticks.at(-1)!]}
          tickFormatter={(v: number) => formatNumber(v)}
        />
        <Tooltip formatter={(v) => `${formatNumber(Number(v))} kWh`} />
        <Legend wrapperStyle={{ fontSize: 11 }} itemSorter={null} />
        {dayChartSeries(t).map(({ key, name }) => (
          <Line
            key={key}
            dataKey={key}
            name={name}
            stroke={colours[key]}
            strokeDasharray={key === 'selfConsumed' ? '4 2' : undefined}
            dot={false}
            isAnimationActive={false}
          />
        ))}
      </LineChart>
    </figure>
  );
}

export function SelfConsumptionPanel({ results }: { results: HouseholdResults }) {
  const { t } = useTranslation();
  const titles = selfConsumptionChartTitles(t);
  const monthData = results.months.map((m) => ({
    month: titles.monthNames[m.month],
    selfConsumed: Math.round(m.selfConsumed),
    feedIn: Math.round(m.feedIn),
    gridImport: Math.round(m.gridImport),
  }));
  const value = (
    r: PvSelfConsumptionResult,
    key: keyof PvSelfConsumptionResult,
    isShare?: boolean,
  ) => (isShare ? shareInColumn(r[key]) : kwh(r[key]));
  // Round steps; both days on one scale, so the winter's small output reads small beside the
  // summer's (as on paper).
  const dayTicks = axisTicks(
    Math.max(...[...results.summerDay, ...results.winterDay].flatMap((h) => [h.pv, h.demand])),
  );
  const monthTicks = axisTicks(
    Math.max(...results.months.flatMap((m) => [m.selfConsumed + m.feedIn, m.gridImport])),
  );
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
        <figure className="pv-chart">
          <figcaption className="small">{titles.months}</figcaption>
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
              ticks={monthTicks}
              domain={[0, monthTicks.at(-1)!]}
              tickFormatter={(v: number) => formatNumber(v)}
            />
            <Tooltip formatter={(v) => `${formatNumber(Number(v))} kWh`} />
            <Legend wrapperStyle={{ fontSize: 11 }} itemSorter={null} />
            {monthChartSeries(t).map(({ key, name }) => (
              <Bar
                key={key}
                dataKey={key}
                stackId={key === 'gridImport' ? undefined : 'pv'}
                name={name}
                fill={colours[key]}
                isAnimationActive={false}
              />
            ))}
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
        <Legend wrapperStyle={{ fontSize: 11 }} itemSorter={null} />
        <ReferenceLine
          yAxisId="a"
          x={sizing.kneeCapacity}
          stroke={colours.gridImport}
          strokeDasharray="4 2"
          label={{ value: t('pvHousehold.sizing.knee'), fontSize: 10, position: 'top' }}
        />
        <Line
          yAxisId="a"
          dataKey="autarky"
          name={t('pvHousehold.sizing.autarky')}
          stroke={colours.selfConsumed}
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
          kwh: upTo(knee.capacity, 1),
          autarky: shareInSentence(knee.autarky),
          without: shareInSentence(sizing.points[0]!.autarky),
        })}
      </p>
      <p className="muted small">{t('pvHousehold.sizing.note')}</p>
    </section>
  );
}
