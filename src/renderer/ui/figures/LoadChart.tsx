import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ReferenceLine,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { ChartFigure, chartColours, markerLine, seriesLine } from './chart-parts';
import { fixed, upTo } from './figures';
import { sameFigures } from './same-figures';

export interface LoadChartRow {
  temperature: number;
  load: number;
  capacity: number | null;
  /** The capacity here lies beyond the data sheet's test points (drawn dashed). */
  extrapolated?: boolean;
}

/**
 * The capacity split into the part between the test points (solid) and the part beyond them
 * (dashed); the dashed series also takes the last measured row so the two lines meet.
 */
export function splitCapacity(rows: readonly LoadChartRow[]) {
  return rows.map((row, i) => {
    const beyond = !!row.extrapolated;
    const nextToBeyond = !!rows[i - 1]?.extrapolated || !!rows[i + 1]?.extrapolated;
    return {
      ...row,
      capacity: beyond ? null : row.capacity,
      capacityExtrapolated: beyond || nextToBeyond ? row.capacity : null,
    };
  });
}

/**
 * The building's load line against the heat pump's capacity, over the outdoor temperature, with
 * the bivalence point marked (waermepumpe editor and report). `width` fixes the size for print.
 * Drawn again only when its figures changed: the editor computes them anew on every keystroke.
 */
export const LoadChart = memo(function LoadChart({
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
  const data = splitCapacity(rows);
  const anyExtrapolated = rows.some((r) => r.extrapolated && r.capacity !== null);
  // Before a heat pump's capacity is known only the building's demand is drawn and named.
  const anyCapacity = rows.some((r) => r.capacity !== null);
  const chart = (
    <LineChart
      data={data}
      width={width}
      height={width ? 300 : undefined}
      margin={{ top: 24, right: 24, bottom: 18, left: 8 }}
    >
      <CartesianGrid stroke="#e2e5ea" />
      <XAxis
        dataKey="temperature"
        type="number"
        domain={['dataMin', 'dataMax']}
        tickFormatter={(v: number) => `${upTo(v, 1)} °C`}
        label={{ value: t('editorParts.chart.outdoor'), position: 'insideBottom', offset: -10 }}
      />
      <YAxis
        tickFormatter={(v: number) => fixed(v, 0)}
        label={{ value: 'kW', angle: -90, position: 'insideLeft' }}
      />
      <Tooltip
        formatter={(v) => `${fixed(Number(v), 2)} kW`}
        labelFormatter={(v) => `${upTo(Number(v), 1)} °C`}
      />
      <Legend verticalAlign="bottom" wrapperStyle={{ paddingTop: 28 }} />
      {seriesLine('load', t('editorParts.chart.load'), chartColours.bad)}
      {anyCapacity && seriesLine('capacity', t('editorParts.chart.capacity'), chartColours.good)}
      {anyExtrapolated && (
        <Line
          type="linear"
          dataKey="capacityExtrapolated"
          name={t('heating.chartExtrapolated')}
          stroke={chartColours.good}
          strokeWidth={2}
          strokeDasharray="6 4"
          dot={false}
          isAnimationActive={false}
        />
      )}
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
      label={t(anyCapacity ? 'editorParts.chart.loadTitle' : 'heatPumpCurve.loadOnlyTitle')}
      caption={
        !anyCapacity
          ? t('heatPumpCurve.loadOnlyCaption')
          : anyExtrapolated
            ? `${t('editorParts.chart.loadCaption')} ${t('heating.chartExtrapolatedNote')}`
            : t('editorParts.chart.loadCaption')
      }
      width={width}
      chart={chart}
    />
  );
}, sameFigures);
