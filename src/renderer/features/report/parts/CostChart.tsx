import { useTranslation } from 'react-i18next';
import {
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { euro, fixed } from './figures';

/** Cumulative payments of the current and the planned system by year, with the break-even year. */
export function CostChart({
  rows,
  breakEvenYear,
  currentLabel,
  plannedLabel,
  width,
}: {
  rows: { year: number; current: number; planned: number }[];
  breakEvenYear: number | null;
  currentLabel: string;
  plannedLabel: string;
  width?: number;
}) {
  const { t } = useTranslation();
  if (rows.length === 0) return null;
  const chart = (
    <LineChart
      data={rows}
      width={width}
      height={width ? 300 : undefined}
      margin={{ top: 24, right: 24, bottom: 18, left: 24 }}
    >
      <CartesianGrid stroke="#e2e5ea" />
      <XAxis
        dataKey="year"
        type="number"
        domain={['dataMin', 'dataMax']}
        allowDecimals={false}
        label={{ value: t('editors12.chart.year'), position: 'insideBottom', offset: -10 }}
      />
      <YAxis tickFormatter={(v: number) => `${fixed(v / 1000, 0)} T€`} />
      <Tooltip formatter={(v) => euro(Number(v))} />
      <Legend verticalAlign="bottom" wrapperStyle={{ paddingTop: 28 }} />
      <Line
        dataKey="current"
        name={currentLabel}
        stroke="#b42318"
        strokeWidth={2}
        dot={false}
        isAnimationActive={false}
      />
      <Line
        dataKey="planned"
        name={plannedLabel}
        stroke="#0f766e"
        strokeWidth={2}
        dot={false}
        isAnimationActive={false}
      />
      {breakEvenYear !== null && (
        <ReferenceLine
          x={breakEvenYear}
          stroke="#a15c07"
          strokeWidth={2}
          label={{
            value: t('editors12.chart.breakEven', { year: breakEvenYear }),
            position: 'top',
            fill: '#a15c07',
          }}
        />
      )}
    </LineChart>
  );
  return (
    <figure className="e12-chart" aria-label={t('editors12.chart.costTitle')}>
      {width ? (
        chart
      ) : (
        <ResponsiveContainer width="100%" height={320}>
          {chart}
        </ResponsiveContainer>
      )}
      <figcaption className="muted">{t('editors12.chart.costCaption')}</figcaption>
    </figure>
  );
}
