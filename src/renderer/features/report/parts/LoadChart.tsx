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
import { fixed } from './figures';

export interface LoadChartRow {
  temperature: number;
  load: number;
  capacity: number | null;
}

/**
 * The building's load line against the heat pump's capacity, over the outdoor temperature, with
 * the bivalence point marked (waermepumpe editor and report). `width` fixes the size for print.
 */
export function LoadChart({
  rows,
  bivalence,
  designTemperature,
  width,
}: {
  rows: LoadChartRow[];
  bivalence: number | null;
  designTemperature: number;
  width?: number;
}) {
  const { t } = useTranslation();
  if (rows.length === 0) return null;
  const chart = (
    <LineChart
      data={rows}
      width={width}
      height={width ? 300 : undefined}
      margin={{ top: 24, right: 24, bottom: 18, left: 8 }}
    >
      <CartesianGrid stroke="#e2e5ea" />
      <XAxis
        dataKey="temperature"
        type="number"
        domain={['dataMin', 'dataMax']}
        tickFormatter={(v: number) => `${v} °C`}
        label={{ value: t('editors12.chart.outdoor'), position: 'insideBottom', offset: -10 }}
      />
      <YAxis
        tickFormatter={(v: number) => fixed(v, 0)}
        label={{ value: 'kW', angle: -90, position: 'insideLeft' }}
      />
      <Tooltip formatter={(v) => `${fixed(Number(v), 2)} kW`} labelFormatter={(v) => `${v} °C`} />
      <Legend verticalAlign="bottom" wrapperStyle={{ paddingTop: 28 }} />
      <Line
        type="linear"
        dataKey="load"
        name={t('editors12.chart.load')}
        stroke="#b42318"
        strokeWidth={2}
        dot={false}
        isAnimationActive={false}
      />
      <Line
        type="linear"
        dataKey="capacity"
        name={t('editors12.chart.capacity')}
        stroke="#0f766e"
        strokeWidth={2}
        dot={false}
        isAnimationActive={false}
      />
      <ReferenceLine x={designTemperature} stroke="#586174" strokeDasharray="4 4" />
      {bivalence !== null && (
        <ReferenceLine
          x={Math.round(bivalence * 10) / 10}
          stroke="#a15c07"
          strokeWidth={2}
          label={{
            value: t('editors12.chart.bivalence', { value: fixed(bivalence, 1) }),
            position: 'top',
            fill: '#a15c07',
          }}
        />
      )}
    </LineChart>
  );
  return (
    <figure className="e12-chart" aria-label={t('editors12.chart.loadTitle')}>
      {width ? (
        chart
      ) : (
        <ResponsiveContainer width="100%" height={320}>
          {chart}
        </ResponsiveContainer>
      )}
      <figcaption className="muted">{t('editors12.chart.loadCaption')}</figcaption>
    </figure>
  );
}
