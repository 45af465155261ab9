import { useTranslation } from 'react-i18next';
import { CartesianGrid, Legend, LineChart, ReferenceLine, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartFigure, chartColours, markerLine, seriesLine } from './chart-parts';
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
        label={{ value: t('editorParts.chart.outdoor'), position: 'insideBottom', offset: -10 }}
      />
      <YAxis
        tickFormatter={(v: number) => fixed(v, 0)}
        label={{ value: 'kW', angle: -90, position: 'insideLeft' }}
      />
      <Tooltip formatter={(v) => `${fixed(Number(v), 2)} kW`} labelFormatter={(v) => `${v} °C`} />
      <Legend verticalAlign="bottom" wrapperStyle={{ paddingTop: 28 }} />
      {seriesLine('load', t('editorParts.chart.load'), chartColours.bad)}
      {seriesLine('capacity', t('editorParts.chart.capacity'), chartColours.good)}
      <ReferenceLine x={designTemperature} stroke="#586174" strokeDasharray="4 4" />
      {bivalence !== null &&
        markerLine(
          Math.round(bivalence * 10) / 10,
          t('editorParts.chart.bivalence', { value: fixed(bivalence, 1) }),
        )}
    </LineChart>
  );
  return (
    <ChartFigure
      label={t('editorParts.chart.loadTitle')}
      caption={t('editorParts.chart.loadCaption')}
      width={width}
      chart={chart}
    />
  );
}
