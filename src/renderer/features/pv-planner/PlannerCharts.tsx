import { memo } from 'react';
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
import type { DayHour, HouseholdResults } from '../../../shared/pv-plan/household-calc';
import { formatNumber } from '../../i18n/format';
import { sameFigures } from '../../ui/figures/same-figures';
import { dayChartSeries, monthAxisTicks, monthChartSeries } from './chart-words';

/*
 * The planner's charts. The planner recomputes its figures on every change of the plan (a
 * keystroke in any field, a module moved): each chart is drawn again only when the figures it
 * shows changed, compared by value (`sameFigures`).
 */

const colours = {
  pv: '#d97706',
  demand: '#1d4ed8',
  selfConsumed: '#0f766e',
  feedIn: '#a3a3a3',
  gridImport: '#b91c1c',
};

/** The year's yield by month (kWh), the roof layout's. */
export const MonthlyYieldChart = memo(function MonthlyYieldChart({
  caption,
  monthlyKwh,
}: {
  caption: string;
  monthlyKwh: number[];
}) {
  const { t } = useTranslation();
  const months = t('pvPlanner.planner.months').split(',');
  const data = monthlyKwh.map((kwh, m) => ({ month: months[m], kwh: Math.round(kwh) }));
  return (
    <figure className="pv-chart">
      <figcaption className="small">{caption}</figcaption>
      <BarChart
        width={380}
        height={180}
        data={data}
        margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
      >
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="month" tick={{ fontSize: 11 }} interval={0} />
        <YAxis tick={{ fontSize: 11 }} width={44} tickFormatter={(v: number) => formatNumber(v)} />
        <Tooltip formatter={(v) => [`${formatNumber(Number(v))} kWh`, '']} />
        <Bar dataKey="kwh" fill="#0f766e" isAnimationActive={false} />
      </BarChart>
    </figure>
  );
}, sameFigures);

/** A typical day per hour: what the roof gives, what the house draws, what it uses of the roof. */
export const DayChart = memo(function DayChart({
  title,
  hours,
  ticks,
}: {
  title: string;
  hours: DayHour[];
  /** The axis' steps, shared by the summer and the winter day so that both read on one scale. */
  ticks: number[];
}) {
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
}, sameFigures);

/** The months: self-consumption and feed-in stacked (together the PV output), grid import beside. */
export const MonthsChart = memo(function MonthsChart({
  title,
  monthNames,
  months,
}: {
  title: string;
  monthNames: string[];
  months: HouseholdResults['months'];
}) {
  const { t } = useTranslation();
  const data = months.map((m) => ({
    month: monthNames[m.month],
    selfConsumed: Math.round(m.selfConsumed),
    feedIn: Math.round(m.feedIn),
    gridImport: Math.round(m.gridImport),
  }));
  const ticks = monthAxisTicks(months);
  return (
    <figure className="pv-chart">
      <figcaption className="small">{title}</figcaption>
      <BarChart
        width={360}
        height={170}
        data={data}
        margin={{ top: 6, right: 6, left: 0, bottom: 0 }}
      >
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="month" tick={{ fontSize: 10 }} interval={0} />
        <YAxis
          tick={{ fontSize: 10 }}
          width={40}
          ticks={ticks}
          domain={[0, ticks.at(-1)!]}
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
  );
}, sameFigures);

/** Autarky and payback by battery capacity, the knee marked. */
export const BatterySizingChart = memo(function BatterySizingChart({
  sizing,
}: {
  sizing: NonNullable<HouseholdResults['sizing']>;
}) {
  const { t } = useTranslation();
  const data = sizing.points.map((p) => ({
    capacity: p.capacity,
    autarky: Math.round(p.autarky * 1000) / 10,
    payback: p.paybackYear,
  }));
  return (
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
  );
}, sameFigures);
